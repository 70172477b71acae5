import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NewsBus } from '../news/news-bus.service';
import type { AccountNotice, AccountNoticeKind } from './account-protocol';
import { AccountSockets } from './account-sockets.service';

/**
 * A notice is only kept to be delivered (its row is read by the instances that hold the account's
 * sockets within milliseconds of being written); a day covers any delay and keeps the table small.
 */
const NOTICE_DAYS = 1;

/**
 * Tells an account something on every instance: the notice is stored, this instance's sockets of
 * the account get it at once, and the others through the news bus (NOTIFY with the notice's id;
 * each reads the row and tells its own sockets, once). Owns the table account_notices.
 */
@Injectable()
export class AccountNotices implements OnModuleInit {
  constructor(
    private readonly db: DataSource,
    private readonly bus: NewsBus,
    private readonly sockets: AccountSockets,
  ) {}

  onModuleInit(): void {
    this.bus.handle('notice', (noticeId) => this.deliver(noticeId));
  }

  async tell(accountId: string, notice: AccountNotice): Promise<void> {
    const [row] = (await this.db.query(
      `INSERT INTO account_notices (account_id, kind, match_id, seat) VALUES ($1, $2, $3, $4) RETURNING notice_id::text AS notice_id`,
      [accountId, notice.kind, notice.matchId, notice.seat],
    )) as { notice_id: string }[];
    // This instance's sockets from the notice in hand (no read back of the row just written).
    this.sockets.notify(accountId, notice);
    await this.bus.publishElsewhere('notice', row!.notice_id);
  }

  /** Forgets the notices older than NOTICE_DAYS; answers how many. */
  async prune(): Promise<number> {
    const [, count] = (await this.db.query(`DELETE FROM account_notices WHERE created_at < now() - make_interval(days => $1)`, [NOTICE_DAYS])) as [
      unknown,
      number,
    ];
    return count;
  }

  private async deliver(noticeId: string): Promise<void> {
    const rows = (await this.db.query(`SELECT account_id, kind, match_id, seat FROM account_notices WHERE notice_id = $1`, [noticeId])) as {
      account_id: string;
      kind: AccountNoticeKind;
      match_id: string;
      seat: number;
    }[];
    const row = rows[0];
    if (row) this.sockets.notify(row.account_id, { kind: row.kind, matchId: row.match_id, seat: row.seat });
  }
}
