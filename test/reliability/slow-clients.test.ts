import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameClient } from '../../src/client';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { RawSocketIo } from './raw-socket-io';
import { playMatches, reconnectLoop } from './slow-clients-support';
import { createMatch, envInt, httpCall, httpOk, percentile, rssBytes, sleep, spawnServer, killServer, until, type Server } from './support';

const BASELINE_MS = envInt('RELIABILITY_SLOW_BASELINE_MS', 4000);
const ABUSE_MS = envInt('RELIABILITY_SLOW_ABUSE_MS', 16_000);
/** Sockets that stop reading and ask for the first long match's history (all on one match). */
const HAMMERS = envInt('RELIABILITY_SLOW_HAMMERS', 6);
const NORMAL_MATCHES = 4;
/** How many times the reconnecting client must have been served during the abuse. */
const MIN_RECONNECTS = 10;
/** Command latency under abuse: p95 at most this many times the p95 without it, or this absolute bound. */
const LATENCY_FACTOR = 10;
const LATENCY_FLOOR_MS = 500;
/**
 * RSS may grow at most this much over the abuse's last ~10 s (after 3-6 s of warm-up); without
 * abuse it stays flat. Measured: 91-216 MB while non-reading sockets were buffered without limit;
 * 20-42 MB since they are disconnected, later up to 66 MB once updates carried labelled actions and
 * card names. That last growth was not kept memory but V8 putting off its old-space collections:
 * with no heap limit the old space's used bytes climbed from 47 to 184 MB over the abuse and fell
 * back to 43 MB at the next full collection, while RSS grew 81-122 MB and stayed. The server here
 * therefore runs with a heap limit (SERVER_HEAP_MB), as a deployment should: V8 then collects in
 * time (RSS +20-26 MB over the abuse in five runs), memory kept for a client shows in RSS, and a
 * leak inside the heap ends the server with an out-of-memory error, which the test sees.
 */
const RSS_GROWTH_LIMIT = 64 * 1024 * 1024;
/**
 * The server's old-space limit, about ten times what it holds live here (~40 MB). At 192 MB the
 * collections came so often that the normal players' p95 rose to 106-121 ms (33-57 ms at 256 and
 * 384 MB, as without a limit).
 */
const SERVER_HEAP_MB = 384;
/** What may reach a client that did not read for ABUSE_MS once it reads again: the kernel's socket buffers (a few MB) and a small server-side allowance. */
const BACKLOG_LIMIT = 8 * 1024 * 1024;
/** A new viewer's join of a match that the slow readers hammer (a healthy join takes milliseconds). */
const JOIN_LIMIT_MS = 2000;

const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;

/**
 * Clients that hurt a server without sending anything invalid: sockets that stop reading (the TCP
 * socket is paused, the kernel buffers fill) while they keep asking, within the rate limit, for the
 * whole history of long matches (HAMMERS of them on one match, one alone on each other), and a
 * client that reconnects in a loop. Meanwhile NORMAL_MATCHES matches are played by ordinary
 * socket.io clients. Stated bounds:
 * - the normal players' command latency p95 stays within LATENCY_FACTOR x its value before the
 *   abuse, or LATENCY_FLOOR_MS, whichever is larger;
 * - the server's RSS grows by at most RSS_GROWTH_LIMIT over the abuse's last ~10 s;
 * - the server keeps at most BACKLOG_LIMIT for a client that does not read (measured by letting one
 *   read again at the end: what arrives was kept for it);
 * - a new viewer of the hammered match is served within JOIN_LIMIT_MS;
 * - the reconnecting client is served every time, and the server stays up and healthy.
 */
describe('slow and misbehaving clients do not hurt the others', () => {
  let db: TestDatabase;
  let server: Server;
  const bigMatches: string[] = [];
  const closers: (() => void)[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    server = await spawnServer({ DATABASE_URL: db.url, NODE_OPTIONS: `--max-old-space-size=${SERVER_HEAP_MB}` });
    // Long logs (hundreds of events): a join from seq 0 is a catch-up of ~100 KB.
    for (let i = 0; i < 3; i += 1)
      bigMatches.push(await createMatch(server.url, { gameId: 'mansters', seats: 4, bots: ['random', 'greedy', 'random', 'greedy'] }));
    await until(
      async () => {
        for (const id of bigMatches) if ((await httpOk(server.url, 'GET', `/matches/${id}`)).status !== 'finished') return false;
        return true;
      },
      'the bot matches finished',
      60_000,
    );
  }, 120_000);
  afterAll(async () => {
    for (const close of closers) close();
    await killServer(server);
    await db?.drop();
  });

  it('normal players keep their latency and the server its memory while sockets stop reading and another reconnects in a loop', async () => {
    const phase = { name: 'warmup' as 'warmup' | 'baseline' | 'abuse' | 'done' };
    const latency = { baseline: [] as number[], abuse: [] as number[] };
    const unexpected: string[] = [];
    const players = Array.from({ length: NORMAL_MATCHES }, () => playMatches(server.url, phase, latency, unexpected, closers));
    await sleep(1000);
    phase.name = 'baseline';
    await sleep(BASELINE_MS);

    // Every slow reader asks for a long match's whole history 20 times a second (the rate
    // limit's sustained rate, so none is refused), and reads nothing: HAMMERS of them on the
    // first match, and one on each other match (alone on it, so its requests are all served).
    const targets = [...Array.from({ length: HAMMERS }, () => bigMatches[0] as string), ...bigMatches.slice(1)];
    const slow: RawSocketIo[] = [];
    for (let i = 0; i < targets.length; i += 1) {
      const r = await RawSocketIo.open(server.url);
      closers.push(() => r.close());
      slow.push(r);
      r.pause();
    }
    const quietMatch = await createMatch(server.url, { gameId: 'high-card', seats: 2 });
    phase.name = 'abuse';
    const started = Date.now();
    let abusing = true;
    const rss: { at: number; bytes: number }[] = [];
    const abuse = (async () => {
      for (let n = 0; abusing; n += 1) {
        for (const [i, r] of slow.entries()) r.emit('match:join', { matchId: targets[i], lastSeq: 0 });
        if (n % 10 === 0) rss.push({ at: Date.now() - started, bytes: rssBytes(server.pid) });
        await sleep(50);
      }
    })();
    const reconnects = { joined: 0, failed: 0 };
    const looper = reconnectLoop(server.url, quietMatch, () => abusing, reconnects);
    // Halfway: a new viewer of a match whose history the slow readers keep asking for.
    await sleep(ABUSE_MS / 2);
    let viewerJoined = Infinity;
    const joinStarted = performance.now();
    const viewer = new GameClient(server.url, { ackTimeoutMs: 60_000 });
    closers.push(() => viewer.close());
    void viewer.join(bigMatches[0] as string).then(
      () => (viewerJoined = performance.now() - joinStarted),
      () => undefined, // closed at the end without an answer: stays Infinity
    );
    await sleep(ABUSE_MS / 2);
    // On a starved machine a reconnect can take seconds: the abuse lasts until the loop has been
    // served more than MIN_RECONNECTS times (within the test's time), so the bound below is met by
    // a loop that really ran, not by a short count.
    await until(() => reconnects.joined > MIN_RECONNECTS || reconnects.failed > 0, 'the reconnect loop to be served repeatedly', 60_000).catch(() => undefined);
    abusing = false;
    phase.name = 'done';
    await abuse;
    const loops = await looper;
    await Promise.all(players);
    viewer.close();

    // Let the slow readers that were alone on their match read again: what arrives was kept for them.
    const hammers = slow.slice(0, HAMMERS);
    const alone = slow.slice(HAMMERS);
    for (const r of hammers) r.close();
    const before = alone.map((r) => r.rawBytes);
    for (const r of alone) r.resume();
    // Drained once nothing arrives for a second (or the server closed them).
    const total = () => alone.reduce((n, r) => n + r.rawBytes, 0);
    for (let last = -1, deadline = Date.now() + 10_000; total() !== last && Date.now() < deadline;) {
      last = total();
      await sleep(1000);
    }
    const backlog = Math.max(...alone.map((r, i) => r.rawBytes - (before[i] as number)));

    expect(unexpected).toEqual([]);
    expect(server.alive()).toBe(true);
    expect((await httpCall(server.url, 'GET', '/health')).status).toBe(200);
    expect(loops.failed, `reconnect loop: ${JSON.stringify(loops)}`).toBe(0);
    expect(loops.joined).toBeGreaterThan(MIN_RECONNECTS);
    expect(latency.baseline.length).toBeGreaterThan(20);
    expect(latency.abuse.length).toBeGreaterThan(20);

    const base95 = percentile(latency.baseline, 95);
    const abuse95 = percentile(latency.abuse, 95);
    const bound = Math.max(LATENCY_FACTOR * base95, LATENCY_FLOOR_MS);
    // RSS as minimums over windows, so that garbage collection's ups and downs do not count.
    const warmRss = Math.min(...rss.filter((s) => s.at >= 3000 && s.at < 6000).map((s) => s.bytes));
    const endRss = Math.min(...rss.filter((s) => s.at >= ABUSE_MS - 3000).map((s) => s.bytes));
    // The measurements, for the log (the bounds below are the test).
    console.info(
      `slow-clients: p95 ${base95.toFixed(0)} -> ${abuse95.toFixed(0)} ms; RSS ${mb(warmRss)} -> ${mb(endRss)}; backlog kept (most for one client) ${mb(backlog)}; ` +
        `viewer join ${viewerJoined.toFixed(0)} ms; reconnects ${loops.joined}`,
    );
    expect
      .soft(
        abuse95,
        `normal players' command latency p95: ${base95.toFixed(0)} ms before, ${abuse95.toFixed(0)} ms during the abuse (bound ${bound.toFixed(0)} ms)`,
      )
      .toBeLessThanOrEqual(bound);
    expect
      .soft(
        endRss - warmRss,
        `server RSS ${mb(warmRss)} after 3-6 s of abuse, ${mb(endRss)} at its end (${ABUSE_MS / 1000} s): +${mb(endRss - warmRss)}, limit +${mb(RSS_GROWTH_LIMIT)}`,
      )
      .toBeLessThanOrEqual(RSS_GROWTH_LIMIT);
    expect
      .soft(backlog, `the server kept ${mb(backlog)} for a client that stopped reading ${ABUSE_MS / 1000} s earlier (limit ${mb(BACKLOG_LIMIT)})`)
      .toBeLessThanOrEqual(BACKLOG_LIMIT);
    expect
      .soft(
        viewerJoined,
        `a new viewer of a match whose history ${HAMMERS} sockets keep requesting waited ${viewerJoined.toFixed(0)} ms for its join (bound ${JOIN_LIMIT_MS} ms)`,
      )
      .toBeLessThanOrEqual(JOIN_LIMIT_MS);
  }, 240_000);
});
