import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountNotices } from '../../accounts';
import { AppConfig } from '../../config/app-config';
import { Notifier } from './notifier.service';

/**
 * The one reminder of a correspondence turn, once 80 % of its deadline has passed (TurnNotices
 * sets `remind_at`). Every instance sweeps; marking a row reminded in the same statement that
 * selects it makes each reminder go out once, whichever instance takes it.
 */
@Injectable()
export class DeadlineReminders implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(DeadlineReminders.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly notifier: Notifier,
    private readonly notices: AccountNotices,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const every = this.config.get('REMINDER_POLL_MS');
    if (every > 0)
      this.timer = setInterval(() => void this.sweep().catch((error: unknown) => this.logger.warn(`reminder sweep failed: ${String(error)}`)), every);
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Sends the reminders that are due; answers how many. */
  async sweep(): Promise<number> {
    const [due] = (await this.db.query(
      `UPDATE awaited_seats SET reminded = true WHERE NOT reminded AND remind_at <= now() RETURNING match_id, seat, account_id`,
    )) as [{ match_id: string; seat: number; account_id: string }[], number];
    for (const row of due) await this.notifier.tell(row.account_id, 'deadline.near', row.match_id, row.seat, true);
    // The sweep every instance runs anyway is where delivered notices are forgotten.
    await this.notices.prune();
    return due.length;
  }
}
