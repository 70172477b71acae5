import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AccountInfo } from './accounts.service';
import { sessionCookies } from './session-cookie';
import { SessionResolver } from './session-resolver.service';
import { SessionStore } from './session-store.service';

/** The answer of a sign-up, a sign-in and `GET /me`: the account and the token its writes carry. */
export interface SignedIn {
  readonly account: AccountInfo;
  /** Send it in `X-CSRF-Token` with every write made with the session cookie. */
  readonly csrfToken: string;
}

/** Starts the session of a sign-up or sign-in, whichever way the account proved itself (password, passkey). */
@Injectable()
export class SessionStarter {
  constructor(
    private readonly sessions: SessionStore,
    private readonly resolver: SessionResolver,
  ) {}

  /** A new session for the account; any session the request carried ends first (no session fixation). */
  async start(account: AccountInfo, req: Request, res: Response): Promise<SignedIn> {
    const previous = await this.resolver.fromHeaders(req.headers);
    if (previous) await this.sessions.close(previous.tokenHash);
    const opened = await this.sessions.open(account.accountId);
    res.setHeader('Set-Cookie', sessionCookies(this.resolver.cookieSettings, opened.token, opened.maxAgeSeconds));
    return { account, csrfToken: opened.csrfToken };
  }
}
