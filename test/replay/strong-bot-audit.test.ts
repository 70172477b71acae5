import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rngFromWords } from '../../src/engine/random';
import { searchLevelOf } from '../../src/engine/search/levels';
import { seatViewer } from '../../src/engine/types';
import { mansters, type MView } from '../../src/games/mansters';
import type { MState } from '../../src/games/mansters/state';
import { searchMansters } from '../../src/games/mansters/search';
import { searchSeed } from '../../src/automation/bots/search-seed';
import { SearchWorkers } from '../../src/automation/bots/search-workers.service';
import type { AuditReport } from '../../src/replay/core/audit';
import { api } from '../support/app';
import { until } from '../support/fold';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { foldTo, readRecord, replayApp } from './helpers';
import { fixedRandomness } from '../support/fixed-randomness';

/**
 * A short match: both players start 6 damage from elimination and the rules stop it after six
 * turns, so the searching seat still makes several decisions but the file takes seconds.
 */
const SHORT_MATCH = { directDamage: [4, 4], turnLimit: 6 };

describe('a match of the searching bot (worker threads, real PostgreSQL)', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;

  beforeAll(async () => {
    db = await createTestDatabase();
    // Fixed deals and bot draws: the searching seat's decisions are the same every run.
    app = await replayApp(db, { BOT_DELAY_MS: 0 }, fixedRandomness('strong-bot-audit'));
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('starts a bot thread when a match with a searching bot is created, before the bot has a decision to make', async () => {
    const workers = app.get(SearchWorkers);
    expect(workers.threads).toBe(0);
    // The unclaimed seat 0 moves first (no opening): nothing asks the bot yet.
    await api(app).create({ gameId: 'mansters', seats: 2, bots: [null, 'strong'], setup: { firstPlayer: 0, skipOpening: true } });
    await until(async () => workers.threads > 0, 'the warm-up thread to start', 10_000);
  });

  it('audits clean, and each of its decisions is found again from the seat view and the seed of its match and seq', async () => {
    const { matchId } = await api(app).create({ gameId: 'mansters', seats: 2, bots: ['strong-easy', 'greedy'], setup: SHORT_MATCH });
    await until(async () => (await api(app).http().get(`/matches/${matchId}`)).body.status === 'finished', `bot match ${matchId} to finish`, 60_000);
    const res = await api(app).http().get(`/matches/${matchId}/audit`);
    expect(res.status).toBe(200);
    const report = res.body as AuditReport;
    expect(report.ok, JSON.stringify(report.findings)).toBe(true);
    expect(report.checks.find((c) => c.name === 'redecide')?.status).toBe('passed');

    const record = await readRecord(app, matchId);
    const searched = record.commands.filter((c) => c.seat === 0 && c.status === 'accepted' && c.commandId.startsWith('auto:bot:'));
    expect(searched.length).toBeGreaterThan(3);
    const budget = searchLevelOf('strong-easy')!.budget;
    for (const c of searched) {
      const state = foldTo(mansters, record, c.decidedVersion);
      const view = mansters.view(state.match.game as MState, seatViewer(0)) as MView;
      const again = searchMansters(view, 0, budget, rngFromWords(searchSeed(matchId, c.decidedVersion, 0)));
      expect(again, c.commandId).toEqual(c.payload);
    }
  });
});
