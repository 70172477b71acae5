import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENESIS_HASH, eventHash } from '../../src/event-store/hash-chain';
import { mansters } from '../../src/games/mansters';
import { LEGACY_COMMAND_TYPES, LEGACY_EVENT_TYPES } from '../../src/games/mansters/legacy-names';
import { isFramingType } from '../../src/match-domain';
import { auditMatch } from '../../src/replay/core/audit';
import { parseExport, toExportText } from '../../src/replay/core/export-format';
import type { MatchRecord, RecordedCommand, RecordedEvent } from '../../src/replay/core/record';
import { api } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { fixedRandomness } from '../support/fixed-randomness';
import { botMatch, downloadExport, gameById, readRecord, replayApp, uploadExport } from './helpers';

/** current name → the camelCase name an event schema 1 / rules mansters-1 server wrote. */
const invert = (table: Readonly<Record<string, string>>): Map<string, string> => new Map(Object.entries(table).map(([old, current]) => [current, old]));
const OLD_EVENT = invert(LEGACY_EVENT_TYPES);
const OLD_COMMAND = invert(LEGACY_COMMAND_TYPES);

/**
 * Rewrites a finished match as a server from before the kebab-case rename stored it: camelCase
 * event types at schema version 1, camelCase command types in the ledger, and its own consistent
 * hash chain.
 */
function asStoredBeforeRename(record: MatchRecord): MatchRecord {
  let prev = GENESIS_HASH;
  const events: RecordedEvent[] = record.events.map((e) => {
    const old = OLD_EVENT.get(e.type);
    const rewritten = isFramingType(e.type) || old === undefined ? e : { ...e, type: old, schemaVersion: 1, payload: { ...(e.payload as object), type: old } };
    const hash = eventHash(prev, { ...rewritten, matchId: record.matchId, recordedAt: new Date(rewritten.recordedAt) });
    const out = { ...rewritten, prevHash: prev, hash };
    prev = hash;
    return out;
  });
  const commands: RecordedCommand[] = record.commands.map((c) => {
    const payload = c.payload as { type?: unknown } | null;
    const old = typeof payload?.type === 'string' ? OLD_COMMAND.get(payload.type) : undefined;
    return old === undefined ? c : { ...c, payload: { ...payload, type: old } };
  });
  return { ...record, events, commands };
}

describe('Mansters matches stored with the camelCase names still load, replay and audit', () => {
  let dbA: TestDatabase;
  let dbB: TestDatabase;
  let a: NestExpressApplication;
  let b: NestExpressApplication;

  beforeAll(async () => {
    [dbA, dbB] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    // A fixed deal and bot draws on the server that plays: the bots' match has the commands renamed
    // below every run (the importer plays no match).
    [a, b] = await Promise.all([replayApp(dbA, {}, fixedRandomness('mansters-legacy-names')), replayApp(dbB)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all([dbA?.drop(), dbB?.drop()]);
  });

  it('a schema-1 stream with camelCase commands audits clean (re-decided, not skipped), imports and replays with kebab-case names', async () => {
    const matchId = await botMatch(a, 'mansters', ['greedy', 'random']);
    const { record } = parseExport((await downloadExport(a, matchId)).text);
    const old = asStoredBeforeRename(record);
    expect(old.events.some((e) => e.type === 'turnStarted' && e.schemaVersion === 1)).toBe(true);
    expect(old.commands.some((c) => (c.payload as { type?: string }).type === 'endPlay' || (c.payload as { type?: string }).type === 'playCard')).toBe(true);

    const report = auditMatch(old, gameById);
    expect(report.ok, JSON.stringify(report.checks)).toBe(true);
    expect(report.checks.find((c) => c.name === 'redecide')).toMatchObject({ status: 'passed' });

    const imported = await uploadExport(b, toExportText(old, new Date()));
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const stored = await readRecord(b, matchId);
    expect(stored.events.find((e) => e.type === 'turnStarted')).toMatchObject({ schemaVersion: 1 });

    const summary = await api(b).http().get(`/matches/${matchId}`);
    expect(summary.body).toMatchObject({ status: 'finished', seq: record.events.length });
    const firstTurn = await api(b).http().get(`/matches/${matchId}/replay?turn=1&viewer=omniscient`);
    expect(firstTurn.status).toBe(200);
    // Each step lists the stored row type (camelCase here) beside the event as the game reads it now.
    const shown = firstTurn.body.events as { type: string; event: { type: string } }[];
    expect(shown.map((e) => e.event.type)).toContain('turn-started');
    expect(shown.map((e) => e.type)).toContain('turnStarted');
    const fromA = (await api(a).http().get(`/matches/${matchId}/replay?turn=1&viewer=omniscient`)).body;
    expect(firstTurn.body.seq).toBe(fromA.seq);
    expect(firstTurn.body.view).toEqual(fromA.view);
    expect(shown.map((e) => e.event)).toEqual((fromA.events as { event: unknown }[]).map((e) => e.event));
    expect((await api(b).http().get(`/matches/${matchId}/audit`)).body.ok).toBe(true);
    expect(mansters.eventSchemaVersion).toBe(2);
  });
});
