import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedGames } from '../../src/games/registry';
import { fixedRandomness } from '../support/fixed-randomness';
import { claimSeats, createMatch, until } from '../realtime/support/harness';
import { browserSession, pageMirror, startWebServer } from './support';

/**
 * The table on protocol 2 (docs/protocol.md, "Protocol 2"), read off the page's own websocket: a
 * whole game against the greedy bot with the page's default settings (its priority stop `smart`,
 * sent in the join), every update after the join a delta on the one before, and the page never
 * asking for a resync. The bytes of each update the page received are printed (docs/web.md).
 */
interface Action {
  command: { type: string } & Record<string, unknown>;
  label: string;
}
interface Snap {
  seq: number;
  status: string;
  waitingFor: number[];
  autoPassPending: boolean;
  actions: Action[];
}
/** A socket.io frame the page received with a match:delta (`42["match:delta",{…}]`). */
interface DeltaFrame {
  readonly bytes: number;
  readonly reason: string;
  readonly whole: boolean;
  readonly seq: number;
  readonly base: number | null;
}

describe('web table on protocol 2: deltas over a whole game, no resync', () => {
  let url: string;
  const session = browserSession();
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    // Bots answer at once (a person watching gets a pause by default): whole games stay short.
    ({ url, stop } = await startWebServer(shippedGames, session, { BOT_WATCHED_DELAY_MS: 0 }, fixedRandomness('web-table-deltas')));
  });
  afterAll(() => stop?.());

  const mirrorOf = (page: Page, matchId: string) => pageMirror<Snap>(page, matchId);

  /** What the page's player does: the first action of the first type listed that is offered. */
  const PREFERENCES: Record<string, readonly string[]> = {
    'four-souls': ['order-triggers', 'choose', 'arrange', 'end-turn', 'pass'],
    mansters: ['draw', 'decline-trade', 'skip-trade', 'play-card', 'end-play', 'skip-swap', 'attack'],
  };

  it.each([
    ['four-souls', { turnCap: 3 }],
    ['mansters', { roundLimit: 4 }],
  ] as const)(
    '%s: the page builds every update from a delta and asks for no resync',
    async (gameId, options) => {
      const matchId = await createMatch(url, { gameId, seats: 2, bots: [null, 'greedy'], options });
      const [token] = await claimSeats(url, matchId, 1);
      const page = await session.newPage();
      const deltas: DeltaFrame[] = [];
      const resyncsAsked: string[] = [];
      page.on('websocket', (ws) => {
        ws.on('framesent', ({ payload }) => {
          if (typeof payload === 'string' && payload.includes('"match:resync"')) resyncsAsked.push(payload);
        });
        ws.on('framereceived', ({ payload }) => {
          if (typeof payload !== 'string' || !payload.startsWith('42["match:delta"')) return;
          const [, d] = JSON.parse(payload.slice(2)) as [
            string,
            { matchId: string; reason: string; snapshot: unknown; seq: number; base: { seq: number } | null },
          ];
          if (d.matchId === matchId)
            deltas.push({ bytes: Buffer.byteLength(payload), reason: d.reason, whole: d.snapshot !== null, seq: d.seq, base: d.base?.seq ?? null });
        });
      });
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
      await page.locator('.conn.ok').waitFor();
      if (gameId === 'four-souls') expect(await page.locator('#priority-stop').inputValue()).toBe('smart'); // the default, untouched

      for (let guard = 0; guard < 2000; guard += 1) {
        const snap = await until(() => mirrorOf(page, matchId), 'the first snapshot');
        if (snap.status === 'finished') break;
        if (snap.waitingFor.includes(0) && !snap.autoPassPending && snap.actions.length > 0) {
          const type = PREFERENCES[gameId]!.find((t) => snap.actions.some((a) => a.command.type === t));
          const button =
            type === 'pass'
              ? page.locator('#pass:not([disabled])')
              : page.locator(`#all-actions button.action${type ? `[data-type="${type}"]` : ':not([data-type="concede"])'}:not([disabled])`).first();
          // The match may move on first (the bot, the server passing for the seat): then decide again.
          await button.click({ timeout: 5_000 }).catch(async (error: unknown) => {
            if (((await mirrorOf(page, matchId))?.seq ?? 0) === snap.seq) throw error;
          });
        }
        await until(async () => ((await mirrorOf(page, matchId))?.seq ?? 0) > snap.seq, `an update after seq ${snap.seq}`, 30_000);
      }
      await page.locator('#game-over').waitFor();

      expect(resyncsAsked).toEqual([]);
      expect(deltas[0]).toMatchObject({ reason: 'join', whole: true });
      expect(deltas.length).toBeGreaterThan(10);
      for (const [i, d] of deltas.slice(1).entries()) expect(d, `update ${i + 1}`).toMatchObject({ reason: 'append', whole: false, base: deltas[i]!.seq });
      const sizes = deltas
        .slice(1)
        .map((d) => d.bytes)
        .sort((a, b) => a - b);
      const total = sizes.reduce((n, b) => n + b, 0);
      console.log(
        `${gameId} seat on the web table (protocol 2): ${deltas.length} updates, join ${deltas[0]!.bytes} B, then p50 ${sizes[Math.floor(sizes.length / 2)]} B, max ${sizes.at(-1)} B, ${total + deltas[0]!.bytes} B in all`,
      );
      await page.close();
    },
    300_000,
  );
});
