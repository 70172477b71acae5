/**
 * One end-to-end run: a fresh server process on a fresh database, M two-seat matches created and
 * claimed over REST, one socket.io client per seat playing from its updates, all started at once
 * and bounded in time. Reads the server's CPU and memory from /proc and, when the database runs
 * on this machine, PostgreSQL's CPU too.
 */
import { installInlineDeflate } from '../../src/realtime/inline-deflate';
import { ClusterProbe, createBenchDatabase } from './postgres';
import { currentRssMb, peakRssMb, processCpuSeconds, processTreeCpuSeconds } from './proc';
import { seededRandom, sleep } from './sample-stats';
import { SeatPlayer } from './seat-player';
import { startServerChild, type ServerChild } from './server-child';
import { serverNodeFlags } from './server-node-flags';

export interface E2eGame {
  readonly gameId: string;
  readonly options: Record<string, unknown>;
}

export interface E2eRunOptions {
  readonly adminUrl: string;
  readonly serverMain: string;
  readonly cwd: string;
  readonly game: E2eGame;
  readonly matches: number;
  readonly boundMs: number;
  /** Run the server under `node --cpu-prof` into this folder. */
  readonly cpuProfileDir?: string;
  readonly log: (line: string) => void;
}

export interface E2eFigures {
  readonly matches: number;
  readonly finished: number;
  readonly elapsedMs: number;
  readonly commands: number;
  readonly events: number;
  readonly latenciesMs: readonly number[];
  readonly refused: ReadonlyMap<string, number>;
  readonly serverCpuSeconds: number | null;
  readonly dbCpuSeconds: number | null;
  readonly clientCpuSeconds: number;
  readonly idleRssMb: number | null;
  readonly peakRssMb: number | null;
  readonly setupMs: number;
}

/** Server settings of every run: realtime rate limits raised so they never throttle the load. */
const SERVER_ENV = { NODE_ENV: 'production', LOG_LEVEL: 'warn', LOG_PRETTY: 'false', WS_RATE_CAPACITY: '100000', WS_RATE_PER_SECOND: '100000' };

export async function runE2e(o: E2eRunOptions): Promise<E2eFigures> {
  // The seat clients stand in for browsers, which inflate natively on their own machines; here
  // they share the server's cores, so they inflate (and deflate their commands) in one call per
  // message as the server does, not through the thread pool in three writes.
  installInlineDeflate();
  const db = await createBenchDatabase(o.adminUrl, `bench_e2e_${o.game.gameId}_${o.matches}`);
  let server: ServerChild | null = null;
  const players: SeatPlayer[] = [];
  try {
    server = await startServerChild({
      script: o.serverMain,
      nodeArgs: [...serverNodeFlags(), ...(o.cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', o.cpuProfileDir] : [])],
      env: { ...SERVER_ENV, DATABASE_URL: db.url },
      readyPath: '/health',
      cwd: o.cwd,
    });
    // One short match first so that the measured run does not pay for the server's JIT warm-up.
    await playMatches(server.url, o.game, 1, 30_000, 999);
    await sleep(500);
    const idleRssMb = currentRssMb(server.pid);

    const setupStart = performance.now();
    const matches = await createMatches(server.url, o.game, o.matches);
    matches.forEach(({ matchId, tokens }, m) =>
      tokens.forEach((token, seat) => players.push(new SeatPlayer(server!.url, matchId, seat, token, seededRandom(m * 10 + seat + 1)))),
    );
    await forEachLimited(players, 16, (p) => p.join());
    const setupMs = performance.now() - setupStart;
    const seqBefore = players.filter((p) => p.seat === 0).reduce((n, p) => n + p.seq(), 0);

    const probe = await ClusterProbe.open(o.adminUrl);
    const db0 = probe.postmasterPid ? processTreeCpuSeconds(probe.postmasterPid) : null;
    const cpu0 = processCpuSeconds(server.pid);
    const client0 = process.cpuUsage();
    const t0 = performance.now();
    o.log(`${o.game.gameId}: ${o.matches} matches, ${players.length} sockets joined in ${Math.round(setupMs)} ms; playing`);
    for (const p of players) p.start();
    const deadline = t0 + o.boundMs;
    let lastReport = t0;
    while (performance.now() < deadline && players.some((p) => p.finishedAt === null)) {
      await sleep(100);
      if (performance.now() - lastReport > 15_000) {
        lastReport = performance.now();
        o.log(
          `${o.game.gameId}: ${players.filter((p) => p.seat === 0 && p.finishedAt !== null).length}/${o.matches} finished after ${Math.round((lastReport - t0) / 1000)} s`,
        );
      }
    }
    const elapsedMs = performance.now() - t0;
    const cpu1 = processCpuSeconds(server.pid);
    const db1 = probe.postmasterPid ? processTreeCpuSeconds(probe.postmasterPid) : null;
    const client = process.cpuUsage(client0);
    await probe.close();
    const peak = peakRssMb(server.pid);
    for (const p of players) p.stop();

    const refused = new Map<string, number>();
    for (const p of players) for (const [code, n] of p.tally.refused) refused.set(code, (refused.get(code) ?? 0) + n);
    return {
      matches: o.matches,
      finished: players.filter((p) => p.seat === 0 && p.finishedAt !== null).length,
      elapsedMs,
      commands: players.reduce((n, p) => n + p.tally.accepted, 0),
      events: players.filter((p) => p.seat === 0).reduce((n, p) => n + p.seq(), 0) - seqBefore,
      latenciesMs: players.flatMap((p) => p.tally.latenciesMs),
      refused,
      serverCpuSeconds: cpu0 !== null && cpu1 !== null ? cpu1 - cpu0 : null,
      dbCpuSeconds: db0 !== null && db1 !== null ? db1 - db0 : null,
      clientCpuSeconds: (client.user + client.system) / 1e6,
      idleRssMb,
      peakRssMb: peak,
      setupMs,
    };
  } finally {
    for (const p of players) p.stop();
    // Under --cpu-prof the server writes its profile as it exits (Nest exits through process.exit).
    if (server) await server.stop();
    await db.drop();
  }
}

/** Plays `count` matches to the end (or the bound) with fresh clients; used for the warm-up. */
async function playMatches(url: string, game: E2eGame, count: number, boundMs: number, seed: number): Promise<void> {
  const matches = await createMatches(url, game, count);
  const ps = matches.flatMap(({ matchId, tokens }) => tokens.map((token, seat) => new SeatPlayer(url, matchId, seat, token, seededRandom(seed + seat))));
  try {
    await Promise.all(ps.map((p) => p.join()));
    for (const p of ps) p.start();
    const deadline = performance.now() + boundMs;
    while (performance.now() < deadline && ps.some((p) => p.finishedAt === null)) await sleep(50);
  } finally {
    for (const p of ps) p.stop();
  }
}

async function createMatches(url: string, game: E2eGame, count: number): Promise<{ matchId: string; tokens: string[] }[]> {
  return mapLimited(
    Array.from({ length: count }, (_, i) => i),
    8,
    async () => {
      const created = await postJson<{ matchId: string }>(`${url}/matches`, { gameId: game.gameId, seats: 2, options: game.options });
      const tokens: string[] = [];
      for (const seat of [0, 1])
        tokens.push((await postJson<{ token: string }>(`${url}/matches/${created.matchId}/seats/${seat}`, { name: `P${seat + 1}` })).token);
      return { matchId: created.matchId, tokens };
    },
  );
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`POST ${url}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

function forEachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void[]> {
  return mapLimited(items, limit, fn);
}
