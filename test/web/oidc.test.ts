import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../realtime/support/harness';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { highCard } from '../support/test-game';
import { LocalOidcProvider, TEST_CLIENT } from '../support/local-oidc-provider';
import { browserSession, screenshot, startWebServer } from './support';

/** Empty values unset the OIDC variables an earlier app of this process left in its environment. */
const NO_OIDC = { OIDC_ISSUER: '', OIDC_CLIENT_ID: '', OIDC_CLIENT_SECRET: '', OIDC_NAME: '', OIDC_REDIRECT_URI: '' };

/**
 * OpenID Connect sign-in in real Chromium: the account page offers "Sign in with <provider>" only
 * when the server has a provider; the link goes to the real local provider (oidc-provider), whose
 * interaction signs in the fixed user, and back to the app, which makes the account and signs the
 * browser in with the session cookie: the page shows the account. No redirect URI is configured:
 * the server derives it from the request's origin, as an operator's default set-up does.
 */
describe('web client: OpenID Connect sign-in', () => {
  const session = browserSession();
  let idp: LocalOidcProvider;
  let url: string;
  let stop: (() => Promise<void>) | undefined;
  let plainDb: TestDatabase | undefined;
  let plain: { app: NestExpressApplication; url: string } | undefined;

  beforeAll(async () => {
    idp = await LocalOidcProvider.listen();
    ({ url, stop } = await startWebServer([highCard], session, {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_NAME: 'Test Identity',
    }));
    await idp.register([`${url}/auth/oidc/callback`]);
    plainDb = await createTestDatabase();
    plain = await startApp(plainDb, [highCard], NO_OIDC);
  });
  afterAll(async () => {
    await stop?.();
    await plain?.app.close();
    await plainDb?.drop();
    await idp?.close();
  });

  it('shows no provider button on a server without one', async () => {
    const page = await session.newPage();
    await page.goto(`${plain!.url}/#/account`);
    await expect.poll(() => page.locator('.account h1').textContent()).toBe('Sign in');
    await page.locator('.account form').waitFor();
    expect(await page.locator('.oidc-sign-in').count()).toBe(0);
  });

  it('signs in through the provider and back, signed in as the account the first sign-in made', async () => {
    const page = await session.newPage();
    await page.goto(`${url}/#/account`);
    const button = page.locator('a.oidc-sign-in');
    await expect.poll(() => button.textContent()).toBe('Sign in with Test Identity');
    await button.click();
    // There (the provider's origin) and back: the account page, signed in.
    await expect.poll(() => page.locator('.account h1').textContent(), { timeout: 15_000 }).toBe('Signed in as ada');
    expect(new URL(page.url()).origin).toBe(url);
    expect(new URL(page.url()).hash).toBe('#/account');
    const me = await page.evaluate(async () => (await fetch('/me')).json() as Promise<{ account: { username: string } }>);
    expect(me.account.username).toBe('ada');
    // Signed in with the identity, the page offers unlinking it instead of signing in or linking one.
    expect(await page.locator('a.oidc-sign-in').count()).toBe(0);
    await expect.poll(() => page.locator('button.oidc-unlink').textContent()).toBe('Unlink your Test Identity sign-in');
    expect(await page.locator('button.oidc-link').count()).toBe(0);
    await screenshot(page, 'oidc-signed-in');
    // The identity is this account's only way in (no password, no passkey): unlinking is refused, in words.
    await page.locator('button.oidc-unlink').click();
    await page.locator('.account .error', { hasText: 'add a passkey before unlinking' }).waitFor();
    expect(await page.locator('button.oidc-unlink').count()).toBe(1);
    expect(session.pageErrors.flat()).toEqual([]);
  });
});
