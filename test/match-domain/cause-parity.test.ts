import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/engine/canonical-json';
import { rngFromInt } from '../../src/engine/random';
import type { AppendInput } from '../../src/event-store/append';
import { EventStore } from '../../src/event-store/event-store.service';
import type { AppendOutcome } from '../../src/event-store/event-store.types';
import { fourSouls } from '../../src/games/four-souls';
import { mansters } from '../../src/games/mansters';
import type { DecidedEvent } from '../../src/match-domain';
import { explainRecord } from '../../src/replay/core/causes';
import { api, createTestApp } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { fixedRandomness } from '../support/fixed-randomness';
import { until } from '../support/fold';
import { readRecord } from '../replay/helpers';
import { claim, concede, playRandomly } from './support';

/**
 * Causes are not stored: the dispute review derives them by re-running the ledger. That is only
 * an account of what happened if the decider that wrote the events gave the same causes when it
 * decided. The pipeline's own decisions (create, claims, commands, through REST and PostgreSQL) are
 * caught on their way into the store, and the causes the review derives from the stored record
 * must equal them byte for byte, event by event.
 */
describe('the pipeline and the dispute review give the same causes', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  /** The cause the pipeline decided for each stored event, by match and seq. */
  const decided = new Map<string, string>();

  beforeAll(async () => {
    db = await createTestDatabase();
    // Fixed deals and bot draws: the bot has moved before the match ends, every run.
    app = await createTestApp(db, {}, [fourSouls, mansters], fixedRandomness('cause-parity'));
    const store = app.get(EventStore);
    const append = store.append.bind(store);
    store.append = async (input: AppendInput): Promise<AppendOutcome> => {
      const out = await append(input);
      if (out.kind === 'appended') {
        out.events.forEach((stored, k) => decided.set(`${stored.matchId}#${stored.seq}`, canonicalJson((input.events[k] as DecidedEvent).cause)));
      }
      return out;
    };
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const finished = (matchId: string) =>
    until(async () => (await api(app).http().get(`/matches/${matchId}`)).body.status === 'finished', `match ${matchId} to finish`, 60_000);

  it.each([
    ['four-souls', { turnCap: 6 }, [null, 'greedy']],
    ['mansters', {}, [null, null]],
  ] as const)('%s: every stored event has the cause the pipeline decided', async (gameId, options, bots) => {
    const { matchId } = await api(app).create({ gameId, seats: 2, options, bots: [...bots] });
    const people = bots.flatMap((b, seat) => (b === null ? [seat] : []));
    const tokens = (await claim(app, matchId, people, 2)) as string[];
    await playRandomly(app, matchId, tokens, 30, rngFromInt(gameId.length));
    const live = (await api(app).http().get(`/matches/${matchId}`)).body as { status: string };
    if (live.status === 'live') await concede(app, matchId, 0, tokens[0] as string);
    await finished(matchId);

    const record = await readRecord(app, matchId);
    const seed = (record.events.at(-1)?.payload as { seed?: string }).seed as string;
    const derived = explainRecord(gameId === 'four-souls' ? fourSouls : mansters, record, seed);
    expect(derived).toHaveLength(record.events.length);
    for (const e of record.events) {
      const cause = derived[e.seq - 1];
      expect(cause, `seq ${e.seq} ${e.type}`).not.toBeNull();
      expect(cause?.rules.length, `seq ${e.seq} ${e.type}`).toBeGreaterThan(0);
      expect(canonicalJson(cause), `seq ${e.seq} ${e.type}`).toBe(decided.get(`${matchId}#${e.seq}`));
    }
    // The people's commands name them, the bot's name the bot, the claims the seat that joined.
    const by = new Set(derived.map((c) => c?.command?.actedBy ?? 'server'));
    expect(by).toContain('seat');
    if (bots.includes('greedy' as never)) expect(by).toContain('bot');
  });
});
