import type { Randomness } from '../../src/matches/randomness';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import type { AnyGameDefinition } from '../../src/engine/game-definition';
import { rngFromInt } from '../../src/engine/random';
import { mansters } from '../../src/games/mansters';
import { foldServer, upcastEvent, type ServerState } from '../../src/match-domain';
import { MatchRecordReader } from '../../src/replay/match-record.reader';
import type { MatchRecord, RecordedEvent } from '../../src/replay/core/record';
import { GENESIS_HASH, eventHash } from '../../src/event-store/hash-chain';
import { EventStore } from '../../src/event-store/event-store.service';
import { api, createTestApp, TEST_ADMIN_TOKEN } from '../support/app';
import { withClient, type TestDatabase } from '../support/database';
import { highCard } from '../support/test-game';
import { until } from '../support/fold';

export const replayGames: readonly AnyGameDefinition[] = [highCard, mansters];
export const gameById = (id: string) => replayGames.find((g) => g.id === id);

export async function replayApp(
  db: TestDatabase,
  env: Record<string, string | number | boolean> = {},
  randomness?: Randomness,
): Promise<NestExpressApplication> {
  return createTestApp(db, { STATE_CACHE_EVERY: 40, ...env }, replayGames, randomness);
}

/** Creates an all-bot match and waits until the bots have finished it. */
export async function botMatch(app: NestExpressApplication, gameId: string, bots: string[], options: Record<string, unknown> = {}): Promise<string> {
  const client = api(app);
  const { matchId } = await client.create({ gameId, seats: bots.length, options, bots });
  await until(
    async () => {
      const res = await client.http().get(`/matches/${matchId}`);
      return res.body.status === 'finished';
    },
    `bot match ${matchId} to finish`,
    60_000,
  );
  return matchId;
}

export async function readRecord(app: NestExpressApplication, matchId: string): Promise<MatchRecord> {
  return new MatchRecordReader(new EventStore(app.get(DataSource))).record(matchId);
}

/** The state after the first `seq` events, folded from the start (the oracle replay is compared with). */
export function foldTo<S = unknown>(def: AnyGameDefinition, record: MatchRecord, seq: number): ServerState<S> {
  return foldServer<S>(
    def,
    record.events.slice(0, seq).map((e) => upcastEvent(def, e)),
  );
}

/**
 * Plays `commands` commands of a match with human seats through REST, each seat choosing a random
 * legal action with a fixed generator; leaves the match live (if it lasts that long).
 */
export async function playByHand(app: NestExpressApplication, matchId: string, tokens: readonly string[], commands: number, seed = 7): Promise<void> {
  const client = api(app);
  const rng = rngFromInt(seed);
  for (let n = 0; n < commands; n += 1) {
    let moved = false;
    for (let seat = 0; seat < tokens.length && !moved; seat += 1) {
      const view = await client.view(matchId, tokens[seat]);
      if (view.body.status !== 'live') return;
      // Conceding would end the match early; the tests want a long live match.
      const legal = (view.body.legalActions as { type: string }[]).filter((c) => c.type !== 'concede');
      if (legal.length === 0) continue;
      const res = await client.command(matchId, seat, tokens[seat] ?? null, { commandId: `hand-${n}`, command: rng.pick(legal), expectedSeq: view.body.seq });
      if (res.status !== 200) throw new Error(`command refused: ${JSON.stringify(res.body)}`);
      moved = true;
    }
    if (!moved) return;
  }
}

export async function superuser(db: TestDatabase, sql: string[]): Promise<void> {
  await withClient(db.superuserUrl, async (c) => {
    for (const statement of sql) await c.query(statement);
  });
}

/** GET /matches/:id/export as text (supertest does not parse NDJSON). */
export async function downloadExport(app: NestExpressApplication, matchId: string): Promise<{ status: number; text: string; type: string }> {
  const res = await api(app)
    .http()
    .get(`/matches/${matchId}/export`)
    .buffer(true)
    .parse((r, done) => {
      let text = '';
      r.on('data', (c: Buffer) => (text += c.toString()));
      r.on('end', () => done(null, text));
    });
  return { status: res.status, text: res.body as string, type: String(res.headers['content-type']) };
}

export function uploadExport(app: NestExpressApplication, text: string) {
  return api(app).http().post('/matches/import').set('content-type', 'application/x-ndjson').set('authorization', `Bearer ${TEST_ADMIN_TOKEN}`).send(text);
}

/** Re-hashes the whole chain after an edit: a forger who also rewrites every later hash. */
export function rechain(record: MatchRecord): MatchRecord {
  let prev = GENESIS_HASH;
  const events: RecordedEvent[] = record.events.map((e) => {
    const hash = eventHash(prev, { ...e, matchId: record.matchId, recordedAt: new Date(e.recordedAt) });
    const out = { ...e, prevHash: prev, hash };
    prev = hash;
    return out;
  });
  return { ...record, events };
}

export function editPayload(record: MatchRecord, seq: number, edit: (payload: Record<string, unknown>) => Record<string, unknown>): MatchRecord {
  return { ...record, events: record.events.map((e) => (e.seq === seq ? { ...e, payload: edit(e.payload as Record<string, unknown>) } : e)) };
}
