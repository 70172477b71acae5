import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** A sign-in under way at the provider: what its answer must match, and the account it links to (if any). */
export interface OidcRequest {
  readonly state: string;
  readonly nonce: string;
  /** The PKCE verifier: only its SHA-256 went to the provider, the code is worth nothing without it. */
  readonly codeVerifier: string;
  /** Linking: the signed-in account that asked; null for a sign-in. */
  readonly linkAccount: string | null;
}

/**
 * Ten minutes: a person signing in at the provider (typing a password, a second factor) takes one
 * or two; an answer later than this starts over.
 */
const REQUEST_SECONDS = 600;

/** OIDC sign-ins under way, kept server-side: single use (taken by deleting the row) and expiring. */
@Injectable()
export class OidcRequests {
  constructor(private readonly db: DataSource) {}

  async remember(request: OidcRequest): Promise<void> {
    // Expired rows go as new ones come, so the table holds only sign-ins under way.
    await this.db.query(`DELETE FROM oidc_requests WHERE expires_at < now()`);
    await this.db.query(
      `INSERT INTO oidc_requests (state, nonce, code_verifier, link_account, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [request.state, request.nonce, request.codeVerifier, request.linkAccount, REQUEST_SECONDS],
    );
  }

  /** The live request of that state, removed as it is read (a second answer finds nothing), or null. */
  async take(state: string): Promise<OidcRequest | null> {
    const [rows] = (await this.db.query(
      `DELETE FROM oidc_requests WHERE state = $1 RETURNING state, nonce, code_verifier, link_account, expires_at > now() AS live`,
      [state],
    )) as [{ state: string; nonce: string; code_verifier: string; link_account: string | null; live: boolean }[], number];
    const row = rows[0];
    if (!row?.live) return null;
    return { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier, linkAccount: row.link_account };
  }
}
