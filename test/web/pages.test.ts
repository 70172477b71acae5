import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGameDefinition } from '../../src/engine/game-definition';
import { toExportText } from '../../src/replay/core/export-format';
import { claimSeats, createMatch, http, until } from '../realtime/support/harness';
import { TEST_ADMIN_TOKEN } from '../support/app';
import { recordBotMatch } from '../support/recorded-bot-match';
import { highCard } from '../support/test-game';
import { browserSession, screenshot, signUpInPage, startWebServer } from './support';

/** An imported match: a high-card bot match recorded in memory, as another server would have exported it. */
const IMPORTED_ID = '3c1f6a2e-8d4b-4e7a-9b10-2a3b4c5d6e7f';
const { record } = recordBotMatch(highCard as AnyGameDefinition, {
  matchId: IMPORTED_ID,
  seed: 'pages-imported',
  bots: ['random', 'random'],
  options: { rounds: 3 },
  maxCommands: 50,
});

type MarkKind = 'scenario' | 'imported' | 'sandbox';

/**
 * The pages beside the table (docs/web.md): each trust mark shows on the lobby, the replay, the
 * table and the dispute page exactly when the match has it, and the lobby's actions are on a
 * phone's screen.
 */
describe('web pages: trust marks on the lobby and the replay, the lobby on a phone', () => {
  let url: string;
  let stop: (() => Promise<void>) | undefined;
  const session = browserSession();
  /** The match of each kind, and the marks it has. */
  const matches: { id: string; marks: MarkKind[] }[] = [];

  beforeAll(async () => {
    ({ url, stop } = await startWebServer([highCard], session, { BOT_WATCHED_DELAY_MS: 0 }));
    const fair = await createMatch(url, { gameId: 'high-card', seats: 2, bots: ['random', 'random'], options: { rounds: 3 } });
    const scenario = await createMatch(url, {
      gameId: 'high-card',
      seats: 2,
      bots: ['random', 'random'],
      options: { rounds: 3 },
      setup: {
        hands: [
          [1, 2, 3],
          [4, 5, 6],
        ],
      },
    });
    const imported = await fetch(`${url}/matches/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'application/x-ndjson' },
      body: toExportText(record, new Date('2026-01-01T00:00:00.000Z')),
    });
    expect(imported.status, await imported.clone().text()).toBe(201);
    await until(async () => (await http<{ status: string }>(url, 'GET', `/matches/${fair}`)).status === 'finished', 'the fair bot match to end');
    const sandbox = await http<{ matchId: string }>(url, 'POST', `/matches/${fair}/sandbox`, { step: 2 });
    matches.push(
      { id: fair, marks: [] },
      { id: scenario, marks: ['scenario'] },
      { id: IMPORTED_ID, marks: ['imported'] },
      { id: sandbox.matchId, marks: ['sandbox'] },
    );
  }, 120_000);
  afterAll(() => stop?.());

  /** How many marks of each kind `scope` shows. */
  const shownMarks = async (scope: ReturnType<Page['locator']>) => ({
    scenario: await scope.locator('.mark.scenario:visible').count(),
    imported: await scope.locator('.mark.imported:visible').count(),
    sandbox: await scope.locator('.mark.sandbox:visible').count(),
  });
  const expected = (marks: readonly MarkKind[]) => ({
    scenario: marks.includes('scenario') ? 1 : 0,
    imported: marks.includes('imported') ? 1 : 0,
    sandbox: marks.includes('sandbox') ? 1 : 0,
  });

  it('the lobby marks exactly the scenario and the imported match; the sandbox is not listed', async () => {
    const page = await session.newPage();
    await page.goto(url);
    await page.locator(`tr[data-match="${IMPORTED_ID}"]`).waitFor();
    for (const m of matches) {
      const row = page.locator(`tr[data-match="${m.id}"]`);
      if (m.marks.includes('sandbox')) {
        expect(await row.count(), 'a sandbox is unlisted').toBe(0);
        continue;
      }
      await row.waitFor();
      expect(await shownMarks(row), `lobby row of ${m.marks.join() || 'the fair match'}`).toEqual(expected(m.marks));
    }
    expect(await page.locator('.mark.sandbox').count()).toBe(0);
    await screenshot(page, '50-lobby-marks');
  });

  it('the replay shows exactly the marks each match has; a sandbox links to its origin', async () => {
    const page = await session.newPage();
    for (const m of matches) {
      await page.goto(`${url}/#/replay/${m.id}`);
      await page.locator('.step-label', { hasText: /^step \d+\// }).waitFor();
      expect(await shownMarks(page.locator('body')), `replay of ${m.marks.join() || 'the fair match'}`).toEqual(expected(m.marks));
    }
    const origin = await page.locator('.mark.sandbox a.origin-link').getAttribute('href');
    expect(origin).toBe(`#/replay/${matches[0]!.id}?step=2&viewer=omniscient`);
    await screenshot(page, '51-replay-sandbox-mark');
  });

  it('the table and the dispute page show exactly the marks each match has too', async () => {
    const page = await session.newPage();
    for (const m of matches) {
      const what = m.marks.join() || 'the fair match';
      await page.goto(`${url}/#/match/${m.id}?watch`);
      await page.locator('.table').first().waitFor();
      expect(await shownMarks(page.locator('body')), `table of ${what}`).toEqual(expected(m.marks));
      // "Watching as a spectator" only while the match is played: a finished one is watched by everyone.
      expect(await page.locator('#no-seat').count(), `spectator line on the table of ${what}`).toBe(m.marks.includes('sandbox') ? 1 : 0);
      if (m.marks.includes('sandbox')) continue; // not finished: no dispute review yet
      await page.goto(`${url}/#/dispute/${m.id}`);
      await page.locator('#verdict').waitFor();
      expect(await shownMarks(page.locator('body')), `dispute page of ${what}`).toEqual(expected(m.marks));
    }
  });

  it('on a phone (390×844) every action of the lobby is on screen without scrolling sideways, nothing sticky covers a fifth of it', async () => {
    const waiting = await createMatch(url, { gameId: 'high-card', seats: 2 });
    await claimSeats(url, waiting, 1); // P2 stays open: its row offers "Join as P2…"
    const page = await session.newPage({ touch: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url);
    const row = page.locator(`tr[data-match="${waiting}"]`);
    await row.locator('button.join').click();
    await row.locator('.join-confirm').waitFor();
    const layout = await page.evaluate(() => {
      const doc = (globalThis as unknown as { document: { documentElement: { scrollWidth: number }; querySelectorAll(s: string): ArrayLike<unknown> } })
        .document;
      type Box = { left: number; right: number; width: number; height: number };
      type El = { getBoundingClientRect(): Box; id: string; className: string; tagName: string };
      const win = globalThis as unknown as { getComputedStyle(e: unknown): { position: string; display: string } };
      const controls = Array.from(doc.querySelectorAll('#app a, #app button, #app select, #app input') as ArrayLike<El>)
        .map((e) => ({ what: `${e.tagName} ${e.id || e.className}`, box: e.getBoundingClientRect() }))
        .filter((c) => c.box.width > 0);
      const pinned = Array.from(doc.querySelectorAll('body *') as ArrayLike<El>)
        .filter((e) => ['fixed', 'sticky'].includes(win.getComputedStyle(e).position) && win.getComputedStyle(e).display !== 'none')
        .map((e) => {
          const b = e.getBoundingClientRect();
          return { what: e.id || e.className, share: (b.width * b.height) / (390 * 844) };
        });
      return { scrollWidth: doc.documentElement.scrollWidth, controls, pinned };
    });
    expect(layout.scrollWidth).toBeLessThanOrEqual(390);
    expect(layout.controls.length).toBeGreaterThan(20); // the form, the join form, every row's links
    const off = layout.controls.filter((c) => c.box.left < 0 || c.box.right > 390).map((c) => c.what);
    expect(off).toEqual([]);
    for (const p of layout.pinned) expect(p.share, p.what).toBeLessThanOrEqual(0.2);
    await screenshot(page, '52-phone-lobby-join', false);
  });

  it('on a phone the account page lists each kind of push notification on a line of its own, and a change is kept', async () => {
    const page = await session.newPage({ touch: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url);
    await signUpInPage(page, 'pia');
    await page.goto(`${url}/#/account`);
    const kinds = page.locator('.push-kinds label');
    await kinds.first().waitFor();
    expect(await page.locator('.push-kinds legend').textContent()).toBe('Send a notification when:');
    expect(await kinds.allTextContents()).toEqual([
      ' Your turn',
      ' The deadline of your turn is near',
      ' A match is over',
      ' A rematch is offered',
      ' An invitation is addressed to you (any match)',
    ]);
    // One per line: each starts below the one before, at the same left edge.
    const boxes = await kinds.evaluateAll((ls) =>
      ls.map((l) => (l as unknown as { getBoundingClientRect(): { top: number; bottom: number; left: number } }).getBoundingClientRect()),
    );
    for (let i = 1; i < boxes.length; i += 1) {
      expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom - 0.5);
      expect(boxes[i]!.left).toBe(boxes[0]!.left);
    }
    await screenshot(page, '53-phone-account-push', false);
    const over = page.locator('input[name="push-matchOver"]');
    expect(await over.isChecked()).toBe(true);
    await over.click();
    await expect
      .poll(async () => (await page.evaluate(async () => (await fetch('/me/notification-settings')).json())) as { matchOver: boolean })
      .toMatchObject({ matchOver: false });
    await page.reload();
    await page.locator('input[name="push-matchOver"]').waitFor();
    expect(await page.locator('input[name="push-matchOver"]').isChecked()).toBe(false);
    expect(await page.locator('input[name="push-turn"]').isChecked()).toBe(true);
  });
});
