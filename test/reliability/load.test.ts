import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { envInt, httpCall, httpOk, killServer, sleep, spawnServer, type Server } from './support';

const HIGH_CARD = envInt('RELIABILITY_LOAD_MATCHES', 200);
const MANSTERS = envInt('RELIABILITY_LOAD_MANSTERS', 2);
/** Every match must be finished this long after the last one was created. */
const DEADLINE_MS = envInt('RELIABILITY_LOAD_DEADLINE_MS', 60_000);

/** Runs `task` over `items`, at most `width` at a time. */
async function pool<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i] as T);
      }
    }),
  );
  return results;
}

/**
 * A bounded load test: HIGH_CARD high-card matches (2 seats, 5 rounds) and MANSTERS Mansters
 * matches, every seat played by the server's own bots, all running at once on one server process.
 * Every match must finish within DEADLINE_MS, and its audit must be clean: hash chain intact, the
 * revealed seed matches the commitment, every event reproduced by re-deciding the commands from
 * the seed, and the ledger consistent with the log.
 */
describe(`load: ${HIGH_CARD + MANSTERS} concurrent bot matches`, () => {
  let db: TestDatabase;
  let server: Server;

  beforeAll(async () => {
    db = await createTestDatabase();
    server = await spawnServer({ DATABASE_URL: db.url, BOT_DELAY_MS: '0' });
  }, 120_000);
  afterAll(async () => {
    await killServer(server);
    await db?.drop();
  });

  it('finishes every match in time, and every audit is clean', async () => {
    const bodies = [
      ...Array.from({ length: HIGH_CARD }, (_, i) => ({
        gameId: 'high-card',
        seats: 2,
        options: { rounds: 5 },
        bots: [i % 2 ? 'random' : 'lowest', 'random'],
      })),
      ...Array.from({ length: MANSTERS }, () => ({ gameId: 'mansters', seats: 3, bots: ['random', 'greedy', 'random'] })),
    ];
    const ids = await pool(bodies, 16, async (body) => (await httpOk(server.url, 'POST', '/matches', { json: body })).matchId as string);
    const created = Date.now();

    // Poll the unfinished ones only, a few at a time, until none is left or the deadline passes.
    let open = [...ids];
    while (open.length > 0 && Date.now() - created < DEADLINE_MS) {
      const statuses = await pool(open, 8, async (id) => (await httpOk(server.url, 'GET', `/matches/${id}`)).status as string);
      open = open.filter((_, i) => statuses[i] !== 'finished');
      if (open.length > 0) await sleep(250);
    }
    const elapsed = Date.now() - created;
    expect(open, `${open.length} of ${ids.length} matches unfinished ${DEADLINE_MS} ms after their creation`).toEqual([]);

    const audits = await pool(ids, 8, async (id) => {
      const res = await httpCall(server.url, 'GET', `/matches/${id}/audit`, { timeoutMs: 30_000 });
      return { id, status: res.status, body: res.body };
    });
    const unclean = audits.filter((a) => a.status !== 200 || a.body.ok !== true);
    expect(unclean.map((a) => `${a.id}: ${a.status} ${JSON.stringify(a.body).slice(0, 400)}`)).toEqual([]);
    for (const a of audits) {
      expect((a.body.checks as { name: string; status: string }[]).map((c) => `${c.name}:${c.status}`).sort()).toEqual([
        'chain:passed',
        'ledger:passed',
        'redecide:passed',
        'seed:passed',
      ]);
    }
    const events = audits.reduce((n, a) => n + (a.body.events as number), 0);
    console.info(`load: ${ids.length} matches, ${events} events, all finished in ${(elapsed / 1000).toFixed(1)} s after creation`);
    expect(server.alive()).toBe(true);
  }, 180_000);
});
