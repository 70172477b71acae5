import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seatViewer } from '../src/engine/types';
import { VersionConflictError } from '../src/event-store/errors';
import { EventStore } from '../src/event-store/event-store.service';
import { api, createTestApp } from './support/app';
import { createTestDatabase, type TestDatabase } from './support/database';
import { eventCount, foldFromLog, hashFromLog } from './support/fold';
import { highCard } from './support/test-game';
import { STORED_SEQS } from './support/event-log';

describe('command pipeline across instances, snapshots and upcasting', () => {
  let db: TestDatabase;
  let a: NestExpressApplication;
  let b: NestExpressApplication;
  let ds: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    // Two "instances" on one database, each with its own cache and per-match queue.
    a = await createTestApp(db, { STATE_CACHE_EVERY: 3 });
    b = await createTestApp(db, { STATE_CACHE_EVERY: 3 });
    ds = a.get(DataSource);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  async function liveMatch(rounds: number) {
    const ca = api(a);
    const { matchId } = await ca.create({ gameId: 'high-card', seats: 3, options: { rounds } });
    const tokens = [(await ca.join(matchId, 0)).token, (await api(b).join(matchId, 1)).token, (await ca.join(matchId, 2)).token];
    return { matchId, tokens };
  }

  it('two instances writing one match concurrently never fork it: every command lands once, seqs stay gap-free', async () => {
    const { matchId, tokens } = await liveMatch(6);
    const apps = [a, b, b];
    for (let round = 0; round < 6; round += 1) {
      const results = await Promise.all(
        [0, 1, 2].map(async (seat) => {
          const client = api(apps[(seat + round) % 3]!);
          const view = await client.view(matchId, tokens[seat]);
          return client.command(matchId, seat, tokens[seat]!, { commandId: `r${round}`, command: { type: 'play', card: view.body.view.hand[0] } });
        }),
      );
      for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const rows = (await ds.query(STORED_SEQS, [matchId])) as { seq: number }[];
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    const store = new EventStore(ds);
    expect(await store.verifyChain(matchId)).toMatchObject({ ok: true });
    expect((await store.commands(matchId)).filter((c) => c.kind === 'command' && c.status === 'accepted')).toHaveLength(18);
    const summaries = await Promise.all([a, b].map((app) => api(app).http().get(`/matches/${matchId}`)));
    for (const s of summaries) expect(s.body).toMatchObject({ status: 'finished', stateHash: await hashFromLog(ds, matchId) });
  });

  it('gives up with 409 VERSION_CONFLICT after COMMAND_RETRIES conflicts, appending nothing', async () => {
    const { matchId, tokens } = await liveMatch(2);
    const view = await api(a).view(matchId, tokens[0]);
    const before = await eventCount(ds, matchId);
    const spy = vi.spyOn(a.get(EventStore), 'append').mockRejectedValue(new VersionConflictError(matchId, 0, 1));
    try {
      const res = await api(a).command(matchId, 0, tokens[0]!, { commandId: 'x', command: { type: 'play', card: view.body.view.hand[0] } });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('VERSION_CONFLICT');
      expect(spy).toHaveBeenCalledTimes(5);
    } finally {
      spy.mockRestore();
    }
    expect(await eventCount(ds, matchId)).toBe(before);
  });

  it('snapshots every N events as a cache keyed by rules version; a fresh instance loads from it to the same state', async () => {
    const { matchId, tokens } = await liveMatch(4);
    for (let round = 0; round < 2; round += 1) {
      for (const seat of [0, 1, 2]) {
        const view = await api(a).view(matchId, tokens[seat]);
        expect(
          (await api(a).command(matchId, seat, tokens[seat]!, { commandId: `s${round}`, command: { type: 'play', card: view.body.view.hand[0] } })).status,
        ).toBe(200);
      }
    }
    const snaps = (await ds.query('SELECT version, rules_version FROM match_state_cache WHERE match_id = $1 ORDER BY version', [matchId])) as {
      version: number;
      rules_version: string;
    }[];
    expect(snaps.length).toBeGreaterThanOrEqual(3);
    expect(snaps.every((s) => s.rules_version === '1')).toBe(true);
    // A snapshot of another rules version is never used, whatever it says.
    await ds.query(`INSERT INTO match_state_cache (match_id, rules_version, version, state) VALUES ($1, 'old', 9999, '{"bogus": true}')`, [matchId]);

    const fresh = await createTestApp(db, { STATE_CACHE_EVERY: 3 });
    try {
      const folded = await foldFromLog(ds, matchId);
      for (const seat of [0, 1, 2]) {
        const view = await api(fresh).view(matchId, tokens[seat]);
        expect(view.body.seq).toBe(folded.match.version);
        expect(view.body.view).toEqual(JSON.parse(JSON.stringify(highCard.view(folded.match.game as never, seatViewer(seat)))));
      }
    } finally {
      await fresh.close();
    }
  });

  it('upcasts events stored with an older schema version when reading them', async () => {
    const { matchId, tokens } = await liveMatch(2);
    const view = await api(a).view(matchId, tokens[0]);
    const card = view.body.view.hand[0] as number;
    // Schema 1 of hc.played called the card `value` (see the test game's upcast).
    await new EventStore(ds).append({
      expectedVersion: view.body.seq,
      command: { matchId, actor: 'seat:0', commandId: 'legacy', kind: 'command', seat: 0, origin: 'player', payload: {}, receivedAt: new Date() },
      events: [
        {
          type: 'hc.played',
          schemaVersion: 1,
          payload: { type: 'hc.played', seat: 0, value: card },
          visibility: { kind: 'seats', seats: [0] },
          actor: { kind: 'seat', seat: 0 },
        },
      ],
    });
    const after = await api(b).view(matchId, tokens[0]);
    expect(after.body.view.hand).not.toContain(card);
    expect(after.body.view.playedThisRound).toEqual([true, false, false]);
  });
});
