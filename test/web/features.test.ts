import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedGames } from '../../src/games/registry';
import { TEST_ADMIN_TOKEN } from '../support/app';
import { createTestDatabase } from '../support/database';
import { fixedRandomness } from '../support/fixed-randomness';
import { claimSeats, createMatch, http, startApp, until } from '../realtime/support/harness';
import { browserSession, postSeatCommand, startWebServer, screenshot, seatView, shownSeq, toastText } from './support';

/**
 * The browser client's auto-pass toggle, the replay viewer's live follow (the `/replay` socket
 * namespace), the import page, and the log's words for every event type of both games.
 */
type Obj = Record<string, unknown>;
interface Storage {
  localStorage: { setItem(key: string, value: string): void };
}

describe('web client: auto-pass, live replay, import, event words', () => {
  let url: string;
  const session = browserSession();
  const { newPage, pageErrors } = session;

  /** Opens the table of `matchId` as the seat whose token this is. */
  const openAsSeat = async (page: Page, matchId: string, seat: number, token: string) => {
    await page.goto(url);
    await page.evaluate(
      ([id, s, t]) => (globalThis as unknown as Storage).localStorage.setItem(`stackbound:seat:${id}`, JSON.stringify({ seat: s, token: t })),
      [matchId, seat, token] as const,
    );
    await page.goto(`${url}/#/match/${matchId}`);
    await page.locator('.conn.ok').waitFor();
  };

  const summary = (matchId: string) => http<{ seq: number; status: string; waitingFor: number[] }>(url, 'GET', `/matches/${matchId}`);

  /** One move of `seat` over REST: the first legal action `choose` picks (default: pass). */
  const restMove = async (
    matchId: string,
    seat: number,
    token: string,
    choose: (legal: Obj[]) => Obj | undefined = (l) => l.find((a) => a.type === 'pass'),
  ) => {
    const view = await seatView<{ legalActions: Obj[] }>(url, matchId, token);
    const cmd = choose(view.legalActions) ?? view.legalActions.find((a) => a.type !== 'concede');
    if (!cmd) throw new Error(`seat ${seat} has nothing to do`);
    const res = await postSeatCommand(url, matchId, seat, token, { commandId: `rest-${Date.now()}-${Math.random().toString(36).slice(2)}`, command: cmd });
    expect(res.status).toBe(200);
    return cmd;
  };

  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ url, stop } = await startWebServer(shippedGames, session));
  });
  afterAll(() => stop?.());

  it("priority stops: a visible menu; the server passes for the seat while on, never while off; remembered per seat across a reload; the log shows the server's texts", async () => {
    // P2 (Isaac, this page) has no loot and only The D6 (needs a roll to aim at): passing is all it
    // may do during P1's turn. P1 (Cain) plays over REST.
    const setup = { characters: ['cain', 'isaac'], firstPlayer: 0, hands: [[], []], monsters: ['gaper', 'monstro'] };
    const matchId = await createMatch(url, { gameId: 'four-souls', seats: 2, setup });
    const [p1, p2] = await claimSeats(url, matchId, 2);
    const page = await newPage();
    await page.goto(url);
    await page.evaluate((id) => (globalThis as unknown as Storage).localStorage.setItem(`stackbound:stop:${id}:1`, 'off'), matchId);
    await openAsSeat(page, matchId, 1, p2!);
    const box = page.locator('#priority-stop');
    await box.waitFor();
    expect(await box.inputValue()).toBe('off'); // this seat's remembered choice
    /** Log lines of events the server wrote by auto-passing (one pass may write several events). */
    const autoPassed = page.locator('.log li.system', { hasText: '(auto-pass)' });
    const caughtUp = async () => {
      const seq = (await summary(matchId)).seq;
      await until(async () => (await shownSeq(page)) >= seq, `the page to reach seq ${seq}`);
    };

    // Off: P1 passes until something is on the stack and priority goes to P2 (R-STACK-6: on an
    // empty stack only the active player acts); it stays there, and the page offers P2 its pass.
    for (let i = 0; i < 5 && !(await summary(matchId)).waitingFor.includes(1); i += 1) await restMove(matchId, 0, p1!);
    await caughtUp();
    expect((await summary(matchId)).waitingFor).toEqual([1]);
    await page.locator('#pass:not([disabled])').waitFor();
    expect(await autoPassed.count()).toBe(0);

    // On: the server passes for P2 at once, and again each time P2 gets priority.
    await box.selectOption('only-pass');
    await until(async () => (await box.inputValue()) === 'only-pass' && (await autoPassed.count()) > 0, 'the first auto-pass');
    const first = await autoPassed.count();
    await toastText(page).then((t) => expect(t).toContain('Priority: Pass only when passing is all I can do'));
    // P1 passes through the start of its turn to its action phase. On an empty stack only P1 acts
    // (R-STACK-6), so P2 gets priority again only when something goes on the stack (below).
    for (let i = 0; i < 30; i += 1) {
      await until(async () => (await summary(matchId)).waitingFor.includes(0), 'P1 to be asked again (P2 auto-passed)');
      await caughtUp();
      if ((await page.locator('.table.four-souls .info').textContent())?.includes('action phase')) break;
      await restMove(matchId, 0, p1!);
    }
    await caughtUp();
    expect(await autoPassed.count()).toBeGreaterThanOrEqual(first);
    expect((await summary(matchId)).waitingFor).not.toContain(1);
    await screenshot(page, '22-four-souls-auto-pass');

    // Off again: P1 uses Lucky Coin and passes; P2 is asked and nothing passes for it.
    await box.selectOption('off');
    // The menu shows "off" as soon as it is picked; the server has it once the page says so (its
    // toast follows the acknowledgement). P1's moves before that could still be passed for P2.
    await page.locator('#toast.show', { hasText: 'Priority: Never pass for me' }).waitFor();
    expect(await box.inputValue()).toBe('off');
    const before = await autoPassed.count();
    await restMove(matchId, 0, p1!, (l) => l.find((a) => a.type === 'activate'));
    await restMove(matchId, 0, p1!);
    await caughtUp();
    await page.locator('#pass:not([disabled])').waitFor();
    await new Promise((r) => setTimeout(r, 400));
    expect((await summary(matchId)).waitingFor).toEqual([1]);
    expect(await autoPassed.count()).toBe(before);

    // On, then reload: the preference is sent again with the join and shown from the snapshot.
    await box.selectOption('only-pass');
    await until(async () => (await autoPassed.count()) > before, 'the auto-pass of the waiting pass');
    await page.reload();
    await page.locator('.conn.ok').waitFor();
    await until(async () => (await page.locator('#priority-stop').inputValue()) === 'only-pass', 'the menu to show the choice after the reload');
    await until(async () => (await summary(matchId)).waitingFor.includes(0), 'P1 to be asked');
    await caughtUp();
    const beforeReload = await autoPassed.count();
    await restMove(matchId, 0, p1!, (l) => l.find((a) => a.type === 'declare-attack' && a.monster !== 'deck'));
    await restMove(matchId, 0, p1!);
    await until(async () => (await autoPassed.count()) > beforeReload, 'an auto-pass after the reload');

    // Every log line is the server's text of its event, as this seat received it (a run of priority
    // events is one folded line naming who passed).
    const texts = await page.evaluate((id) => {
      const sb = (globalThis as unknown as { stackbound: { client: { mirror(id: string): { events: { seq: number; text: string }[] } } } }).stackbound;
      return sb.client.mirror(id).events.map((e) => [e.seq, e.text] as const);
    }, matchId);
    const lines = await page
      .locator('.log li:not(.folded)')
      .evaluateAll((lis) => lis.map((li) => [Number(li.getAttribute('data-seq')), li.textContent ?? ''] as const));
    expect(lines.length).toBeGreaterThan(10);
    for (const [seq, line] of lines) expect(line).toContain(texts.find(([s]) => s === seq)![1]);
  });

  it('replay viewer: follows a live match through the /replay namespace, pauses, resumes and sees it end', async () => {
    const matchId = await createMatch(url, { gameId: 'four-souls', seats: 2, setup: { firstPlayer: 0 } });
    const tokens = await claimSeats(url, matchId, 2);
    const page = await newPage(); // a spectator: no token in this browser
    await page.goto(`${url}/#/replay/${matchId}`);
    const label = page.locator('.step-label');
    const follow = page.locator('#follow-live');
    await follow.waitFor();
    expect(await follow.isChecked()).toBe(true);
    await page.locator('#live-badge', { hasText: 'live' }).waitFor();
    const stepOf = async () => {
      const m = /step (\d+)\/(\d+)/.exec((await label.textContent()) ?? '');
      return m ? { step: Number(m[1]), last: Number(m[2]) } : null;
    };
    const start = await until(stepOf, 'the first step');
    expect(start.step).toBe(start.last); // following: the newest step
    const move = async () => {
      const s = await summary(matchId);
      const seat = s.waitingFor[0]!;
      return restMove(matchId, seat, tokens[seat]!);
    };

    // Each move shows up by itself, with its events in words.
    await move();
    await until(async () => (await stepOf())?.step === start.last + 1, 'the live step');
    expect((await stepOf())!.last).toBe(start.last + 1);
    await page
      .locator('.step-events li', { hasText: /priority/ })
      .first()
      .waitFor();
    await move();
    await until(async () => (await stepOf())?.step === start.last + 2, 'the next live step');
    await screenshot(page, '23-replay-live-follow');

    // Paused: new steps extend the timeline but the view stays.
    await follow.click();
    await page.locator('#live-badge', { hasText: 'paused' }).waitFor();
    await move();
    await until(async () => (await stepOf())?.last === start.last + 3, 'the timeline to grow');
    expect((await stepOf())!.step).toBe(start.last + 2);
    // Resumed: back to the newest step. Stepping back by hand pauses again.
    await follow.click();
    await until(async () => (await stepOf())?.step === start.last + 3, 'the newest step');
    await page.locator('#prev').click();
    await until(async () => (await stepOf())?.step === start.last + 2, 'the previous step');
    expect(await follow.isChecked()).toBe(false);
    await follow.click();
    await until(async () => (await stepOf())?.step === start.last + 3, 'the newest step again');

    // P2 concedes: the last step shows the outcome and the page offers the audit.
    await restMove(matchId, 1, tokens[1]!, () => ({ type: 'concede' }));
    await page.locator('.left .prompt', { hasText: 'Game over: P1 won' }).waitFor();
    await page.locator('a', { hasText: 'Audit / dispute' }).waitFor();
    await page.locator('#live-badge', { hasText: 'the match is over' }).waitFor();
    expect(await page.locator('#viewer option[value="omniscient"]').isDisabled()).toBe(false);
    await screenshot(page, '24-replay-live-ended');
  });

  it('import page: an export file from another server is imported, audited, and opens in the replay and dispute pages', async () => {
    // Another server (its own database) plays a short Four Souls bot match and exports it. Its deal
    // and bot draws are fixed too: the event kinds and the resolution step looked for below are
    // those of the same match every run.
    const otherDb = await createTestDatabase();
    const other = await startApp(otherDb, shippedGames, {}, fixedRandomness('web-features-import'));
    let file: string;
    let matchId: string;
    try {
      matchId = await createMatch(other.url, { gameId: 'four-souls', seats: 2, bots: ['greedy', 'random'], options: { turnCap: 2 } });
      await until(
        async () => (await http<{ status: string }>(other.url, 'GET', `/matches/${matchId}`)).status === 'finished',
        'the bot match to finish',
        40_000,
      );
      file = await fetch(`${other.url}/matches/${matchId}/export`).then((r) => r.text());
    } finally {
      await other.app.close();
      await otherDb.drop();
    }
    const events = file.split('\n').filter((l) => l.includes('"record":"event"')).length;
    const upload = { name: `match-${matchId}.ndjson`, mimeType: 'application/x-ndjson', buffer: Buffer.from(file, 'utf8') };

    const page = await newPage();
    await page.goto(url);
    await page.locator('#import-link').click();
    await page.waitForURL(/#\/import$/);
    // Without a file, and with a file that is no export: refused in words.
    await page.locator('#import-button').click();
    expect(await toastText(page)).toContain('Choose an export file first');
    // Import is an operator action: the page sends the token typed in.
    await page.locator('#import-token').fill(TEST_ADMIN_TOKEN);
    await page.locator('#import-file').setInputFiles({ name: 'notes.ndjson', mimeType: 'application/x-ndjson', buffer: Buffer.from('{"hello":"world"}\n') });
    await page.locator('#import-button').click();
    await page.locator('#import-error').waitFor();
    expect(await page.locator('#import-error').textContent()).toMatch(/^Could not import notes\.ndjson: .+ \(BAD_EXPORT_FILE\)$/);

    await page.locator('#import-file').setInputFiles(upload);
    await page.locator('#import-button').click();
    const result = page.locator('.import-result');
    await result.waitFor();
    expect(await result.getAttribute('data-match')).toBe(matchId);
    // Named by its game and players, as every page names a match, never by id.
    await result.locator('b', { hasText: /^Imported: Four Souls, .+ vs .+$/ }).waitFor();
    expect(await result.textContent()).toMatch(new RegExp(`^Imported: Four Souls, .+ vs .+\\. ${events} events, \\d+ commands; audit clean ✔`));
    expect(await result.textContent()).not.toContain(matchId.slice(0, 8));
    await screenshot(page, '25-import');

    // Its dispute page: a clean audit, every event in words, a page of rows at a time.
    await result.locator('a.dispute').click();
    await page.locator('#verdict').waitFor();
    expect(await page.locator('#verdict').textContent()).toContain('Audit clean');
    await page.locator('#imported-mark', { hasText: 'imported' }).waitFor(); // marked as imported
    const rows: { kind: string; what: string }[] = [];
    for (;;) {
      const label = (await page.locator('#page-label').textContent()) ?? '';
      expect(label).toMatch(new RegExp(`^${rows.length + 1}–\\d+ of ${events}$`));
      const shown = await page.locator('table.events tbody tr').evaluateAll((trs) =>
        trs.map((tr) => {
          const cell = (c: string) => (tr as unknown as { querySelector(s: string): { textContent: string } }).querySelector(c).textContent;
          return { kind: cell('.kind'), what: cell('.what') };
        }),
      );
      rows.push(...shown);
      if (await page.locator('#page-next').isDisabled()) break;
      await page.locator('#page-next').click();
      await page.locator('#page-label', { hasText: new RegExp(`^${rows.length + 1}–`) }).waitFor();
    }
    expect(rows).toHaveLength(events);
    const humanize = (t: string) => t.replace(/[._-]+/g, ' ').replace(/^./, (c) => c.toUpperCase());
    const generic = rows.filter((r) => r.what === humanize(r.kind) || r.what.startsWith(`${humanize(r.kind)} (`) || /object o?\d+/.test(r.what));
    expect(generic).toEqual([]);
    expect(new Set(rows.map((r) => r.kind)).size).toBeGreaterThan(15);
    await screenshot(page, '26-dispute-four-souls', false);

    // Its replay: the Four Souls table at every step, the step's events in words.
    await page.locator('a', { hasText: 'Replay' }).first().click();
    await page.waitForURL(/#\/replay\//);
    await page.locator('.step-label', { hasText: 'step 0/' }).waitFor();
    await page.locator('#imported-mark').waitFor();
    await page.locator('#next-turn').click();
    await page.locator('.step-label', { hasText: 'turn 1' }).waitFor();
    await page.locator('.table.four-souls').waitFor();
    expect(await page.locator('.table.four-souls .player .hand').count()).toBe(2); // omniscient
    // Omniscient: each deck's order, top first, by the names the table uses, as long as the deck.
    const lootOrder = page.locator('.table.four-souls .deck-order[data-deck="loot"]');
    await lootOrder.locator('summary').click();
    const lootCount = Number(await page.locator('.table.four-souls .deck[data-deck="loot"] b').textContent());
    expect(lootCount).toBeGreaterThan(0);
    // The order is drawn with the table's own cards, top first.
    expect(await lootOrder.locator('.zone-cards .card').count()).toBe(lootCount);
    expect((await lootOrder.locator('.zone-cards .card .card-name').first().textContent())?.trim()).toMatch(/^[A-Z]/);
    await page.locator('.table.four-souls .deck-order[data-deck="monster"]').waitFor();
    await page.locator('.step-events li', { hasText: /[Tt]urn 1: (greedy|random) bot/ }).waitFor(); // its player by name, as the log says it
    await page.locator('#next-resolution').click();
    await page
      .locator('.step-events li', { hasText: /resolve/ })
      .first()
      .waitFor();
    await screenshot(page, '27-replay-four-souls');
    await page.locator('#last').click();
    await page.locator('.left .prompt', { hasText: 'Game over' }).waitFor();

    // The same file again: this server has that match now.
    await page.locator('a', { hasText: 'Import' }).first().click();
    await page.locator('#import-token').fill(TEST_ADMIN_TOKEN);
    await page.locator('#import-file').setInputFiles(upload);
    await page.locator('#import-button').click();
    await page.locator('#import-error', { hasText: 'MATCH_EXISTS' }).waitFor();
    expect(await page.locator('#import-error').textContent()).toMatch(/^Could not import match-.+\.ndjson: .+ \(MATCH_EXISTS\)$/);

    // The lobby lists it apart from live play, marked as imported.
    await page.goto(url);
    const importedSection = page.locator('section', { has: page.locator('h2', { hasText: 'Imported from export files' }) });
    await importedSection.locator(`tr[data-match="${matchId}"] .mark.imported`).waitFor();
    expect(
      await page
        .locator('section', { has: page.locator('h2', { hasText: 'Finished' }) })
        .locator(`tr[data-match="${matchId}"]`)
        .count(),
    ).toBe(0);
    for (const errors of pageErrors) expect(errors).toEqual([]);
  }, 180_000);
});
