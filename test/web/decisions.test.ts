import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedGames } from '../../src/games/registry';
import { claimSeats, createMatch, http, until } from '../realtime/support/harness';
import { fourSoulsTable } from './scenarios';
import { browserSession, closedAfterEach, postSeatCommand, screenshot, seatView, shownSeq, startWebServer } from './support';

/**
 * The decisions of both games played through the table as a new player would: by clicking the
 * button, card or slot whose words name the cards (never an object id), on scenario matches so
 * nothing depends on a deal. This page plays P1 with its priority stop off (every pass is a
 * click here); P2 acts over REST, so no bot races the page.
 */
type Obj = Record<string, unknown>;
interface LabeledAction {
  command: Obj;
  label: string;
}
interface Summary {
  seq: number;
  status: string;
  waitingFor: number[];
}

/** How long the page may take to show what the server did (CI: 2 busy cores). */
const SHOWN = 45_000;
/** No label, prompt or log line shows an internal object id ("o86"). */
const OBJECT_ID = /\bo\d+\b/;

describe('web table: the decisions of Four Souls and Mansters, clicked', () => {
  let url: string;
  const session = browserSession();

  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ url, stop } = await startWebServer(shippedGames, session));
  });
  afterAll(() => stop?.());

  const keep = closedAfterEach(session);
  const newPage = async () => {
    const page = await session.newPage();
    page.setDefaultTimeout(SHOWN);
    keep(page);
    return page;
  };

  /** A scenario match of two seats with this page as P1 and P2 over REST. */
  async function scenarioTable(gameId: 'four-souls' | 'mansters', setup: Obj) {
    const matchId = await createMatch(url, { gameId, seats: 2, setup });
    const [p1Token, p2Token] = await claimSeats(url, matchId, 2);
    const page = await newPage();
    await page.goto(url);
    await page.evaluate(
      ([id, token]) => {
        const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
        storage.setItem(`stackbound:seat:${id}`, JSON.stringify({ seat: 0, token }));
        storage.setItem(`stackbound:stop:${id}:0`, 'off'); // the server never passes for P1: each pass is a click
      },
      [matchId, p1Token!] as const,
    );
    await page.goto(`${url}/#/match/${matchId}`);
    await page.locator('.conn.ok').waitFor();
    await page.locator(`.table.${gameId}`).waitFor();

    const summary = () => http<Summary>(url, 'GET', `/matches/${matchId}`);
    /** Waits until the page shows everything the server has written. */
    const caughtUp = async () => {
      const { seq } = await summary();
      await until(async () => (await shownSeq(page)) >= seq, `the page to reach seq ${seq}`, SHOWN);
    };
    /** Clicks what sends a command and waits until the table shows its result. */
    const clickAndWait = async (target: Locator, what: string) => {
      const before = await shownSeq(page);
      await target.click();
      await until(async () => (await shownSeq(page)) > before, `the table to move on after ${what}`, SHOWN);
      await caughtUp();
    };
    /** An enabled action button of the given command type whose label matches `label`. */
    const action = (type: string, label?: RegExp) =>
      page.locator(`#all-actions button.action[data-type="${type}"]:not([disabled])`, label ? { hasText: label } : {});
    const labelsOf = (type: string) => action(type).allTextContents();

    let p2Commands = 0;
    /** P2's move over REST: the action `choose` picks (default: pass priority, else the first answer). */
    const p2Moves = async (choose: (actions: LabeledAction[]) => LabeledAction | undefined = () => undefined) => {
      const view = await seatView<{ actions: LabeledAction[] }>(url, matchId, p2Token!);
      const picked =
        choose(view.actions) ??
        view.actions.find((a) => a.command.type === 'pass') ??
        view.actions.find((a) => a.command.type !== 'concede' && a.command.type !== 'end-turn');
      if (!picked) throw new Error(`P2 has nothing to do: ${JSON.stringify(view.actions)}`);
      p2Commands += 1;
      const res = await postSeatCommand(url, matchId, 1, p2Token!, { commandId: `p2-${matchId}-${p2Commands}`, command: picked.command });
      expect(res.status, `P2: ${picked.label}`).toBe(200);
      await caughtUp();
    };

    /** Four Souls: whoever holds priority passes (P1 by clicking Pass) until `done`. */
    const passUntil = async (done: () => Promise<boolean>, what: string) => {
      for (let i = 0; i < 80; i += 1) {
        await caughtUp();
        if (await done()) return;
        const { waitingFor } = await summary();
        if (waitingFor.includes(0)) await clickAndWait(page.locator('#pass:not([disabled])'), `P1 passing while waiting for ${what}`);
        else if (waitingFor.includes(1)) await p2Moves();
        else throw new Error(`nobody to act while waiting for ${what}`);
      }
      await screenshot(page, `decisions-stuck-${gameId}`);
      throw new Error(`never reached: ${what}; the log ends: ${(await logLines()).slice(-15).join(' | ')}`);
    };

    const log = page.locator('.log li');
    const logLines = () => log.allTextContents();
    /** Index of the first log line matching `pattern` (-1 when none). */
    const logIndex = async (pattern: RegExp) => (await logLines()).findIndex((l) => pattern.test(l));
    const logged = (text: string | RegExp) => log.filter({ hasText: text }).first().waitFor();

    return { matchId, page, summary, caughtUp, clickAndWait, action, labelsOf, p2Moves, passUntil, logLines, logIndex, logged };
  }

  /** Four Souls table parts of P1 (this page). */
  const fsParts = (page: Page) => {
    const table = page.locator('.table.four-souls');
    return {
      table,
      info: table.locator('.info'),
      stack: table.locator('.stack .stack-item'),
      me: table.locator('.player[data-seat="0"]'),
      hand: table.locator('.player[data-seat="0"] .hand .card'),
      prompt: page.locator('.status .prompt'),
    };
  };

  it('Four Souls: order triggers — two items of P1 trigger at once; P1 clicks the order that names them, the chosen one resolves first', async () => {
    // Sack Head (loot 1) and Sack of Pennies (gain 1¢) both trigger as P1's first turn starts (R-STACK-9).
    const t = await scenarioTable('four-souls', fourSoulsTable({ items: [['sack-head', 'sack-of-pennies'], []], coins: [3, 3] }));
    const { page } = t;
    const { stack, me, prompt } = fsParts(page);
    await t.action('order-triggers').first().waitFor();
    // The prompt and both orders name the two triggers and say which resolves first.
    expect(await prompt.textContent()).toMatch(/P1 orders .*Sack Head.*Sack of Pennies/);
    const orders = await t.labelsOf('order-triggers');
    expect(orders).toHaveLength(2);
    for (const label of orders) {
      expect(label).toMatch(/Sack Head/);
      expect(label).toMatch(/Sack of Pennies/);
      expect(label).toMatch(/resolves first/);
      expect(label).not.toMatch(OBJECT_ID);
    }
    await screenshot(page, '40-decision-order-triggers');

    await t.clickAndWait(t.action('order-triggers', /Sack Head\S* trigger resolves first/), 'ordering the triggers');
    // Both are on the stack, Sack Head's on top (the table lists the stack top first).
    await expect.poll(() => stack.count(), { timeout: SHOWN }).toBe(2);
    expect(await stack.evaluateAll((ls) => ls.map((l) => (l as unknown as { dataset: Record<string, string> }).dataset.source))).toEqual([
      'sack-head',
      'sack-of-pennies',
    ]);
    expect(await stack.first().textContent()).toMatch(/Sack Head/);
    await t.logged(/P1: Sack Head\S* trigger goes on the stack/);
    expect(await t.logIndex(/P1: Sack of Pennies\S* trigger goes on the stack/)).toBeLessThan(await t.logIndex(/P1: Sack Head\S* trigger goes on the stack/));
    await screenshot(page, '41-decision-order-triggers-stacked');

    // Passing resolves them top first: P1 loots a card, then gains 1¢.
    await t.passUntil(async () => (await stack.count()) === 0, 'both triggers to resolve');
    await t.logged(/Sack of Pennies\S* trigger resolves/);
    const headResolved = await t.logIndex(/Sack Head\S* trigger resolves/);
    expect(headResolved).toBeGreaterThanOrEqual(0);
    expect(headResolved).toBeLessThan(await t.logIndex(/Sack of Pennies\S* trigger resolves/));
    expect(await me.locator('.meta').textContent()).toMatch(/ 4¢ /);
    await t.logged('P1 gains 1¢');
    for (const line of await t.logLines()) expect(line).not.toMatch(OBJECT_ID);
  }, 120_000);

  it('Four Souls: arrange — Crystal Ball shows P1 the top monsters by name; the chosen order is what the next attack on the deck reveals', async () => {
    const t = await scenarioTable(
      'four-souls',
      fourSoulsTable({
        hands: [['crystal-ball'], []],
        monsters: ['gaper'],
        decks: { loot: ['a-penny', 'two-cents', 'a-penny'], monster: ['spider', 'trite', 'dip', 'fly'] },
      }),
    );
    const { page } = t;
    const { table, stack, hand, prompt } = fsParts(page);
    await t.passUntil(async () => (await t.action('declare-attack').count()) > 0, "P1's action phase");
    // The hand card is clickable: its actions come first.
    await hand.and(page.locator('[data-card="crystal-ball"]')).click();
    const play = page.locator('#card-actions button.action[data-type="play-loot"][data-card="crystal-ball"]:not([data-via])');
    expect(await play.textContent()).toMatch(/^Play Crystal Ball: look at the top 3 cards of the monster deck/);
    await t.clickAndWait(play, 'playing Crystal Ball');
    await t.passUntil(async () => (await t.action('arrange').count()) > 0, 'Crystal Ball to resolve');

    // Only P1 sees the three cards, by name, and each order says which goes on top.
    expect(await prompt.textContent()).toMatch(/P1 looks at the top 3 cards of the monster deck/);
    const looking = table.locator('.center > div', { hasText: 'You look at' }).locator('.card');
    expect(await looking.evaluateAll((cs) => cs.map((c) => (c as unknown as { dataset: Record<string, string> }).dataset.card))).toEqual([
      'spider',
      'trite',
      'dip',
    ]);
    const orders = await t.labelsOf('arrange');
    expect(orders).toHaveLength(6); // every order of three cards
    for (const label of orders) {
      expect(label).toMatch(/Spider/);
      expect(label).toMatch(/Trite/);
      expect(label).toMatch(/Dip/);
      expect(label).not.toMatch(OBJECT_ID);
    }
    await screenshot(page, '42-decision-arrange');
    await t.clickAndWait(t.action('arrange', /^Put Dip, then Spider, then Trite on top/), 'arranging Dip on top');
    await t.logged('P1 puts the top 3 cards of the monster deck back in a chosen order');
    expect(await table.locator('.center > div', { hasText: 'You look at' }).count()).toBe(0);

    // Attacking the top of the monster deck reveals Dip (one monster slot: no slot to choose).
    await t.passUntil(async () => (await t.action('declare-attack').count()) > 0 && (await stack.count()) === 0, 'the action phase again');
    await t.clickAndWait(t.action('declare-attack', /top card of the monster deck/), 'attacking the monster deck');
    const dip = table.locator('[data-slot="monster-0"] .card[data-card="dip"]');
    await t.passUntil(async () => (await dip.count()) > 0, 'the revealed monster');
    expect(await table.locator('[data-slot="monster-0"]').textContent()).toMatch(/Dip.*\+1 covered/);
    await t.logged(/P1 attacks Dip/);
    await screenshot(page, '43-decision-arranged-top-revealed');
  }, 120_000);

  it('Four Souls: choose a monster slot — the revealed monster goes where P1 clicks, covering the monster named there', async () => {
    const t = await scenarioTable(
      'four-souls',
      fourSoulsTable({ monsters: ['gaper', 'fly'], decks: { loot: ['a-penny', 'two-cents'], monster: ['spider', 'dip'] } }),
    );
    const { page } = t;
    const { table, stack, prompt } = fsParts(page);
    await t.passUntil(async () => (await t.action('declare-attack').count()) > 0, "P1's action phase");
    await t.clickAndWait(t.action('declare-attack', /top card of the monster deck/), 'attacking the monster deck');
    await t.passUntil(async () => (await t.action('choose').count()) > 0, 'the monster slot choice');

    expect(await prompt.textContent()).toMatch(/P1 chooses a monster slot for Spider/);
    const slots = await t.labelsOf('choose');
    expect(slots).toHaveLength(2);
    expect(slots.some((l) => /Spider/.test(l) && /slot 1/.test(l) && /Gaper/.test(l))).toBe(true);
    expect(slots.some((l) => /Spider/.test(l) && /slot 2/.test(l) && /Fly/.test(l))).toBe(true);
    for (const label of slots) expect(label).not.toMatch(OBJECT_ID);
    await screenshot(page, '44-decision-monster-slot');

    // Picked on the table: both slots' monsters carry the choice; P1 clicks the second.
    const second = table.locator('[data-slot="monster-1"] .card.actionable');
    await second.waitFor();
    expect(await table.locator('[data-slot] .card.actionable').count()).toBe(2);
    await t.clickAndWait(second, 'clicking monster slot 2');
    await t.logged(/P1 attacks Spider/);
    expect(await table.locator('[data-slot="monster-1"] .card').first().getAttribute('data-card')).toBe('spider');
    expect(await table.locator('[data-slot="monster-1"]').textContent()).toMatch(/Spider.*\+1 covered/);
    expect(await table.locator('[data-slot="monster-0"] .card').getAttribute('data-card')).toBe('gaper');
    // The attack goes on against Spider: its roll is on the stack.
    await expect.poll(async () => (await stack.and(page.locator('[data-kind="roll"]')).count()) > 0, { timeout: SHOWN }).toBe(true);
    await screenshot(page, '45-decision-monster-slot-chosen');
  }, 120_000);

  it('Four Souls: a mode choice — Blue Pill offers each of its modes in words; P1 takes +1 attack', async () => {
    const t = await scenarioTable('four-souls', fourSoulsTable({ hands: [['blue-pill'], []] }));
    const { page } = t;
    const { stack, me, hand } = fsParts(page);
    await t.passUntil(async () => (await t.action('declare-attack').count()) > 0, "P1's action phase");
    expect(await me.locator('.meta').textContent()).toMatch(/^♥ 2\/2 · ⚔ 1 /);
    await hand.and(page.locator('[data-card="blue-pill"]')).click();
    const modes = page.locator('#card-actions button.action[data-type="play-loot"][data-card="blue-pill"]:not([data-via])');
    const labels = await modes.allTextContents();
    expect(labels).toHaveLength(2);
    expect(labels.some((l) => /Blue Pill/.test(l) && /\+1 attack/.test(l))).toBe(true);
    expect(labels.some((l) => /Blue Pill/.test(l) && /\+1 health/.test(l))).toBe(true);
    await screenshot(page, '46-decision-mode');

    await t.clickAndWait(modes.filter({ hasText: '+1 attack' }), 'playing Blue Pill for +1 attack');
    expect(await stack.first().getAttribute('data-source')).toBe('blue-pill');
    expect(await stack.first().textContent()).toMatch(/Blue Pill.*\+1 attack/);
    await t.passUntil(async () => (await stack.count()) === 0, 'Blue Pill to resolve');
    // The log line says by which card: the effect is Blue Pill's.
    await t.logged("Blue Pill's effect: P1 gets +1 attack until the end of the turn");
    expect(await me.locator('.meta').textContent()).toMatch(/^♥ 2\/2 · ⚔ 2 /);
    expect(await t.logIndex(/\+1 health/)).toBe(-1);
    // The attack labels count with the new attack.
    expect(await t.labelsOf('declare-attack')).toEqual(expect.arrayContaining([expect.stringMatching(/Attack Gaper .*you deal 2/)]));
    await screenshot(page, '47-decision-mode-resolved');
  }, 120_000);

  it('Four Souls: 18 ways to play loot (Bomb and Big Bomb at each of 4 targets, A Penny, each with or without tapping the character) — picked as parts in words, the card from the board; Bomb hits Gaper', async () => {
    const t = await scenarioTable('four-souls', fourSoulsTable({ hands: [['bomb', 'big-bomb', 'a-penny'], []] }));
    const { page } = t;
    const { table, stack, hand } = fsParts(page);
    // 16 or more variants of one command: offered as parts (protocol 2), not as a button per variant.
    const panel = page.locator('#choice-panel');
    await panel.waitFor();
    expect(await t.action('play-loot').count()).toBe(0);
    expect(await panel.locator('.choice-title').textContent()).toBe('Play a loot card: pick the card and its targets');
    expect(await panel.locator('.choice-label').allTextContents()).toEqual(['Card:', 'Targets:', 'Tap your character (an extra loot play):']);
    // Cards and targets by name, in alphabetical order (the server lists them Bomb, Big Bomb, A Penny and Gaper, Leaper, P1, P2).
    expect(await panel.locator('[data-field="card"] button').allTextContents()).toEqual(['A Penny', 'Big Bomb', 'Bomb']);
    expect(await panel.locator('[data-field="targets"] button').allTextContents()).toEqual(['Gaper', 'Leaper', 'P1', 'P2']);
    expect(await panel.locator('[data-field="viaCharacter"] button').allTextContents()).toEqual(['No', 'Yes']);
    expect(await panel.textContent()).not.toMatch(OBJECT_ID);
    expect(await panel.textContent()).not.toMatch(/viaCharacter|play loot|\{/);

    const confirm = panel.getByRole('button', { name: 'Confirm', exact: true });
    const missing = panel.locator('.choice-missing');
    const pick = (name: string) => panel.getByRole('button', { name, exact: true }).click();
    expect(await missing.textContent()).toBe('Pick a loot card to play');
    // The loot cards of the choice carry its chip on the board, once each; a card that is only a target (Gaper) does not.
    const handCard = (card: string) => hand.and(page.locator(`[data-card="${card}"]`));
    for (const card of ['bomb', 'big-bomb', 'a-penny']) expect(await handCard(card).locator('.chip').allTextContents()).toEqual(['Play…']);
    const gaper = table.locator('.card[data-card="gaper"]');
    expect(await gaper.count()).toBe(1);
    expect(await gaper.locator('.chip').allTextContents()).not.toContain('Play…');
    const pressed = panel.locator('[data-field="card"] button[aria-pressed="true"]');
    expect(await pressed.count()).toBe(0);
    // Bomb clicked on the board: picked in the panel, which asks for what remains.
    await handCard('bomb').click();
    expect(await pressed.allTextContents()).toEqual(['Bomb']);
    expect(await handCard('bomb').getAttribute('class')).toMatch(/\bselected\b/);
    expect(await missing.textContent()).toBe('Pick at least one target');
    await pick('Gaper');
    expect(await missing.textContent()).toBe('Say whether you tap your character');
    await pick('P2');
    expect(await missing.textContent()).toBe('At most one target'); // Bomb has one target
    await pick('P2');
    await pick('No');
    expect(await missing.count()).toBe(0);
    expect(await confirm.isDisabled()).toBe(false);
    // A Penny takes no target: with Gaper still picked it is no legal play. Picked on the board, as in the panel.
    await handCard('a-penny').click();
    expect(await pressed.allTextContents()).toEqual(['A Penny']);
    expect(await handCard('bomb').getAttribute('class')).not.toMatch(/\bselected\b/);
    expect(await missing.textContent()).toBe('No targets with these picks');
    expect(await confirm.isDisabled()).toBe(true);
    await pick('Bomb');
    expect(await missing.count()).toBe(0);
    await screenshot(page, '46b-decision-loot-choice');

    await t.clickAndWait(confirm, 'playing Bomb at Gaper');
    expect(await stack.first().getAttribute('data-source')).toBe('bomb');
    expect(await stack.first().textContent()).toMatch(/Bomb.*Gaper/);
    await t.logged(/P1: Bomb.* goes on the stack targeting Gaper/);
    // The next prompt offers fewer ways to play loot: listed as actions, no choice, and no card says "Play…".
    expect(await panel.count()).toBe(0);
    expect(await table.locator('.chip', { hasText: '…' }).count()).toBe(0);
  }, 120_000);

  it('Four Souls: a loot choice with Blue Pill — a mode is asked only of Blue Pill, a value that cannot go with the card is not offered, and a card without modes needs none', async () => {
    const t = await scenarioTable('four-souls', fourSoulsTable({ hands: [['bomb', 'big-bomb', 'blue-pill'], []] }));
    const { page } = t;
    const { table, stack, hand } = fsParts(page);
    const panel = page.locator('#choice-panel');
    await panel.waitFor();
    const part = (field: string) => panel.locator(`[data-field="${field}"]`);
    const button = (field: string, name: string) => part(field).getByRole('button', { name, exact: true });
    const missing = panel.locator('.choice-missing');
    const confirm = panel.getByRole('button', { name: 'Confirm', exact: true });
    const handCard = (card: string) => hand.and(page.locator(`[data-card="${card}"]`));
    // Nothing picked: every card, target and mode is offered.
    expect(await panel.locator('.choice-label').allTextContents()).toEqual(['Card:', 'Targets:', 'Mode:', 'Tap your character (an extra loot play):']);
    expect(await part('mode').locator('button').allTextContents()).toEqual([
      'None: the card has no modes',
      'you get +1 attack until the end of the turn',
      'you get +1 health until the end of the turn',
    ]);
    expect(await panel.locator('button[disabled]').count()).toBe(1); // Confirm only

    // Blue Pill: no targets to pick, and "None" is no mode of it.
    await handCard('blue-pill').click();
    expect(await panel.locator('.choice-label').allTextContents()).toEqual(['Card:', 'Mode:', 'Tap your character (an extra loot play):']);
    expect(await button('mode', 'None: the card has no modes').isDisabled()).toBe(true);
    expect(await button('mode', 'you get +1 attack until the end of the turn').isDisabled()).toBe(false);
    expect(await missing.textContent()).toBe('Pick a mode');
    await button('mode', 'you get +1 attack until the end of the turn').click();
    expect(await missing.textContent()).toBe('Say whether you tap your character');
    await button('viaCharacter', 'No').click();
    expect(await missing.count()).toBe(0);
    expect(await confirm.isDisabled()).toBe(false);

    // Bomb instead: its mode is none, asked of nobody; the +1 attack picked for Blue Pill is dropped; its targets are asked.
    await handCard('bomb').click();
    expect(await panel.locator('.choice-label').allTextContents()).toEqual(['Card:', 'Targets:', 'Tap your character (an extra loot play):']);
    expect(await part('targets').locator('button[disabled]').count()).toBe(0);
    expect(await missing.textContent()).toBe('Pick at least one target');
    expect(await confirm.isDisabled()).toBe(true);
    await button('targets', 'Gaper').click();
    expect(await missing.count()).toBe(0);
    await screenshot(page, '46c-decision-loot-choice-modes');
    await t.clickAndWait(confirm, 'playing Bomb at Gaper');
    expect(await stack.first().getAttribute('data-source')).toBe('bomb');
    expect(await stack.first().textContent()).toMatch(/Bomb.*Gaper/);
    expect(await table.locator('.stack').textContent()).not.toMatch(/None|mode/i);
  }, 120_000);

  it('Four Souls: a purchase — P1 buys Sack of Pennies by clicking it in the shop; it becomes P1’s item and the slot refills', async () => {
    const t = await scenarioTable('four-souls', fourSoulsTable({ coins: [12, 3], shop: ['sack-of-pennies', 'breakfast'] }));
    const { page } = t;
    const { table, stack, me } = fsParts(page);
    await t.passUntil(async () => (await t.action('declare-purchase').count()) > 0, "P1's action phase");
    const buys = await t.labelsOf('declare-purchase');
    expect(buys).toEqual(expect.arrayContaining(['Buy Sack of Pennies (10¢)', 'Buy Breakfast (10¢)']));
    expect(buys.some((l) => /top card of the treasure deck/.test(l))).toBe(true);
    const shopCard = table.locator('[data-slot="shop-0"] .card[data-card="sack-of-pennies"]');
    expect(await shopCard.getAttribute('data-current')).toContain('10¢'); // its price on the table

    // What can be bought carries "Buy" (both shop cards and the treasure deck); P1 clicks the card.
    await shopCard.and(page.locator('.actionable')).waitFor();
    expect(await shopCard.locator('.chip').textContent()).toBe('Buy');
    expect(await table.locator('.slots-shop .card.actionable').count()).toBe(2);
    await table.locator('[data-pick="deck:treasure"].actionable').waitFor();
    await screenshot(page, '48-decision-purchase-picking');
    await t.clickAndWait(shopCard, 'clicking Sack of Pennies in the shop');
    expect(await stack.first().getAttribute('data-kind')).toBe('purchase');
    expect(await stack.first().textContent()).toMatch(/Sack of Pennies/);
    await t.passUntil(async () => (await stack.count()) === 0, 'the purchase to resolve');

    await me.locator('.card[data-card="sack-of-pennies"]').waitFor();
    expect(await me.locator('.meta').textContent()).toMatch(/ 2¢ /);
    await t.logged(/P1: the purchase of Sack of Pennies goes on the stack/);
    await t.logged('P1 loses 10¢');
    // The shop slot refills from the top of the treasure deck.
    await table.locator('[data-slot="shop-0"] .card[data-card="lucky-foot"]').waitFor();
    expect(await table.locator('[data-slot="shop-1"] .card').getAttribute('data-card')).toBe('breakfast');
    await screenshot(page, '49-decision-purchase-done');
  }, 120_000);

  /** Mansters on a fixed table at P1's draw step: morgue of Scrap Meat, P1 a full stack (2 attack), P2 a full stack (3 health). */
  const manstersSetup = (hands: string[][]): Obj => ({
    morgue: Array.from({ length: 10 }, () => 'scrap-meat'),
    mansterDeck: Array.from({ length: 5 }, () => 'gravewing'),
    graveyard: ['knuckle', 'rib'],
    hands,
    slabs: [
      [{ cards: ['flank', 'knuckle', 'rage-spirit'] }, null],
      [{ cards: ['shank', 'rib', 'salve-wisp'] }, null],
    ],
    firstPlayer: 0,
    skipOpening: true,
  });
  const handCards = (page: Page, seat: number) =>
    page
      .locator(`.table.mansters .player[data-seat="${seat}"] .hand .card`)
      .evaluateAll((cs) => cs.map((c) => (c as unknown as { dataset: Record<string, string> }).dataset.card!).sort());

  it('Mansters: a trade — P1 offers Haunch for a card by clicking; P2 accepts; the hands change on the table', async () => {
    const t = await scenarioTable(
      'mansters',
      manstersSetup([
        ['haunch', 'femur'],
        ['tripe', 'spine'],
      ]),
    );
    const { page } = t;
    await t.clickAndWait(t.action('draw', /^Draw from the morgue$/), 'drawing from the morgue');
    expect(await handCards(page, 0)).toEqual(['femur', 'haunch', 'scrap-meat']);
    // Every set of cards to give with every count to ask: offered as parts (the choice panel), not one button each.
    const panel = page.locator('#choice-panel');
    await panel.waitFor();
    expect(await page.locator('.status .prompt').textContent()).toMatch(/P1 may offer a trade/);
    expect(await panel.textContent()).not.toMatch(OBJECT_ID);
    // In words: what the player does, each part by its meaning, the counts asked in ascending order.
    expect(await panel.locator('.choice-title').textContent()).toBe('Offer a trade: pick what you give and what you ask for');
    expect(await panel.locator('.choice-label').allTextContents()).toEqual(['You give:', 'You ask for:']);
    expect(await panel.locator('[data-field="give"] button').allTextContents()).toEqual(['Femur', 'Haunch', 'Scrap Meat']);
    expect(await panel.locator('[data-field="ask"] button').allTextContents()).toEqual(['Nothing', '1 card of their choice', '2 cards of their choice']);
    const confirm = panel.getByRole('button', { name: 'Confirm', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    const missing = panel.locator('.choice-missing');
    // The count asked is what every offer names (cards given may be none when some are asked).
    expect(await missing.textContent()).toBe('Pick a number of cards to ask for');
    await panel.getByRole('button', { name: 'Haunch', exact: true }).click();
    expect(await missing.textContent()).toBe('Pick a number of cards to ask for');
    await panel.getByRole('button', { name: '1 card of their choice', exact: true }).click();
    expect(await missing.count()).toBe(0);
    expect(await confirm.isDisabled()).toBe(false);
    await screenshot(page, '50-mansters-trade-offers');

    await t.clickAndWait(confirm, 'offering Haunch');
    await page.locator('.table.mansters .trade', { hasText: /P1 → P2 gives Haunch/ }).waitFor();
    await t.logged('P1 offers P2 Haunch for 1 card');
    expect(await page.locator('.not-you').textContent()).toMatch(/waiting for P2/);
    await screenshot(page, '51-mansters-trade-offered');

    await t.p2Moves((actions) => actions.find((a) => a.label === 'Accept the trade: get Haunch, give Tripe'));
    await t.logged('P1 and P2 traded (2 cards moved)');
    await expect.poll(() => handCards(page, 0), { timeout: SHOWN }).toEqual(['femur', 'scrap-meat', 'tripe']);
    expect(await page.locator('.table.mansters .player[data-seat="1"] .hand-size').textContent()).toBe('2');
    expect(await page.locator('.table.mansters .trade').count()).toBe(0);
    // P1 is back in the trade step with one offer fewer.
    expect(await page.locator('.status .prompt').textContent()).toMatch(/P1 may offer a trade \(2 of 3/);
    await screenshot(page, '52-mansters-traded');
  }, 120_000);

  it('Mansters: a counter-trade — P2 offers, P1 answers with its own terms picked as parts in the choice panel; P2 accepts', async () => {
    const t = await scenarioTable('mansters', {
      ...manstersSetup([['haunch', 'femur', 'tripe'], ['spine']]),
      firstPlayer: 1,
    });
    const { page } = t;
    await t.p2Moves((actions) => actions.find((a) => a.label === 'Draw from the morgue'));
    await t.p2Moves((actions) => actions.find((a) => a.label === 'Offer P1 a trade: give Scrap Meat, ask for 1 card of their choice'));
    // Every set of P1's cards with every count to ask back (23 counter-offers): parts, then confirm.
    const panel = page.locator('#choice-panel');
    await panel.waitFor();
    expect(await panel.locator('.choice-title').textContent()).toBe('Counter-trade: pick what you give and what you ask for');
    expect(await panel.textContent()).not.toMatch(/counter trade/i); // the command type with dashes replaced, as it read before
    expect(await panel.textContent()).not.toMatch(OBJECT_ID);
    expect(await panel.locator('.choice-label').allTextContents()).toEqual(['You give:', 'You ask for:']);
    // P1's cards by name (the server lists them in hand order: Haunch, Femur, Tripe).
    expect(await panel.locator('[data-field="give"] button').allTextContents()).toEqual(['Femur', 'Haunch', 'Tripe']);
    expect(await t.labelsOf('accept-trade')).toEqual(expect.arrayContaining(['Accept the trade: get Scrap Meat, give Haunch']));
    const confirm = panel.getByRole('button', { name: 'Confirm', exact: true });
    const missing = panel.locator('.choice-missing');
    // Nothing picked: the count asked is what every counter-offer names.
    expect(await missing.textContent()).toBe('Pick a number of cards to ask for');
    expect(await confirm.isDisabled()).toBe(true);
    // Asking nothing back: then at least one card must move (M-TURN-2).
    await panel.getByRole('button', { name: 'Nothing', exact: true }).click();
    expect(await missing.textContent()).toBe('Pick at least one card to give');
    await panel.getByRole('button', { name: 'Haunch', exact: true }).click();
    expect(await missing.count()).toBe(0);
    expect(await confirm.isDisabled()).toBe(false);
    await panel.getByRole('button', { name: 'Femur', exact: true }).click();
    // A third card is more than the offers listed (up to 2 each way).
    await panel.getByRole('button', { name: 'Tripe', exact: true }).click();
    expect(await missing.textContent()).toBe('At most 2 cards to give');
    expect(await confirm.isDisabled()).toBe(true);
    await panel.getByRole('button', { name: 'Tripe', exact: true }).click();
    await panel.getByRole('button', { name: '2 cards of their choice', exact: true }).click();
    expect(await missing.count()).toBe(0);
    expect(await confirm.isDisabled()).toBe(false);
    await screenshot(page, '55-mansters-counter-trade');

    await t.clickAndWait(confirm, 'countering with Haunch and Femur for 2 cards');
    await t.logged("P1 counters P2's offer: Haunch and Femur for 2 cards");
    await t.p2Moves((actions) => actions.find((a) => a.label.startsWith('Accept the trade')));
    await expect.poll(() => handCards(page, 0), { timeout: SHOWN }).toEqual(['scrap-meat', 'spine', 'tripe']);
  }, 120_000);

  it('Mansters: an attack — P1 clicks through its turn and attacks P2; the blocking stack takes the damage', async () => {
    const t = await scenarioTable('mansters', manstersSetup([[], ['tripe']]));
    const { page } = t;
    const p2Slab = page.locator('.table.mansters .player[data-seat="1"] .slab.active');
    expect(await p2Slab.locator('.stats').textContent()).toMatch(/^♥ 3\/3/);
    await t.clickAndWait(t.action('draw', /^Draw from the morgue$/), 'drawing from the morgue');
    await t.clickAndWait(t.action('skip-trade'), 'skipping the trade');
    await t.clickAndWait(t.action('end-play'), 'ending the plays');
    await t.clickAndWait(t.action('skip-swap', /Keep your active stack/), 'keeping the active stack');
    const attack = t.action('attack', /^Attack P2 /);
    expect(await attack.textContent()).toMatch(/Attack P2 \(your 2 attack against 3\/3 health/);
    await screenshot(page, '53-mansters-attack-offered');

    await t.clickAndWait(attack, 'attacking P2');
    await t.logged("P1 attacks P2 for 2; blocked by P2's full active stack");
    await t.logged("P2's active stack takes 2 damage");
    await expect.poll(async () => p2Slab.locator('.stats').textContent(), { timeout: SHOWN }).toMatch(/^♥ 1\/3 \(−2\)/);
    expect(await page.locator('.table.mansters .player[data-seat="1"] .direct').textContent()).toBe('0');
    await t.logged('Turn 2: P2');
    expect(await page.locator('.table.mansters .info').textContent()).toMatch(/P2 to play/);
    await screenshot(page, '54-mansters-attacked');
  }, 120_000);

  it('a page still loading when the player moves on never draws over the next one (the lobby waits for /games while the table opens)', async () => {
    const matchId = await createMatch(url, { gameId: 'mansters', seats: 2 });
    const [token] = await claimSeats(url, matchId, 2);
    const page = await newPage();
    // The lobby's first request is held until the table is open.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/games', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url);
    await page.evaluate(
      ([id, t]) =>
        (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
          `stackbound:seat:${id}`,
          JSON.stringify({ seat: 0, token: t }),
        ),
      [matchId, token!] as const,
    );
    await page.goto(`${url}/#/match/${matchId}`);
    await page.locator('.conn.ok').waitFor();
    // Now the lobby gets its answer and goes on (its next step asks for the match list).
    const lobbyWentOn = page.waitForResponse((r) => r.url().includes('/matches?'));
    release();
    await lobbyWentOn;
    await page.locator('.table.mansters').waitFor();
    expect(await page.locator('h1').allTextContents()).toEqual([expect.stringMatching(/^Playing as P1/)]);
    expect(await page.locator('#create').count()).toBe(0); // no lobby drawn over the table
    await page.unroute('**/games');
  });
});
