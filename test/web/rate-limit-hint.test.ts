import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedGames } from '../../src/games/registry';
import { claimSeats, createMatch, until } from '../realtime/support/harness';
import { browserSession, screenshot, shownSeq, startWebServer } from './support';

/**
 * A tight command quota for this file's server: bursts of 3 messages per socket, then one message
 * every 20 s. The wait it names is longer than the typed client's own silent retry (5 s), so the
 * page must tell the player when to come back.
 */
const TIGHT_RATE = { WS_RATE_CAPACITY: '3', WS_RATE_PER_SECOND: '0.05' } as const;
const SECONDS_PER_MESSAGE = 1 / Number(TIGHT_RATE.WS_RATE_PER_SECOND);

/** The page's globals as this test reads them (the server's tsconfig has no DOM types). */
interface PageGlobals {
  localStorage: { setItem(key: string, value: string): void };
  document: { getElementById(id: string): { className: string; textContent: string } | null };
}

/**
 * The web client turns a socket refusal for the rate (`RATE_LIMITED` with `retryAfterMs`) into
 * words: "try again in N s" (web/src/api.ts). In real Chromium against the real application: the
 * player's socket spends its budget, a legal action is refused with that message, and the same
 * action clicked after the named wait is applied.
 */
describe('web client: a rate-limited command says when to try again, and trying then works', () => {
  let url: string;
  const session = browserSession();
  const saved = Object.fromEntries(Object.keys(TIGHT_RATE).map((k) => [k, process.env[k]]));

  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    // The play namespace reads its rate from the environment when the application is built.
    Object.assign(process.env, TIGHT_RATE);
    ({ url, stop } = await startWebServer(shippedGames, session));
  });
  afterAll(async () => {
    await stop?.();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  /** The legal actions the page offers now (concede aside). */
  const offered = (page: Page) => page.locator('.actions button.action:not([data-type="concede"]):not([disabled])');
  /** Waits until the page has no command in flight, then reads the banner (empty when none shows). */
  const settledToast = async (page: Page): Promise<string> => {
    await page.locator('.actions.busy').waitFor({ state: 'detached', timeout: 30_000 });
    return (
      (await page
        .locator('#toast.show')
        .textContent({ timeout: 1_000 })
        .catch(() => '')) ?? ''
    );
  };

  const clearToast = (page: Page) =>
    page.evaluate(() => {
      const toast = (globalThis as unknown as PageGlobals).document.getElementById('toast');
      if (toast) toast.className = toast.textContent = '';
    });

  it('the refusal reads "try again in N s" with N within the quota; after N s the same click is applied', async () => {
    const matchId = await createMatch(url, { gameId: 'mansters', seats: 2, bots: [null, 'random'] });
    const [token] = await claimSeats(url, matchId, 1);
    const page = await session.newPage();
    await page.goto(url);
    await page.evaluate(
      ({ id, t }) => (globalThis as unknown as PageGlobals).localStorage.setItem(`stackbound:seat:${id}`, JSON.stringify({ seat: 0, token: t })),
      { id: matchId, t: token! },
    );
    await page.goto(`${url}/#/match/${matchId}`);
    await page.locator('.conn.ok').waitFor();

    // P1's turn: a legal action is on offer (the bot may have moved first).
    await offered(page).first().waitFor({ state: 'visible', timeout: 60_000 });
    const type = (await offered(page).first().getAttribute('data-type'))!;
    const action = () =>
      offered(page)
        .and(page.locator(`[data-type="${type}"]`))
        .first();
    const before = await shownSeq(page);

    // The join took one message of the burst; commands the rules refuse spend the rest, until the
    // socket itself is refused for the rate.
    await page.locator('details.advanced summary').click();
    await page.locator('#custom-command').fill('{"type": "swap"}');
    await until(
      async () => {
        await page.locator('#send-custom').click();
        return (await settledToast(page)).includes('RATE_LIMITED');
      },
      'the socket to be refused for its rate',
      60_000,
    );

    // The legal action, refused for the rate: the page says so in words and names the wait (the
    // banner is cleared first, so what shows is this click's answer).
    await clearToast(page);
    await action().click();
    await page.locator('#toast.show', { hasText: 'try again in' }).waitFor();
    const refusal = await settledToast(page);
    const hint = /^Refused: .+ \(RATE_LIMITED\) · try again in (\d+) s$/.exec(refusal);
    expect(hint, refusal).not.toBeNull();
    const seconds = Number(hint![1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(SECONDS_PER_MESSAGE);
    expect(await shownSeq(page)).toBe(before); // nothing was applied
    await screenshot(page, '60-rate-limit-try-again');

    // After the wait it named, the same click is applied: the table moves on.
    await page.waitForTimeout(seconds * 1000 + 500);
    await clearToast(page);
    await action().click();
    await until(async () => (await shownSeq(page)) > before, `the table to move on after ${type}`, 30_000);
    expect(await settledToast(page)).not.toContain('RATE_LIMITED');
    expect(session.pageErrors.flat()).toEqual([]);
  }, 180_000);
});
