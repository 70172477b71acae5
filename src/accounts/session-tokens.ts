import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new secret: 32 random bytes, base64url (the session cookie's value, or a CSRF token). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions are stored by the SHA-256 of their token: the table alone cannot be replayed as cookies. */
export function hashSessionToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** Compares two secrets in time independent of where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
