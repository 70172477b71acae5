import { Injectable } from '@nestjs/common';
import { AccountNotices } from '../../accounts';
import { pushPayload, type PushKind } from './push-kinds';
import { WebPush } from './web-push.service';

/**
 * Tells an account something: in-app on every instance (AccountNotices), and by Web Push to its
 * subscriptions when `byPush` and its settings want that kind. The one way every notice goes out.
 */
@Injectable()
export class Notifier {
  constructor(
    private readonly notices: AccountNotices,
    private readonly push: WebPush,
  ) {}

  async tell(accountId: string, kind: PushKind, matchId: string, seat: number, byPush: boolean): Promise<void> {
    await this.notices.tell(accountId, { kind, matchId, seat });
    if (byPush) await this.push.send(accountId, pushPayload(kind, matchId, seat));
  }
}
