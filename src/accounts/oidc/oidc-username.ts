import { USERNAME_PATTERN } from '../dto/credentials.dto';

/** Usernames are 3 to 24 characters (USERNAME_PATTERN); a suffix "-12" takes up to 4 of them. */
const MAX_LENGTH = 24;
const FALLBACK = 'player';

/**
 * The username a provider's claims suggest for a new account: `preferred_username` (else the
 * email's local part, else the name), reduced to the letters, digits, `_` and `-` a username may
 * hold and cut to fit; "player" when nothing usable is left.
 */
export function suggestedUsername(claims: Readonly<Record<string, unknown>>): string {
  const email = typeof claims.email === 'string' ? claims.email.split('@')[0] : undefined;
  for (const raw of [claims.preferred_username, email, claims.name]) {
    if (typeof raw !== 'string') continue;
    const cleaned = raw
      .normalize('NFKD')
      .replace(/\s+/g, '_')
      .replace(/[^A-Za-z0-9_-]/g, '')
      .slice(0, MAX_LENGTH);
    if (USERNAME_PATTERN.test(cleaned)) return cleaned;
  }
  return FALLBACK;
}

/**
 * The n-th candidate for `base` (n = 1 is `base` itself, then `base-2`, `base-3`...), cut so that
 * the suffix fits: a taken name gets the first free candidate, so every new account has one.
 */
export function usernameCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, MAX_LENGTH - suffix.length)}${suffix}`;
}
