import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Namespace } from 'socket.io';
import { NewsBus } from '../news/news-bus.service';
import { AccountMessages, type AccountNotice } from './account-protocol';

export const accountRoom = (accountId: string): string => `account:${accountId}`;
export const sessionRoom = (tokenHash: Buffer): string => `session:${tokenHash.toString('hex')}`;

/**
 * The account namespace's sockets, by account and by session: notices go to every socket of an
 * account, and ending a session (or all of them) disconnects its sockets at once, on every
 * instance: this one's before the sign-out is answered, the others' through the news bus (a
 * `sign-out` item naming the session's or the account's room, whose sockets each instance
 * disconnects; the ended session is already refused by every instance's next read of it).
 */
@Injectable()
export class AccountSockets implements OnModuleInit {
  private namespace: Namespace | null = null;

  constructor(private readonly bus: NewsBus) {}

  onModuleInit(): void {
    this.bus.handle('sign-out', async (room) => {
      if (room.startsWith('session:') || room.startsWith('account:')) this.disconnect(room);
    });
  }

  attach(namespace: Namespace): void {
    this.namespace = namespace;
  }

  /** Tells this instance's sockets of the account (AccountNotices tells every instance). */
  notify(accountId: string, notice: AccountNotice): void {
    this.namespace?.to(accountRoom(accountId)).emit(AccountMessages.notice, notice);
  }

  /** Signed out here: the session's sockets, on every instance. */
  async sessionEnded(tokenHash: Buffer): Promise<void> {
    await this.signedOut(sessionRoom(tokenHash));
  }

  /** Signed out everywhere: every socket of the account, on every instance. */
  async accountSignedOut(accountId: string): Promise<void> {
    await this.signedOut(accountRoom(accountId));
  }

  private async signedOut(room: string): Promise<void> {
    this.disconnect(room);
    await this.bus.publishElsewhere('sign-out', room);
  }

  private disconnect(room: string): void {
    this.namespace?.in(room).disconnectSockets(true);
  }
}
