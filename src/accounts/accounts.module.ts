import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { EventStoreModule } from '../event-store/event-store.module';
import { MatchesModule } from '../matches';
import { NewsModule } from '../news/news.module';
import { QuotasModule } from '../quotas';
import { AccountGateway } from './account.gateway';
import { AccountNotices } from './account-notices.service';
import { AccountRoles } from './account-roles.service';
import { AccountSeats } from './account-seats.service';
import { AccountSockets } from './account-sockets.service';
import { AccountsController } from './accounts.controller';
import { MatchParties } from './match-parties.service';
import { Accounts } from './accounts.service';
import { MyMatchesController } from './my-matches.controller';
import { OidcClient } from './oidc/oidc-client.service';
import { OidcController } from './oidc/oidc.controller';
import { OidcIdentities } from './oidc/oidc-identities.service';
import { OidcRequests } from './oidc/oidc-requests.service';
import { OidcSignIn } from './oidc/oidc-sign-in.service';
import { PasskeyChallenges } from './passkeys/passkey-challenges.service';
import { PasskeysController } from './passkeys/passkeys.controller';
import { Passkeys } from './passkeys/passkeys.service';
import { MyMatches } from './my-matches.service';
import { Passwords } from './passwords';
import { SessionResolver } from './session-resolver.service';
import { SessionStarter } from './session-starter.service';
import { SessionStore } from './session-store.service';
import { SignInThrottle } from './sign-in-throttle.service';
import { SignedInClaims } from './signed-in-claims.interceptor';
import { SignedInGuard } from './signed-in.guard';

/**
 * Accounts (docs/accounts.md): sign-up and sign-in with a password, a passkey or the operator's
 * OpenID Connect provider, server-side sessions behind an
 * HTTP-only cookie, CSRF tokens for cookie-authenticated writes, the account socket namespace, and
 * the seats that belong to an account. Owns the tables accounts, account_sessions,
 * sign_in_failures, account_seats, account_notices, passkey_credentials, passkey_challenges,
 * oidc_identities and oidc_requests.
 */
@Module({
  imports: [EventStoreModule, MatchesModule, QuotasModule, NewsModule],
  controllers: [AccountsController, PasskeysController, OidcController, MyMatchesController],
  providers: [
    Accounts,
    AccountRoles,
    Passwords,
    SessionStore,
    SessionResolver,
    SessionStarter,
    Passkeys,
    PasskeyChallenges,
    OidcClient,
    OidcRequests,
    OidcIdentities,
    OidcSignIn,
    SignInThrottle,
    SignedInGuard,
    AccountSeats,
    MatchParties,
    AccountSockets,
    AccountNotices,
    AccountGateway,
    MyMatches,
    { provide: APP_INTERCEPTOR, useClass: SignedInClaims },
  ],
  exports: [SessionResolver, SignedInGuard, AccountSeats, MatchParties, AccountSockets, AccountNotices, Accounts, AccountRoles],
})
export class AccountsModule {}
