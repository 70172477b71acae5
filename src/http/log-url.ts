/**
 * Query parameters that carry a secret in a URL the server is sent to: the OpenID Connect callback's
 * authorization `code` and `state` (docs/accounts.md, "OpenID Connect"). A code is worthless without
 * the PKCE verifier and the client secret, and a state is single use, but neither belongs in a log.
 */
const SECRET_PARAMETERS = ['code', 'state'];

/** The request URL as the access log keeps it: secret query values replaced by `[Redacted]`. */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const name of SECRET_PARAMETERS) {
    if (!params.has(name)) continue;
    params.set(name, '[Redacted]');
    changed = true;
  }
  return changed ? `${url.slice(0, query)}?${params.toString()}` : url;
}
