import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedGames } from '../../src/games/registry';
import { highCard } from '../support/test-game';
import { claimSeats, createMatch, http, until } from '../realtime/support/harness';
import { browserSession, postSeatCommand, screenshot, seatView, shownSeq, startWebServer, watchPageErrors } from './support';

interface View {
  readonly seq: number;
  readonly status: string;
  readonly legalActions: readonly unknown[];
}

/** Plays a match to its end over REST, each seat its first legal action. */
async function playToEnd(url: string, matchId: string, tokens: readonly string[]): Promise<void> {
  for (let n = 0; n < 200; n += 1) {
    let moved = false;
    for (const [seat, token] of tokens.entries()) {
      const view = await seatView<View>(url, matchId, token);
      if (view.status === 'finished') return;
      const action = view.legalActions.find((a) => (a as { type: string }).type !== 'concede');
      if (!action) continue;
      const res = await postSeatCommand(url, matchId, seat, token, { commandId: `p${n}s${seat}`, command: action, expectedSeq: view.seq });
      if (res.status !== 200 && res.status !== 409) throw new Error(`command refused: ${res.status} ${await res.text()}`);
      moved = true;
    }
    if (!moved) throw new Error('no seat could move');
  }
  throw new Error('the match did not end');
}

/**
 * The sandbox from the replay viewer (docs/disputes.md, "Sandbox"): a finished match is branched
 * at a step, the sandbox is marked as one, and its seats are played by clicking on the table; an
 * event step branches too.
 */
describe('web client: a sandbox branched from the replay viewer', () => {
  let url: string;
  const session = browserSession();
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ url, stop } = await startWebServer([...shippedGames, highCard], session));
  });
  afterAll(() => stop?.());

  it('branches a finished match at step 2 and plays two commands in the sandbox, one per seat', async () => {
    const matchId = await createMatch(url, { gameId: 'high-card', seats: 2, options: { rounds: 3 } });
    const tokens = await claimSeats(url, matchId, 2);
    await playToEnd(url, matchId, tokens);

    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${url}/#/replay/${matchId}?step=2`);
    await page.locator('#branch-sandbox', { hasText: 'step 2' }).click();
    const play = page.locator('#branch-play');
    await play.waitFor();
    const sandboxId = /#\/match\/([0-9a-f-]+)/.exec((await play.getAttribute('href')) ?? '')?.[1] ?? '';
    expect(sandboxId).not.toBe('');
    const summary = await http<{ seq: number; sandbox: { matchId: string; step: number } | null; marks: { kind: string }[] }>(
      url,
      'GET',
      `/matches/${sandboxId}`,
    );
    expect(summary.sandbox).toMatchObject({ matchId, step: 2 });
    expect(summary.marks.map((m) => m.kind)).toContain('sandbox');
    const seatLinks = await page.locator('.branch-seat-link').evaluateAll((links) => links.map((a) => (a as { href: string }).href));
    expect(seatLinks).toHaveLength(2);
    await screenshot(page, '42-sandbox-branched');

    // Seat 1 (this browser keeps its token), then seat 2 through its seat link: one click each.
    await play.click();
    // The mark names the origin as a person reads a match, never by its id.
    const mark = page.locator('.mark.sandbox', { hasText: /^sandbox: branched from High card \(test game\), P1 vs P2 at step 2;/ });
    await mark.waitFor();
    expect(await mark.textContent()).not.toContain(matchId.slice(0, 8));
    for (const link of [null, seatLinks[1]!]) {
      if (link) await page.goto(link);
      await page.locator('.conn.ok').waitFor();
      const before = await shownSeq(page);
      const button = page.locator('#all-actions button.action:not([data-type="concede"]):not([disabled])').first();
      await button.click();
      await until(async () => (await shownSeq(page)) > before, 'the sandbox to take the command');
    }
    // Each click was one command and at least one event of the sandbox's own.
    expect((await http<{ seq: number }>(url, 'GET', `/matches/${sandboxId}`)).seq).toBeGreaterThanOrEqual(summary.seq + 2);
    // The original is untouched.
    expect((await http<{ status: string }>(url, 'GET', `/matches/${matchId}`)).status).toBe('finished');

    // In event steps the viewer branches at the event shown, and the sandbox's mark says so and links back there.
    await page.goto(`${url}/#/replay/${matchId}?step=3&unit=event`);
    await page.locator('#branch-sandbox', { hasText: 'event step 3' }).click();
    await page.locator('#branch-created', { hasText: 'starts from event step 3' }).waitFor();
    const atEvent = /#\/match\/([0-9a-f-]+)/.exec((await page.locator('#branch-play').getAttribute('href')) ?? '')?.[1] ?? '';
    const eventSummary = await http<{ sandbox: { step: number; unit?: string; seq: number } | null }>(url, 'GET', `/matches/${atEvent}`);
    expect(eventSummary.sandbox).toMatchObject({ matchId, step: 3, unit: 'event', seq: 3 });
    await page.locator('#branch-play').click();
    await page.locator('.mark.sandbox', { hasText: 'at event step 3' }).waitFor();
    expect(await page.locator('.mark.sandbox a.origin-link').getAttribute('href')).toBe(`#/replay/${matchId}?step=3&viewer=omniscient&unit=event`);
    expect(errors).toEqual([]);
  });
});
