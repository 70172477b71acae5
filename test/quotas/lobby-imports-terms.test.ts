import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseExport, toExportText } from '../../src/replay/core/export-format';
import { api } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { until } from '../support/fold';
import { botMatch, downloadExport, rechain, replayApp, uploadExport } from '../replay/helpers';

interface Row {
  matchId: string;
  status: string;
  imported: boolean;
  importedAt: string | null;
  updatedAt: string;
  terms: { deadlines: unknown; options: unknown; botDelayMs: number | null };
}

/** An export re-dated to the year 9999 and re-chained: a forged file that still audits clean. */
function backDated(text: string): string {
  const { record } = parseExport(text);
  return toExportText(rechain({ ...record, events: record.events.map((e) => ({ ...e, recordedAt: '9999-01-01T00:00:00.000Z' })) }), new Date());
}

describe('the lobby: imports kept apart, each match with its terms, paging', () => {
  let dbA: TestDatabase;
  let dbB: TestDatabase;
  let a: NestExpressApplication;
  let b: NestExpressApplication;

  beforeAll(async () => {
    [dbA, dbB] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    [a, b] = await Promise.all([replayApp(dbA), replayApp(dbB, { BOT_DELAY_MS: 25 })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all([dbA?.drop(), dbB?.drop()]);
  });

  const list = async (query: string) => {
    const res = await api(b).http().get(`/matches?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Row[];
  };

  it('imported matches dated 9999 never crowd live or waiting matches out of the first page; they are listed apart by import time and marked everywhere', async () => {
    const client = api(b);
    const own = [
      (await client.create({ gameId: 'high-card', seats: 2, options: { rounds: 5 }, deadlines: { mode: 'live', seconds: 7 } })).matchId,
      (await client.create({ gameId: 'high-card', seats: 2, bots: [null, 'random'] })).matchId,
    ];
    const forged: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const matchId = await botMatch(a, 'high-card', ['random', 'random'], { rounds: 1 });
      const upload = await uploadExport(b, backDated((await downloadExport(a, matchId)).text));
      expect(upload.status, JSON.stringify(upload.body)).toBe(201);
      forged.push(matchId);
    }
    const imports = await until(async () => {
      const rows = await list('kind=imported');
      return rows.length === 3 && rows;
    }, 'the imports in the lobby');

    // The first page of live play holds the server's own matches, not the imports from 9999.
    const page = await list('limit=2');
    expect(page.map((r) => r.matchId).sort()).toEqual([...own].sort());
    expect(page.every((r) => !r.imported && r.importedAt === null)).toBe(true);
    // Imports: newest import first, marked, dated by this server's clock; their own times are kept as recorded.
    expect(imports.map((r) => r.matchId)).toEqual([...forged].reverse());
    for (const row of imports) {
      expect(row).toMatchObject({ imported: true, status: 'finished', updatedAt: '9999-01-01T00:00:00.000Z' });
      expect(Math.abs(Date.parse(row.importedAt ?? '') - Date.now())).toBeLessThan(10 * 60_000);
    }
    expect(await list('kind=imported&status=live')).toEqual([]);

    // The summary, the REST replay and the export say it too.
    const summary = await client.http().get(`/matches/${forged[0]}`);
    expect(summary.body).toMatchObject({ imported: true, importedAt: imports.at(-1)?.importedAt });
    expect((await client.http().get(`/matches/${own[0]}`)).body).toMatchObject({ imported: false, importedAt: null });
    expect((await client.http().get(`/matches/${forged[0]}/replay`)).body).toMatchObject({ imported: true, importedAt: imports.at(-1)?.importedAt });
    const exported = parseExport((await downloadExport(b, forged[0] ?? '')).text);
    expect(exported.header.importedAt).toBe(imports.at(-1)?.importedAt);
    expect(parseExport((await downloadExport(a, forged[0] ?? '')).text).header.importedAt).toBeNull();
  });

  it("each row shows the match's terms before joining: deadlines, the game's options and the bots' pause", async () => {
    const client = api(b);
    const timed = (await client.create({ gameId: 'high-card', seats: 2, options: { rounds: 4 }, deadlines: { mode: 'correspondence', seconds: 48 } })).matchId;
    const plain = (await client.create({ gameId: 'high-card', seats: 2 })).matchId;
    const withBot = (await client.create({ gameId: 'high-card', seats: 2, bots: ['lowest', null] })).matchId;
    const rows = await until(async () => {
      const all = await list('limit=500');
      const byId = new Map(all.map((r) => [r.matchId, r]));
      return [timed, plain, withBot].every((id) => byId.has(id)) && byId;
    }, 'the new matches in the lobby');
    expect(rows.get(timed)?.terms).toEqual({ deadlines: { mode: 'correspondence', seconds: 48 }, options: { rounds: 4 }, botDelayMs: null });
    expect(rows.get(plain)?.terms).toEqual({ deadlines: null, options: { rounds: 3 }, botDelayMs: null });
    expect(rows.get(withBot)?.terms).toEqual({ deadlines: null, options: { rounds: 3 }, botDelayMs: 25 });
  });

  it('pages past any size with offset: consecutive pages are disjoint and together the whole list', async () => {
    const client = api(b);
    const before = (await list('limit=500&status=waiting')).length;
    for (let n = 0; n < 5; n += 1) await client.create({ gameId: 'high-card', seats: 3 });
    // Once the lobby has caught up with all of them (nothing changes the waiting list afterwards).
    const all = await until(async () => {
      const rows = await list('limit=500&status=waiting');
      return rows.length === before + 5 && rows;
    }, 'the waiting matches in the lobby');
    expect(all.length).toBeGreaterThan(6);
    const pages: Row[][] = [];
    for (let offset = 0; offset < all.length; offset += 3) pages.push(await list(`limit=3&offset=${offset}&status=waiting`));
    expect(pages.flat().map((r) => r.matchId)).toEqual(all.map((r) => r.matchId));
    expect(await list(`limit=3&offset=${all.length}&status=waiting`)).toEqual([]);
    expect((await client.http().get('/matches?offset=-1')).body).toMatchObject({ statusCode: 400, code: 'MALFORMED_REQUEST' });
    expect((await client.http().get('/matches?kind=everything')).body).toMatchObject({ statusCode: 400, code: 'MALFORMED_REQUEST' });
  });
});
