import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedGames } from '../../src/games/registry';
import { createMatch, http, until } from '../realtime/support/harness';
import { fourSoulsTable } from './scenarios';
import { browserSession, closedAfterEach, screenshot, shownSeq, startWebServer } from './support';

/**
 * The table's layout and controls on scenario matches (no deal, no bot: the same table every run):
 * what the bar may cover at 1366×768 and on a phone, the choice panel's missing line on a phone,
 * the chips of cards playable only by tapping the character, names instead of seat numbers, the
 * stop menu's words, the seat link banner, the game over summary, Create match's progress.
 */
type Obj = Record<string, unknown>;
interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  height: number;
}

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** Four Souls on a fixed table: Isaac (P1, "Ada") against Cain (P2, "Bob"), `hand` in Ada's hand. */
const fourSoulsSetup = (hand: string[]): Obj => fourSoulsTable({ hands: [hand, []] });

describe('web table: layout and controls', () => {
  let url: string;
  const session = browserSession();
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ url, stop } = await startWebServer(shippedGames, session, { BOT_WATCHED_DELAY_MS: 0 }));
  });
  afterAll(() => stop?.());

  const keep = closedAfterEach(session);
  const newPage = async (viewport: { width: number; height: number }) => {
    const page = await session.newPage({ allActions: false, touch: viewport.width < 600 });
    await page.setViewportSize(viewport);
    keep(page);
    return page;
  };

  /** A scenario match whose seats are named Ada (this page, priority stop off) and Bob (over REST). */
  async function scenarioTable(viewport: { width: number; height: number }, setup: Obj) {
    const matchId = await createMatch(url, { gameId: 'four-souls', seats: 2, setup });
    const tokens: string[] = [];
    for (const [seat, name] of ['Ada', 'Bob'].entries())
      tokens.push((await http<{ token: string }>(url, 'POST', `/matches/${matchId}/seats/${seat}`, { name })).token);
    const page = await newPage(viewport);
    await page.goto(url);
    await page.evaluate(
      ([id, token]) => {
        const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
        storage.setItem(`stackbound:seat:${id}`, JSON.stringify({ seat: 0, token }));
        storage.setItem(`stackbound:stop:${id}:0`, 'off');
      },
      [matchId, tokens[0]!] as const,
    );
    await page.goto(`${url}/#/match/${matchId}`);
    await page.locator('.conn.ok').waitFor();
    await page.locator('.table.four-souls').waitFor();
    /** Clicks what sends a command and waits until the table shows what the server wrote. */
    const clickAndWait = async (target: ReturnType<Page['locator']>) => {
      const before = await shownSeq(page);
      await target.click();
      await until(async () => (await shownSeq(page)) > before, 'the table to move on');
      const { seq } = await http<{ seq: number }>(url, 'GET', `/matches/${matchId}`);
      await until(async () => (await shownSeq(page)) >= seq, `the page to reach seq ${seq}`);
    };
    return { matchId, page, clickAndWait };
  }

  const boxOf = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((els) =>
      els.map((e) => {
        const r = (e as unknown as { getBoundingClientRect(): Box }).getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
      }),
    );
  const scrollTo = (page: Page, y: number) =>
    page.evaluate((to) => {
      const g = globalThis as unknown as { scrollTo(x: number, y: number): void; document: { documentElement: { scrollHeight: number } } };
      g.scrollTo(0, to < 0 ? g.document.documentElement.scrollHeight : to);
    }, y);
  const scrollY = (page: Page) => page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);

  /**
   * Whether the priority stop menu shows each of its labels whole (its width against the text's,
   * in its own font) and the bar's prompt is not cut (no overflow: it wraps between words).
   */
  const controlsWhole = (page: Page) =>
    page.evaluate(() => {
      const doc = (globalThis as unknown as { document: { querySelector(s: string): unknown; createElement(t: string): unknown } }).document;
      const win = globalThis as unknown as { getComputedStyle(e: unknown): { font: string; paddingLeft: string; paddingRight: string } };
      const select = doc.querySelector('#priority-stop') as { clientWidth: number; options: ArrayLike<{ text: string }> };
      const canvas = doc.createElement('canvas') as { getContext(k: string): { font: string; measureText(t: string): { width: number } } };
      const ctx = canvas.getContext('2d');
      const style = win.getComputedStyle(select);
      ctx.font = style.font;
      // The room for the label: the select's width less its paddings and the arrow (about 20 px).
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      const cut = Array.from(select.options)
        .filter((o) => ctx.measureText(o.text).width > room)
        .map((o) => o.text);
      const prompt = doc.querySelector('.bar-prompt') as { scrollWidth: number; clientWidth: number };
      return { cut, promptCut: prompt.scrollWidth > prompt.clientWidth + 1 };
    });

  it('at 1366×768 the bar covers neither the own hand’s chips nor the newest log line; the header says the turn; Four Souls has Pass; busy is not translucent', async () => {
    const { page } = await scenarioTable(DESKTOP, fourSoulsSetup(['bomb', 'a-penny', 'two-cents']));
    const chips = '.player[data-seat="0"] .hand .card .chip';
    await page.locator(chips).first().waitFor();
    const lastLog = '.side .log li:last-child';
    const barTop = async () => (await boxOf(page, '#action-bar'))[0]!.top;
    // Before any scroll: the log ends above the bar.
    expect(await scrollY(page)).toBe(0);
    expect((await boxOf(page, lastLog))[0]!.bottom).toBeLessThanOrEqual(await barTop());
    // Scrolled to the end: nothing of the page is under the bar.
    await scrollTo(page, -1);
    const chipBoxes = await boxOf(page, chips);
    expect(chipBoxes.length).toBe(3);
    for (const chip of chipBoxes) expect(chip.bottom).toBeLessThanOrEqual(await barTop());
    expect((await boxOf(page, lastLog))[0]!.bottom).toBeLessThanOrEqual(await barTop());
    const bar = (await boxOf(page, '#action-bar'))[0]!;
    expect(bar.bottom).toBeLessThanOrEqual(DESKTOP.height + 0.5);
    expect(bar.height).toBeLessThanOrEqual(0.2 * DESKTOP.height);
    await screenshot(page, 'table-layout-desktop-end', false);

    // The header: the turn in words, no seq.
    const head = (await page.locator('.seats-line .seq').textContent()) ?? '';
    expect(head).toMatch(/^turn \d+$/);
    expect(await page.locator('.match-head').textContent()).not.toMatch(/\bseq\b/);
    // Four Souls passes priority: the bar offers Pass.
    expect(await page.locator('#pass').count()).toBe(1);
    // The stop menu's labels and the prompt whole.
    expect(await controlsWhole(page)).toEqual({ cut: [], promptCut: false });
    // Busy (a command on its way): the bar stays opaque; its buttons are what is disabled.
    const opacity = await page.locator('#action-bar').evaluate((el) => {
      (el as unknown as { classList: { add(c: string): void } }).classList.add('busy');
      return (globalThis as unknown as { getComputedStyle(e: unknown): { opacity: string } }).getComputedStyle(el).opacity;
    });
    expect(opacity).toBe('1');
  }, 120_000);

  it('a hand card playable only by tapping the character carries "Play", never "0 actions"; with no play left no card is outlined; the tapped character stays off the zone titles', async () => {
    const { page, clickAndWait } = await scenarioTable(DESKTOP, fourSoulsSetup(['a-penny', 'two-cents', 'a-penny']));
    const hand = page.locator('.player[data-seat="0"] .hand .card');
    const card = (id: string) => hand.and(page.locator(`[data-card="${id}"]`)).first();
    await card('a-penny').locator('.chip').waitFor();
    // A Penny, the turn's loot play: the card menu has its plain play (the tapping one is the toggle).
    await card('a-penny').click();
    await clickAndWait(page.locator('#card-actions button.action', { hasText: /^Play A Penny/ }).first());
    // Two Cents can now be played only by tapping the character: it says "Play" like any playable card.
    const twoCents = card('two-cents');
    await twoCents.locator('.chip').waitFor();
    expect(await twoCents.locator('.chip').textContent()).toBe('Play');
    expect(await twoCents.getAttribute('class')).toMatch(/\bactionable\b/);
    expect(await page.locator('.chip', { hasText: /^0 actions$/ }).count()).toBe(0);
    await screenshot(page, 'table-layout-variant-only-chip', false);
    // Its one play is made at once (tapping the character): then no loot play is left.
    await clickAndWait(twoCents);
    const isaac = page.locator('.player[data-seat="0"] .card[data-card="isaac"]');
    await page.locator('.player[data-seat="0"] .card.tapped[data-card="isaac"]').waitFor();
    expect(await hand.count()).toBeGreaterThan(0);
    expect(await page.locator('.player[data-seat="0"] .hand .card.actionable').count()).toBe(0);
    expect(await page.locator('.player[data-seat="0"] .hand .chip').count()).toBe(0);
    expect(await page.locator('.chip', { hasText: /^0 actions$/ }).count()).toBe(0);
    // The tapped (tilted) character stays inside its zone: below the zone's title, above the next row's.
    const box = (await isaac.evaluate((el) => {
      const r = (el as unknown as { getBoundingClientRect(): Box }).getBoundingClientRect();
      const zone = (el as unknown as { closest(s: string): { querySelector(s: string): { getBoundingClientRect(): Box } } }).closest('.zone');
      const title = zone.querySelector('.zone-title').getBoundingClientRect();
      const cards = zone.querySelector('.zone-cards').getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, titleBottom: title.bottom, cardsBottom: cards.bottom };
    })) as { top: number; bottom: number; titleBottom: number; cardsBottom: number };
    expect(box.top).toBeGreaterThanOrEqual(box.titleBottom);
    expect(box.bottom).toBeLessThanOrEqual(box.cardsBottom + 0.5);
  }, 120_000);

  it('phone (390×844): the choice panel says what is missing while Confirm is disabled, and nothing once complete; targets by name; the stop menu and prompt whole', async () => {
    const { page } = await scenarioTable(PHONE, fourSoulsSetup(['bomb', 'big-bomb', 'a-penny']));
    const panel = page.locator('#choice-panel');
    await panel.waitFor();
    const confirm = panel.getByRole('button', { name: 'Confirm', exact: true });
    const missing = panel.locator('.choice-missing');
    const pick = (name: string) => panel.getByRole('button', { name, exact: true }).click();
    expect(await confirm.isDisabled()).toBe(true);
    expect(await missing.isVisible()).toBe(true);
    expect(await missing.textContent()).toBe('Pick a loot card to play');
    // The seats among the targets by their players' names.
    const targets = await panel.locator('[data-field="targets"] button').allTextContents();
    expect(targets).toEqual(['Ada', 'Bob', 'Gaper', 'Leaper']);
    await pick('Bomb');
    await pick('Gaper');
    expect(await confirm.isDisabled()).toBe(true);
    expect(await missing.isVisible()).toBe(true);
    expect(await missing.textContent()).toBe('Say whether you tap your character');
    await screenshot(page, 'table-layout-phone-choice-missing', false);
    await pick('No');
    expect(await missing.count()).toBe(0);
    expect(await confirm.isDisabled()).toBe(false);
    expect(await controlsWhole(page)).toEqual({ cut: [], promptCut: false });
    const bar = (await boxOf(page, '#action-bar'))[0]!;
    expect(bar.height).toBeLessThanOrEqual(0.2 * PHONE.height);
  }, 120_000);

  it.each([
    ['on a phone (390×844)', PHONE, 'mansters'],
    ['at 1366×768', DESKTOP, 'four-souls'],
  ] as const)(
    '%s: the seat link banner is one short line and gone once the match is over; the game over summary comes into view, says why in words and replays from the last step',
    async (_, viewport, gameId) => {
      const matchId = await createMatch(url, {
        gameId,
        seats: 2,
        bots: [null, 'random'],
        ...(gameId === 'four-souls' ? { setup: fourSoulsSetup(Array<string>(16).fill('a-penny')) } : {}),
      });
      const page = await newPage(viewport);
      await page.goto(url);
      const row = page.locator(`tr[data-match="${matchId}"]`);
      await row.locator('button.join[data-seat="0"]').click();
      await row.locator('.join-name').fill('Ada');
      await row.locator('.join-confirm').click();
      await page.locator('.conn.ok').waitFor();
      // The banner: one line (the address, Copy and Done side by side), a small part of the screen.
      const banner = (await boxOf(page, '#seat-link'))[0]!;
      expect(banner.height).toBeLessThanOrEqual(0.08 * viewport.height);
      for (const b of await boxOf(page, '#seat-link button, #seat-link input')) {
        expect(b.top).toBeGreaterThanOrEqual(banner.top);
        expect(b.bottom).toBeLessThanOrEqual(banner.bottom);
        expect(b.right).toBeLessThanOrEqual(viewport.width);
      }
      await screenshot(page, `table-layout-${gameId}-${viewport.width}-seat-link`, false);
      // Mansters never gives priority to pass: no Pass button; Four Souls has one.
      expect(await page.locator('#pass').count()).toBe(gameId === 'mansters' ? 0 : 1);
      // Scrolled down (a long hand makes the page taller than the screen).
      await scrollTo(page, -1);
      expect(await scrollY(page)).toBeGreaterThan(50);
      expect(await page.locator('#game-over').count()).toBe(0);
      await page.locator('#concede').click();
      await page.locator('#concede-yes').click();
      const over = page.locator('#game-over');
      await over.waitFor();
      // In view, wherever the page was scrolled.
      await expect
        .poll(async () => {
          const box = (await boxOf(page, '#game-over'))[0]!;
          return box.top >= 0 && box.top < viewport.height;
        })
        .toBe(true);
      // No game action left: no bar, no card outlined or chipped.
      expect(await page.locator('#action-bar').count()).toBe(0);
      expect(await page.locator('.actionable, .chip').count()).toBe(0);
      expect(await page.locator('#seat-link').count()).toBe(0);
      const text = (await over.textContent()) ?? '';
      expect(text).toContain('the last player standing');
      expect(text).not.toMatch(/last-player|last player(?! standing)/);
      await screenshot(page, `table-layout-${gameId}-${viewport.width}-game-over`, false);
      // Replay: the match's last step.
      const { seq } = await http<{ seq: number }>(url, 'GET', `/matches/${matchId}`);
      const replay = over.locator('a', { hasText: 'Replay' });
      expect(await replay.getAttribute('href')).toBe(`#/replay/${matchId}?step=last`);
      await replay.click();
      await page.locator('.step-label', { hasText: new RegExp(`^step (\\d+)/\\1 · seq ${seq}\\b`) }).waitFor();
    },
    120_000,
  );

  it('"Create match" says "Creating…" and is disabled at once, until the table opens', async () => {
    const page = await newPage(DESKTOP);
    await page.goto(url);
    const create = page.locator('#create');
    await create.waitFor();
    expect(await create.textContent()).toBe('Create match');
    expect(await create.isDisabled()).toBe(false);
    // The server's answer held back until the button was looked at.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route(`${url}/matches`, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.locator('#player-name').fill('Ada');
    await create.click();
    await page.locator('#create[disabled]', { hasText: 'Creating…' }).waitFor();
    release();
    await page.locator('.conn.ok').waitFor();
    expect(await page.locator('#create').count()).toBe(0);
  }, 60_000);
});
