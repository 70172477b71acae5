import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { highCard } from '../support/test-game';
import { browserSession, closedAfterEach, signUpInPage, startWebServer } from './support';

/**
 * A signed-out visitor's pages do not ask `GET /me` (and draw no 401 in the console); the
 * server's signed-in hint, set and cleared beside the session cookie, is what lets a page know
 * to ask. A session that ended where this browser cannot see it costs one refused ask, after
 * which the page stops asking.
 */
describe('web client: who is signed in, asked only when there may be a session', () => {
  let url: string;
  const session = browserSession();
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ url, stop } = await startWebServer([highCard], session));
  });
  afterAll(() => stop?.());
  const keep = closedAfterEach(session);

  /** Every `GET /me` the page asks and the console errors it logs, from now on. */
  const watch = (page: Page) => {
    const seen = { me: [] as number[], errors: [] as string[] };
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/me' && res.request().method() === 'GET') seen.me.push(res.status());
    });
    page.on('console', (m) => {
      if (m.type() === 'error') seen.errors.push(m.text());
    });
    return seen;
  };
  const hint = (page: Page) =>
    page.evaluate(() => (globalThis as unknown as { document: { cookie: string } }).document.cookie.includes('stackbound_signed_in=1'));
  const loadAccountPage = async (page: Page) => {
    await page.goto(`${url}/#/account`);
    await page.reload();
    await page.locator('.account').first().waitFor();
    await page.waitForLoadState('networkidle');
  };

  it('signed out: the lobby and the account page load without GET /me and without a console error', async () => {
    const page = keep(await session.newPage());
    const seen = watch(page);
    await page.goto(url);
    await page.locator('#create').waitFor();
    await loadAccountPage(page);
    expect(seen.me).toEqual([]);
    expect(seen.errors).toEqual([]);
    expect(await hint(page)).toBe(false);
  });

  it('signed in: the hint is set, a page load asks GET /me and shows the account; signing out clears the hint', async () => {
    const page = keep(await session.newPage());
    await page.goto(url);
    await signUpInPage(page, 'hanna');
    expect(await hint(page)).toBe(true);
    const seen = watch(page);
    await loadAccountPage(page);
    expect(seen.me).toContain(200);
    await page.getByText('hanna').first().waitFor();
    const csrf = await page.evaluate(async () => ((await (await fetch('/me')).json()) as { csrfToken: string }).csrfToken);
    const out = await page.evaluate(async (token) => (await fetch('/sessions/current', { method: 'DELETE', headers: { 'x-csrf-token': token } })).status, csrf);
    expect(out).toBe(204);
    expect(await hint(page)).toBe(false);
  });

  it('a session ended elsewhere: one refused GET /me, the hint is dropped, the next load does not ask', async () => {
    const page = keep(await session.newPage());
    await page.goto(url);
    await signUpInPage(page, 'ines');
    // The session cookie goes (as when it expires or another device signed out everywhere); the hint stays.
    const context = page.context();
    const kept = (await context.cookies()).filter((c) => !c.name.includes('stackbound_session'));
    await context.clearCookies();
    await context.addCookies(kept);
    expect(await hint(page)).toBe(true);
    const seen = watch(page);
    await loadAccountPage(page);
    expect(seen.me).toEqual([401]);
    expect(await hint(page)).toBe(false);
    await loadAccountPage(page);
    expect(seen.me).toEqual([401]);
  });
});
