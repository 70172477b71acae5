/** What other modules may use of accounts: the module, the session guard, who owns which seat and which seat a request holds. */
export { AccountsModule } from './accounts.module';
export { AccountRoles } from './account-roles.service';
export { AccountSeats, type OwnedSeat } from './account-seats.service';
export { AccountNotices } from './account-notices.service';
export { AccountSockets } from './account-sockets.service';
export { MatchParties, type MatchParty } from './match-parties.service';
export { CurrentSession } from './request-session';
export { assertCsrf, SessionResolver } from './session-resolver.service';
export type { Session } from './session-store.service';
export { SignedInGuard } from './signed-in.guard';
