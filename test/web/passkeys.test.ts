import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedGames } from '../../src/games/registry';
import { browserSession, screenshot, startWebServer } from './support';

/** A platform authenticator holding discoverable passkeys, that approves every request (a person touching it). */
const AUTHENTICATOR = {
  protocol: 'ctap2',
  transport: 'internal',
  hasResidentKey: true,
  hasUserVerification: true,
  isUserVerified: true,
  automaticPresenceSimulation: true,
} as const;

interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId: string;
  privateKey: string;
  userHandle: string;
  signCount: number;
}

/** A Chromium virtual authenticator (CDP `WebAuthn` domain) attached to the page's context. */
async function withAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', { options: AUTHENTICATOR });
  return { cdp, authenticatorId };
}

/**
 * Passkeys in real Chromium against the real application: a person signs up with a passkey (no
 * password), and in a new browser context (another device holding the same passkey, as a synced
 * passkey is) signs in with it, the server checking the challenge and the signature each time.
 * WebAuthn needs a secure context and a host name as RP ID: the pages are opened on `localhost`.
 */
describe('web client: passkeys, and the notices on every page', () => {
  const session = browserSession();
  let origin: string;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    let url: string;
    ({ url, stop } = await startWebServer(shippedGames, session));
    origin = url.replace('127.0.0.1', 'localhost');
  });
  afterAll(async () => stop?.());

  it('signs up with a passkey, signs in with it in a new context, and shows "your turn" among the notices only while signed in', async () => {
    const first = await session.newPage();
    const device = await withAuthenticator(first);
    await first.goto(`${origin}/#/account`);
    await first.locator('input[name=username]').fill('pia');
    await first.locator('button.passkey-sign-up').click();
    await expect.poll(() => first.locator('.account h1').textContent()).toBe('Signed in as pia');

    const { credentials } = (await device.cdp.send('WebAuthn.getCredentials', { authenticatorId: device.authenticatorId })) as {
      credentials: VirtualCredential[];
    };
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost', signCount: 1 });

    // Another device: the same passkey in its own authenticator, no cookie of the first context.
    const second = await session.newPage();
    const other = await withAuthenticator(second);
    await other.cdp.send('WebAuthn.addCredential', { authenticatorId: other.authenticatorId, credential: credentials[0]! });
    await second.goto(`${origin}/#/account`);
    await expect.poll(() => second.locator('.account h1').textContent()).toBe('Sign in');
    // Signed out: no notices in the header.
    expect(await second.locator('header .notices').count()).toBe(0);
    await second.locator('button.passkey-sign-in').click();
    await expect.poll(() => second.locator('.account h1').textContent()).toBe('Signed in as pia');
    const me = await second.evaluate(async () => (await fetch('/me')).json() as Promise<{ account: { username: string } }>);
    expect(me.account.username).toBe('pia');

    // Signed in: the header's notices, on every page. Pia takes both seats of a new match, which
    // starts waiting for a seat of hers: "Your turn" arrives on the account socket.
    await second.goto(`${origin}/#/`);
    await second.locator('header .notices').waitFor();
    expect(await second.locator('header .notice-count').count()).toBe(0);
    const matchId = await second.evaluate(async () => {
      const { csrfToken } = (await (await fetch('/me')).json()) as { csrfToken: string };
      const headers = { 'content-type': 'application/json', 'x-csrf-token': csrfToken };
      const created = (await (await fetch('/matches', { method: 'POST', headers, body: JSON.stringify({ gameId: 'mansters', seats: 2 }) })).json()) as {
        matchId: string;
      };
      for (const seat of [0, 1])
        await fetch(`/matches/${created.matchId}/seats/${seat}`, { method: 'POST', headers, body: JSON.stringify({ name: `Pia ${seat}` }) });
      return created.matchId;
    });
    await second.locator('header .notice-count').waitFor();
    await second.locator('header .notices summary').click();
    const turnNotice = second.locator('header .notices li.notice-turn a').first();
    expect(await turnNotice.textContent()).toContain('Your turn');
    // The match by its game and players, as every page names it, never by its id.
    await expect.poll(() => turnNotice.textContent()).toBe('Your turn · Mansters, Pia 0 vs Pia 1');
    expect(await second.locator('header .notices').textContent()).not.toContain(matchId.slice(0, 8));
    expect(await turnNotice.getAttribute('href')).toBe(`#/match/${matchId}`);
    await screenshot(second, 'passkey-signed-in-notices');

    // The account has no password: signing in with one is refused like a wrong password.
    const withPassword = await second.evaluate(async () => {
      const res = await fetch('/sessions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'pia', password: 'anything at all' }),
      });
      return { status: res.status, body: (await res.json()) as { code: string } };
    });
    expect(withPassword).toMatchObject({ status: 401, body: { code: 'BAD_CREDENTIALS' } });
    expect(session.pageErrors.flat()).toEqual([]);
  });
});
