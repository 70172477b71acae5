import type { NestExpressApplication } from '@nestjs/platform-express';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/engine/canonical-json';
import { mansters, type MState } from '../../src/games/mansters';
import { MatchChanges } from '../../src/matches';
import { ReplayService, type ReplayResponse } from '../../src/replay/replay.service';
import { api } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { fixedRandomness } from '../support/fixed-randomness';
import { until } from '../support/fold';
import { foldTo, playByHand, readRecord, replayApp } from './helpers';

describe('live replay follow over socket.io (namespace /replay)', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    // Bots pause a little so the match is still running when the viewer follows it; a fixed deal and
    // bot draws make it the same match, of the same length, every run.
    app = await replayApp(db, { BOT_DELAY_MS: 30 }, fixedRandomness('live-follow'));
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await app?.close();
    await db?.drop();
  });

  /** A new /replay socket following `matchId` by event: the follow's acknowledgement and every step pushed after it. */
  async function follow(matchId: string): Promise<{ ack: { ok: true; step: ReplayResponse }; steps: ReplayResponse[] }> {
    const socket = connect(`${url}/replay`, { transports: ['websocket'] });
    sockets.push(socket);
    const steps: ReplayResponse[] = [];
    socket.on('replay.step', (s: ReplayResponse) => steps.push(s));
    const ack = (await socket.emitWithAck('replay.follow', { matchId, unit: 'event' })) as { ok: true; step: ReplayResponse };
    expect(ack.ok).toBe(true);
    return { ack, steps };
  }

  it('a viewer follows a live bot match and gets every step, in order, with the spectator view', async () => {
    const { matchId } = await api(app).create({ gameId: 'mansters', seats: 2, bots: ['random', 'greedy'] });
    const { ack, steps } = await follow(matchId);
    expect(ack.step.viewer).toEqual({ kind: 'spectator' });

    await until(async () => steps.at(-1)?.finished === true && steps.at(-1)?.events.at(-1)?.type === 'match.ended', 'the followed match to end', 60_000);
    // Every seq after the one the ack showed arrives exactly once, in order.
    const seqs = steps.flatMap((s) => s.events.map((e) => e.seq));
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, k) => ack.step.seq + 1 + k));
    // Followed while live: how many steps were left then depends on the machine, not on the follow.
    expect(ack.step.finished).toBe(false);
    expect(seqs.length).toBeGreaterThan(0);

    const record = await readRecord(app, matchId);
    expect(seqs.at(-1)).toBe(record.events.length);
    for (const s of steps.filter((_, k) => k % 17 === 0)) {
      expect(canonicalJson(s.view)).toBe(canonicalJson(mansters.view(foldTo<MState>(mansters, record, s.seq).match.game, { kind: 'spectator' })));
    }
  });

  it('a move made while a follow reads its first step still reaches that viewer', async () => {
    const client = api(app);
    const { matchId } = await client.create({ gameId: 'high-card', seats: 2 });
    const tokens = [(await client.join(matchId, 0)).token, (await client.join(matchId, 1)).token];
    // The interleaving, made certain: the follow's read of the newest step completes, then a
    // seat moves (its append wakes the live rooms), then the follow goes on with the older step.
    // It goes on once this process's hub and PostgreSQL's NOTIFY have both told the live rooms of
    // the append (this listener comes after the gateway's, so the gateway has been told).
    const told = new Set<string>();
    const unsubscribe = app.get(MatchChanges).subscribe((change) => {
      if (change.kind !== 'missed' && change.matchId === matchId) told.add(change.kind);
    });
    const replay = app.get(ReplayService);
    const read = replay.step.bind(replay);
    let readThenMoved = 0;
    replay.step = async (request) => {
      const step = await read(request);
      if (readThenMoved++ === 0) {
        await playByHand(app, matchId, tokens, 1);
        await until(async () => told.size === 2, 'the append to be announced both ways');
      }
      return step;
    };
    try {
      const { ack, steps } = await follow(matchId);
      const moved = (await readRecord(app, matchId)).events.length;
      expect(moved).toBeGreaterThan(ack.step.seq); // the ack showed the step from before the move
      // Sent by the follow itself, not by the next append or the 30 s safety re-read.
      await until(async () => steps.at(-1)?.seq === moved, 'the step of the move made during the follow', 10_000);
    } finally {
      replay.step = read;
      unsubscribe();
    }
  });

  it('answers malformed follows and unknown matches with an error, and the socket carries on', async () => {
    const socket = connect(`${url}/replay`, { transports: ['websocket'] });
    sockets.push(socket);
    expect(await socket.emitWithAck('replay.follow', { matchId: 'nope' })).toMatchObject({ ok: false, error: { code: 'MALFORMED_MESSAGE' } });
    expect(await socket.emitWithAck('replay.follow', { matchId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_MATCH' },
    });
    expect(await socket.emitWithAck('replay.unfollow', { matchId: '00000000-0000-4000-8000-000000000000' })).toEqual({ ok: true });
  });

  it("is behind the play namespace's guard: an unknown message and an oversized one are refused, and the socket carries on", async () => {
    const socket = connect(`${url}/replay`, { transports: ['websocket'] });
    sockets.push(socket);
    expect(await socket.emitWithAck('match:join', { matchId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_MESSAGE' },
    });
    const oversized = { matchId: '00000000-0000-4000-8000-000000000000', unit: 'event', padding: 'x'.repeat(20_000) };
    expect(await socket.emitWithAck('replay.follow', oversized)).toMatchObject({ ok: false, error: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(await socket.emitWithAck('replay.unfollow', { matchId: '00000000-0000-4000-8000-000000000000' })).toEqual({ ok: true });
  });
});
