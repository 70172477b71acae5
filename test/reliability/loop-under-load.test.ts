import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '../../src/event-store/event-store.service';
import { fourSouls } from '../../src/games/four-souls';
import { mansters } from '../../src/games/mansters';
import { createTestApp, TEST_ADMIN_TOKEN } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { highCard } from '../support/test-game';
import { until } from '../support/fold';
import { junkImportFile } from '../../bench/lib/junk-import';
import { rawRequest } from '../../bench/lib/raw-http';

/**
 * The event loop never stalls (audits and imports run in worker threads) and deadlines stay fair
 * under that load. The application runs in this process, so the event-loop delay measured here is
 * the server's.
 *
 * What is asserted, and why these bounds: every in-time command is applied (no default beats it),
 * the loop's worst delay stays under 1 s and no command's round trip exceeds 2 s. Before, one such
 * import held the loop for up to 12 s and eight audits delayed a waiting player by 2-5 s; the
 * target is 200 ms, printed with the figures, but this machine is shared with other test runs, so
 * the assertion keeps a margin that still fails on any stall of the old kind.
 *
 * The test's own work shares that loop, so it is kept off the timed stretch: the upload is written
 * with node:http (fetch copies a Buffer body into a web stream, 60 MB in one go, ~270 ms profiled),
 * and the contract check of an audit answer compiles its schema before the timing (~240 ms the
 * first time). Neither is the server's. The junk file and the upload are the `hostile` bench
 * section's own (bench/lib/junk-import.ts, bench/lib/raw-http.ts): that section measures the same
 * scenario against a server process.
 */
describe('a 60 MB import and eight audits while a live-deadline match is played', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let url: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db, { IMPORT_LIMIT: '64mb' }, [highCard, fourSouls, mansters]);
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const get = async (path: string) => {
    const res = await fetch(`${url}${path}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  /** node:http sends the Buffer as it is, without copying it on this loop. */
  const upload = async (file: Buffer, token?: string) => {
    const res = await rawRequest(`${url}/matches/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: file,
    });
    return { status: res.status, body: JSON.parse(res.text) as Record<string, unknown> };
  };

  it('the in-time commands are applied, the loop never stalls, the junk is refused; without the operator token the import is refused', async () => {
    // A long finished match to audit: four bots play Four Souls to the end.
    const long = await post('/matches', { gameId: 'four-souls', seats: 4, bots: ['greedy', 'random', 'greedy', 'random'], options: { turnCap: 60 } });
    expect(long.status).toBe(201);
    const longId = long.body.matchId as string;
    await until(async () => (await get(`/matches/${longId}`)).body.status === 'finished', 'the bot match to finish', 240_000);
    const longEvents = await app.get(EventStore).version(longId);
    console.log(`[loop-under-load] the Four Souls bot match finished: ${longEvents} events`);

    // 60 MB of junk that parses line by line, so the worker reads and audits all of it. Built
    // before anything is timed.
    const junk = junkImportFile(60);

    // The refusal without the credential comes before the body is parsed.
    expect((await upload(junk)).body.code).toBe('MISSING_ADMIN_TOKEN');

    // An audit answer before the timing, so that the contract check has compiled its schema (a short
    // bot match: the long one's audit must still be computed under load).
    const short = await post('/matches', { gameId: 'high-card', seats: 2, bots: ['random', 'random'], options: { rounds: 1 } });
    const shortId = short.body.matchId as string;
    await until(async () => (await get(`/matches/${shortId}`)).body.status === 'finished', 'the short bot match to finish', 60_000);
    expect((await get(`/matches/${shortId}/audit`)).body).toMatchObject({ ok: true });

    // A live match with 5 s deadlines.
    const created = await post('/matches', { gameId: 'high-card', seats: 2, options: { rounds: 8 }, deadlines: { mode: 'live', seconds: 5 } });
    const matchId = created.body.matchId as string;
    const tokens = [
      (await post(`/matches/${matchId}/seats/0`, { name: 'Ada' })).body.token as string,
      (await post(`/matches/${matchId}/seats/1`, { name: 'Bo' })).body.token as string,
    ];

    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const waits: number[] = [];
    let stop = false;
    // Each seat plays its lowest card about a second into every prompt, well inside the deadline.
    const player = async (seat: number) => {
      for (let n = 0; !stop; n += 1) {
        const view = await fetch(`${url}/matches/${matchId}/view`, { headers: { authorization: `Bearer ${tokens[seat]}` } });
        const v = (await view.json()) as { status: string; waitingFor: number[]; view: { hand: number[] } };
        if (v.status !== 'live') return;
        if (!v.waitingFor.includes(seat)) {
          await new Promise((r) => setTimeout(r, 100));
          continue;
        }
        await new Promise((r) => setTimeout(r, 300 + 400 * seat));
        const started = performance.now();
        const res = await post(
          `/matches/${matchId}/seats/${seat}/commands`,
          { commandId: `c${seat}-${n}`, command: { type: 'play', card: Math.min(...v.view.hand) } },
          tokens[seat],
        );
        waits.push(performance.now() - started);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
    };
    const players = Promise.all([player(0), player(1)]);

    const loadStarted = performance.now();
    const [imported, audits] = await Promise.all([
      upload(junk, TEST_ADMIN_TOKEN),
      Promise.all(Array.from({ length: 8 }, () => get(`/matches/${longId}/audit`))),
    ]);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    stop = true;
    await players;
    loop.disable();

    const loopMaxMs = loop.max / 1e6;
    const sorted = [...waits].sort((a, b) => a - b);
    const maxWait = sorted.at(-1) ?? 0;
    console.log(
      `[loop-under-load] long match ${longEvents} events; junk ${(junk.length / 1024 / 1024).toFixed(1)} MB; import + 8 audits took ${loadSeconds.toFixed(1)} s; ` +
        `${waits.length} commands: p50 ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, max ${maxWait.toFixed(0)} ms (target 200 ms); ` +
        `event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms, max ${loopMaxMs.toFixed(0)} ms`,
    );

    // The junk parsed to its end and was audited: it has no match.ended.
    expect(imported.status, JSON.stringify(imported.body)).toBe(409);
    expect(imported.body.code).toBe('MATCH_NOT_FINISHED');
    for (const audit of audits) expect(audit.body).toMatchObject({ ok: true, status: 'finished', events: longEvents });
    expect(waits.length).toBeGreaterThanOrEqual(2);
    // No default beat an in-time command.
    const timeouts = (await app.get(EventStore).readStream(matchId)).filter((e) => e.actor.kind === 'system' && e.actor.reason === 'timeout');
    expect(timeouts).toEqual([]);
    expect(loopMaxMs).toBeLessThan(1000);
    expect(maxWait).toBeLessThan(2000);
  }, 400_000);
});
