import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameMessage, MatchSnapshot } from '../../src/client';
import { playsOf } from '../../src/engine/concede';
import { rngFromWords } from '../../src/engine/random';
import { fourSouls } from '../../src/games/four-souls';
import { mansters } from '../../src/games/mansters';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { fixedRandomness } from '../support/fixed-randomness';
import { claimSeats, createMatch, RecordingClient, startApp, until } from './support/harness';

/**
 * Protocol 2 for a seat that joins as the web table does: with a priority stop (the default
 * `smart`), later changed from the stop menu, against the server's greedy bot. The stop arrives
 * through the socket's DTO, whose optional `turn` is an own property holding `undefined`; the
 * snapshot carries it, JSON drops it on the wire, and the digest must name the snapshot as the
 * client receives it. Every update after the join is a delta the client builds exactly: no
 * resync, over a whole game of each kind.
 */
describe('protocol 2: a seat with a priority stop, as the web table joins', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let url: string;
  const clients: RecordingClient[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ app, url } = await startApp(db, [fourSouls, mansters], { BOT_WATCHED_DELAY_MS: 0 }, fixedRandomness('protocol-v2-stops')));
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await app?.close();
    await db?.drop();
  });

  /** The game's own number of the current turn (the end-of-turn stop names one). */
  const turnOf = (s: MatchSnapshot): number => {
    const view = s.view as { turn?: { number: number } | null; turnNumber?: number };
    return view.turn?.number ?? view.turnNumber ?? 0;
  };

  for (const game of [
    { id: 'four-souls', options: { turnCap: 4 }, seed: 3 },
    { id: 'mansters', options: {}, seed: 4 },
  ]) {
    it(`${game.id}: a whole game against the greedy bot, every update a delta the client rebuilds (no resync)`, async () => {
      const matchId = await createMatch(url, { gameId: game.id, seats: 2, bots: [null, 'greedy'], options: game.options });
      const [token] = await claimSeats(url, matchId, 1);
      const client = new RecordingClient(url, 2);
      clients.push(client);
      const resyncs: number[] = [];
      client.socket.on('match:delta', (d) => {
        if (d.reason === 'resync') resyncs.push(d.seq);
      });
      await client.join(matchId, { token, autoPass: true, autoPassStop: { mode: 'smart' } });

      // Seat 0 plays fixed picks whenever the match waits for it and the server does not answer for it.
      const rng = rngFromWords([game.seed, 7, 11, 13]);
      let stopChanged = false;
      for (let guard = 0; guard < 5000; guard += 1) {
        const s = await until(() => client.mirror(matchId)?.snapshot, 'a snapshot');
        if (s.status === 'finished') break;
        const plays = playsOf(s.legalActions);
        if (s.waitingFor.includes(0) && !s.autoPassPending && plays.length > 0) {
          if (!stopChanged && turnOf(s) >= 2) {
            // The stop menu's "pass until the end of this turn", then back to the default.
            stopChanged = true;
            await client.setAutoPass(matchId, true, { mode: 'end-of-turn', turn: turnOf(s) });
            await client.setAutoPass(matchId, true, { mode: 'smart' });
          }
          await client.command(matchId, rng.pick(plays) as GameMessage, { expectedSeq: s.seq }).catch((error: { code?: string }) => {
            if (error.code !== 'STALE_SEQ') throw error;
          });
        }
        await until(() => (client.mirror(matchId)?.snapshot?.seq ?? 0) > s.seq, `an update after seq ${s.seq}`, 30_000);
      }
      const final = client.mirror(matchId)!;
      expect(final.snapshot?.status).toBe('finished');
      expect(stopChanged).toBe(true);

      const deltas = client.deltas().filter((d) => d.matchId === matchId);
      expect(resyncs).toEqual([]);
      expect(deltas[0]!.reason).toBe('join');
      expect(deltas[0]!.snapshot).not.toBeNull();
      expect(deltas.length).toBeGreaterThan(20);
      for (const [i, d] of deltas.slice(1).entries()) {
        expect(d.snapshot, `seq ${d.seq}`).toBeNull();
        expect(d.base).toEqual({ seq: deltas[i]!.seq, digest: deltas[i]!.digest });
      }
      // What the client built is what a fresh join is sent whole.
      const fresh = new RecordingClient(url, 2);
      clients.push(fresh);
      await fresh.join(matchId, { token, autoPass: true, autoPassStop: { mode: 'smart' } });
      expect(fresh.mirror(matchId)!.snapshot).toEqual(final.snapshot);
      expect(fresh.deltas()[0]!.digest).toBe(deltas.at(-1)!.digest);
    }, 240_000);
  }
});
