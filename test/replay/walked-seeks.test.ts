import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/engine/types';
import { GameRegistry } from '../../src/game-registry';
import { MatchRecordReader } from '../../src/replay/match-record.reader';
import { ReplayService } from '../../src/replay/replay.service';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { fixedRandomness } from '../support/fixed-randomness';
import { botMatch, readRecord, replayApp } from './helpers';

describe('seeks in a finished match walked through in the background (real PostgreSQL)', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;

  beforeAll(async () => {
    db = await createTestDatabase();
    // A fixed deal and bot draws: the same long match (the length asserted below) every run.
    app = await replayApp(db, {}, fixedRandomness('walked-seeks'));
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('answer every step of both units exactly as a seek from the stored states does, and read nothing', async () => {
    const matchId = await botMatch(app, 'mansters', ['greedy', 'random', 'random', 'random']);
    const events = (await readRecord(app, matchId)).events.length;
    expect(events).toBeGreaterThan(150);
    const reader = app.get(MatchRecordReader);
    const games = app.get(GameRegistry);
    // The index a cold seek reads is stored when the match ends; store it now rather than wait for that.
    await app.get(ReplayService).keepIndex(matchId);
    const viewers: Viewer[] = [{ kind: 'omniscient' }, { kind: 'spectator' }, ...[0, 1, 2, 3].map((seat) => ({ kind: 'seat' as const, seat }))];

    // The walked service reads through its own reader, so that what it reads can be counted.
    const reads: string[] = [];
    const counted = Object.create(reader) as MatchRecordReader;
    counted.events = (id, after, to) => (reads.push(`events ${after}..${to}`), reader.events(id, after, to));
    counted.cachedStateAndEvents = (id, rules, range) => (reads.push(`state ${range.atOrBelow}`), reader.cachedStateAndEvents(id, rules, range));
    const walked = new ReplayService(counted, games);
    const seek = (service: ReplayService, unit: 'event' | 'action', step: number, viewer: Viewer) =>
      service.step({ matchId, unit, viewer, token: null, target: { step } });
    // A second seek of the match starts the walk.
    await seek(walked, 'event', 3, viewers[0]!);
    await seek(walked, 'event', events, viewers[0]!);
    await walked.walked(matchId);
    reads.length = 0;

    let compared = 0;
    for (const unit of ['event', 'action'] as const) {
      const last = (await seek(walked, unit, 0, viewers[0]!)).lastStep;
      // Backwards, so that no seek can profit from the one before it.
      for (let step = last; step >= 0; step -= 1) {
        const viewer = viewers[step % viewers.length]!;
        // A new service per seek: the stored index, the nearest stored state and the events after it.
        const cold = await seek(new ReplayService(reader, games), unit, step, viewer);
        const warm = await seek(walked, unit, step, viewer);
        expect(JSON.stringify(warm), `${unit} step ${step}`).toBe(JSON.stringify(cold));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(events);
    expect(reads).toEqual([]);
  });
});
