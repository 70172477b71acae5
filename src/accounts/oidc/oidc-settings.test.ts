import { describe, expect, it } from 'vitest';
import { oidcSettings, redirectUriOf } from './oidc-settings';

const full = { OIDC_ISSUER: 'https://idp.example.org/realms/play', OIDC_CLIENT_ID: 'stackbound', OIDC_CLIENT_SECRET: 's3cret', OIDC_NAME: 'Example ID' };

describe('the OpenID Connect settings', () => {
  it('are off with no variable set, and complete with the four', () => {
    expect(oidcSettings({})).toBeNull();
    expect(oidcSettings(full)).toMatchObject({ clientId: 'stackbound', name: 'Example ID', redirectUri: null });
  });

  it('stop the start-up when half set, naming what is missing, or when plain http leaves the machine', () => {
    expect(() => oidcSettings({ OIDC_ISSUER: full.OIDC_ISSUER, OIDC_NAME: 'Example ID' })).toThrow(/OIDC_CLIENT_ID, OIDC_CLIENT_SECRET/);
    expect(() => oidcSettings({ OIDC_REDIRECT_URI: 'https://play.example.org/auth/oidc/callback' })).toThrow(/OIDC_ISSUER/);
    expect(() => oidcSettings({ ...full, OIDC_ISSUER: 'http://idp.example.org' })).toThrow(/https/);
    expect(oidcSettings({ ...full, OIDC_ISSUER: 'http://127.0.0.1:7120' })).not.toBeNull();
  });

  it("come back to the configured redirect URI, else to the request's own origin", () => {
    const settings = oidcSettings(full)!;
    expect(redirectUriOf(settings, 'https', 'play.example.org')).toBe('https://play.example.org/auth/oidc/callback');
    expect(redirectUriOf({ ...settings, redirectUri: 'https://proxy.example.org/auth/oidc/callback' }, 'http', 'internal:3000')).toBe(
      'https://proxy.example.org/auth/oidc/callback',
    );
  });
});
