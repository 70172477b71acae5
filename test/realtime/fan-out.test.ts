import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchUpdate } from '../../src/client';
import type { TestDatabase } from '../support/database';
import { createTestDatabase } from '../support/database';
import { highCard } from '../support/test-game';
import { claimSeats, createMatch, RecordingClient, startApp, until } from './support/harness';

/**
 * The lean fan-out (docs/design.md §6): sockets that see an update alike (same viewer, same seq
 * sent so far) share one update, built and encoded once. Sharing must never hand one viewer's
 * update to another, nor skip, repeat or reorder a socket's updates.
 */
describe('fan-out: one update per distinct view, shared by the sockets with that view', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let url: string;
  const clients: RecordingClient[] = [];
  const client = () => {
    const c = new RecordingClient(url);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ app, url } = await startApp(db, [highCard]));
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await app?.close();
    await db?.drop();
  });

  /** The updates after joining, as the socket received them. */
  const appends = (c: RecordingClient): MatchUpdate[] => c.updates().filter((u) => u.reason === 'append');

  it('given two tabs per seat and three spectators, when the match is played, then every socket of a view gets the same updates in order, and only its own', async () => {
    const matchId = await createMatch(url, { gameId: 'high-card', seats: 2, options: { rounds: 4 } });
    const tokens = await claimSeats(url, matchId, 2);
    const seats = [0, 1].map(() => [client(), client()]);
    const spectators = [client(), client(), client()];
    for (const [seat, tabs] of seats.entries()) for (const tab of tabs) await tab.join(matchId, { token: tokens[seat] });
    for (const s of spectators) await s.join(matchId);

    const players = seats.map((tabs) => tabs[0] as RecordingClient);
    for (;;) {
      const snap = players[0]!.mirror(matchId)?.snapshot;
      if (snap?.status === 'finished') break;
      const mover = players.find((p) => (p.mirror(matchId)?.snapshot?.legalActions.length ?? 0) > 0);
      if (!mover) {
        await until(
          () => players.some((p) => (p.mirror(matchId)?.snapshot?.legalActions.length ?? 0) > 0 || p.mirror(matchId)?.snapshot?.status === 'finished'),
          'a move or the end',
        );
        continue;
      }
      const seq = mover.mirror(matchId)!.seq;
      await mover.command(matchId, mover.mirror(matchId)!.snapshot!.legalActions[0]!, { expectedSeq: seq });
      await until(() => players.every((p) => p.mirror(matchId)!.seq > seq), 'every seat sees the move');
    }
    const end = players[0]!.mirror(matchId)!.seq;
    const everyone = [...seats.flat(), ...spectators];
    await until(() => everyone.every((c) => c.mirror(matchId)?.seq === end), 'every socket at the end');

    for (const c of everyone) {
      // Gap-free and in order: each update continues exactly where the previous one stopped.
      const us = appends(c);
      expect(us.length).toBeGreaterThan(2);
      for (const [i, u] of us.entries()) if (i > 0) expect(u.fromSeq).toBe(us[i - 1]!.seq);
      expect(c.mirror(matchId)!.events.map((e) => e.seq)).toEqual(Array.from({ length: end }, (_, i) => i + 1));
    }
    // Two tabs of one seat, and all spectators, received identical updates.
    for (const tabs of seats) expect(appends(tabs[1]!)).toEqual(appends(tabs[0]!));
    for (const s of spectators.slice(1)) expect(appends(s)).toEqual(appends(spectators[0]!));
    // Each view got its own: the seats' snapshots name their seat, the spectators' a spectator.
    for (const [seat, tabs] of seats.entries()) for (const u of appends(tabs[0]!)) expect(u.snapshot.viewer).toEqual({ kind: 'seat', seat });
    for (const u of appends(spectators[0]!)) {
      expect(u.snapshot.viewer).toEqual({ kind: 'spectator' });
      expect(u.snapshot.legalActions).toEqual([]);
    }
    expect(appends(seats[0]![0]!).map((u) => u.snapshot.view)).not.toEqual(appends(spectators[0]!).map((u) => u.snapshot.view));
  });
});
