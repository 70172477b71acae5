import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedGames } from '../../src/games/registry';
import { highCard } from '../support/test-game';
import { claimSeats, createMatch, http, until } from '../realtime/support/harness';
import { browserSession, postSeatCommand, startWebServer, screenshot, seatView, shownSeq, toastText } from './support';

/**
 * The browser client (web/, served by src/web/web.module.ts) in Debian's headless chromium against
 * the real application in process, hosting the shipped games (Mansters).
 */
type Obj = Record<string, unknown>;
/** The page's globals as the tests use them (the server's tsconfig has no DOM types). */
interface PageGlobals {
  stackbound: {
    matchId: string;
    client: {
      mirror(id: string): { snapshot: { view: { players: { hand: { id: string }[] | null }[] } } };
      socket: { disconnect(): void; connect(): void; io: { engine: { close(): void } } };
    };
  };
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

describe('web client in a real browser', () => {
  let url: string;
  const session = browserSession();
  const { newPage, pageErrors } = session;

  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ url, stop } = await startWebServer([...shippedGames, highCard], session)); // high-card: a game without its own table
  });
  afterAll(() => stop?.());

  /** "Join as Pn…" in the lobby row, then the joiner's name and the confirming button. */
  async function joinFromLobby(page: Page, matchId: string, seat: number): Promise<void> {
    const row = page.locator(`tr[data-match="${matchId}"]`);
    await row.locator(`button.join[data-seat="${seat}"]`).click();
    await row.locator('.join-name').fill(`Player ${seat + 1}`);
    await row.locator('.join-confirm').click();
  }

  /** Types of the action buttons the page offers now (concede aside). */
  const offered = (page: Page) => page.locator('#all-actions button.action:not([data-type="concede"]):not([disabled])');
  const handSize = async (page: Page, seat: number) => Number(await page.locator(`.player[data-seat="${seat}"] .hand-size`).textContent());
  const slabCards = (page: Page, seat: number) => page.locator(`.player[data-seat="${seat}"] .slab .card`).count();

  /**
   * Clicks one sensible legal action; returns its type. Waits for the table to move on. When the
   * match moved on first (a bot, a priority stop passing), it looks again.
   */
  async function act(page: Page, prefer: string[] = [], tries = 5): Promise<string> {
    await offered(page).first().waitFor({ state: 'visible', timeout: 20_000 });
    const before = await shownSeq(page);
    const types = await offered(page).evaluateAll((bs) => bs.map((b) => (b as unknown as { dataset: Record<string, string> }).dataset.type!));
    const prompt = (await page.locator('.status .prompt').textContent()) ?? '';
    const playedNone = /\(0\/|\(0 so far\)/.test(prompt);
    const order = [...prefer, 'draw', 'skip-trade', 'decline-trade', ...(playedNone ? ['play-card'] : []), 'end-play', 'skip-swap', 'attack'];
    const type = order.find((t) => types.includes(t)) ?? types[0]!;
    try {
      await offered(page)
        .and(page.locator(`[data-type="${type}"]`))
        .first()
        .click({ timeout: 5_000 });
    } catch (e) {
      if (tries > 0 && (await shownSeq(page)) !== before) return act(page, prefer, tries - 1);
      throw e;
    }
    await until(async () => (await shownSeq(page)) > before, `the table to move on after ${type}`);
    return type;
  }

  /** The server's line for a card P1 (Alice: lines name players) played onto one of its slabs (empty, or its active or inactive stack). */
  const P1_PLAYED = /Alice played (.+?) onto their (?:empty slab \d|active stack|inactive stack)/;

  /**
   * Plays a hand card onto P1's own active slab when its kind is one the stack still needs (or any
   * card while the slab is empty, a manster card once it is full): only a full stack attacks. Says
   * whether it played; waits for the table to move on.
   */
  async function playOntoOwnStack(page: Page): Promise<boolean> {
    const fullness = (await page.locator('.player[data-seat="0"] .slab.active .fullness').textContent()) ?? '';
    const empty = (await page.locator('.player[data-seat="0"] .slab.active .slab-cards .card').count()) === 0;
    const wanted = /^Full/.test(fullness) ? ['manster'] : (/needs (.+)$/.exec(fullness)?.[1]?.split(', ') ?? []);
    const hand = await page.locator('.player[data-seat="0"] .hand .card').evaluateAll((cs) =>
      cs.map((c) => ({
        card: (c as unknown as { dataset: Record<string, string> }).dataset.card!,
        kind: (c as unknown as { querySelector(s: string): { textContent: string } | null }).querySelector('.card-kind')?.textContent.toLowerCase() ?? '',
      })),
    );
    for (const { card, kind } of hand) {
      if (!empty && !wanted.includes(kind)) continue;
      const play = offered(page).and(page.locator(`[data-type="play-card"][data-card="${card}"]`, { hasText: 'on your active slab' }));
      if ((await play.count()) === 0) continue;
      const before = await shownSeq(page);
      await play.first().click();
      await until(async () => (await shownSeq(page)) > before, 'the table to move on after a play');
      return true;
    }
    return false;
  }

  it('lobby: create a Mansters match against a bot and play a full turn by clicking', async () => {
    const page = await newPage();
    await page.goto(url);
    await page.locator('#game').selectOption('mansters');
    await page.locator('#player-name').fill('Alice');
    await expect.poll(() => page.locator('.seat-kind').count()).toBe(2);
    expect(await page.locator('.seat-kind[data-seat="1"]').inputValue()).not.toBe(''); // a bot by default
    await page.locator('.seat-kind[data-seat="1"]').selectOption('greedy'); // quick and deterministic: this test is not about bot strength
    await page.locator('#deadline-mode').selectOption('live');
    await page.locator('#deadline-seconds').fill('600');
    await screenshot(page, '01-lobby');
    await page.locator('#create').click();
    await page.waitForURL(/#\/match\//);
    await page.locator('.conn.ok').waitFor();
    expect(await page.locator('h1').textContent()).toContain('Playing as P1');
    // The deadline countdown for whoever is waited for (10 minutes per prompt).
    await page.locator('.countdown', { hasText: /^Deadline: (10m 0s|9m \d+s) for P\d$/ }).waitFor();

    // Play until P1 has drawn, played a card onto its own stack and ended its plays in one of its turns.
    // (Attacking by clicking is the decisions test's: with this deal P1's stack is not full in time.)
    const done = new Set<string>();
    let turnSeen = false;
    const turnEnded = async () => done.has('end-play') && (await page.locator('.log li', { hasText: /^Alice ends their turn$/ }).count()) > 0;
    for (let i = 0; i < 80 && !(done.has('draw') && done.has('play-card') && (await turnEnded())); i += 1) {
      await offered(page).first().waitFor({ state: 'visible', timeout: 20_000 });
      const inTurn = /^Turn \d+.* · P1( · Alice)? to play/.test((await page.locator('.table .info').textContent()) ?? '');
      turnSeen ||= inTurn;
      const hand = await handSize(page, 0);
      const slab = await slabCards(page, 0);
      const playedBefore = await page.locator('.log li', { hasText: P1_PLAYED }).count();
      const type = (await playOntoOwnStack(page)) ? 'play-card' : await act(page);
      if (!turnSeen) continue; // the opening stack comes before the first turn
      done.add(type);
      if (type === 'draw') {
        expect(await handSize(page, 0)).toBe(hand + 1);
        await page
          .locator('.log li', { hasText: /Alice drew 1 card from / })
          .last()
          .waitFor();
      }
      if (type === 'play-card') {
        // The log names the card and the slab it went to.
        const played = page.locator('.log li', { hasText: P1_PLAYED });
        await expect.poll(() => played.count()).toBeGreaterThan(playedBefore);
        const line = (await played.last().textContent())!;
        const [, name] = P1_PLAYED.exec(line)!;
        // The card is on a slab (once the table has drawn the update the log line came with), unless an
        // effect of that play has already moved it on (the log says so).
        await expect
          .poll(async () => {
            const onSlab = await page.locator(`.player[data-seat="0"] .slab .card`, { hasText: name! }).count();
            const movedLater = (await page.locator('.log li', { hasText: name! }).count()) > 1;
            return onSlab > 0 || movedLater;
          })
          .toBe(true);
        expect(slab + hand).toBeGreaterThan(0);
      }
      if (type === 'play-card' || type === 'draw') await screenshot(page, `02-play-after-${type}`);
    }
    expect([...done]).toEqual(expect.arrayContaining(['draw', 'play-card', 'end-play']));
    expect(await turnEnded()).toBe(true);
    // After P1's turn the bot plays its turn and P1 is asked again (or the match ended).
    await page
      .locator('.log li', { hasText: /Turn \d+: \w+ bot/ })
      .last()
      .waitFor();
    await page.locator('.seat-pill.you.waited, .status .prompt:has-text("Game over")').first().waitFor({ timeout: 20_000 });
    expect(await page.locator('.player[data-seat="1"] .hand').count()).toBe(0); // never the bot's cards
    await screenshot(page, '03-play-turn-done');
  }, 180_000);

  it('a second seat in another browser sees the hand size change but never the cards', async () => {
    const creator = await http<{ matchId: string }>(url, 'POST', '/matches', { gameId: 'mansters', seats: 3, bots: [null, null, 'random'] });
    const alice = await newPage();
    const bob = await newPage();
    // Both join from the lobby's "Join as" buttons.
    await alice.goto(url);
    await joinFromLobby(alice, creator.matchId, 0);
    await alice.waitForURL(/#\/match\//);
    await bob.goto(url);
    await joinFromLobby(bob, creator.matchId, 1);
    await bob.waitForURL(/#\/match\//);
    await bob.locator('.player[data-seat="0"]').waitFor();

    let changed = false;
    for (let i = 0; i < 40 && !changed; i += 1) {
      await until(async () => (await offered(alice).count()) > 0 || (await offered(bob).count()) > 0, 'a human seat to be asked', 20_000);
      if ((await offered(alice).count()) > 0) {
        const seen = await handSize(bob, 0);
        const seq = await shownSeq(alice);
        await act(alice);
        await until(async () => (await shownSeq(bob)) >= seq + 1, "bob's table to follow");
        await until(async () => (await shownSeq(bob)) === (await shownSeq(alice)), 'both tables at one seq');
        if ((await handSize(bob, 0)) !== seen) changed = true;
      } else {
        await act(bob);
      }
    }
    expect(changed).toBe(true);
    expect(await handSize(bob, 0)).toBe(await handSize(alice, 0));
    // Bob's page shows no hand for P1, and nothing P1 alone may see reached it.
    expect(await bob.locator('.player[data-seat="0"] .hand').count()).toBe(0);
    expect(await alice.locator('.player[data-seat="0"] .hand .card').count()).toBe(await handSize(alice, 0));
    const aliceHandIds = await alice.evaluate(() => {
      const w = globalThis as unknown as PageGlobals;
      return w.stackbound.client.mirror(w.stackbound.matchId).snapshot.view.players[0]!.hand!.map((c) => c.id);
    });
    const bobSaw = await bob.evaluate(() => {
      const w = globalThis as unknown as PageGlobals;
      return JSON.stringify(w.stackbound.client.mirror(w.stackbound.matchId));
    });
    expect(aliceHandIds.length).toBeGreaterThan(0);
    for (const id of aliceHandIds) expect(bobSaw).not.toContain(`"${id}"`);
    await screenshot(alice, '04-three-seats-alice');
    await screenshot(bob, '05-three-seats-bob');
  });

  it('killing the socket: the client reconnects, resyncs what it missed and plays on', async () => {
    const { matchId } = await http<{ matchId: string }>(url, 'POST', '/matches', { gameId: 'mansters', seats: 2 });
    const p2 = await http<{ token: string }>(url, 'POST', `/matches/${matchId}/seats/1`, { name: 'Remote' });
    const page = await newPage();
    await page.goto(url);
    await joinFromLobby(page, matchId, 0);
    await page.locator('.conn.ok').waitFor();
    await page.locator('.seats-line .seq').waitFor();

    // Cut the connection from the client side; the other seat acts meanwhile over REST.
    await page.evaluate(() => (globalThis as unknown as PageGlobals).stackbound.client.socket.disconnect());
    await page.locator('.conn.bad').waitFor();
    const before = await shownSeq(page);
    // Meanwhile both seats act over REST (P1 with the token the page keeps in localStorage).
    const p1 = await page.evaluate(
      (id) => JSON.parse((globalThis as unknown as PageGlobals).localStorage.getItem(`stackbound:seat:${id}`)!) as { token: string },
      matchId,
    );
    const seatTokens = [p1.token, p2.token];
    let server = await http<{ seq: number; waitingFor: number[] }>(url, 'GET', `/matches/${matchId}`);
    for (let moves = 0; moves < 3; moves += 1) {
      const seat = server.waitingFor[0]!;
      const view = await seatView<{ legalActions: Obj[] }>(url, matchId, seatTokens[seat]!);
      const cmd = view.legalActions.find((a) => a.type === 'play-card') ?? view.legalActions.find((a) => a.type !== 'concede')!;
      const res = await postSeatCommand(url, matchId, seat, seatTokens[seat]!, { commandId: `remote-${moves}`, command: cmd });
      expect(res.status).toBe(200);
      server = await http(url, 'GET', `/matches/${matchId}`);
    }
    expect(server.seq).toBeGreaterThan(before);
    expect(await shownSeq(page)).toBe(before); // really cut off
    await page.evaluate(() => (globalThis as unknown as PageGlobals).stackbound.client.socket.connect());
    await page.locator('.conn.ok').waitFor();
    await until(async () => (await shownSeq(page)) === server.seq, 'the resync to bring the missed events');
    await page.locator(`.log li[data-seq="${server.seq}"]`).waitFor();

    // A transport that dies under the client (server side close): socket.io reconnects by itself.
    await page.evaluate(() => (globalThis as unknown as PageGlobals).stackbound.client.socket.io.engine.close());
    await page.locator('.conn.ok').waitFor();
    await until(async () => (await offered(page).count()) > 0 || (await page.locator('.not-you').count()) > 0, 'the table after the reconnect');
    if ((await offered(page).count()) > 0) await act(page);
    const after = await http<{ seq: number }>(url, 'GET', `/matches/${matchId}`);
    await until(async () => (await shownSeq(page)) === after.seq, 'the table to be current');
    await screenshot(page, '06-after-reconnect');
  });

  it('a refused command is shown to the user in words', async () => {
    const { matchId } = await http<{ matchId: string }>(url, 'POST', '/matches', { gameId: 'mansters', seats: 2, bots: [null, 'random'] });
    const page = await newPage();
    await page.goto(url);
    await joinFromLobby(page, matchId, 0);
    await page.locator('.conn.ok').waitFor();
    await page.locator('details.advanced summary').click();
    await page.locator('#custom-command').fill('{"type": "swap"');
    await page.locator('#send-custom').click();
    expect(await toastText(page)).toContain('not valid JSON');
    // Swapping is never legal before the swap step: the rules refuse it with a reason.
    await page.locator('#custom-command').fill('{"type": "swap"}');
    await page.locator('#send-custom').click();
    await page.locator('#toast.show', { hasText: 'Refused:' }).waitFor();
    const text = await toastText(page);
    expect(text).toMatch(/^Refused: .{10,} \([A-Z_]+(, rule [A-Z]+-[A-Z]+-\d+)?\)$/);
    await screenshot(page, '07-error-shown');
    // Opening a match with a forged token says so in words too.
    await page.evaluate(
      (id) =>
        (globalThis as unknown as PageGlobals).localStorage.setItem(`stackbound:seat:${id}`, JSON.stringify({ seat: 0, token: 'forged-token-forged-token' })),
      matchId,
    );
    await page.goto(`${url}/#/`);
    await page.goto(`${url}/#/match/${matchId}`);
    await page.locator('#toast.show', { hasText: 'Could not open the match' }).waitFor();
    expect(await toastText(page)).toMatch(/Could not open the match: .+ \(INVALID_SEAT_TOKEN\)/);
  });

  it('a finished bot match: replay viewer steps through it and the dispute page shows a clean audit', async () => {
    const { matchId } = await http<{ matchId: string }>(url, 'POST', '/matches', { gameId: 'mansters', seats: 2, bots: ['greedy', 'random'] });
    const summary = await until(
      async () => {
        const s = await http<{ status: string; seq: number }>(url, 'GET', `/matches/${matchId}`);
        return s.status === 'finished' ? s : null;
      },
      'the bot match to finish',
      40_000,
    );

    const page = await newPage();
    await page.goto(url);
    await page.locator(`tr[data-match="${matchId}"][data-status="finished"] a.replay`).click({ timeout: 20_000 });
    await page.waitForURL(/#\/replay\//);
    await page.locator('.step-label', { hasText: 'step 0/' }).waitFor();
    expect(await page.locator('#viewer').inputValue()).toBe('omniscient');
    await page.locator('#next').click();
    await page.locator('.step-label', { hasText: 'step 1/' }).waitFor();
    await page.locator('.step-events li', { hasText: /A match of Mansters is created for 2 players/ }).waitFor();
    await page.locator('#next-turn').click();
    await page.locator('.step-label', { hasText: 'turn 1' }).waitFor();
    // Both seats are bots of different policies: lines name them ("Turn 1: greedy bot").
    await page.locator('.step-events li', { hasText: /Turn 1: (greedy|random) bot/ }).waitFor();
    expect(await page.locator('.table.mansters .player').count()).toBe(2);
    expect(await page.locator('.player .hand').count()).toBe(2); // omniscient: both hands
    await screenshot(page, '08-replay-omniscient');
    // Another perspective: P2 sees only its own hand.
    await page.locator('#viewer').selectOption('seat:1');
    await until(async () => (await page.locator('.player .hand').count()) === 1, 'the seat view');
    expect(await page.locator('.player[data-seat="1"] .hand').count()).toBe(1);
    // The slider jumps; jump to turn 3; the last step shows the outcome.
    await page.locator('#turn').fill('3');
    await page.locator('#go-turn').click();
    await page.locator('.step-label', { hasText: 'turn 3' }).waitFor();
    await page.locator('#last').click();
    await page.locator('.replay-page-prompt, .left .prompt', { hasText: 'Game over' }).waitFor();
    expect(await page.locator('#timeline').inputValue()).toBe(await page.locator('#timeline').getAttribute('max'));
    await screenshot(page, '09-replay-last');

    await page.locator('a', { hasText: 'Audit / dispute' }).click();
    await page.locator('#verdict').waitFor();
    expect(await page.locator('#verdict').textContent()).toContain('Audit clean');
    expect(await page.locator('table.checks .check-status').allTextContents()).toEqual(['passed', 'passed', 'passed', 'passed']);
    expect(await page.locator('#page-label').textContent()).toMatch(new RegExp(`of ${summary.seq}$`));
    expect(await page.locator('.seed').textContent()).toContain('equals the commitment');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#download').click()]);
    const file = readFileSync((await download.path())!, 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(JSON.parse(file[0]!)).toMatchObject({ record: 'header', matchId, gameId: 'mansters' });
    expect(file.filter((l) => l.includes('"record":"event"'))).toHaveLength(summary.seq);
    await screenshot(page, '10-dispute');
  });

  it('Four Souls: its own table (characters, items, slots, the stack, priority), and a turn played by clicking', async () => {
    const page = await newPage();
    await page.goto(url);
    await page.locator('#game').selectOption('four-souls');
    await page.locator('#create').click();
    await page.waitForURL(/#\/match\//);
    const table = page.locator('.table.four-souls');
    await table.waitFor();
    expect(await table.locator('.player').count()).toBe(2);
    await table.locator('.slots-shop .card').first().waitFor();
    await table.locator('.slots-monster .card').first().waitFor();
    expect(await page.locator('.player[data-seat="1"] .hand').count()).toBe(0);
    // Play until P1 ends one of its turns: pass priority, or end the turn when offered.
    let ended = false;
    for (let i = 0; i < 60 && !ended; i += 1) {
      const type = await act(page, ['end-turn', 'pass']);
      ended = type === 'end-turn';
    }
    expect(ended).toBe(true);
    await screenshot(page, '13-four-souls');
    // The end of the turn still gives priority (end-of-turn triggers). The default priority stop
    // ("smart") passes for P1 unless P1 could answer what is on the stack (a roll its loot could
    // change, say: that depends on the deal), so P1 passes by hand when asked; then the bot's turn
    // starts (the log says so, naming the seat by its bot's name: lines name players).
    const botTurn = page.locator('.log li', { hasText: /turn \d+: \w+ bot\b/ }).first();
    await until(
      async () => {
        if (await botTurn.isVisible()) return true;
        if (await offered(page).first().isVisible()) await act(page, ['pass']);
        return false;
      },
      "the bot's turn to start",
      60_000,
    );
    await screenshot(page, '14-four-souls-p2-turn');
  });

  it('Four Souls scenario: a loot card aimed by clicking the table, a deterministic attack, priority passes', async () => {
    // P1 (Cain, this page) holds a Bomb and a Loaded Die; the monster slots are Gaper (2 HP,
    // evasion 3) and Monstro (4 HP). P2 (Maggy, no hand) acts over REST, so nothing is left to a bot.
    // The scenario cannot fix the dice (they come from the match's secret seed), but the Loaded
    // Die sets the attack roll to 6 whatever it was: the attack hits and Gaper dies.
    const setup = {
      characters: ['cain', 'maggy'],
      firstPlayer: 0,
      coins: [3, 3],
      hands: [['bomb', 'loaded-die'], []],
      monsters: ['gaper', 'monstro'],
      decks: { loot: ['a-penny', 'two-cents', 'three-cents', 'a-nickel', 'a-penny', 'two-cents'], monster: ['dip', 'fly', 'clotty', 'pooter'] },
    };
    const matchId = await createMatch(url, { gameId: 'four-souls', seats: 2, setup });
    const [p1Token, p2Token] = await claimSeats(url, matchId, 2);
    const page = await newPage();
    await page.goto(url);
    await page.evaluate(
      ([id, token]) => {
        const storage = (globalThis as unknown as PageGlobals).localStorage;
        storage.setItem(`stackbound:seat:${id}`, JSON.stringify({ seat: 0, token }));
        storage.setItem(`stackbound:stop:${id}:0`, 'off'); // every priority window is P1's to click here
      },
      [matchId, p1Token!] as const,
    );
    await page.goto(`${url}/#/match/${matchId}`);
    const table = page.locator('.table.four-souls');
    await table.waitFor();
    const info = table.locator('.info');
    const stack = table.locator('.stack .stack-item');
    const button = (sel: string) => page.locator(`#all-actions button.action${sel}:not([disabled])`);
    const targetable = table.locator('.targetable');
    const infoText = async () => (await info.textContent()) ?? '';
    const serverSeq = async () => (await http<{ seq: number }>(url, 'GET', `/matches/${matchId}`)).seq;
    const caughtUp = async () => {
      const seq = await serverSeq();
      await until(async () => (await shownSeq(page)) >= seq, `the page to reach seq ${seq}`);
    };
    /** Clicks something that sends a command and waits for the table to move on. */
    const moves = async (target: ReturnType<Page['locator']>, what: string) => {
      const before = await shownSeq(page);
      await target.click();
      await until(async () => (await shownSeq(page)) > before, `the table to move on after ${what}`);
      await caughtUp();
    };
    const click = (sel: string) => moves(button(sel).first(), sel);
    /** P2's move over REST: pass priority, or answer a decision with its first option. */
    const p2Moves = async () => {
      const view = await seatView<{ legalActions: Obj[] }>(url, matchId, p2Token!);
      const cmd = view.legalActions.find((a) => a.type === 'pass') ?? view.legalActions.find((a) => a.type !== 'concede')!;
      const res = await postSeatCommand(url, matchId, 1, p2Token!, { commandId: `p2-${Date.now()}-${Math.random()}`, command: cmd });
      expect(res.status).toBe(200);
      await caughtUp();
    };
    /** Whoever must act passes (P1 by clicking) until `done`; returns every stack kind seen on the page. */
    const advance = async (done: () => Promise<boolean>, what: string): Promise<Set<string>> => {
      const seen = new Set<string>();
      for (let i = 0; i < 150; i += 1) {
        await caughtUp();
        for (const k of await stack.evaluateAll((ls) => ls.map((l) => (l as unknown as { dataset: Record<string, string> }).dataset.kind!))) seen.add(k);
        if (await done()) return seen;
        const waiting = (await http<{ waitingFor: number[] }>(url, 'GET', `/matches/${matchId}`)).waitingFor;
        if (waiting.includes(0)) await click((await button('[data-type="pass"]').count()) ? '[data-type="pass"]' : ':not([data-type="concede"])');
        else if (waiting.includes(1)) await p2Moves();
        else throw new Error(`nobody to act while waiting for ${what}`);
      }
      await screenshot(page, 'four-souls-stuck');
      throw new Error(`never reached: ${what}: ${await infoText()}`);
    };
    const p1CanAttack = async () => (await button('[data-type="declare-attack"]').count()) > 0;
    const gaper = table.locator('[data-slot="monster-0"] .card[data-card="gaper"]');

    // Pass through the start of the turn (loot draw, triggers) to P1's action step.
    await advance(p1CanAttack, 'P1 in the action step');
    expect(await infoText()).toMatch(/Turn 1 · P1 active · action phase · Priority: P1/);
    expect(await stack.count()).toBe(0);
    await page.locator('.player[data-seat="0"] .hand .card[data-card="bomb"]').waitFor();
    // The Bomb offers one button per target, each named: both players and both monsters.
    const bombTargets = await button('[data-type="play-loot"][data-card="bomb"]:not([data-via])').evaluateAll((bs) =>
      bs.map((b) => (b as unknown as { textContent: string }).textContent),
    );
    // The server's labels name the card and its target, never an object id.
    expect(bombTargets).toHaveLength(4);
    for (const [i, aim] of [/Gaper/, /Monstro/, /P1|you/i, /P2/].entries())
      expect(bombTargets.filter((t) => /Bomb/.test(t) && aim.test(t)).length, `target ${i}`).toBeGreaterThan(0);
    for (const t of bombTargets) expect(t).not.toMatch(/\bo\d+\b/);
    await screenshot(page, '15-four-souls-action-step');

    // Aim the Bomb on the table: clicking the card highlights what it may target (both players, both
    // monsters); Escape or Cancel puts the table back; clicking Gaper plays it. P1 keeps priority.
    const bomb = page.locator('.player[data-seat="0"] .hand .card[data-card="bomb"]');
    expect(await bomb.locator('.chip').textContent()).toBe('Play');
    await bomb.click();
    await page.locator('#card-actions', { hasText: 'Bomb' }).waitFor();
    await page.locator('#variant-toggle').waitFor(); // Cain's tap: a toggle on the card, not a second button per target
    expect(await targetable.evaluateAll((els) => els.map((e) => (e as unknown as { dataset: Record<string, string> }).dataset.pick!).sort())).toEqual(
      [
        `obj:${await gaper.getAttribute('data-obj')}`,
        `obj:${await table.locator('.card[data-card="monstro"]').getAttribute('data-obj')}`,
        'seat:0',
        'seat:1',
      ].sort(),
    );
    await page.locator('#cancel-pick').click();
    expect(await targetable.count()).toBe(0);
    await bomb.click();
    await gaper.and(page.locator('.targetable')).waitFor();
    await screenshot(page, '16-four-souls-picking-a-target');
    await moves(gaper, 'clicking Gaper');
    await stack.and(page.locator('[data-source="bomb"][data-target="gaper"]')).waitFor();
    expect(await stack.count()).toBe(1);
    expect(await stack.first().textContent()).toMatch(/Bomb — .*Gaper/);
    expect(await page.locator('.player[data-seat="0"] .hand .card[data-card="bomb"]').count()).toBe(0);
    expect(await infoText()).toMatch(/Priority: P1$/); // nobody has passed yet: no count
    expect(await p1CanAttack()).toBe(false); // not with something on the stack
    expect(await targetable.count()).toBe(0);
    await screenshot(page, '17-four-souls-bomb-on-stack');

    // P1 passes: priority goes to P2, the Bomb still waits.
    await click('[data-type="pass"]');
    expect(await infoText()).toMatch(/Priority: P2 — 1 player has passed$/);
    expect(await stack.count()).toBe(1);
    expect(await offered(page).count()).toBe(0);
    // P2 passes too: the Bomb resolves, Gaper takes 1 damage, priority is back with P1.
    await p2Moves();
    await advance(p1CanAttack, 'the Bomb to resolve');
    expect(await stack.count()).toBe(0);
    expect(await gaper.locator('.card-numbers').textContent()).toContain('♥1/2'); // the view's current health
    await table.locator('.deck[data-deck="loot"] .card[data-card="bomb"]').waitFor(); // the loot discard's top
    expect(await infoText()).toMatch(/Priority: P1/);
    await page.locator('.log li', { hasText: 'P1: Bomb goes on the stack targeting Gaper' }).waitFor();
    await page.locator('.log li', { hasText: 'Bomb resolves' }).waitFor();
    await page.locator('.log li', { hasText: 'Gaper takes 1 damage' }).first().waitFor();

    // Attack Gaper, picked on the table as well (the buttons offer the same attacks).
    const attacks = await button('[data-type="declare-attack"]').allTextContents();
    expect(attacks.some((t) => /Gaper/.test(t))).toBe(true);
    expect(attacks.some((t) => /monster deck/.test(t))).toBe(true);
    await table.locator('[data-pick="deck:monster"].actionable').waitFor(); // the top of the monster deck may be attacked too
    expect(await gaper.locator('.chip').textContent()).toBe('Attack');
    await moves(gaper, 'attacking Gaper'); // its one action: a click does it
    await stack.and(page.locator('[data-kind="attack"]')).waitFor();
    expect(await stack.first().textContent()).toMatch(/attack on Gaper/);
    expect(await infoText()).toMatch(/Priority: P1/);
    await screenshot(page, '18-four-souls-attack-declared');
    await advance(async () => (await stack.and(page.locator('[data-kind="roll"]')).count()) > 0, 'the attack roll');
    await page.locator('.log li', { hasText: 'P1 attacks Gaper' }).waitFor();
    await page
      .locator('.log li', { hasText: /P1: a roll of \d goes on the stack/ })
      .first()
      .waitFor();
    const roll = stack.and(page.locator('[data-kind="roll"]'));
    expect(Number(await roll.locator('.die').getAttribute('data-value'))).toBeGreaterThanOrEqual(1); // drawn as a die
    expect(await infoText()).toMatch(/Priority: P1/);
    await screenshot(page, '19-four-souls-attack-roll');

    // Whatever the die said, the Loaded Die (played with Cain's tap: the turn's loot play went to
    // the Bomb) sets it to 6: aimed by clicking the roll on the stack.
    expect(await button('[data-type="play-loot"][data-card="loaded-die"]:not([data-via])').count()).toBe(0);
    // The roll is its only target: a click on the card plays it there.
    await moves(page.locator('.player[data-seat="0"] .hand .card[data-card="loaded-die"]'), 'playing the Loaded Die on the roll');
    await stack.and(page.locator('[data-source="loaded-die"]')).waitFor();
    expect(await stack.first().textContent()).toMatch(/Loaded Die — /);
    expect(await table.locator('.player[data-seat="0"] .card[data-card="cain"]').getAttribute('class')).toContain('tapped');
    await advance(async () => (await stack.and(page.locator('[data-source="loaded-die"]')).count()) === 0, 'the Loaded Die to resolve');
    await page.locator('.log li', { hasText: 'the roll becomes 6' }).waitFor();
    // The roll of 6 hits (evasion 3): 1 damage, Gaper (1 HP left) dies, P1 gains its 1¢, the slot refills.
    await advance(async () => (await button('[data-type="end-turn"]').count()) > 0, 'the attack to end');
    await page.locator('.log li', { hasText: "P1's attack on Gaper ends" }).waitFor();
    expect(await page.locator('.log li', { hasText: 'Gaper takes 1 damage' }).count()).toBe(2); // the Bomb's and the attack's
    await page.locator('.log li', { hasText: 'P1 gains 1¢' }).waitFor();
    expect(await page.locator('.log li', { hasText: /P1 takes \d damage/ }).count()).toBe(0); // never missed
    expect(await table.locator('.slots-monster .card[data-card="gaper"]').count()).toBe(0); // (its card is on the monster discard)
    expect(await table.locator('[data-slot="monster-0"] .card').getAttribute('data-card')).toBe('dip');
    await table.locator('.deck[data-deck="monster"] .card[data-card="gaper"]').waitFor(); // the monster discard's top
    expect(await page.locator('.player[data-seat="0"] .meta').textContent()).toMatch(/^♥ 2\/2 · ⚔ 1 · 4¢/);
    await screenshot(page, '20-four-souls-attack-over');

    // End the turn, pass through its end, and P2's turn starts.
    expect(await stack.count()).toBe(0);
    await click('[data-type="end-turn"]');
    await advance(async () => /P2 active/.test(await infoText()), "P2's turn");
    expect(await infoText()).toMatch(/Turn 2 · P2 active/);
    await screenshot(page, '21-four-souls-p2-turn');
  });

  it('any other game gets the generic table: the view as a tree, legal actions as buttons, the log', async () => {
    const page = await newPage();
    await page.goto(url);
    await page.locator('#game').selectOption('high-card');
    await page.locator('#create').click();
    await page.waitForURL(/#\/match\//);
    await page.locator('.table.generic .tree').waitFor();
    for (let round = 0; round < 2; round += 1) {
      const buttons = offered(page);
      await buttons.first().waitFor();
      expect(await buttons.first().textContent()).toMatch(/^Play \d+$/); // the server's label
      const before = await shownSeq(page);
      await buttons.first().click();
      await until(async () => (await shownSeq(page)) > before, 'the round to go on');
    }
    await page
      .locator('.log li', { hasText: /^hc\.played/ }) // the test game's own words for its events
      .first()
      .waitFor();
    await page.locator('.tree summary', { hasText: 'view' }).waitFor();
    await screenshot(page, '12-generic-table');
  });

  it('watching as a spectator, the API routes and /docs stay reachable next to the client', async () => {
    const { matchId } = await http<{ matchId: string }>(url, 'POST', '/matches', { gameId: 'mansters', seats: 2, bots: [null, 'random'] });
    const page = await newPage();
    await page.goto(`${url}/#/match/${matchId}?watch`);
    await page.locator('h1', { hasText: 'Watching' }).waitFor();
    await page.locator('.status .prompt', { hasText: 'Waiting for every seat' }).waitFor();
    expect(await page.locator('#action-bar').count()).toBe(0); // a spectator has no actions
    expect(await page.locator('#no-seat').textContent()).toContain('spectator');
    await http(url, 'POST', `/matches/${matchId}/seats/0`, { name: 'Late' });
    await page.locator('.status .prompt', { hasText: /opening stack|draws/ }).waitFor();
    await screenshot(page, '11-spectator');

    const index = await fetch(`${url}/`);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(await fetch(`${url}/health`).then((r) => r.status)).toBe(200);
    expect(await fetch(`${url}/games`).then((r) => r.json())).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'mansters' })]));
    expect(await fetch(`${url}/docs`).then((r) => r.status)).toBe(200);
    const missing = await fetch(`${url}/no-such-route`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: 404 });
    for (const errors of pageErrors) expect(errors).toEqual([]);
  });
});
