/**
 * `hostile`: a live-deadline match played by a script while hostile clients load a real server
 * process (default quotas, an operator credential for import): the 60 MB junk import, the same
 * without the credential and eight audits of a long finished match at once, then each flood on its
 * own (match creations, seat-claim spam, a /replay socket following many matches, many sockets
 * from one client, bot-only matches). Per scenario: how long the player's commands wait, whether
 * an in-time command was lost to the deadline's default, the server's event-loop delay and what
 * the quotas answered.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { compiledServerMain } from '../lib/compiled-server';
import { createBenchApp } from '../lib/app';
import { monotonicUs, topSelfTime, type ProfileWindow } from '../lib/cpu-profile';
import { DeadlinePlayer } from '../lib/deadline-player';
import { botFlood, claimSpam, createFlood, FloodTally, importAndAudits, replayFollowFlood, socketFlood, type Flood } from '../lib/hostile-load';
import { junkImportFile } from '../lib/junk-import';
import { playLongMatch } from '../lib/long-match';
import { loopLagSinceLastScrape, startLoopLagWindow, type LoopLag } from '../lib/loop-lag';
import { createBenchDatabase, withClient } from '../lib/postgres';
import { jsonRequest } from '../lib/raw-http';
import { ms, percentile, round, seededRandom, sleep } from '../lib/sample-stats';
import type { BenchSection, BenchSectionRunner } from '../lib/section';
import { startServerChild } from '../lib/server-child';
import { serverNodeFlags } from '../lib/server-node-flags';

export const id = 'hostile';

const ADMIN_TOKEN = 'bench-hostile-operator-token';
const DEADLINE_SECONDS = 5;
/** The player answers every prompt this long after seeing it: well inside the deadline. */
const THINK_MS = 1000;
const TARGET_WAIT_MS = 200;
/** The scripted player's address; every hostile client has one of its own (quotas count per address). */
const PLAYER_FROM = '127.0.0.10';

interface Scenario {
  readonly name: string;
  readonly from: string;
  /** The load; it ends at `flood.until` or when its work is done, whichever is later. */
  load(flood: Flood, live: { readonly matchId: string }): Promise<string>;
}

interface Measured {
  readonly name: string;
  readonly loadAtStart: number;
  readonly players: readonly DeadlinePlayer[];
  readonly deadlineDefaults: number;
  readonly lag: LoopLag;
  readonly tally: FloodTally;
  readonly seconds: number;
  readonly note: string;
  /** The scenario's stretch on the monotonic clock, to select its samples in a CPU profile. */
  readonly window: ProfileWindow;
}

export const run: BenchSectionRunner = async (ctx): Promise<BenchSection> => {
  const durationMs = ctx.quick ? 10_000 : 30_000;
  const longEvents = ctx.quick ? 1500 : 4000;
  const root = ctx.projectRoot ?? process.cwd();
  const db = await createBenchDatabase(ctx.databaseUrl, 'bench_hostile');
  try {
    // The match to audit: built through the server's own pipeline before the server process starts.
    ctx.log(`building a ${longEvents}-event Four Souls match to audit`);
    const app = await createBenchApp(db.url);
    const long = await playLongMatch(app, longEvents, ctx.log).finally(() => app.close());
    ctx.log(`long match: ${long.events} events, finished: ${long.finished}`);
    const junk = junkImportFile(60);

    const profileDir = join(ctx.outDir, 'profiles', 'hostile');
    if (ctx.cpuProfile) mkdirSync(profileDir, { recursive: true });
    const server = await startServerChild({
      script: compiledServerMain(),
      nodeArgs: [...serverNodeFlags(), ...(ctx.cpuProfile ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [])],
      env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', LOG_PRETTY: 'false', DATABASE_URL: db.url, ADMIN_TOKEN, IMPORT_LIMIT: '64mb' },
      quotas: 'defaults',
      readyPath: '/health',
      cwd: root,
    });
    const url = server.url;
    const seen: string[] = [long.matchId];
    const scenarios: Scenario[] = [
      { name: 'no load (reference)', from: '127.0.0.11', load: async () => '' },
      {
        name: '60 MB junk import + the same without credential + 8 audits of the long match',
        from: '127.0.0.12',
        load: async (flood) => {
          const { withToken, withoutToken } = await importAndAudits(flood, {
            junk,
            adminToken: ADMIN_TOKEN,
            auditMatchId: long.matchId,
            anonymousFrom: '127.0.0.13',
          });
          return `import with the credential: ${withToken.status} ${codeOf(withToken.text)}; without: ${withoutToken.status} ${codeOf(withoutToken.text)}`;
        },
      },
      {
        name: 'match creations',
        from: '127.0.0.14',
        load: async (flood) => {
          const ids = await createFlood(flood);
          seen.push(...ids);
          return `${ids.length} matches created`;
        },
      },
      { name: 'seat-claim spam on the live match', from: '127.0.0.15', load: async (flood, live) => (await claimSpam(flood, live.matchId), '') },
      {
        name: 'one /replay socket following many matches',
        from: '127.0.0.16',
        load: async (flood) => (await replayFollowFlood(flood, seen), `${seen.length} match ids followed in turn`),
      },
      { name: '300 sockets from one client', from: '127.0.0.17', load: async (flood) => (await socketFlood(flood, 300), '') },
      {
        name: 'bot-only matches',
        from: '127.0.0.18',
        load: async (flood) => {
          const ids = await botFlood(flood);
          return `${ids.length} bot-only matches accepted`;
        },
      },
    ];
    const measured: Measured[] = [];
    try {
      for (const scenario of scenarios) {
        ctx.log(`scenario: ${scenario.name}`);
        const m = await measure(url, db.url, scenario, durationMs);
        measured.push(m);
      }
    } finally {
      // Under --cpu-prof the server writes its profile as it exits.
      await server.stop();
    }
    const profiled = ctx.cpuProfile ? profileNotes(profileDir, measured, root) : [];
    return {
      id,
      title: 'Hostile load: a live-deadline match played while other clients flood the server',
      command: ['npm run bench -- --only hostile', ...(ctx.quick ? ['--quick'] : []), ...(ctx.cpuProfile ? ['--cpu-prof'] : [])].join(' '),
      tables: [
        {
          title: `The scripted player's commands under each load (targets: command wait max ≤ ${TARGET_WAIT_MS} ms, 0 in-time commands lost, 0 5xx)`,
          columns: [
            'scenario',
            'load avg 1 min at start',
            'seconds',
            'commands',
            'wait p50 ms',
            'wait p99 ms',
            'wait max ms',
            'in-time commands lost',
            'loop delay p99 ms',
            'loop delay max ms',
            'hostile requests',
            '429',
            'Retry-After s',
            'socket refusals',
            '5xx',
            'targets',
          ],
          rows: measured.map(row),
        },
      ],
      notes: [
        `One server process (the compiled src/main.ts; NODE_ENV=production, LOG_LEVEL=warn, the default quotas, ADMIN_TOKEN set, IMPORT_LIMIT=64mb) on a fresh database holding a ${long.events}-event Four Souls match built through the command pipeline (finished: ${long.finished ? 'yes' : 'no'}); its audit is first asked for under load.`,
        `Per scenario: a fresh Mansters match with live deadlines of ${DEADLINE_SECONDS} s per prompt, both seats played over socket.io by a script from ${PLAYER_FROM}: ${THINK_MS} ms after each prompt it sends a legal action and times it until the acknowledgement ("wait"). The load runs from its own loopback address for ${durationMs / 1000} s, or until its work is done when that takes longer.`,
        `In-time commands lost: the player's commands refused (any code) plus the deadline defaults the server applied in the match (events by the system with reason "timeout"); the player always answers ${THINK_MS} ms into a ${DEADLINE_SECONDS} s prompt, so either is a command lost to the load.`,
        "Loop delay: the server's own event-loop delay over the scenario (prom-client's monitorEventLoopDelay gauges on GET /metrics, scraped at the start and at the end; each scrape resets them).",
        '429 and Retry-After: REST answers of the hostile client (Retry-After as min–max seconds). Socket refusals: refused connections and messages by code (the quotas on sockets, follows and the /replay message rate). 5xx: any server error the hostile client got.',
        ...measured.filter((m) => m.note).map((m) => `${m.name}: ${m.note}.`),
        ...profiled,
      ],
    };
  } finally {
    await db.drop();
  }
};

async function measure(url: string, dbUrl: string, scenario: Scenario, durationMs: number): Promise<Measured> {
  const created = await jsonRequest(`${url}/matches`, {
    method: 'POST',
    localAddress: PLAYER_FROM,
    json: { gameId: 'mansters', seats: 2, deadlines: { mode: 'live', seconds: DEADLINE_SECONDS } },
  });
  const matchId = created.body?.matchId;
  if (created.status !== 201 || typeof matchId !== 'string') throw new Error(`creating the live match: ${created.status} ${created.text.slice(0, 300)}`);
  const players: DeadlinePlayer[] = [];
  for (const seat of [0, 1]) {
    const claim = await jsonRequest(`${url}/matches/${matchId}/seats/${seat}`, { method: 'POST', localAddress: PLAYER_FROM, json: { name: `P${seat + 1}` } });
    if (claim.status !== 201 || typeof claim.body?.token !== 'string') throw new Error(`claiming seat ${seat}: ${claim.status} ${claim.text.slice(0, 300)}`);
    players.push(new DeadlinePlayer(url, matchId, seat, claim.body.token, THINK_MS, seededRandom(seat + 1), PLAYER_FROM));
  }
  try {
    await Promise.all(players.map((p) => p.join()));
    for (const p of players) p.start();
    await sleep(1000);
    const loadAtStart = round(loadavg()[0] ?? 0, 2);
    await startLoopLagWindow(url);
    const t0 = performance.now();
    const startUs = monotonicUs();
    const tally = new FloodTally();
    const note = await scenario.load({ url, from: scenario.from, until: t0 + durationMs, tally }, { matchId });
    while (performance.now() < t0 + durationMs) await sleep(100);
    const lag = await loopLagSinceLastScrape(url);
    const seconds = (performance.now() - t0) / 1000;
    const window = { startUs, endUs: monotonicUs() };
    await Promise.all(players.map((p) => p.finish()));
    const deadlineDefaults = await withClient(dbUrl, async (c) =>
      Number(
        (
          await c.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM match_appends a CROSS JOIN LATERAL json_array_elements(a.events) AS e(v) WHERE a.match_id = $1 AND e.v ->> 4 = 'timeout'`,
            [matchId],
          )
        ).rows[0]?.n ?? 0,
      ),
    );
    return { name: scenario.name, loadAtStart, players, deadlineDefaults, lag, tally, seconds, note, window };
  } finally {
    for (const p of players) p.stop();
  }
}

/** Smallest and largest of a list that may be far longer than a call's argument limit (a flood's refusals). */
function extent(xs: readonly number[]): { min: number; max: number } {
  return xs.reduce((e, x) => ({ min: Math.min(e.min, x), max: Math.max(e.max, x) }), { min: Infinity, max: -Infinity });
}

function row(m: Measured): (string | number)[] {
  const waits = m.players.flatMap((p) => p.tally.waitsMs);
  const refused = m.players.reduce((n, p) => n + [...p.tally.refused.values()].reduce((a, b) => a + b, 0), 0);
  const lost = refused + m.deadlineDefaults;
  const fiveXx = m.tally.count((s) => s >= 500);
  const maxWait = waits.length ? extent(waits).max : Number.NaN;
  const retry = m.tally.retryAfterSeconds;
  const socketRetry = m.tally.socketRetryAfterMs;
  const refusals = [
    ...[...m.tally.socketRefusals].map(([code, n]) => `${code} ×${n}`),
    ...(socketRetry.length ? [`retryAfterMs ${extent(socketRetry).min}–${extent(socketRetry).max}`] : []),
  ].join(', ');
  const missed = [...(!(maxWait <= TARGET_WAIT_MS) ? ['wait'] : []), ...(lost > 0 ? ['lost'] : []), ...(fiveXx > 0 ? ['5xx'] : [])];
  const refusedCodes = m.players.flatMap((p) => [...p.tally.refused].map(([code, n]) => `${code} ×${n}`));
  return [
    m.name,
    m.loadAtStart,
    round(m.seconds, 1),
    waits.length,
    ms(percentile(waits, 50)),
    ms(percentile(waits, 99)),
    ms(maxWait),
    lost === 0 ? 0 : `${lost} (${[...refusedCodes, ...(m.deadlineDefaults ? [`deadline defaults ×${m.deadlineDefaults}`] : [])].join(', ')})`,
    ms(m.lag.p99Ms),
    ms(m.lag.maxMs),
    m.tally.requests,
    m.tally.count((s) => s === 429),
    retry.length ? `${extent(retry).min}–${extent(retry).max}` : '–',
    refusals || '–',
    fiveXx,
    missed.length ? `not met (${missed.join(', ')})` : 'met',
  ];
}

/** `--cpu-prof`: the server's top functions by self time within each scenario's stretch. */
function profileNotes(dir: string, measured: readonly Measured[], root: string): string[] {
  const file = readdirSync(dir)
    .filter((n) => n.endsWith('.cpuprofile'))
    .map((n) => join(dir, n))
    .sort()
    .at(-1);
  if (!file) return ['--cpu-prof: the server wrote no profile.'];
  return [
    `CPU profile of the server (--cpu-prof), ${relative(root, file)}: the top functions by self time within each scenario.`,
    ...measured.map(
      (m) =>
        `${m.name}: ${topSelfTime(file, 5, root, m.window)
          .map((t) => `${t.percent.toFixed(1)} % \`${t.fn}\` ${t.where}${t.via.length ? ` (via ${t.via.map((v) => v.where).join('; ')})` : ''}`)
          .join(' · ')}`,
    ),
  ];
}

function codeOf(text: string): string {
  try {
    return String((JSON.parse(text) as { code?: unknown }).code ?? '');
  } catch {
    return '';
  }
}
