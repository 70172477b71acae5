import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '../../src/event-store/event-store.service';
import { ArrivalBoard, CommandPipeline } from '../../src/matches';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { highCard } from '../support/test-game';
import { claimSeats, createMatch, startApp, until } from './support/harness';

/**
 * R-MATCH-1 (docs/protocol.md, "Deadlines"): a command that reached the server before its seat's
 * deadline is never beaten by the deadline's default, however late it is processed. The delay
 * between arrival and the match's queue (authentication, a busy database) is played by holding
 * the command between its arrival stamp and its submission, through the server's own parts.
 */
describe('deadlines are fair under load (R-MATCH-1)', () => {
  let db: TestDatabase;
  const apps: NestExpressApplication[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterEach(async () => {
    for (const a of apps.splice(0)) await a.close().catch(() => undefined);
  });
  afterAll(async () => {
    await db?.drop();
  });

  const liveMatch = async () => {
    const { app, url } = await startApp(db, [highCard]);
    apps.push(app);
    const matchId = await createMatch(url, {
      gameId: 'high-card',
      seats: 2,
      options: { rounds: 2 },
      setup: {
        hands: [
          [5, 9],
          [3, 7],
        ],
      },
      deadlines: { mode: 'live', seconds: 2 },
    });
    await claimSeats(url, matchId, 2);
    const store = app.get(EventStore);
    const head = (await store.head(matchId))!;
    return { app, matchId, store, seq: head.seq, deadline: head.recordedAt.getTime() + 2000 };
  };

  it('R-MATCH-1: a command that arrived before the deadline and is processed well after it is applied; the default is not played', async () => {
    const { app, matchId, store, seq, deadline } = await liveMatch();
    const arrivedAt = Date.now();
    expect(arrivedAt).toBeLessThan(deadline);
    // Given the command arrived in time, when it reaches the match's queue 1.5 s after the deadline,
    const result = await app.get(ArrivalBoard).track(matchId, 0, arrivedAt, async () => {
      await until(() => Date.now() > deadline + 1500, 'the deadline to be long past', 10_000);
      return app.get(CommandPipeline).submit({ matchId, seat: 0, commandId: 'in-time', command: { type: 'play', card: 9 }, expectedSeq: seq, arrivedAt });
    });
    // then it is applied on the state it was sent for, and no default was played for its seat there.
    expect(result).toMatchObject({ status: 'accepted', firstSeq: seq + 1 });
    const events = await store.readStream(matchId, seq);
    expect(events[0]).toMatchObject({ seq: seq + 1, type: 'hc.played', actor: { kind: 'seat', seat: 0 }, payload: { card: 9 } });
    const ledger = await store.commands(matchId);
    expect(ledger.find((c) => c.commandId === `auto:timeout:${seq}:0`)).toBeUndefined();
    expect(ledger.find((c) => c.commandId === 'in-time')?.receivedAt.getTime()).toBe(arrivedAt);
    // The seat it did not act for gets the new prompt's own deadline (2 s after that append).
    const played = events[0]!.recordedAt.getTime();
    await until(async () => (await store.commands(matchId)).find((c) => c.commandId === `auto:timeout:${seq + 1}:1`), 'the next deadline default', 15_000);
    const next = (await store.readStream(matchId, seq + 1)).find((e) => e.actor.kind === 'system')!;
    expect(next.recordedAt.getTime()).toBeGreaterThanOrEqual(played + 2000);
  });

  it('R-MATCH-1: a command that arrived after the deadline does not hold it: the default is played and the late command, sent for that prompt, is refused', async () => {
    const { app, matchId, store, seq, deadline } = await liveMatch();
    await until(() => Date.now() > deadline + 10, 'the deadline to pass', 10_000);
    const arrivedAt = Date.now();
    const result = await app.get(ArrivalBoard).track(matchId, 0, arrivedAt, async () => {
      await until(async () => (await store.commands(matchId)).find((c) => c.commandId === `auto:timeout:${seq}:0`), 'the default for seat 0', 15_000);
      return app.get(CommandPipeline).submit({ matchId, seat: 0, commandId: 'late', command: { type: 'play', card: 9 }, expectedSeq: seq, arrivedAt });
    });
    expect(result).toMatchObject({ status: 'rejected', code: 'STALE_SEQ' });
    const events = await store.readStream(matchId, seq);
    // The default is the lowest card (high card's defaultAction).
    expect(events[0]).toMatchObject({ type: 'hc.played', actor: { kind: 'system', reason: 'timeout' }, payload: { seat: 0, card: 5 } });
  });
});
