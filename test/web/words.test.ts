import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientEvent } from '../../src/client';
import { shippedGames } from '../../src/games/registry';
import { eventLine } from '../../web/src/event-line';
import { foldPriority } from '../../web/src/games/four-souls-log';
import { updatedWords } from '../../web/src/lobby/updated-words';
import { logLines } from '../../web/src/ui/log-lines';
import { createMatch, http, until } from '../realtime/support/harness';
import { fourSoulsTable } from './scenarios';
import { browserSession, closedAfterEach, postSeatCommand, screenshot, seatView, shownSeq, startWebServer } from './support';

type Obj = Record<string, unknown>;
interface LabeledAction {
  command: Obj;
  label: string;
}

/** How long the page may take to show what the server did (CI: 2 busy cores). */
const SHOWN = 45_000;
/** Internal words no log line may show: step ids, outcome ids, the actor's reason, the zone "limbo", an object id. */
const INTERNAL = /Step: |trade-answer|last-player-standing|\(outcome\)|\(bot\)|limbo|seed revealed [0-9a-f]|\bo\d+\b/;

/**
 * The words a player reads on the table: the log, the stack and the header name seats by the names
 * their players chose (one name per seat in the whole log), say what the server did for a seat once
 * and in words, and never show an internal id; the lobby names a match's game and when it last changed.
 */
describe('web table: the words a player reads', () => {
  let url: string;
  const session = browserSession();

  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ url, stop } = await startWebServer(shippedGames, session));
  });
  afterAll(() => stop?.());

  const keep = closedAfterEach(session);

  /** A scenario match of Ada (this page, P1) and Bob (P2, over REST); `stopOff`: the server never passes for Ada. */
  async function table(gameId: 'four-souls' | 'mansters', setup: Obj, stopOff: boolean) {
    const matchId = await createMatch(url, { gameId, seats: 2, setup });
    const ada = (await http<{ token: string }>(url, 'POST', `/matches/${matchId}/seats/0`, { name: 'Ada' })).token;
    const bob = (await http<{ token: string }>(url, 'POST', `/matches/${matchId}/seats/1`, { name: 'Bob' })).token;
    const page = await session.newPage();
    page.setDefaultTimeout(SHOWN);
    keep(page);
    await page.goto(url);
    await page.evaluate(
      ([id, token, off]) => {
        const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
        storage.setItem(`stackbound:seat:${id}`, JSON.stringify({ seat: 0, token }));
        if (off) storage.setItem(`stackbound:stop:${id}:0`, 'off');
      },
      [matchId, ada, stopOff] as const,
    );
    await page.goto(`${url}/#/match/${matchId}`);
    await page.locator('.conn.ok').waitFor();
    await page.locator(`.table.${gameId}`).waitFor();

    const caughtUp = async () => {
      const { seq } = await http<{ seq: number }>(url, 'GET', `/matches/${matchId}`);
      await until(async () => (await shownSeq(page)) >= seq, `the page to reach seq ${seq}`, SHOWN);
    };
    const clickAndWait = async (target: Locator, what: string) => {
      const before = await shownSeq(page);
      await target.click();
      await until(async () => (await shownSeq(page)) > before, `the table to move on after ${what}`, SHOWN);
      await caughtUp();
    };
    const action = (type: string, label?: RegExp) =>
      page.locator(`#all-actions button.action[data-type="${type}"]:not([disabled])`, label ? { hasText: label } : {});
    let bobCommands = 0;
    /** Bob's move over REST: a pass when he may, else his first move. */
    const bobMoves = async () => {
      const view = await seatView<{ actions: LabeledAction[] }>(url, matchId, bob);
      const picked = view.actions.find((a) => a.command.type === 'pass') ?? view.actions.find((a) => a.command.type !== 'concede');
      if (!picked) throw new Error('Bob has nothing to do');
      bobCommands += 1;
      const res = await postSeatCommand(url, matchId, 1, bob, { commandId: `bob-${matchId}-${bobCommands}`, command: picked.command });
      expect(res.status, `Bob: ${picked.label}`).toBe(200);
      await caughtUp();
    };
    /** Whoever holds priority passes (Ada by clicking Pass) until `done`. */
    const passUntil = async (done: () => Promise<boolean>, what: string) => {
      for (let i = 0; i < 80; i += 1) {
        await caughtUp();
        if (await done()) return;
        const { waitingFor } = await http<{ waitingFor: number[] }>(url, 'GET', `/matches/${matchId}`);
        if (waitingFor.includes(0)) await clickAndWait(page.locator('#pass:not([disabled])'), `Ada passing while waiting for ${what}`);
        else if (waitingFor.includes(1)) await bobMoves();
        else throw new Error(`nobody to act while waiting for ${what}`);
      }
      throw new Error(`never reached: ${what}`);
    };
    const log = page.locator('.log li');
    const logged = (text: string | RegExp) => log.filter({ hasText: text }).first().waitFor();
    return { matchId, page, caughtUp, clickAndWait, action, bobMoves, passUntil, log, logged };
  }

  /** Every log line: no internal words, one name per seat (the seat's label only where a player takes it), no tag twice, no brackets in a row. */
  async function expectPlayerWords(log: Locator): Promise<string[]> {
    const lines = await log.allTextContents();
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(line).not.toMatch(INTERNAL);
      if (!/^(Ada|Bob) takes seat P[12]$/.test(line)) expect(line, 'a seat is named by its player').not.toMatch(/\bP[12]\b/);
      expect(line.match(/auto-pass|the server (made|passed|acted)/gi)?.length ?? 0, line).toBeLessThanOrEqual(1);
      expect(line, 'one bracket at a time').not.toContain(') (');
    }
    return lines;
  }

  it("Four Souls: the stack says each entry once, a resolving object is not shown over an empty stack, priority names the seat's player, the replay too", async () => {
    const setup = {
      characters: ['isaac', 'cain'],
      firstPlayer: 0,
      hands: [['crystal-ball'], []],
      monsters: ['gaper'],
      decks: { loot: ['a-penny', 'two-cents', 'a-penny'], monster: ['spider', 'trite', 'dip', 'fly'] },
    };
    const t = await table('four-souls', setup, true);
    const { page } = t;
    const board = page.locator('.table.four-souls');
    const info = board.locator('.info');
    const stack = board.locator('.stack .stack-item');
    await t.passUntil(async () => (await t.action('declare-attack').count()) > 0, "Ada's action phase");
    expect(await info.textContent()).toMatch(/^Turn \d+ · P1 · Ada active · .+ · Priority: P1 · Ada$/);

    await board.locator('.player[data-seat="0"] .hand .card[data-card="crystal-ball"]').click();
    await t.clickAndWait(page.locator('#card-actions button.action[data-type="play-loot"][data-card="crystal-ball"]:not([data-via])'), 'playing Crystal Ball');
    const entry = (await stack.first().textContent()) ?? '';
    expect(entry).toMatch(/^Crystal Ball — look at the top 3 cards/);
    expect(entry.match(/Crystal Ball/g)).toHaveLength(1);

    // Ada passes: priority goes to Bob, one player has passed; no "(1 passes)".
    await t.clickAndWait(page.locator('#pass:not([disabled])'), 'Ada passing on Crystal Ball');
    expect(await info.textContent()).toMatch(/Priority: P2 · Bob — 1 player has passed$/);
    expect(await info.textContent()).not.toMatch(/passes\)/);

    // Bob passes: Crystal Ball resolves and waits for Ada's order. It is off the stack but not done: the pile is not "empty".
    await t.passUntil(async () => (await t.action('arrange').count()) > 0, 'Crystal Ball to resolve');
    const pile = board.locator('.stack .pile');
    expect(await stack.count()).toBe(0);
    expect(await pile.locator('.resolving').textContent()).toBe('Resolving now, off the stack: Crystal Ball');
    expect(await pile.locator('.empty').count()).toBe(0);
    await screenshot(page, 'words-four-souls-resolving');
    await t.clickAndWait(t.action('arrange').first(), 'arranging the monster deck');
    await t.passUntil(async () => (await stack.count()) === 0 && (await t.action('declare-attack').count()) > 0, 'the action phase again');
    expect(await pile.locator('.empty').textContent()).toBe('empty');

    // Attacking Gaper: the roll on the stack reads once ("a roll of 4", not "a roll of 4 — a roll of 4").
    await t.clickAndWait(t.action('declare-attack', /Gaper/), 'attacking Gaper');
    await t.passUntil(async () => (await stack.and(page.locator('[data-kind="roll"]')).count()) > 0, 'the attack roll');
    const roll = (await stack.and(page.locator('[data-kind="roll"]')).textContent()) ?? '';
    expect(roll).toMatch(/a roll of \d/);
    expect(roll.match(/a roll of \d/g)).toHaveLength(1);
    await screenshot(page, 'words-four-souls-roll');

    const lines = await expectPlayerWords(t.log);
    // The setup, written before anyone sat down, names the players too.
    expect(lines.some((l) => /^Ada plays Isaac, starting with The D6/.test(l))).toBe(true);
    expect(lines).toContain('Ada takes seat P1');
    // Bob's pass ended the round of priority on Crystal Ball: the folded line names both passes.
    expect(lines).toContain('Priority passed: Ada, Bob');
    // Off the stack, a card goes somewhere a player knows.
    expect(lines).toContain('Crystal Ball goes to the loot discard');

    // The replay names a seat as the log does: its setup lines, written before anyone sat down, by the name claimed later.
    await page.goto(`${url}/#/replay/${t.matchId}?step=1`);
    const setupLine = page.locator('.step-events li', { hasText: /plays Isaac/ });
    await setupLine.waitFor();
    expect(await setupLine.textContent()).toMatch(/^#\d+ Ada plays Isaac, starting with The D6/);
    const stepLines = await page.locator('.step-events li').allTextContents();
    expect(stepLines.length).toBeGreaterThan(5);
    for (const line of stepLines) expect(line, 'a seat is named by its player').not.toMatch(/\bP[12]\b/);
  }, 180_000);

  it("Four Souls: a modal loot card's modes read as its printed text in the choice panel, and no mode says what it means", async () => {
    // Blue Pill (choose 1: +1 attack or +1 health) beside Bomb, Big Bomb and A Penny: 22 ways to play loot, offered as parts.
    const t = await table('four-souls', fourSoulsTable({ hands: [['blue-pill', 'bomb', 'big-bomb', 'a-penny'], []] }), true);
    const { page } = t;
    const panel = page.locator('#choice-panel');
    await t.passUntil(async () => (await panel.count()) > 0, 'the loot choice');
    expect(await panel.locator('.choice-label').allTextContents()).toEqual(['Card:', 'Targets:', 'Mode:', 'Tap your character (an extra loot play):']);
    expect(await panel.locator('[data-field="mode"] button').allTextContents()).toEqual([
      'None: the card has no modes',
      'you get +1 attack until the end of the turn',
      'you get +1 health until the end of the turn',
    ]);
    expect(await panel.textContent()).not.toMatch(/Mode \d/);
    await screenshot(page, 'words-four-souls-modes');
    // The words are the card's: the +1 health mode played is the one on the stack.
    const pick = (name: string) => panel.getByRole('button', { name, exact: true }).click();
    await pick('Blue Pill');
    await pick('you get +1 health until the end of the turn');
    await pick('No');
    await t.clickAndWait(panel.getByRole('button', { name: 'Confirm', exact: true }), 'playing Blue Pill for +1 health');
    expect(await page.locator('.table.four-souls .stack .stack-item').first().textContent()).toMatch(/^Blue Pill — .*\+1 health/);
  }, 180_000);

  it("Mansters: the server's forced move says what happened, once; steps and the end are in words; one name per seat", async () => {
    const setup = {
      morgue: Array.from({ length: 10 }, () => 'scrap-meat'),
      mansterDeck: Array.from({ length: 5 }, () => 'gravewing'),
      graveyard: ['knuckle', 'rib'],
      hands: [[], ['tripe']],
      slabs: [
        [{ cards: ['flank', 'knuckle', 'rage-spirit'] }, null],
        [{ cards: ['shank', 'rib', 'salve-wisp'] }, null],
      ],
      firstPlayer: 0,
      skipOpening: true,
    };
    // Ada's stop is the default: the server makes her forced moves (M-MISC-5).
    const t = await table('mansters', setup, false);
    const { page } = t;
    await t.clickAndWait(t.action('draw', /^Draw from the morgue$/), 'drawing from the morgue');
    await t.clickAndWait(t.action('skip-trade'), 'skipping the trade');
    await t.clickAndWait(t.action('end-play'), 'ending the plays');
    await t.clickAndWait(t.action('skip-swap', /Keep your active stack/), 'keeping the active stack');
    // The attack on the only opponent is Ada's only move: the server makes it and says so on that line only.
    await t.logged(/^Ada attacks Bob for \d+/);
    const attack =
      (await t.log
        .filter({ hasText: /^Ada attacks Bob for \d+/ })
        .first()
        .textContent()) ?? '';
    // One sentence for the attack and its block, one for what the server did: no brackets in a row.
    expect(attack).toBe("Ada attacks Bob for 2; blocked by Bob's full active stack. The server made this move for them: it was their only possible move");
    expect(attack).not.toMatch(/stop|auto-pass/);
    await t.logged("Ada's trade step");
    await t.logged("Bob's active stack takes 2 damage");
    expect(await t.log.filter({ hasText: "Bob's active stack takes 2 damage" }).first().textContent()).toBe("Bob's active stack takes 2 damage");

    // Ada concedes: Bob is the last player standing.
    await t.caughtUp();
    await page.locator('#concede').click();
    await page.locator('#concede-yes').click();
    await page.locator('#game-over').waitFor();
    await t.logged(/^Match over: /);
    const lines = await expectPlayerWords(t.log);
    expect(lines).toContain("Match over: Bob won as the last player standing. The match's seed is revealed (for the audit page)");
    // A concession is Ada's own move and the end is said by its own line: no rule's name before them.
    expect(lines).toContain('Ada concedes');
    expect(lines).toContain('Bob wins');
    expect(lines).toContain('Bob takes seat P2');
    await screenshot(page, 'words-mansters-over');
  }, 180_000);

  it("the lobby names a row by its game's name and says when it last changed, never by ids", async () => {
    const matchId = await createMatch(url, { gameId: 'mansters', seats: 2, bots: [null, 'random'] });
    const page = await session.newPage();
    keep(page);
    await page.goto(url);
    const row = page.locator(`tr[data-match="${matchId}"]`);
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).not.toContain(matchId.slice(0, 8));
    expect(text).not.toMatch(/\bmansters\b/);
    expect(await row.locator('td.game').textContent()).toBe('Mansters');
    expect(await row.locator('td.updated').textContent()).toMatch(/^updated (just now|\d+ min ago)$/);
    expect(await page.locator('table.matches th').first().textContent()).toBe('Game');
  });
});

/** The client's wording helpers alone, on events as the server words them (no server, no browser). */
describe("web client: log lines from the server's words", () => {
  const autoPass = { kind: 'system', reason: 'auto-pass' } as const;
  const deadline = { kind: 'system', reason: 'timeout' } as const;
  const ada = { kind: 'seat', seat: 0 } as const;
  const ev = (seq: number, type: string, text: string, actor: ClientEvent['actor'], rules: string[] = []): ClientEvent =>
    ({ seq, type, actor, recordedAt: new Date(0).toISOString(), event: { type }, text, cause: { rules, card: null, by: null } }) as unknown as ClientEvent;
  const noFold = (): string | null => null;

  it('a move the server made for a seat is said once, on the move; what followed from it carries no tag', () => {
    const lines = logLines(
      [
        ev(
          1,
          'attack-declared',
          "Ada attacks Bob for 2; blocked by Bob's full active stack. The server made this move for them: it was their only possible move",
          autoPass,
          ['M-TURN-5'],
        ),
        ev(2, 'stack-damaged', "Bob's active stack takes 2 damage", autoPass, ['M-TURN-5']),
        ev(3, 'turn-started', 'Turn 2: Bob', autoPass, ['M-TURN-1']),
      ],
      noFold,
    ).map((l) => l.text);
    expect(lines).toEqual([
      "Ada attacks Bob for 2; blocked by Bob's full active stack. The server made this move for them: it was their only possible move",
      "Bob's active stack takes 2 damage",
      'Turn 2: Bob',
    ]);
    for (const line of lines) expect(line).not.toMatch(/\(auto-pass\)/);
  });

  it("folded priority passes name every seat that passed, the round's last pass too, with who passed for it", () => {
    const lines = logLines(
      [
        ev(1, 'priority-passed', 'Ada passes to Bob', ada),
        ev(2, 'priority-cleared', 'Bob no longer has priority; nobody holds it. The server passed for them: their auto-pass stop allowed it', autoPass),
        ev(3, 'stack-popped', 'Bomb resolves', autoPass, ['R-STACK-4']),
        ev(4, 'priority-given', 'Ada gets priority', autoPass),
        ev(5, 'priority-cleared', 'Ada no longer has priority; nobody holds it. The server acted for them: their deadline expired', deadline),
      ],
      foldPriority,
    ).map((l) => l.text);
    expect(lines).toEqual(['Priority passed: Ada, Bob (auto-pass)', 'Bomb resolves', 'Priority passed: Ada (deadline)']);
  });

  it('a rule names a line only when it is why the event happened, never a rule the line already says or a deadline that never ran out', () => {
    const line = (text: string, rules: string[]) => eventLine({ text, cause: { rules, card: null } });
    expect(line('Ada is eliminated', ['M-END-1'])).toBe('Rule: elimination — Ada is eliminated');
    // Direct damage is the attack's doing (M-TURN-5 first); the count toward elimination is no reason for it.
    expect(line('Ada takes 4 direct damage (7 in total)', ['M-TURN-5', 'M-END-1'])).toBe('Ada takes 4 direct damage (7 in total)');
    // The last player left wins (M-END-2): the lines say so themselves.
    expect(line('Bob wins', ['M-END-2'])).toBe('Bob wins');
    expect(line('Ada concedes', ['M-END-2'])).toBe('Ada concedes');
    // Every decision cites the deadline rule, deadlines or not: no "deadline default" before it.
    expect(line('Ada orders 2 simultaneous triggers', ['R-STACK-9', 'R-STACK-10', 'R-MATCH-1'])).toBe('Ada orders 2 simultaneous triggers');
    const expired = line('Ada passes to Bob. The server acted for them: their deadline expired', ['R-STACK-2', 'R-MATCH-1']);
    expect(expired.match(/deadline/g)).toHaveLength(1);
    expect(line("Ada's death penalty resolves", ['R-PDEATH-3'])).toBe("Rule: death penalty — Ada's death penalty resolves");
  });

  it('a lobby row says when it last changed, in words', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(updatedWords('2026-01-01T11:59:30Z', now)).toBe('updated just now');
    expect(updatedWords('2026-01-01T11:57:00Z', now)).toBe('updated 3 min ago');
    expect(updatedWords('2026-01-01T09:00:00Z', now)).toBe('updated 3 h ago');
    expect(updatedWords('2025-12-30T12:00:00Z', now)).toMatch(/^updated on /);
  });
});
