/** The account namespace's messages (docs/accounts.md, AsyncAPI channel `account`). */
export const AccountMessages = {
  /** Server to client: something for this account (a notice). */
  notice: 'account.notice',
} as const;

/**
 * What an account is told on its channel: a guest's seat attached to it, its turn in a match, the
 * deadline of that turn near (80 % of it passed), a match of its seats over, an invitation to a
 * seat, a rematch offered by another seat.
 */
export type AccountNoticeKind = 'seat.attached' | 'turn' | 'deadline.near' | 'match.over' | 'invited' | 'rematch.offered';

/** One notice on the account channel. */
export interface AccountNotice {
  readonly kind: AccountNoticeKind;
  readonly matchId: string;
  /** The account's seat the notice is about (for "invited", the seat offered; for "rematch.offered", the seat that offered). */
  readonly seat: number;
}
