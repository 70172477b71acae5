import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedGames } from '../../src/games/registry';
import { createMatch, http, until } from '../realtime/support/harness';
import { fourSoulsTable } from './scenarios';
import { browserSession, closedAfterEach, postSeatCommand, screenshot, shownSeq, startWebServer } from './support';

/**
 * The table's layout and controls on scenario matches (no deal, no bot: the same table every run):
 * what the bar may cover at 1366×768 and on a phone, the choice panel's missing line on a phone,
 * the chips of cards playable only by tapping the character, names instead of seat numbers, the
 * stop menu's words, the seat link in the header, the game over summary, Create match's progress,
 * the whole table at 1366×768 without scrolling, long card names on a phone, Mansters' overkill.
 */
type Obj = Record<string, unknown>;
interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
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

  /** Opens a lobby-listed match and claims its first seat as Ada, as a player does: the table then offers the seat link. */
  async function joinFromLobby(viewport: { width: number; height: number }, matchId: string): Promise<Page> {
    const page = await newPage(viewport);
    await page.goto(url);
    const row = page.locator(`tr[data-match="${matchId}"]`);
    await row.locator('button.join[data-seat="0"]').click();
    await row.locator('.join-name').fill('Ada');
    await row.locator('.join-confirm').click();
    await page.locator('.conn.ok').waitFor();
    return page;
  }

  it.each([
    ['on a phone (390×844)', PHONE, 'mansters'],
    ['at 1366×768', DESKTOP, 'four-souls'],
  ] as const)(
    '%s: the seat link is one short line and gone once the match is over; the game over summary comes into view, says why in words and replays from the last step',
    async (_, viewport, gameId) => {
      const matchId = await createMatch(url, {
        gameId,
        seats: 2,
        bots: [null, 'random'],
        ...(gameId === 'four-souls' ? { setup: fourSoulsSetup(Array<string>(16).fill('a-penny')) } : {}),
      });
      const page = await joinFromLobby(viewport, matchId);
      // The seat link: one line (the address, Copy and Done side by side), a small part of the screen.
      const banner = (await boxOf(page, '#seat-link'))[0]!;
      expect(banner.height).toBeLessThanOrEqual(0.08 * viewport.height);
      for (const b of await boxOf(page, '#seat-link button, #seat-link input')) {
        expect(b.top).toBeGreaterThanOrEqual(banner.top);
        expect(b.bottom).toBeLessThanOrEqual(banner.bottom);
        expect(b.right).toBeLessThanOrEqual(viewport.width);
      }
      await screenshot(page, `table-layout-${gameId}-${viewport.width}-seat-link`, false);
      // What the link is for: a line of its own under it while "?" is pressed (a phone shows no title), gone again after.
      const explained = page.locator('#seat-link .seat-link-explained');
      expect(await explained.count()).toBe(0);
      await page.locator('#seat-link .seat-link-why').click();
      expect(await explained.textContent()).toBe('Opens your seat in any browser, to come back from another device. Anyone who has it can play your seat.');
      for (const b of await boxOf(page, '#seat-link .seat-link-explained')) expect(b.right).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `table-layout-${gameId}-${viewport.width}-seat-link-why`, false);
      await page.locator('#seat-link .seat-link-why').click();
      expect(await explained.count()).toBe(0);
      // Copy says "Copied" once the clipboard holds the address, not before.
      const copy = page.locator('#seat-link').getByRole('button', { name: /^Cop/ });
      expect(await copy.textContent()).toBe('Copy');
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
      await copy.click();
      await expect.poll(() => copy.textContent()).toBe('Copied');
      const address = await page.locator('#seat-link .seat-link-url').inputValue();
      expect(
        await page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText()),
      ).toBe(address);
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
          // The page scrolls by whole pixels: a box at a fraction of one may start that fraction above.
          return box.top > -1 && box.top < viewport.height;
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

  /** The bar's background is fully opaque: nothing of the page under it shows through. */
  const barAlpha = (page: Page) =>
    page.locator('#action-bar').evaluate((el) => {
      const color = (globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string } }).getComputedStyle(el).backgroundColor;
      const parts = /rgba?\(([^)]*)\)/.exec(color)?.[1]?.split(',') ?? [];
      return parts.length === 4 ? Number(parts[3]) : 1;
    });

  it('at 1366×768 the first own turn of a 2-player Four Souls match against a bot fits above the bar, the seat link still offered; the bar is opaque', async () => {
    const matchId = await createMatch(url, {
      gameId: 'four-souls',
      seats: 2,
      bots: [null, 'random'],
      // A room slot, as a default game has: the centre's first row is then full, and the bonus souls start a second one.
      setup: fourSoulsTable({
        hands: [['bomb', 'a-penny', 'two-cents'], []],
        items: [['sacrificial-dagger', 'guardian-feather'], []],
        rooms: ['arena'],
        decks: { ...(fourSoulsTable().decks as Obj), room: ['shrine', 'dark-room'] },
      }),
    });
    const page = await joinFromLobby(DESKTOP, matchId);
    const own = '.player[data-seat="0"]';
    await page.locator(`${own} .hand .card .chip`).first().waitFor();
    await screenshot(page, 'table-layout-desktop-fit', false);
    // The seat link is still offered (its address can be copied), in the header's row.
    const link = page.locator('#seat-link');
    expect(await link.isVisible()).toBe(true);
    expect(await link.getByRole('button', { name: 'Copy', exact: true }).isVisible()).toBe(true);
    expect(await page.locator('#seat-link .seat-link-url').inputValue()).toContain(`#/seat/${matchId}/0/`);
    // Every card of the own mat (character, 2 items, 3 in hand) and every chip ends above the bar, unscrolled.
    expect(await scrollY(page)).toBe(0);
    const barTop = (await boxOf(page, '#action-bar'))[0]!.top;
    const cards = await boxOf(page, `${own} .card`);
    expect(cards.length).toBeGreaterThanOrEqual(6);
    const chips = await boxOf(page, `${own} .chip`);
    expect(chips.length).toBeGreaterThanOrEqual(3);
    for (const box of [...cards, ...chips]) expect(box.bottom).toBeLessThanOrEqual(barTop);
    // The opponent's mat, the centre (decks, shop, monsters, bonus souls, stack) above it too: the whole table, no scrolling.
    for (const zone of ['.player[data-seat="1"]', '.center .decks', '.center .slots-shop', '.center .slots-monster', '.center .bonus', '.center .stack'])
      for (const box of await boxOf(page, zone)) expect(box.bottom, zone).toBeLessThanOrEqual(barTop);
    const { scrollHeight, innerHeight } = await page.evaluate(() => {
      const g = globalThis as unknown as { innerHeight: number; document: { documentElement: { scrollHeight: number } } };
      return { scrollHeight: g.document.documentElement.scrollHeight, innerHeight: g.innerHeight };
    });
    expect(innerHeight).toBe(DESKTOP.height);
    expect(scrollHeight).toBeLessThanOrEqual(innerHeight + 4);
    expect(await barAlpha(page)).toBe(1);
  }, 120_000);

  it('phone (390×844) and 1366×768: the longest card names wrap whole on their cards, big and small; the bar is opaque, the log does not show through', async () => {
    // Sacrificial Dagger: the catalog's longest item name; Repossession: its longest word; Horseshoe,
    // Rummage, Consolation Prize: words that were wider than a phone's card (big or small) at the usual size.
    const { page } = await scenarioTable(
      PHONE,
      fourSoulsTable({
        hands: [['repossession', 'rummage', 'counterfeit'], []],
        items: [
          ['sacrificial-dagger', 'horseshoe'],
          ['sacrificial-dagger', 'consolation-prize'],
        ],
        shop: ['consolation-prize', 'breakfast'],
        discards: { loot: ['repossession'] },
      }),
    );
    await page.locator('.player[data-seat="0"] .hand .card[data-card="repossession"]').waitFor();
    // Measured on the phone, then at 1366×768, whose small cards (the discard's Repossession) are as narrow.
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      const names = await page.locator('.board .card .card-name').evaluateAll((els) =>
        els.map((e) => {
          const el = e as unknown as {
            textContent: string;
            scrollWidth: number;
            clientWidth: number;
            style: { overflowWrap: string };
            getBoundingClientRect(): Box;
            closest(s: string): { classList: { contains(c: string): boolean }; getBoundingClientRect(): Box };
          };
          const card = el.closest('.card');
          const box = card.getBoundingClientRect();
          const r = el.getBoundingClientRect();
          const cut = el.scrollWidth > el.clientWidth;
          // Whole words: with no break inside a word allowed, the name still fits its card.
          el.style.overflowWrap = 'normal';
          const wordCut = el.scrollWidth > el.clientWidth;
          el.style.overflowWrap = '';
          return {
            name: `${el.textContent} (${card.classList.contains('sm') ? 'small' : 'big'})`,
            cut,
            wordCut,
            inside: r.bottom <= box.bottom && r.right <= box.right + 0.5,
          };
        }),
      );
      expect(names.map((n) => n.name)).toEqual(
        expect.arrayContaining([
          'Sacrificial Dagger (small)',
          'Sacrificial Dagger (big)',
          'Repossession (big)',
          'Repossession (small)',
          'Horseshoe (big)',
          'Consolation Prize (small)',
          'Consolation Prize (big)',
          'Rummage (big)',
        ]),
      );
      for (const n of names) expect(n, n.name).toMatchObject({ cut: false, wordCut: false, inside: true });
    }
    await screenshot(page, 'table-layout-desktop-long-names', false);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'table-layout-phone-long-names', false);
    expect(await barAlpha(page)).toBe(1);
  }, 120_000);

  it('Mansters: a player who took more than 10 direct damage reads "Direct damage 13 (10 defeats)", never a fraction over its whole', async () => {
    // P1 attacks with a full stack of 4 (Spine 3, Rage Spirit +1); P2, at 9, has no full stack to block: 13 in all, out.
    const matchId = await createMatch(url, {
      gameId: 'mansters',
      seats: 3,
      setup: {
        morgue: Array.from({ length: 10 }, () => 'scrap-meat'),
        directDamage: [0, 9, 0],
        slabs: [
          [{ cards: ['flank', 'spine', 'rage-spirit'] }, null],
          [null, null],
          [{ cards: ['hex-shard', 'haunch'] }, null],
        ],
        firstPlayer: 0,
        skipOpening: true,
      },
    });
    const tokens: string[] = [];
    for (const [seat, name] of ['Ada', 'Bob', 'Cy'].entries())
      tokens.push((await http<{ token: string }>(url, 'POST', `/matches/${matchId}/seats/${seat}`, { name })).token);
    const moves = [{ type: 'draw', source: 'morgue' }, { type: 'skip-trade' }, { type: 'end-play' }, { type: 'skip-swap' }, { type: 'attack', defender: 1 }];
    for (const [i, command] of moves.entries()) {
      const res = await postSeatCommand(url, matchId, 0, tokens[0]!, { commandId: `overkill-${i}`, command });
      expect(res.status, JSON.stringify(command)).toBeLessThan(300);
    }
    const page = await newPage(DESKTOP);
    await page.goto(`${url}/#/match/${matchId}?watch`);
    const bob = page.locator('.table.mansters .player[data-seat="1"]');
    await bob.locator('.tag.bad').waitFor();
    const stat = (await bob.locator('.stat', { hasText: 'Direct damage' }).textContent()) ?? '';
    expect(stat).toBe('Direct damage 13 (10 defeats)');
    // Those still playing keep their count out of 10.
    expect(await page.locator('.table.mansters .player[data-seat="2"] .stat', { hasText: 'Direct damage' }).textContent()).toBe('Direct damage 0/10');
    expect(await page.locator('.table').textContent()).not.toMatch(/\b(1[1-9]|[2-9]\d)\/10\b/);
    // Ada's stack of three cascades: each card's name line stays above the card that covers it.
    const stacked = await page
      .locator('.table.mansters .player[data-seat="0"] .slab-cards')
      .first()
      .locator('.card')
      .evaluateAll((cards) =>
        cards.map((c) => {
          const name = c.querySelector('.card-name') as unknown as { getBoundingClientRect(): Box; scrollWidth: number; clientWidth: number };
          return { top: (c as unknown as { getBoundingClientRect(): Box }).getBoundingClientRect().top, nameBottom: name.getBoundingClientRect().bottom };
        }),
      );
    expect(stacked).toHaveLength(3);
    for (let i = 0; i + 1 < stacked.length; i += 1) expect(stacked[i + 1]!.top).toBeGreaterThanOrEqual(stacked[i]!.nameBottom - 1);
    // A covered card's name line is whole where it fits a small card's line: Cy's Hex Shard under Haunch.
    const covered = page.locator('.table.mansters .player[data-seat="2"] .slab-cards .card[data-card="hex-shard"] .card-name');
    // Its text measured by a range (scrollWidth rounds: a name over by a fraction of a pixel reads whole there, yet shows "Hex Sha…").
    const fits = await covered.evaluate((n) => {
      const doc = (globalThis as unknown as { document: { createRange(): { selectNodeContents(x: unknown): void; getBoundingClientRect(): Box } } }).document;
      const range = doc.createRange();
      range.selectNodeContents(n);
      return range.getBoundingClientRect().width <= (n as unknown as { getBoundingClientRect(): Box }).getBoundingClientRect().width;
    });
    expect(fits).toBe(true);
    // A player out of the game blocks and attacks no more: no "Not full: needs …" on their slabs; Cy's keep it.
    expect(await bob.locator('.fullness').count()).toBe(0);
    expect(await page.locator('.table.mansters .player[data-seat="2"] .fullness').count()).toBe(2);
    await screenshot(page, 'table-layout-mansters-overkill', false);
  }, 120_000);

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
