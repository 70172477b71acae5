import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/engine/canonical-json';
import { rngFromInt } from '../../src/engine/random';
import type { AnyGameDefinition } from '../../src/engine/game-definition';
import type { Viewer } from '../../src/engine/types';
import { mansters } from '../../src/games/mansters';
import type { MState } from '../../src/games/mansters';
import { buildStepIndex, markersOf, seqRange } from '../../src/replay/core/steps';
import type { MatchRecord } from '../../src/replay/core/record';
import { MatchRecordReader } from '../../src/replay/match-record.reader';
import { api } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { botMatch, foldTo, gameById, playByHand, readRecord, replayApp } from './helpers';
import { until } from '../support/fold';
import { fixedRandomness } from '../support/fixed-randomness';
import { ReplayService } from '../../src/replay/replay.service';

const viewerParam = (v: Viewer) => (v.kind === 'seat' ? `seat:${v.seat}` : v.kind);

describe('replay seek (Mansters bot matches, real PostgreSQL)', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let client: ReturnType<typeof api>;

  beforeAll(async () => {
    db = await createTestDatabase();
    // Fixed deals and bot draws, the matches made one after the other: the same matches every run.
    app = await replayApp(db, {}, fixedRandomness('replay-seek'));
    client = api(app);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('the view at random steps of long bot matches equals the fold of the events up to that step, for every viewer', async () => {
    // Bot matches vary in length; more seats make longer ones (hundreds of events).
    const matches = [await botMatch(app, 'mansters', ['random', 'greedy']), await botMatch(app, 'mansters', ['greedy', 'random', 'random', 'random'])];
    const records = await Promise.all(matches.map((id) => readRecord(app, id)));
    expect(Math.max(...records.map((r) => r.events.length))).toBeGreaterThan(200);
    const rng = rngFromInt(2026);
    for (const [k, matchId] of matches.entries()) {
      const record = records[k] as MatchRecord;
      const seats = (record.events[0]?.payload as { seatCount: number }).seatCount;
      const viewers: Viewer[] = [
        { kind: 'omniscient' },
        { kind: 'spectator' },
        ...Array.from({ length: seats }, (_, seat) => ({ kind: 'seat' as const, seat })),
      ];
      for (const unit of ['event', 'action'] as const) {
        const index = buildStepIndex(
          record.events.map((e) => ({ seq: e.seq, type: e.type, commandId: e.commandId })),
          unit,
          markersOf(gameById((record.events[0]?.payload as { gameId: string }).gameId) as AnyGameDefinition),
        );
        const last = index.ends.length - 1;
        // Random steps in random order (seeks backwards and forwards), plus both ends.
        const steps = [0, last, ...Array.from({ length: 12 }, () => rng.int(0, last))];
        for (const step of steps) {
          const viewer = rng.pick(viewers);
          const res = await client.http().get(`/matches/${matchId}/replay?unit=${unit}&step=${step}&viewer=${viewerParam(viewer)}`);
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const { from, to } = seqRange(index, step);
          expect(res.body).toMatchObject({ step, seq: to, lastStep: last, finished: true, unit });
          expect(res.body.events.map((e: { seq: number }) => e.seq)).toEqual(Array.from({ length: Math.max(0, to - from + 1) }, (_, k) => from + k));
          expectStepMatchesFold(record, to, viewer, res.body);
        }
      }
    }
  });

  it('a seek folds at most the snapshot interval plus the step, however long the match', async () => {
    const matchId = await botMatch(app, 'mansters', ['random', 'random', 'greedy', 'random']);
    const record = await readRecord(app, matchId);
    const n = record.events.length;
    expect(n).toBeGreaterThan(120);
    const reader = app.get(MatchRecordReader);
    // What the seeks read, not the walk through the match that a second seek starts in the
    // background (it reads in larger chunks; walked-seeks.test.ts).
    const replay = app.get(ReplayService) as unknown as { walkInBackground(): void };
    replay.walkInBackground = () => undefined;
    const spans: number[] = [];
    const read = reader.events.bind(reader);
    reader.events = (id, afterSeq, toSeq) => {
      spans.push(toSeq - afterSeq);
      return read(id, afterSeq, toSeq);
    };
    try {
      // Far steps first, on a match replay has never seen: only cached states (every 40) help.
      for (const seq of [n, n - 7, 3, Math.floor(n / 2), Math.floor(n * 0.77)]) {
        const res = await client.http().get(`/matches/${matchId}/replay?unit=event&step=${seq}&viewer=omniscient`);
        expect(res.status).toBe(200);
      }
    } finally {
      reader.events = read;
      delete (replay as Partial<typeof replay>).walkInBackground;
    }
    expect(Math.max(...spans)).toBeLessThanOrEqual(40);
  });

  it("a finished match answers with the position of its first read (never older than the reader's); a live one with the current", async () => {
    const finished = await botMatch(app, 'mansters', ['greedy', 'greedy']);
    const read = async (matchId: string, step: number, after?: string) => {
      const req = client.http().get(`/matches/${matchId}/replay?unit=event&step=${step}`);
      if (after) req.set('X-Read-Position', after);
      const res = await req;
      expect(res.status).toBe(200);
      return res.headers['x-read-position'] as string;
    };
    const first = await read(finished, 5);
    // Another match moves the database's position on (its WAL writer may take a moment to show it).
    const { matchId: live } = await client.create({ gameId: 'mansters', seats: 2 });
    await client.join(live, 0, 'Ada');
    let current = first;
    await until(async () => (current = await read(live, 0)) !== first, 'the database position to move on', 10_000);
    // The finished match's answers, which cannot have changed, keep the position of its first read.
    expect(await read(finished, 9)).toBe(first);
    // A reader that was shown a newer position keeps it.
    expect(await read(finished, 9, current)).toBe(current);
  });

  it('seeks to a turn, to the next turn and back, and numbers turns from the turn-start events', async () => {
    const matchId = await botMatch(app, 'mansters', ['greedy', 'greedy', 'random']);
    const record = await readRecord(app, matchId);
    const turnStarts = record.events.filter((e) => e.type === 'turn-started');
    expect(turnStarts.length).toBeGreaterThan(3);
    const third = await client.http().get(`/matches/${matchId}/replay?turn=3&unit=event`);
    expect(third.status).toBe(200);
    expect(third.body).toMatchObject({ seq: turnStarts[2]?.seq, turn: 3 });
    expect(third.body.events[0].text).toMatch(/^Turn 3: \S/); // names the player (or its seat when unnamed)
    const next = await client.http().get(`/matches/${matchId}/replay?unit=event&step=${third.body.navigation.nextTurn}`);
    expect(next.body).toMatchObject({ seq: turnStarts[3]?.seq, turn: 4 });
    const back = await client.http().get(`/matches/${matchId}/replay?unit=event&step=${next.body.navigation.prevTurn}`);
    expect(back.body.seq).toBe(turnStarts[2]?.seq);
    // Mansters has no stack of spells: no resolution steps, and asking for one says so.
    expect(third.body.navigation.nextResolution).toBeNull();
    const none = await client.http().get(`/matches/${matchId}/replay?resolutionAfter=0`);
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('NO_RESOLUTION');
    const noTurn = await client.http().get(`/matches/${matchId}/replay?turn=100000`);
    expect(noTurn.body.code).toBe('NO_SUCH_TURN');
    // Every event of an action step has a readable line.
    const action = await client.http().get(`/matches/${matchId}/replay?unit=action&step=1&viewer=omniscient`);
    expect(action.body.events[0].text).toMatch(/^A match of Mansters is created for 3 players/);
    expect(action.body.events.every((e: { text: string }) => e.text.length > 0)).toBe(true);
  });

  it('a live match: omniscient is refused, a seat needs its token, and a seat never sees what it could not see live', async () => {
    const { matchId } = await client.create({ gameId: 'mansters', seats: 2 });
    const tokens = [(await client.join(matchId, 0, 'Ada')).token, (await client.join(matchId, 1, 'Bob')).token];
    await playByHand(app, matchId, tokens, 20);
    expect((await client.http().get(`/matches/${matchId}`)).body.status).toBe('live');

    const omni = await client.http().get(`/matches/${matchId}/replay?viewer=omniscient&step=3`);
    expect(omni.status).toBe(403);
    expect(omni.body.code).toBe('OMNISCIENT_WHILE_LIVE');
    const anonymous = await client.http().get(`/matches/${matchId}/replay?viewer=seat:1`);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.code).toBe('SEAT_VIEW_NEEDS_TOKEN');
    expect((await client.http().get(`/matches/${matchId}/replay?viewer=seat:7`)).body.code).toBe('BAD_VIEWER');
    expect((await client.http().get(`/matches/${matchId}/replay?viewer=god`)).body.code).toBe('MALFORMED_REQUEST');
    expect((await client.http().get(`/matches/${matchId}/replay?step=1&turn=1`)).body.code).toBe('BAD_STEP');
    const wrongToken = await client.http().get(`/matches/${matchId}/replay?viewer=seat:1`).set('Authorization', `Bearer ${tokens[0]}`);
    expect(wrongToken.status).toBe(403);

    const record = await readRecord(app, matchId);
    for (let seq = 0; seq <= record.events.length; seq += 1) {
      const res = await client.http().get(`/matches/${matchId}/replay?unit=event&step=${seq}&viewer=seat:0`).set('Authorization', `Bearer ${tokens[0]}`);
      expect(res.status).toBe(200);
      expect(res.body.finished).toBe(false);
      expectStepMatchesFold(record, seq, { kind: 'seat', seat: 0 }, res.body);
      // Structural leak check: no id of a card hidden from seat 0 at this step appears anywhere in the answer.
      const state = foldTo<MState>(mansters, record, seq).match.game;
      if (seq > 0 && state.players?.length) {
        // Cards seat 1 offers seat 0 in a trade are shown to seat 0 (M-TURN-2 RULING).
        const offered = new Set(state.tradeOffer?.to === 0 ? state.tradeOffer.give.map((c) => c.id) : []);
        const hidden = [...(state.players[1]?.hand ?? []), ...state.morgue, ...state.mansterDeck].map((c) => c.id).filter((id) => !offered.has(id));
        const text = JSON.stringify(res.body);
        for (const id of hidden) expect(text.includes(`"${id}"`), `seq ${seq} leaks ${id}`).toBe(false);
      }
    }
  });
});

/** The replay answer equals the oracle: view of the fold up to `seq`, and the step's events redacted and described. */
function expectStepMatchesFold(record: MatchRecord, seq: number, viewer: Viewer, body: { view: unknown; events: { seq: number; event: unknown }[] }): void {
  const state = foldTo<MState>(mansters, record, seq);
  const created = state.match.version > 0;
  if (created && body.view !== null) expect(canonicalJson(body.view)).toBe(canonicalJson(mansters.view(state.match.game, viewer)));
  for (const e of body.events) {
    const recorded = record.events[e.seq - 1];
    const event = recorded?.payload as { type: string };
    const framing = ['match.created', 'match.ended', 'seat.claimed'].includes(event.type);
    expect(canonicalJson(e.event)).toBe(canonicalJson(framing ? event : mansters.redactEvent(event as never, viewer)));
  }
}
