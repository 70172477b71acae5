import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGameDefinition } from '../../src/engine/game-definition';
import { fourSouls } from '../../src/games/four-souls';
import { mansters } from '../../src/games/mansters';
import { toExportText } from '../../src/replay/core/export-format';
import { TEST_ADMIN_TOKEN } from '../support/app';
import { recordBotMatch } from '../support/recorded-bot-match';
import { browserSession, screenshot, startWebServer } from './support';

/**
 * The dispute review and the replay of a Four Souls and a Mansters match on a 390×844 phone, and in
 * a player's words: no sideways scrolling (the seed, the commitment and the audit's hash wrap), a
 * tick for the dice only when some die was re-derived, event kinds and shuffled cards in words, the
 * replay and the dispute page titled by the game's and the seats' names, and `step=last` opening its last step.
 */
/** A seed as the server draws one: 64 hex digits, as long as its commitment. */
const hexSeed = (words: string) => createHash('sha256').update(words).digest('hex');
const MATCHES = {
  'four-souls': {
    def: fourSouls as AnyGameDefinition,
    name: 'Four Souls',
    ...recordBotMatch(fourSouls as AnyGameDefinition, {
      matchId: '5b0e4c2a-6d1f-4a3b-9c8d-7e6f5a4b3c2d',
      seed: hexSeed('dispute-phone-four-souls'),
      bots: ['greedy', 'greedy'],
      options: { turnCap: 6 },
      maxCommands: 3000,
    }),
  },
  mansters: {
    def: mansters as AnyGameDefinition,
    name: 'Mansters',
    ...recordBotMatch(mansters as AnyGameDefinition, {
      matchId: '2e9d8c7b-1a0f-4e3d-8c2b-6a5f4e3d2c1b',
      seed: hexSeed('dispute-phone-mansters'),
      bots: ['greedy', 'greedy'],
      maxCommands: 3000,
    }),
  },
};
type GameId = keyof typeof MATCHES;
const GAMES = Object.keys(MATCHES) as GameId[];
const matchIdOf = (game: GameId) => MATCHES[game].record.matchId;
/** How many dice a match's record holds: a Four Souls roll on the stack or rerolled; Mansters rolls none. */
const diceOf = (game: GameId) =>
  MATCHES[game].record.events.filter((e) => {
    const p = e.payload as { type: string; item?: { kind: string } };
    return (p.type === 'stack-pushed' && p.item?.kind === 'roll') || p.type === 'roll-changed';
  }).length;

describe('web client: the dispute and replay pages on a phone, in words', () => {
  let url: string;
  let stop: () => Promise<void>;
  const session = browserSession();

  beforeAll(async () => {
    ({ url, stop } = await startWebServer([fourSouls, mansters], session));
    for (const game of GAMES) {
      const res = await fetch(`${url}/matches/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'application/x-ndjson' },
        body: toExportText(MATCHES[game].record, new Date('2026-01-01T00:00:00.000Z')),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }
  }, 120_000);
  afterAll(async () => stop?.());

  const phone = async (): Promise<Page> => {
    const page = await session.newPage({ touch: true });
    await page.setViewportSize({ width: 390, height: 844 });
    return page;
  };
  /** How far the page reaches past the screen's right edge (0: no sideways scrolling). */
  const overflow = (page: Page) =>
    page.evaluate(() => {
      const w = globalThis as unknown as { document: { scrollingElement: { scrollWidth: number } }; innerWidth: number };
      return w.document.scrollingElement.scrollWidth - w.innerWidth;
    });

  for (const game of GAMES) {
    it(`${game}: the dispute page fits a phone's width, its dice verdict ticks only re-derived dice, its kinds and cards read in words`, async () => {
      const { def } = MATCHES[game];
      const dice = diceOf(game);
      // The two matches differ where the page must: dice to check, and none.
      expect(dice > 0).toBe(game === 'four-souls');
      const page = await phone();
      await page.goto(`${url}/#/dispute/${matchIdOf(game)}`);
      await page.locator('#verdict', { hasText: 'Audit clean' }).waitFor();
      await page.locator('#shuffle-verdict', { hasText: '✔ all' }).waitFor();
      // Named as the replay names it, by the game and its players; the game's id only as its rules version.
      const matchId = matchIdOf(game);
      expect(await page.locator('#dispute-title').textContent()).toBe(`Dispute review: ${MATCHES[game].name}, greedy bot vs greedy bot`);
      const verdictLine = (await page.locator('#verdict').textContent()) ?? '';
      expect(verdictLine).toMatch(new RegExp(`^✔ Audit clean — ${MATCHES[game].name} under rules version ${def.rulesVersion}, \\d+ events, \\d+ commands$`));
      for (const text of [await page.locator('#dispute-title').textContent(), verdictLine]) expect(text).not.toContain(matchId.slice(0, 8));

      // The hashes wrap: nothing reaches past the screen.
      for (const hash of ['#dice-seed', '#dice-commitment']) {
        expect(await page.locator(hash).textContent()).toMatch(/^[0-9a-f]{64}$/);
        expect((await page.locator(hash).boundingBox())!.width).toBeLessThanOrEqual(390);
      }
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `dispute-phone-${game}`);
      // A check and a step read as a line of facts, then the words: "chain passed" on one line, no "—"
      // where a check found nothing; "#1 turn 0 match created" on one line, no seat for the match's own.
      const lineTops = (row: string, cells: string[]) =>
        page.locator(row).evaluate(
          (tr, cs) =>
            cs.map((c) => {
              const cell = (tr as unknown as { querySelector(s: string): { getBoundingClientRect(): { top: number; height: number } } | null }).querySelector(
                c,
              )!;
              const box = cell.getBoundingClientRect();
              return box.height > 0 ? Math.round(box.top) : null;
            }),
          cells,
        );
      const [chainName, chainStatus, chainBadSeq, chainDetail] = await lineTops('table.checks tbody tr.passed >> nth=0', [
        '.check-name',
        '.check-status',
        '.bad-seq',
        '.check-detail',
      ]);
      expect(chainStatus).toBe(chainName);
      expect(chainBadSeq).toBeNull();
      expect(chainDetail!).toBeGreaterThan(chainName!);
      // Every check's words within the screen, the seed check's hash too.
      const details = await page.locator('table.checks .check-detail').evaluateAll((cells) =>
        cells.map((c) => {
          const cell = c as unknown as { scrollWidth: number; clientWidth: number; getBoundingClientRect(): { right: number } };
          return { whole: cell.scrollWidth <= cell.clientWidth, right: cell.getBoundingClientRect().right };
        }),
      );
      expect(details).toHaveLength(4);
      for (const d of details) expect(d.whole && d.right <= 390, JSON.stringify(d)).toBe(true);
      const [seq, turn, seat, kind, what] = await lineTops('table.events tr[data-seq="1"]', ['.seq', '.turn', '.seat', '.kind', '.what']);
      expect([turn, kind]).toEqual([seq, seq]);
      expect(seat).toBeNull();
      expect(what!).toBeGreaterThan(seq!);
      // A step a seat took names the seat on that line.
      const seated = page.locator('table.events tbody tr', { has: page.locator('td.seat:not(.none)') }).first();
      expect(await seated.locator('.seat').isVisible()).toBe(true);

      // A tick for the dice only when some die was re-derived and all of them matched.
      const verdict = page.locator('#dice-verdict');
      if (dice > 0) {
        await page.locator('#dice-verdict', { hasText: '✔' }).waitFor();
        expect(await verdict.textContent()).toBe(`✔ all ${dice} dice re-derived from the seed in this browser`);
        expect(await page.locator('table.rolls tr.passed').count()).toBe(dice);
        // A die reads "#N rolled V on 1–6" on one line, its derivation under it.
        const [dieSeq, value, range, derivation] = await lineTops('table.rolls tbody tr >> nth=0', ['td:first-child', '.die-value', '.die-range', '.words']);
        expect([value, range]).toEqual([dieSeq, dieSeq]);
        expect(derivation!).toBeGreaterThan(dieSeq!);
      } else {
        expect(await verdict.textContent()).toBe('No die was rolled.');
        expect(await verdict.textContent()).not.toContain('✔');
        expect(await page.locator('table.rolls').count()).toBe(0);
      }

      // The kind filter and column in words: "match created", never match.created or priority-given.
      const kinds = await page
        .locator('#filter-kind option')
        .evaluateAll((os) => os.map((o) => ({ value: (o as unknown as { value: string }).value, text: o.textContent })));
      expect(kinds.length).toBeGreaterThan(10);
      expect(kinds).toContainEqual({ value: 'match.created', text: 'match created' });
      expect(kinds).toContainEqual({ value: 'seat.claimed', text: 'seat claimed' });
      for (const { text } of kinds) expect(text).toMatch(/^[a-z]+( [a-z]+)*$/);
      expect(await page.locator('table.events tr[data-seq="1"] .kind').textContent()).toBe('match created');

      // A step picked far down the list: its reasons, below the list on a phone, come into view.
      const inView = () =>
        page.locator('#why').evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top < (globalThis as unknown as { innerHeight: number }).innerHeight && box.bottom > 0;
        });
      const lastRow = page.locator('table.events tbody tr').last();
      await lastRow.scrollIntoViewIfNeeded();
      await lastRow.click();
      await page.locator('#why').waitFor();
      await expect.poll(inView).toBe(true);

      // The shuffled cards by their printed names, never their ids.
      const catalog = def.cards!();
      const names = new Set(catalog.map((c) => c.name));
      const ids = new Set(catalog.map((c) => c.id).filter((id) => !names.has(id)));
      // A shuffle reads "#N loot deck 58" on one line, its derivation under it.
      const [shuffleSeq, label, size, shuffleDerivation] = await lineTops('table.shuffle-proofs tbody tr >> nth=0', [
        'td:first-child',
        '.shuffle-label',
        '.shuffle-size',
        '.words',
      ]);
      expect([label, size]).toEqual([shuffleSeq, shuffleSeq]);
      expect(shuffleDerivation!).toBeGreaterThan(shuffleSeq!);
      const tops = await page.locator('table.shuffle-proofs td', { hasText: 'Fisher–Yates' }).allTextContents();
      expect(tops.length).toBeGreaterThan(0);
      for (const text of tops) {
        const top = /: top (.+?)(, …)?$/.exec(text)?.[1]?.split(', ') ?? [];
        expect(top.length, text).toBeGreaterThan(0);
        for (const card of top) {
          expect(names.has(card), `${card} in "${text}"`).toBe(true);
          expect(ids.has(card), `${card} in "${text}"`).toBe(false);
        }
      }
      for (const errors of session.pageErrors) expect(errors).toEqual([]);
    });
  }

  for (const game of GAMES) {
    it(`${game}: the replay is titled by the game and the seats, opens at its first step, and at its last with step=last`, async () => {
      const matchId = matchIdOf(game);
      const events = MATCHES[game].record.events.length;
      const page = await phone();
      await page.goto(`${url}/#/replay/${matchId}`);
      const label = page.locator('.step-label');
      const shows = (text: RegExp) => page.locator('.step-label', { hasText: text }).waitFor();
      await shows(/^step 0\//);
      const last = Number(/^step 0\/(\d+) /.exec((await label.textContent()) ?? '')?.[1]);
      expect(last).toBeGreaterThan(10);
      const title = (await page.locator('#replay-title').textContent()) ?? '';
      expect(title).toBe(`Replay: ${MATCHES[game].name}, greedy bot vs greedy bot · finished`);
      expect(title).not.toContain(matchId.slice(0, 8));
      expect(title).not.toContain(game === 'four-souls' ? 'four-souls' : 'mansters');

      // step=last: the last step, whatever its number; the address then names it.
      await page.goto(`${url}/#/replay/${matchId}?step=last`);
      await shows(new RegExp(`^step ${last}/${last} · `));
      await page.waitForURL(new RegExp(`[?&]step=${last}(&|$)`));
      expect(await page.locator('#last').isDisabled()).toBe(true);
      // The outcome in words, as the table's summary says it: never the reason's id.
      const over = (await page.locator('.left .prompt').textContent()) ?? '';
      expect(over).toMatch(/^Game over: (.+ won )?(by|as|the|everyone|no) /);
      expect(over).not.toMatch(/\(|-/);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `replay-phone-last-${game}`);
      // Per event too: the last step is the state after the last event.
      await page.goto(`${url}/#/replay/${matchId}?step=last&unit=event`);
      await shows(new RegExp(`^step ${events}/${events} · seq ${events}( |$)`));
      // A number still means that step.
      await page.goto(`${url}/#/replay/${matchId}?step=3`);
      await shows(new RegExp(`^step 3/${last} · `));
      for (const errors of session.pageErrors) expect(errors).toEqual([]);
    });
  }
});
