/** The account namespace's messages (docs/accounts.md, AsyncAPI channel `account`). */
export const AccountMessages = {
  /** Server to client: something for this account (a notice). */
  notice: 'account.notice',
} as const;

/** What an account is told on its channel. */
export type AccountNoticeKind = 'seat.attached';

/** One notice on the account channel. */
export interface AccountNotice {
  readonly kind: AccountNoticeKind;
  readonly matchId: string;
  readonly seat: number;
}
