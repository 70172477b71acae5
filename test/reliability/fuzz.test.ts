import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { restRequest, socketMessage, type Targets } from './fuzz-arbitraries';
import { ack, FuzzRunner } from './fuzz-runner';
import { claimSeats, createMatch, envInt, eventTotal, httpCall, httpOk, killServer, spawnServer, until, type Server } from './support';

const SEED = envInt('FUZZ_SEED', 20_261_122);
const REST_RUNS = envInt('FUZZ_REST_RUNS', 1500);
const SOCKET_RUNS = envInt('FUZZ_SOCKET_RUNS', 1500);

/**
 * Protocol fuzzing with fast-check (fixed seed; FUZZ_SEED and FUZZ_*_RUNS to explore): thousands of
 * random and malformed REST requests and socket.io messages against a real server process (see
 * fuzz-arbitraries.ts for what is sent, fuzz-runner.ts for the check of each answer). Each gets an
 * answer: an error in the documented shape (HTTP 4xx `{statusCode, code, rule, message}`, socket
 * `{ ok: false, error }` or `server:error`), never a 5xx or INTERNAL, never silence. The server
 * stays up, and the store grows by exactly the events of the accepted answers.
 */
describe('protocol fuzzing', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let server: Server;
  let targets: Targets;
  let run: FuzzRunner;
  let eventsBefore = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    // The rate limit is tested elsewhere; here every message must reach the handlers.
    // No safety poll: an update must come from the append itself (see the capital-letters test).
    server = await spawnServer({ DATABASE_URL: db.url, WS_RATE_CAPACITY: '1000000', WS_RATE_PER_SECOND: '1000000', WS_POLL_MS: '0' });
    ds = await new DataSource(dataSourceOptions(db.url, 4)).initialize();
    const live = [];
    // Dealt by a scenario, not the match's random seed: with the fuzz's seed fixed, a run is reproducible.
    const hands = [0, 1, 2, 3].map((seat) => Array.from({ length: 20 }, (_, i) => seat * 20 + i + 1));
    for (let i = 0; i < 3; i += 1) {
      const matchId = await createMatch(server.url, { gameId: 'high-card', seats: 4, options: { rounds: 20 }, setup: { hands } });
      live.push({ matchId, tokens: await claimSeats(server.url, matchId, 4) });
    }
    const waiting = await createMatch(server.url, { gameId: 'high-card', seats: 4 });
    const finished = await createMatch(server.url, { gameId: 'high-card', seats: 2 });
    const [token] = await claimSeats(server.url, finished, 2);
    await httpOk(server.url, 'POST', `/matches/${finished}/seats/0/commands`, { json: { commandId: 'give-up', command: { type: 'concede' } }, token });
    targets = { live, waiting, finished };
    run = new FuzzRunner(server.url, targets);
    eventsBefore = await eventTotal(ds);
  }, 120_000);
  afterAll(async () => {
    await killServer(server);
    await ds?.destroy();
    await db?.drop();
  });

  it(`answers ${REST_RUNS} random REST requests with a 2xx or a well-formed 4xx`, async () => {
    await fc.assert(
      fc.asyncProperty(restRequest(targets), (r) => run.rest(r)),
      { seed: SEED, numRuns: REST_RUNS, endOnFailure: true },
    );
    expect(run.ranges.size, 'some fuzzed commands were accepted').toBeGreaterThan(10);
  }, 240_000);

  it(`answers ${SOCKET_RUNS} random socket.io messages, each with exactly one acknowledgement or server:error`, async () => {
    const sockets: Socket[] = [];
    const errors: number[] = [];
    let disconnects = 0;
    try {
      // Every seat of the first two matches, then a spectator of all, then one that joins nothing.
      for (let i = 0; i < run.seatSockets.length + 2; i += 1) {
        const s = io(server.url, { transports: ['websocket'] });
        const index = sockets.push(s) - 1;
        errors.push(0);
        s.on('server:error', () => (errors[index] = (errors[index] ?? 0) + 1));
        s.on('disconnect', () => (disconnects += 1));
      }
      for (const [i, { matchId, token }] of run.seatSockets.entries())
        expect(await ack(sockets[i]!, 'match:join', { matchId, token })).toMatchObject({ ok: true });
      for (const m of targets.live) expect(await ack(sockets[run.seatSockets.length]!, 'match:join', { matchId: m.matchId })).toMatchObject({ ok: true });
      const before = run.ranges.size;

      await fc.assert(
        fc.asyncProperty(socketMessage(targets, sockets.length, run.seatSockets.length), (msg) => run.socket(sockets, errors, msg)),
        { seed: SEED, numRuns: SOCKET_RUNS, endOnFailure: true },
      );
      expect(run.ranges.size - before, 'some fuzzed commands were accepted').toBeGreaterThan(10);
      // A refusal never closes the connection (messages here stay below the transport cap).
      expect(disconnects).toBe(0);
    } finally {
      for (const s of sockets) s.close();
    }
  }, 240_000);

  it('is still up and healthy, and the store grew by exactly the events of the accepted answers', async () => {
    expect(server.alive()).toBe(true);
    expect((await httpCall(server.url, 'GET', '/health')).status).toBe(200);
    const appended = [...run.ranges.values()].reduce((n, r) => n + r.lastSeq - r.firstSeq + 1, 0);
    expect(await eventTotal(ds)).toBe(eventsBefore + appended + run.lobbyEvents);
    for (const r of run.ranges.values()) {
      // Every event of the range in rows of that command (one row per append).
      const rows = (await ds.query(
        'SELECT a.command_id FROM match_appends a CROSS JOIN LATERAL generate_series(a.first_seq, a.last_seq) s WHERE a.match_id = $1 AND s BETWEEN $2 AND $3',
        [r.matchId, r.firstSeq, r.lastSeq],
      )) as { command_id: string }[];
      expect(rows.map((x) => x.command_id)).toEqual(Array.from({ length: r.lastSeq - r.firstSeq + 1 }, () => r.commandId));
    }
    // Nothing was logged as an error (an unexpected failure is logged before it becomes a 500).
    const errorLines = server
      .output()
      .split('\n')
      .filter((l) => l.includes('"level":50') || l.includes('"level":60'));
    expect(errorLines.slice(0, 5)).toEqual([]);
  });

  // Runs last: its appends are not counted by the check above.
  it('takes a match id in capital letters as the same match: updates reach the sockets that joined it in lower case, and back', async () => {
    const matchId = await createMatch(server.url, { gameId: 'high-card', seats: 2, options: { rounds: 3 } });
    const tokens = await claimSeats(server.url, matchId, 2);
    const lower = io(server.url, { transports: ['websocket'] });
    const capital = io(server.url, { transports: ['websocket'] });
    const seen = { lower: 0, capital: 0 };
    lower.on('match:update', (u: { seq: number }) => (seen.lower = Math.max(seen.lower, u.seq)));
    capital.on('match:update', (u: { seq: number }) => (seen.capital = Math.max(seen.capital, u.seq)));
    try {
      expect(await ack(lower, 'match:join', { matchId })).toMatchObject({ ok: true });
      // A UUID either way (the REST routes accept both cases too, and lower-case them).
      const upper = matchId.toUpperCase();
      expect(await ack(capital, 'match:join', { matchId: upper, token: tokens[0] })).toMatchObject({ ok: true });
      const view = await httpOk(server.url, 'GET', `/matches/${matchId}/view`, { token: tokens[0] });
      const sent = await ack(capital, 'match:command', { matchId: upper, commandId: 'capital-1', command: (view.legalActions as object[])[0] });
      expect(sent).toMatchObject({ ok: true });
      // This server polls nothing (WS_POLL_MS=0): only the append's own wake-up can bring the update.
      await until(() => seen.lower >= (sent.seq as number), `the lower-case spectator sees seq ${String(sent.seq)} (it saw ${seen.lower})`, 3000);
      const other = await httpOk(server.url, 'GET', `/matches/${matchId}/view`, { token: tokens[1] });
      const rest = await httpOk(server.url, 'POST', `/matches/${matchId}/seats/1/commands`, {
        json: { commandId: 'rest-1', command: (other.legalActions as object[])[0] },
        token: tokens[1],
      });
      await until(() => seen.capital >= (rest.seq as number), `the socket that joined in capitals sees seq ${String(rest.seq)} (it saw ${seen.capital})`, 3000);
    } finally {
      lower.close();
      capital.close();
    }
  });
});
