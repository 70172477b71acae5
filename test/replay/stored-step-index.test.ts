import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rngFromInt } from '../../src/engine/random';
import type { Viewer } from '../../src/engine/types';
import { EventStore } from '../../src/event-store/event-store.service';
import { GameRegistry } from '../../src/game-registry';
import { fourSouls } from '../../src/games/four-souls';
import { mansters } from '../../src/games/mansters';
import type { AuditReport } from '../../src/replay/core/audit';
import type { StepUnit } from '../../src/replay/core/steps';
import { MatchRecordReader } from '../../src/replay/match-record.reader';
import { ReplayService, type ReplayResponse, type SeekTarget } from '../../src/replay/replay.service';
import { api, createTestApp } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { until } from '../support/fold';
import { fixedRandomness } from '../support/fixed-randomness';
import { highCard } from '../support/test-game';
import { botMatch, downloadExport, readRecord, superuser, uploadExport } from './helpers';
import { editEventLog, withPayloadField } from '../support/event-log';

const games = [highCard, mansters, fourSouls];

/** The stored step index's last step of a unit, once it is there (written in the background when a match ends). */
async function indexedLastStep(app: NestExpressApplication, matchId: string, unit: StepUnit): Promise<number> {
  const reader = app.get(MatchRecordReader);
  const found = await until(() => reader.storedStep(matchId, unit, { kind: 'step', step: null }), `the step index of ${matchId}`, 30_000);
  return found.lastStep;
}

/** A reader that fails if asked for the whole match's outline: a seek through it must use the stored index. */
function indexOnlyReader(app: NestExpressApplication): MatchRecordReader {
  const reader = new MatchRecordReader(new EventStore(app.get(DataSource)));
  reader.stepMeta = () => Promise.reject(new Error('the outline was read'));
  return reader;
}

/** The answer, or the error code (both paths must refuse alike). */
async function answer(service: ReplayService, matchId: string, unit: StepUnit, viewer: Viewer, target: SeekTarget): Promise<ReplayResponse | string> {
  try {
    return await service.step({ matchId, unit, viewer, token: null, target });
  } catch (error) {
    return `${(error as { code?: string }).code ?? 'no code'}: ${(error as Error).message}`;
  }
}

describe('the stored step index of finished matches (real PostgreSQL)', () => {
  let db: TestDatabase;
  let other: TestDatabase;
  let app: NestExpressApplication;
  let importer: NestExpressApplication;

  beforeAll(async () => {
    [db, other] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    // Fixed deals and bot draws on the server that plays (the importer plays none): the lengths and
    // turns asserted below are those of the same matches every run.
    [app, importer] = await Promise.all([
      createTestApp(db, { STATE_CACHE_EVERY: 40 }, games, fixedRandomness('stored-step-index')),
      createTestApp(other, { STATE_CACHE_EVERY: 40 }, games),
    ]);
  });
  afterAll(async () => {
    await Promise.all([app?.close(), importer?.close()]);
    await Promise.all([db?.drop(), other?.drop()]);
  });

  it('is stored when a match ends, and a cold seek through it answers exactly as the in-memory index, at many steps of both games', async () => {
    // One after the other: matches played at once would draw seeds and bot moves in a varying order.
    const matches = [await botMatch(app, 'mansters', ['greedy', 'random', 'random']), await botMatch(app, 'four-souls', ['greedy', 'random'], { turnCap: 6 })];
    const rng = rngFromInt(16);
    const registry = app.get(GameRegistry);
    let compared = 0;
    for (const matchId of matches) {
      const events = (await readRecord(app, matchId)).events.length;
      expect(events).toBeGreaterThan(60);
      // The in-memory path: the whole match's outline, cached before any seek.
      const memoryReader = new MatchRecordReader(new EventStore(app.get(DataSource)));
      let indexWrites = 0;
      const keep = memoryReader.keepStepIndex.bind(memoryReader);
      memoryReader.keepStepIndex = (...args) => {
        indexWrites += 1;
        return keep(...args);
      };
      const memory = new ReplayService(memoryReader, registry);
      await memory.meta(matchId);
      for (const unit of ['event', 'action'] as const) {
        const last = await indexedLastStep(app, matchId, unit);
        if (unit === 'event') expect(last).toBe(events);
        const targets: SeekTarget[] = [
          {},
          { step: 0 },
          { step: last },
          { step: last + 1 },
          ...Array.from({ length: 10 }, () => ({ step: rng.int(0, last) })),
          ...Array.from({ length: 4 }, () => ({ seq: rng.int(0, events) })),
          { seq: events + 1 },
          { turn: 1 },
          { turn: 3 },
          { turn: 10_000 },
          { resolutionAfter: 0 },
          { resolutionAfter: rng.int(0, last) },
          { resolutionAfter: last },
        ];
        for (const target of targets) {
          const viewer = rng.pick<Viewer>([{ kind: 'omniscient' }, { kind: 'spectator' }, { kind: 'seat', seat: 0 }, { kind: 'seat', seat: 1 }]);
          // A fresh service per seek, whose reader refuses to read the outline: only the stored index can answer.
          const cold = await answer(new ReplayService(indexOnlyReader(app), registry), matchId, unit, viewer, target);
          const warm = await answer(memory, matchId, unit, viewer, target);
          expect(cold, `${unit} ${JSON.stringify(target)}`).toEqual(warm);
          compared += 1;
        }
      }
      // Seeks of a finished match through the in-memory index store its index at most once (it was stored already).
      expect(indexWrites).toBeLessThanOrEqual(1);
    }
    expect(compared).toBeGreaterThan(90);
  });

  it('is stored at import, before the import answers', async () => {
    const matchId = await botMatch(app, 'mansters', ['greedy', 'random']);
    const file = await downloadExport(app, matchId);
    const imported = await uploadExport(importer, file.text);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const reader = importer.get(MatchRecordReader);
    for (const unit of ['event', 'action'] as const) {
      const last = await reader.storedStep(matchId, unit, { kind: 'step', step: null });
      expect(last).toMatchObject({ finalSeq: imported.body.events });
      expect(last?.row?.lastSeq).toBe(imported.body.events);
    }
    const seek = await answer(new ReplayService(indexOnlyReader(importer), importer.get(GameRegistry)), matchId, 'action', { kind: 'omniscient' }, {});
    expect(seek).toMatchObject({ matchId, imported: true, finished: true, seq: imported.body.events });
  });

  it('is never trusted by the audit: a tampered index changes what a seek shows, not the verdict', async () => {
    const matchId = await botMatch(app, 'mansters', ['random', 'greedy']);
    const last = await indexedLastStep(app, matchId, 'action');
    const before = await answer(new ReplayService(indexOnlyReader(app), app.get(GameRegistry)), matchId, 'action', { kind: 'spectator' }, { step: last });
    expect(before).toMatchObject({ finished: true, step: last });
    expect((before as ReplayResponse).turn).toBeGreaterThan(1);
    // Someone with write access rewrites the derived index: the whole match now claims to be turn 1.
    await superuser(db, [`UPDATE match_step_marks SET turn_starts = '{1}' WHERE match_id = '${matchId}'`]);
    const after = await answer(new ReplayService(indexOnlyReader(app), app.get(GameRegistry)), matchId, 'action', { kind: 'spectator' }, { step: last });
    expect(after).toMatchObject({ turn: 1 });
    const audit = await api(app).http().get(`/matches/${matchId}/audit`);
    expect(audit.status).toBe(200);
    const report = audit.body as AuditReport;
    expect(report.ok).toBe(true);
    expect(report.checks.filter((c) => c.status === 'failed')).toEqual([]);
    // The events, not the index, decide: one edited event fails the audit with the index untouched.
    await editEventLog(db.superuserUrl, matchId, withPayloadField(3, 'forged', true));
    const forged = await api(app).http().get(`/matches/${matchId}/audit`);
    expect(forged.status).toBe(200);
    expect((forged.body as AuditReport).ok).toBe(false);
  });
});
