import { Injectable } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { AppConfig } from '../config/app-config';
import { DomainError } from '../errors/domain-error';
import { CSRF_HEADER, isSafeMethod } from './request-session';
import { sessionTokenFrom, type CookieSettings } from './session-cookie';
import { SessionStore, type Session } from './session-store.service';
import { sameSecret } from './session-tokens';

/** Resolves the session a request or a socket handshake carries in its cookie. */
@Injectable()
export class SessionResolver {
  constructor(
    private readonly store: SessionStore,
    private readonly config: AppConfig,
  ) {}

  get cookieSettings(): CookieSettings {
    return { secure: this.config.get('SESSION_COOKIE_SECURE') };
  }

  /** The session of these headers' cookie, or null. */
  async fromHeaders(headers: IncomingHttpHeaders): Promise<Session | null> {
    const token = sessionTokenFrom(headers.cookie, this.cookieSettings);
    return token ? this.store.resolve(token) : null;
  }

  /**
   * The session a request must have: NOT_SIGNED_IN without one, and for a write CSRF_REFUSED unless
   * X-CSRF-Token carries the session's own token (a cross-site page can send the cookie, never read
   * the token).
   */
  async require(method: string, headers: IncomingHttpHeaders): Promise<Session> {
    const session = await this.fromHeaders(headers);
    if (!session) throw DomainError.of('NOT_SIGNED_IN', 'sign in first (no session, or it ended)');
    if (!isSafeMethod(method)) assertCsrf(session, headers);
    return session;
  }
}

export function assertCsrf(session: Session, headers: IncomingHttpHeaders): void {
  const sent = headers[CSRF_HEADER];
  if (typeof sent !== 'string' || !sameSecret(sent, session.csrfToken)) {
    throw DomainError.of('CSRF_REFUSED', "a write with the session cookie needs the session's token in X-CSRF-Token");
  }
}
