import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fourSouls } from '../../src/games/four-souls';
import { mansters } from '../../src/games/mansters';
import { shippedGames } from '../../src/games/registry';
import { claimSeats, createMatch, http, until } from '../realtime/support/harness';
import { browserSession, startWebServer, screenshot } from './support';

/**
 * The table a new player plays (fewer clicks, cards that say what they do): a whole Four
 * Souls game against the greedy bot played by clicking with the page's default settings, counting
 * clicks per turn.
 */
type Obj = Record<string, unknown>;
interface Snap {
  seq: number;
  status: string;
  waitingFor: number[];
  legalActions: Obj[];
  view: { turn: { number: number; active: number } | null; players: { coins: number }[] };
}

describe('web table: clicks per turn, card faces, concede, phone, seat links', () => {
  let url: string;
  const session = browserSession();

  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ url, stop } = await startWebServer(shippedGames, session));
  });
  afterAll(() => stop?.());

  const snapshot = (page: Page, matchId: string) =>
    page.evaluate((id) => {
      const sb = (globalThis as unknown as { stackbound?: { client: { mirror(id: string): { snapshot: unknown } | undefined } } }).stackbound;
      return (sb?.client.mirror(id)?.snapshot ?? null) as unknown;
    }, matchId) as Promise<Snap | null>;

  it('a whole Four Souls game against the greedy bot: mean ≤ 8 clicks per own turn, ≤ 1 per bot turn (default priority stops)', async () => {
    const matchId = await createMatch(url, { gameId: 'four-souls', seats: 2, bots: [null, 'greedy'], options: { turnCap: 30 } });
    const [token] = await claimSeats(url, matchId, 1);
    const page = await session.newPage();
    await page.goto(url);
    await page.evaluate(
      ({ id, t }) =>
        (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
          `stackbound:seat:${id}`,
          JSON.stringify({ seat: 0, token: t }),
        ),
      { id: matchId, t: token! },
    );
    await page.goto(`${url}/#/match/${matchId}`);
    await page.locator('#priority-stop').waitFor();
    expect(await page.locator('#priority-stop').inputValue()).toBe('smart'); // the default, untouched

    /** Clicks per turn number, with whose turn it was. */
    const turns = new Map<number, { active: number; clicks: number }>();
    /** Clicks `selector` for the state `snap`; false (not counted) when the match moved on first (a bot, an auto-pass). */
    const click = async (selector: string, snap: Snap): Promise<boolean> => {
      const turn = snap.view.turn!;
      try {
        await page.locator(selector).first().click({ timeout: 5_000 });
      } catch (e) {
        if (((await snapshot(page, matchId))?.seq ?? 0) !== snap.seq) return false;
        throw e;
      }
      const entry = turns.get(turn.number) ?? { active: turn.active, clicks: 0 };
      entry.clicks += 1;
      turns.set(turn.number, entry);
      await until(async () => ((await snapshot(page, matchId))?.seq ?? 0) > snap.seq, `the table to move on after ${selector}`, 30_000);
      return true;
    };
    const btn = (type: string, extra = '') => `.actions button.action[data-type="${type}"]${extra}`;

    for (let guard = 0; guard < 2000; guard += 1) {
      const snap = await snapshot(page, matchId);
      if (!snap) {
        await page.waitForTimeout(50);
        continue;
      }
      if (snap.status === 'finished') break;
      const turn = snap.view.turn;
      if (turn && !turns.has(turn.number)) turns.set(turn.number, { active: turn.active, clicks: 0 });
      if (!snap.waitingFor.includes(0)) {
        await until(
          async () => {
            const s = await snapshot(page, matchId);
            return !s || s.seq !== snap.seq || s.status === 'finished';
          },
          'the match to move on',
          60_000,
        );
        continue;
      }
      const types = new Set(snap.legalActions.map((a) => String(a.type)));
      // A simple player: answer decisions with the first choice, buy when it can, attack a monster, end the turn.
      if (types.has('order-triggers')) await click(btn('order-triggers'), snap);
      else if (types.has('choose')) await click(btn('choose'), snap);
      else if (types.has('arrange')) await click(btn('arrange'), snap);
      else if (snap.legalActions.some((a) => a.type === 'declare-purchase' && a.item !== 'deck'))
        await click(btn('declare-purchase', ':not([data-card="deck"])'), snap);
      else if (snap.legalActions.some((a) => a.type === 'declare-attack' && a.monster !== 'deck'))
        await click(btn('declare-attack', ':not([data-card="deck"])'), snap);
      else if (types.has('end-turn')) await click(btn('end-turn'), snap);
      else if (types.has('pass')) await click('#pass', snap);
      else await click('.actions button.action', snap);
    }
    const final = await snapshot(page, matchId);
    expect(final?.status).toBe('finished');
    await screenshot(page, '30-four-souls-clicked-to-the-end');

    // A bot turn played between two of the page's samples was never seen: take every turn from the record.
    const exported = await (await fetch(`${url}/matches/${matchId}/export`)).text();
    for (const line of exported.split('\n').filter(Boolean)) {
      const row = JSON.parse(line) as { record: string; payload?: { type?: string; seat?: number; number?: number } };
      const started = row.record === 'event' && row.payload?.type === 'turn-started' ? row.payload : null;
      if (started?.number !== undefined && !turns.has(started.number)) turns.set(started.number, { active: started.seat ?? -1, clicks: 0 });
    }
    const own = [...turns.values()].filter((t) => t.active === 0);
    const bot = [...turns.values()].filter((t) => t.active === 1);
    const mean = (ts: { clicks: number }[]) => ts.reduce((n, t) => n + t.clicks, 0) / Math.max(1, ts.length);
    const figures = {
      ownTurns: own.length,
      botTurns: bot.length,
      meanPerOwnTurn: Number(mean(own).toFixed(2)),
      meanPerBotTurn: Number(mean(bot).toFixed(2)),
      maxOwn: Math.max(...own.map((t) => t.clicks)),
      maxBot: Math.max(0, ...bot.map((t) => t.clicks)),
      total: [...turns.values()].reduce((n, t) => n + t.clicks, 0),
    };
    console.log(`Four Souls vs greedy, clicks: ${JSON.stringify(figures)}`);
    expect(own.length).toBeGreaterThan(0);
    expect(bot.length).toBeGreaterThan(0);
    expect(figures.meanPerOwnTurn).toBeLessThanOrEqual(8);
    expect(figures.meanPerBotTurn).toBeLessThanOrEqual(1);
  }, 600_000);

  /** Opens `matchId` as `seat` in `page` (the token as the lobby would keep it). */
  const openSeat = async (page: Page, matchId: string, seat: number, token: string) => {
    await page.goto(url);
    await page.evaluate(
      ({ id, s, t }) =>
        (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
          `stackbound:seat:${id}`,
          JSON.stringify({ seat: s, token: t }),
        ),
      { id: matchId, s: seat, t: token },
    );
    await page.goto(`${url}/#/match/${matchId}`);
    await page.locator('.conn.ok').waitFor();
  };

  it('the face of every card of both catalogs shows its name, text and printed numbers', async () => {
    const page = await session.newPage();
    for (const [gameId, def] of [
      ['four-souls', fourSouls],
      ['mansters', mansters],
    ] as const) {
      const cards = def.cards!();
      await page.goto(`${url}/#/cards/${gameId}`);
      await expect.poll(() => page.locator('.card[data-card]').count(), { timeout: 15_000 }).toBe(cards.length);
      for (const card of cards) {
        await page.locator(`.card[data-card="${card.id}"]`).click();
        const face = page.locator(`#card-face [data-face="${card.id}"]`);
        await face.waitFor();
        const text = (await face.textContent()) ?? '';
        expect(await face.locator('.face-name').textContent()).toBe(card.name);
        expect(text).toContain(card.text);
        for (const [name, value] of Object.entries(card.numbers)) {
          const shown = Array.isArray(value) ? value.join(', ') || '—' : value === true ? 'yes' : value === false ? 'no' : String(value);
          expect(text, `${card.id} ${name}`).toContain(`${name}: ${shown}`);
        }
      }
      await screenshot(page, `31-cards-${gameId}`);
    }
  }, 300_000);

  it('concede asks for a confirmation in both games; keeping playing changes nothing', async () => {
    for (const gameId of ['mansters', 'four-souls']) {
      const matchId = await createMatch(url, { gameId, seats: 2, bots: [null, 'random'] });
      const [token] = await claimSeats(url, matchId, 1);
      const page = await session.newPage();
      await openSeat(page, matchId, 0, token!);
      await page.locator('#concede:not([disabled])').click();
      await page.locator('#concede-confirm').waitFor();
      await screenshot(page, `32-concede-confirm-${gameId}`);
      await page.locator('#concede-no').click();
      await page.locator('#concede-confirm').waitFor({ state: 'hidden' });
      expect((await http<{ status: string }>(url, 'GET', `/matches/${matchId}`)).status).toBe('live');
      await page.locator('#concede').click();
      await page.locator('#concede-yes').click();
      await until(async () => (await http<{ status: string }>(url, 'GET', `/matches/${matchId}`)).status === 'finished', `the ${gameId} match to end`);
      await page.locator('.status .prompt', { hasText: 'Game over' }).waitFor();
    }
  });

  it('phone (390×844): the action bar is on the first screen, a highlighted target scrolls into view, the lobby fits', async () => {
    const matchId = await createMatch(url, { gameId: 'four-souls', seats: 2, bots: [null, 'greedy'], setup: { firstPlayer: 0 } });
    const [token] = await claimSeats(url, matchId, 1);
    const page = await session.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url);
    await page.locator('#create').waitFor();
    await page.locator(`tr[data-match="${matchId}"] .mark.scenario`).waitFor(); // a scenario match is marked in the lobby
    expect(
      await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(390);
    await screenshot(page, '33-phone-lobby', false);
    await openSeat(page, matchId, 0, token!);
    // The default stops pass P1 to its action phase, where it may attack.
    await page.locator('#scenario-mark').waitFor(); // and on its table
    const arm = page.locator('button.arm[data-type="declare-attack"]');
    await arm.waitFor({ timeout: 30_000 });
    const bar = await page.locator('#action-bar').boundingBox();
    expect(bar).not.toBeNull();
    expect(bar!.y).toBeGreaterThanOrEqual(0);
    expect(bar!.y + Math.min(bar!.height, 120)).toBeLessThanOrEqual(844);
    await arm.click();
    const target = page.locator('.table .targetable').first();
    await target.waitFor();
    await expect
      .poll(async () => {
        const box = await target.boundingBox();
        return !!box && box.y >= 0 && box.y + box.height <= 844;
      })
      .toBe(true);
    await screenshot(page, '34-phone-table-picking', false);
    // The replay and dispute pages of a scenario match say so too (the dispute page reviews a finished match).
    await page.locator('#concede').click();
    await page.locator('#concede-yes').click();
    await until(async () => (await http<{ status: string }>(url, 'GET', `/matches/${matchId}`)).status === 'finished', 'the conceded match to end');
    await page.goto(`${url}/#/replay/${matchId}`);
    await page.locator('#scenario-mark', { hasText: 'not a fair shuffle' }).waitFor();
    await page.goto(`${url}/#/dispute/${matchId}`);
    await page.locator('#scenario-mark', { hasText: 'not a fair shuffle' }).waitFor();
  });

  it('a seat link, shown once, opens the seat in a fresh browser context; a page without a seat says so', async () => {
    const matchId = await createMatch(url, { gameId: 'mansters', seats: 2, bots: [null, 'random'] });
    const page = await session.newPage();
    await page.goto(url);
    const row = page.locator(`tr[data-match="${matchId}"]`);
    await row.locator('button.join[data-seat="0"]').click();
    await row.locator('.join-name').fill('Ada');
    await row.locator('.join-confirm').click();
    const link = await page.locator('#seat-link .seat-link-url').inputValue();
    expect(link).toContain(`#/seat/${matchId}/0/`);
    await screenshot(page, '35-seat-link');
    await page.reload();
    await page.locator('.conn.ok').waitFor();
    expect(await page.locator('#seat-link').count()).toBe(0); // shown once

    const other = await session.newPage(); // a fresh context: no storage of the first
    await other.goto(`${url}/#/match/${matchId}`);
    await other.locator('#no-seat').waitFor();
    await other.goto(link);
    await other.locator('h1', { hasText: 'Playing as P1' }).waitFor();
    await other.locator('.seat-pill.you').waitFor();
    expect(await other.locator('#no-seat').count()).toBe(0);
    expect((await http<{ seats: { name: string | null }[] }>(url, 'GET', `/matches/${matchId}`)).seats[0]!.name).toBe('Ada');
  });
});
