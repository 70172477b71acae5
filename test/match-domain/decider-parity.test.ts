import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/engine/canonical-json';
import type { AnyGameDefinition } from '../../src/engine/game-definition';
import { rngFromInt } from '../../src/engine/random';
import { isRejection } from '../../src/engine/rejection';
import { EventStore } from '../../src/event-store/event-store.service';
import { fourSouls } from '../../src/games/four-souls';
import { mansters } from '../../src/games/mansters';
import { foldServer, upcastEvent } from '../../src/match-domain';
import { decideRecorded, rederiveCommand } from '../../src/replay/core/audit';
import type { MatchRecord } from '../../src/replay/core/record';
import { api, createTestApp } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { fixedRandomness } from '../support/fixed-randomness';
import { until } from '../support/fold';
import { highCard } from '../support/test-game';
import { readRecord } from '../replay/helpers';
import { claim, concede, playRandomly } from './support';

/**
 * The audit is the proof of fairness only if it re-runs the code that decided. Commands go through
 * the real services (REST -> lifecycle / pipeline -> PostgreSQL); then every command of the ledger
 * is re-run by the audit's re-derivation from the recorded command and the seed, and the events it
 * gives must equal the stored ones byte for byte (canonical JSON of type, schema version, payload,
 * visibility and actor): the create with its setup and bot seats, every seat claim, every command
 * with its match.ended. Refusals must be refused again with the same code.
 */
const games: readonly AnyGameDefinition[] = [fourSouls, mansters, highCard];
const byId = (id: string) => games.find((g) => g.id === id) as AnyGameDefinition;

interface Content {
  readonly type: string;
  readonly schemaVersion: number;
  readonly payload: unknown;
  readonly visibility: unknown;
  readonly actor: unknown;
}
const bytes = (e: Content) => canonicalJson({ type: e.type, schemaVersion: e.schemaVersion, payload: e.payload, visibility: e.visibility, actor: e.actor });

describe('the pipeline and the audit decide with the same code', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;

  beforeAll(async () => {
    db = await createTestDatabase();
    // Fixed deals and bot draws: the numbers of commands and refusals and the bot's moves asserted
    // below come from the same matches every run.
    app = await createTestApp(db, {}, games, fixedRandomness('decider-parity'));
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  /** The secret seed, from the event store (live matches have not revealed it yet). */
  const seedOf = async (matchId: string): Promise<string> => {
    const seed = await app.get(EventStore).secrets.seed(matchId);
    if (!seed) throw new Error(`match ${matchId} has no seed`);
    return seed;
  };

  /** Re-runs every ledger command as the audit does and compares with what the pipeline stored. */
  async function compareWithAudit(matchId: string): Promise<Record<'create' | 'join' | 'command' | 'refused', number>> {
    const record: MatchRecord = await readRecord(app, matchId);
    const def = byId((record.events[0]?.payload as { gameId: string }).gameId);
    const seed = await seedOf(matchId);
    const counts = { create: 0, join: 0, command: 0, refused: 0 };
    for (const c of record.commands) {
      const state = foldServer(
        def,
        record.events.slice(0, c.decidedVersion).map((e) => upcastEvent(def, e)),
      );
      if (c.status === 'accepted') {
        const again = rederiveCommand(def, state, c, seed);
        if (typeof again === 'string') throw new Error(`${c.commandId}: ${again}`);
        const stored = c.firstSeq === null || c.lastSeq === null ? [] : record.events.slice(c.firstSeq - 1, c.lastSeq);
        expect(again.map(bytes), `${c.kind} ${c.commandId}`).toEqual(stored.map(bytes));
        counts[c.kind] += 1;
      } else if (c.rejection?.code !== 'STALE_SEQ') {
        // STALE_SEQ depends on the client's expected seq, which is not recorded.
        const again = decideRecorded(def, state, c, seed);
        expect(isRejection(again) ? again.code : 'accepted', c.commandId).toBe(c.rejection?.code);
        counts.refused += 1;
      }
    }
    return counts;
  }

  const finished = (matchId: string) =>
    until(async () => (await api(app).http().get(`/matches/${matchId}`)).body.status === 'finished', `match ${matchId} to finish`, 150_000);

  it.each([
    ['four-souls', { turnCap: 40 }],
    ['mansters', {}],
  ])('%s between people: create, joins, commands, refusals and the conceding end match byte for byte', async (gameId, options) => {
    const { matchId } = await api(app).create({ gameId, seats: 2, options });
    const tokens = (await claim(app, matchId, [0, 1], 2)) as string[];
    await playRandomly(app, matchId, tokens, 30, rngFromInt(gameId.length));
    const before = (await api(app).http().get(`/matches/${matchId}`)).body as { status: string };
    if (before.status === 'live') await concede(app, matchId, 1, tokens[1] as string);
    await finished(matchId);

    const counts = await compareWithAudit(matchId);
    expect(counts).toMatchObject({ create: 1, join: 2 });
    expect(counts.command).toBeGreaterThanOrEqual(10);
    expect(counts.refused).toBeGreaterThanOrEqual(1);
    const audit = await api(app).http().get(`/matches/${matchId}/audit`);
    expect(audit.body).toMatchObject({ ok: true });
  });

  it('a match with bots: the bots seat names and moves are decided once and re-derived identically', async () => {
    const { matchId } = await api(app).create({ gameId: 'four-souls', seats: 3, options: { turnCap: 6 }, bots: [null, 'random', 'greedy'] });
    const tokens = await claim(app, matchId, [0], 3);
    await playRandomly(app, matchId, tokens, 25, rngFromInt(3));
    const live = (await api(app).http().get(`/matches/${matchId}`)).body as { status: string };
    if (live.status === 'live') await concede(app, matchId, 0, tokens[0] as string);
    // Two bots remain after the person concedes; they play the match to its turn cap.
    await finished(matchId);

    const record = await readRecord(app, matchId);
    const claims = record.events.filter((e) => e.type === 'seat.claimed').map((e) => e.payload);
    expect(claims).toEqual(
      expect.arrayContaining([
        { type: 'seat.claimed', seat: 1, name: 'random bot', bot: 'random' },
        { type: 'seat.claimed', seat: 2, name: 'greedy bot', bot: 'greedy' },
      ]),
    );
    const counts = await compareWithAudit(matchId);
    expect(counts).toMatchObject({ create: 1, join: 1 });
    expect(record.commands.some((c) => c.actor === 'seat:1' && c.status === 'accepted')).toBe(true);
    expect((await api(app).http().get(`/matches/${matchId}/audit`)).body).toMatchObject({ ok: true });
    // Two bots playing three seats to the turn cap on a loaded machine: longer than the default 60 s.
  }, 180_000);

  it('deadline defaults (actor system/timeout) and the deadline settings in match.created are re-derived too', async () => {
    const { matchId } = await api(app).create({ gameId: 'high-card', seats: 2, options: { rounds: 1 }, deadlines: { mode: 'live', seconds: 1 } });
    await claim(app, matchId, [0, 1], 2);
    await finished(matchId);
    const record = await readRecord(app, matchId);
    expect(record.events[0]?.payload).toMatchObject({ deadlines: { mode: 'live', seconds: 1 } });
    expect(record.events.filter((e) => e.actor.kind === 'system' && e.actor.reason === 'timeout').length).toBeGreaterThanOrEqual(2);
    const counts = await compareWithAudit(matchId);
    expect(counts).toMatchObject({ create: 1, join: 2 });
    expect(counts.command).toBeGreaterThanOrEqual(2);
  });
});
