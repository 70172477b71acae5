import { describe, expect, it } from 'vitest';
import { loggedUrl } from './log-url';

describe('the URL the access log keeps', () => {
  it("leaves out the OpenID Connect callback's code and state, and nothing else", () => {
    expect(loggedUrl('/auth/oidc/callback?code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj&iss=https%3A%2F%2Fidp.example')).toBe(
      '/auth/oidc/callback?code=%5BRedacted%5D&state=%5BRedacted%5D&iss=https%3A%2F%2Fidp.example',
    );
    expect(loggedUrl('/matches?status=finished&limit=10')).toBe('/matches?status=finished&limit=10');
    expect(loggedUrl('/matches/0f0f')).toBe('/matches/0f0f');
  });
});
