import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rngFromInt } from '../../src/engine/random';
import { GENESIS_HASH, eventHash } from '../../src/event-store/hash-chain';
import { auditMatch } from '../../src/replay/core/audit';
import { parseExport, toExportText } from '../../src/replay/core/export-format';
import type { RecordedEvent } from '../../src/replay/core/record';
import { api } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { fixedRandomness } from '../support/fixed-randomness';
import { until } from '../support/fold';
import { highCard, type HcState } from '../support/test-game';
import { botMatch, downloadExport, foldTo, gameById, readRecord, replayApp, uploadExport } from './helpers';

describe('export and import (two servers, two databases)', () => {
  let dbA: TestDatabase;
  let dbB: TestDatabase;
  let a: NestExpressApplication;
  let b: NestExpressApplication;

  beforeAll(async () => {
    [dbA, dbB] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    // The exporting server deals and draws for its bots from a fixed source: the Mansters match has the
    // turns the seeks below ask for every run (the importer plays no match).
    [a, b] = await Promise.all([replayApp(dbA, {}, fixedRandomness('export-import')), replayApp(dbB, { STATE_CACHE_EVERY: 25 })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all([dbA?.drop(), dbB?.drop()]);
  });

  it('a finished bot match exported from one server imports into a fresh one, audits clean and replays identically', async () => {
    const matchId = await botMatch(a, 'mansters', ['greedy', 'random']);
    const file = await downloadExport(a, matchId);
    expect(file.status).toBe(200);
    expect(file.type).toContain('application/x-ndjson');
    const lines = file.text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { record: string });
    expect(lines[0]).toMatchObject({
      record: 'header',
      format: 'stackbound-match',
      formatVersion: 1,
      matchId,
      gameId: 'mansters',
      rulesVersion: 'mansters-3',
      seatCount: 2,
    });
    expect(lines.at(-2)).toMatchObject({ record: 'seed' });
    // The exporting server signs the head it hands out.
    const eventLines = lines.filter((l) => l.record === 'event') as unknown as { seq: number; hash: string }[];
    expect(lines.at(-1)).toMatchObject({ record: 'signature', matchId, seq: eventLines.length, hash: eventLines.at(-1)?.hash, algorithm: 'Ed25519' });

    const imported = await uploadExport(b, file.text);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toMatchObject({ matchId, gameId: 'mansters', audit: { ok: true } });

    const auditB = await api(b).http().get(`/matches/${matchId}/audit`);
    expect(auditB.body.ok).toBe(true);
    const auditA = await api(a).http().get(`/matches/${matchId}/audit`);
    // The same report, except that the importing server says where the match came from.
    expect(auditA.body).toMatchObject({ imported: false, importedAt: null, marks: [] });
    expect(auditB.body).toMatchObject({ imported: true, importedAt: expect.any(String) });
    expect(auditB.body.marks).toEqual([
      { kind: 'imported', importedAt: auditB.body.importedAt, signedBy: expect.any(String), text: expect.stringContaining('not played on this server') },
    ]);
    expect(withoutProvenance(auditB.body)).toEqual(withoutProvenance(auditA.body));

    const recordA = await readRecord(a, matchId);
    expect(await readRecord(b, matchId)).toEqual(recordA);
    // The same steps, viewers and seeks answer byte for byte the same on both servers.
    const rng = rngFromInt(5);
    const queries = ['unit=action&step=0', 'unit=event&step=1', 'turn=2&viewer=seat:1', 'unit=event&viewer=omniscient', 'viewer=seat:0'];
    for (let k = 0; k < 12; k += 1)
      queries.push(
        `unit=${rng.pick(['event', 'action'])}&seq=${rng.int(0, recordA.events.length)}&viewer=${rng.pick(['spectator', 'omniscient', 'seat:0', 'seat:1'])}`,
      );
    for (const q of queries) {
      const [ra, rb] = await Promise.all([api(a).http().get(`/matches/${matchId}/replay?${q}`), api(b).http().get(`/matches/${matchId}/replay?${q}`)]);
      expect(ra.status).toBe(200);
      // Identical except that the second server says it imported the match (and when).
      expect(ra.body).toMatchObject({ imported: false, importedAt: null, marks: [] });
      expect(rb.body).toEqual({ ...ra.body, imported: true, importedAt: expect.any(String), marks: auditB.body.marks });
    }
    // Cached states were stored for the archive, so seeks there are bounded as well.
    const summary = await api(b).http().get(`/matches/${matchId}`);
    expect(summary.body).toMatchObject({
      status: 'finished',
      seq: recordA.events.length,
      imported: true,
      importedAt: auditB.body.importedAt,
      marks: auditB.body.marks,
    });
    // Read-only: the match is over, so the pipeline refuses everything.
    const join = await api(b).http().post(`/matches/${matchId}/seats/0`).send({ name: 'Mallory' });
    expect(join.status).toBe(409);
    // It shows in the new server's lobby apart from live play, marked imported.
    await until(async () => {
      const list = await api(b).http().get('/matches?kind=imported&status=finished');
      return (list.body as { matchId: string; imported: boolean }[]).some((m) => m.matchId === matchId && m.imported);
    }, 'the imported match in the lobby');
    expect(((await api(b).http().get('/matches')).body as { matchId: string }[]).some((m) => m.matchId === matchId)).toBe(false);
    // Importing it again is refused.
    expect((await uploadExport(b, file.text)).body.code).toBe('MATCH_EXISTS');
  });

  it('refuses files that do not audit clean, malformed files and live matches', async () => {
    const matchId = await botMatch(a, 'high-card', ['random', 'random']);
    const { text } = await downloadExport(a, matchId);
    const tampered = text.replace(/"bonus":(\d)/, (_m, d: string) => `"bonus":${(Number(d) % 6) + 1}`);
    expect(tampered).not.toBe(text);
    const refused = await uploadExport(b, tampered);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('IMPORT_AUDIT_FAILED');
    expect(refused.body.message).toMatch(/chain check failed at seq \d+/);
    expect((await uploadExport(b, 'not json\n')).body.code).toBe('BAD_EXPORT_FILE');
    expect((await uploadExport(b, `{"record":"header","format":"other"}\n`)).body.code).toBe('BAD_EXPORT_FILE');

    const { matchId: live } = await api(a).create({ gameId: 'high-card', seats: 2 });
    const liveExport = await api(a).http().get(`/matches/${live}/export`);
    expect(liveExport.status).toBe(409);
    expect(liveExport.body.code).toBe('MATCH_NOT_FINISHED');
  });

  it('old event shapes are upcast on read: a match stored with schema-1 events replays and audits the same', async () => {
    // High card's schema 1 called the card of `hc.played` "value"; rewrite a finished match as an
    // older server would have stored it (with its own consistent hash chain).
    const matchId = await botMatch(a, 'high-card', ['random', 'lowest'], { rounds: 4 });
    const { record } = parseExport((await downloadExport(a, matchId)).text);
    let prev = GENESIS_HASH;
    const events: RecordedEvent[] = record.events.map((e) => {
      let old = e;
      if (e.type === 'hc.played') {
        const { card, ...rest } = e.payload as { card: number };
        old = { ...e, schemaVersion: 1, payload: { ...rest, value: card } };
      }
      const hash = eventHash(prev, { ...old, matchId: record.matchId, recordedAt: new Date(old.recordedAt) });
      const out = { ...old, prevHash: prev, hash };
      prev = hash;
      return out;
    });
    const oldRecord = { ...record, events };
    expect(events.some((e) => e.schemaVersion === 1 && 'value' in (e.payload as object))).toBe(true);
    expect(auditMatch(oldRecord, gameById)).toMatchObject({ ok: true });

    const imported = await uploadExport(b, toExportText(oldRecord, new Date()));
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const stored = await readRecord(b, matchId);
    expect(stored.events.find((e) => e.type === 'hc.played')).toMatchObject({ schemaVersion: 1, payload: { value: expect.any(Number) } });
    const played = stored.events.find((e) => e.type === 'hc.played') as RecordedEvent;
    const step = await api(b).http().get(`/matches/${matchId}/replay?unit=event&step=${played.seq}&viewer=omniscient`);
    expect(step.body.events[0].event).toEqual({ type: 'hc.played', seat: expect.any(Number), card: (played.payload as { value: number }).value });
    expect(step.body.view).toEqual(highCard.view(foldTo<HcState>(highCard, stored, played.seq).match.game, { kind: 'omniscient' }));
    expect((await api(b).http().get(`/matches/${matchId}/audit`)).body.ok).toBe(true);
  });
});

/** A report or replay answer without what differs between the server that played a match and one that imported it. */
function withoutProvenance(body: Record<string, unknown>): Record<string, unknown> {
  const { imported: _imported, importedAt: _importedAt, marks: _marks, ...rest } = body;
  return rest;
}
