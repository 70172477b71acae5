import { Injectable } from '@nestjs/common';
import type { Namespace } from 'socket.io';
import { AccountMessages, type AccountNotice } from './account-protocol';

export const accountRoom = (accountId: string): string => `account:${accountId}`;
export const sessionRoom = (tokenHash: Buffer): string => `session:${tokenHash.toString('hex')}`;

/**
 * The account namespace's sockets, by account and by session: notices go to every socket of an
 * account, and ending a session (or all of them) disconnects its sockets at once. Each instance
 * reaches the sockets connected to it.
 */
@Injectable()
export class AccountSockets {
  private namespace: Namespace | null = null;

  attach(namespace: Namespace): void {
    this.namespace = namespace;
  }

  /** Tells this instance's sockets of the account (AccountNotices tells every instance). */
  notify(accountId: string, notice: AccountNotice): void {
    this.namespace?.to(accountRoom(accountId)).emit(AccountMessages.notice, notice);
  }

  sessionEnded(tokenHash: Buffer): void {
    this.namespace?.in(sessionRoom(tokenHash)).disconnectSockets(true);
  }

  accountSignedOut(accountId: string): void {
    this.namespace?.in(accountRoom(accountId)).disconnectSockets(true);
  }
}
