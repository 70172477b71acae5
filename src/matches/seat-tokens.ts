import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../fairness/seed';

/** A new secret seat token: 256 random bits, URL-safe. Only its SHA-256 is stored. */
export function newSeatToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are high-entropy random strings, so a plain SHA-256 (no salt, no slow KDF) is enough:
 * there is nothing to brute-force, and the hash can be looked up directly.
 */
export function hashSeatToken(token: string): string {
  return sha256Hex(token);
}

/** The token from `Authorization: Bearer <token>`, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? (match[1] ?? null) : null;
}
