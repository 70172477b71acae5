/**
 * The signed-in session's CSRF token as this page knows it (the cookie itself is HTTP-only: no
 * script sees it). Every request of the page carries it, so a seat claimed while signed in
 * belongs to the account; null when signed out.
 */
let csrfToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** The header a write made with the session cookie carries; {} when signed out. */
export function csrfHeaders(): Record<string, string> {
  return csrfToken ? { 'x-csrf-token': csrfToken } : {};
}
