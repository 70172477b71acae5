/**
 * `e2e`: Four Souls and Mansters matches played end to end over socket.io against a real server
 * process, at M concurrent matches: throughput, latency, server CPU and memory.
 */
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { matrixFlags } from '../lib/cli';
import { compiledServerMain } from '../lib/compiled-server';
import { topSelfTime } from '../lib/cpu-profile';
import { runBotE2e, statementsPerCommand, type BotE2eFigures } from '../lib/bot-e2e-run';
import { runE2e, type E2eFigures, type E2eGame } from '../lib/e2e-run';
import { ms, percentile, perSecond, round } from '../lib/sample-stats';
import type { BenchSection, BenchSectionRunner } from '../lib/section';
import { isTransactionControl } from '../lib/statement-counts';

export const id = 'e2e';

const GAMES: readonly (E2eGame & { readonly label: string })[] = [
  { label: 'Four Souls (turnCap 12)', gameId: 'four-souls', options: { turnCap: 12 } },
  { label: 'Mansters (defaults: 80 turns)', gameId: 'mansters', options: {} },
];

export const run: BenchSectionRunner = async (ctx): Promise<BenchSection> => {
  const levels = ctx.matches ?? (ctx.quick ? [1, 50] : [1, 50, 200]);
  const boundMs = ctx.quick ? 60_000 : 120_000;
  const root = ctx.projectRoot ?? process.cwd();
  const serverMain = compiledServerMain();
  const rows: (string | number)[][] = [];
  const refusals: string[] = [];
  for (const game of GAMES) {
    for (const matches of levels) {
      ctx.log(`${game.gameId}, M=${matches}: fresh server and database`);
      const f = await runE2e({ adminUrl: ctx.databaseUrl, serverMain, cwd: root, game, matches, boundMs, log: ctx.log });
      rows.push(row(game.label, f));
      if (f.refused.size > 0) refusals.push(`${game.gameId} M=${matches}: ${[...f.refused].map(([code, n]) => `${code} ×${n}`).join(', ')}`);
    }
  }
  const botLevel = ctx.quick ? 20 : 100;
  const botRows: (string | number)[][] = [];
  const botNotes: string[] = [];
  for (const game of GAMES) {
    ctx.log(`${game.gameId}: ${botLevel} bot matches on a fresh server and database`);
    const f = await runBotE2e({ adminUrl: ctx.databaseUrl, serverMain, cwd: root, game, matches: botLevel, boundMs, log: ctx.log });
    botRows.push(botRow(game.label, f));
    botNotes.push(topStatements(game.gameId, f));
  }
  const notes = [
    `Per run: a fresh server process (the compiled src/main.ts, i.e. the real bootstrap; NODE_ENV=production, LOG_LEVEL=warn, default pool of 10 connections, per-socket rate limit raised so it never throttles) on a fresh database; one warm-up match; then M two-seat matches created and both seats claimed over REST, 2·M socket.io clients (typed client, websocket transport, one connection per seat) joined, and all started at once. Bound: ${boundMs / 1000} s per run; unfinished matches are counted in "finished".`,
    "Client policy: a seat acts only when its latest update lists it in waitingFor; it picks among the update's legalActions (never concede): with probability 3/4 a random active action, else a random passive one (pass, end turn, skip), seeded per seat.",
    "Commands: acknowledged accepted commands (each is one transaction on the server). Events: stream growth seen by seat 0's clients. Latency: from sending match:command to the sending client's first update with a newer seq (decide, append and commit, fan-out, and the client's JSON parsing).",
    `Server CPU: user+system time of the server process over the measured window (/proc/<pid>/stat), as cores busy on average and as ms per command. PG CPU: the postmaster and its children (exited backends included). Client CPU: this load-generating process (2·M sockets, JSON parsing of every update). All three share the machine's ${availableParallelism()} cores, so at high M the figures describe a saturated machine, not the server alone. All CPU per command: the three together; the machine's ceiling is its cores divided by that, the commands per second it could carry were every core busy with this workload and nothing else (the server's one thread caps it lower still: 1,000 ÷ its ms per command).`,
    'Memory: idle RSS after the warm-up match; peak RSS is VmHWM over the whole process life; per match = (peak − idle) / M, meaningless at M = 1.',
    ...(refusals.length
      ? [`Refused commands (a seat that acted on a snapshot that had moved on gets STALE_SEQ; counted, not retried with the same id): ${refusals.join('; ')}.`]
      : []),
    `Bot matches: M two-seat matches created over REST with both seats played by the server's own bots (greedy against random, BOT_DELAY_MS=0), all at once on a fresh server and database, until every match ended. Commands: rows the command ledger gained (bot commands accepted or refused, and the matches' creation). Statements: what pg_stat_statements counted in the server's database over the same window (the bench's own probes left out; BEGIN and COMMIT counted apart as round trips without work of their own); the target is at most 1.3 statements per command. PG CPU per command: the postmaster and its children over the window.`,
    ...botNotes,
  ];
  if (ctx.cpuProfile) notes.push(...(await profiledRun(ctx.databaseUrl, serverMain, root, ctx.outDir, levels.at(-1)!, boundMs, ctx.log)));
  return {
    id,
    title: 'End to end over socket.io: bot-policy clients against a real server process',
    command: [
      'npm run bench -- --only e2e',
      ...(ctx.quick ? ['--quick'] : []),
      ...(ctx.cpuProfile ? ['--cpu-prof'] : []),
      ...matrixFlags({ matches: ctx.matches ?? null, runs: null }),
    ].join(' '),
    tables: [
      {
        title: 'Concurrent two-seat matches, one socket.io client per seat',
        columns: [
          'game',
          'M',
          'finished',
          'seconds',
          'commands/s',
          'events/s',
          'p50 ms',
          'p95 ms',
          'p99 ms',
          'server CPU cores',
          'server CPU ms/command',
          'PG CPU cores',
          'client CPU cores',
          'all CPU ms/command',
          'machine ceiling commands/s',
          'idle RSS MB',
          'peak RSS MB',
          'MB per match',
        ],
        rows,
      },
      {
        title: `What a command costs: ${botLevel} concurrent bot matches, server-side bots`,
        columns: [
          'game',
          'M',
          'finished',
          'seconds',
          'commands',
          'commands/s',
          'statements/command',
          'BEGIN+COMMIT/command',
          'server CPU ms/command',
          'PG CPU ms/command',
        ],
        rows: botRows,
      },
    ],
    notes,
  };
};

function row(label: string, f: E2eFigures): (string | number)[] {
  const secs = f.elapsedMs / 1000;
  const cores = (cpu: number | null) => (cpu === null ? 'n/a' : round(cpu / secs, 2));
  // Server, PostgreSQL and the clients together, per command: what the machine's cores must carry.
  const allMs =
    f.serverCpuSeconds === null || f.dbCpuSeconds === null
      ? null
      : ((f.serverCpuSeconds + f.dbCpuSeconds + f.clientCpuSeconds) * 1000) / Math.max(1, f.commands);
  return [
    label,
    f.matches,
    `${f.finished}/${f.matches}`,
    round(secs, 1),
    perSecond(f.commands, f.elapsedMs),
    perSecond(f.events, f.elapsedMs),
    ms(percentile(f.latenciesMs, 50)),
    ms(percentile(f.latenciesMs, 95)),
    ms(percentile(f.latenciesMs, 99)),
    cores(f.serverCpuSeconds),
    f.serverCpuSeconds === null ? 'n/a' : round((f.serverCpuSeconds * 1000) / Math.max(1, f.commands), 2),
    cores(f.dbCpuSeconds),
    cores(f.clientCpuSeconds),
    allMs === null ? 'n/a' : round(allMs, 2),
    allMs === null ? 'n/a' : Math.round((availableParallelism() * 1000) / allMs),
    f.idleRssMb === null ? 'n/a' : Math.round(f.idleRssMb),
    f.peakRssMb === null ? 'n/a' : Math.round(f.peakRssMb),
    f.idleRssMb === null || f.peakRssMb === null ? 'n/a' : round((f.peakRssMb - f.idleRssMb) / f.matches, 2),
  ];
}

/** `--cpu-prof`: one extra Four Souls run at the largest M under the V8 profiler (not in the table). */
async function profiledRun(
  adminUrl: string,
  serverMain: string,
  root: string,
  outDir: string,
  matches: number,
  boundMs: number,
  log: (line: string) => void,
): Promise<string[]> {
  const dir = join(outDir, 'profiles', 'e2e');
  mkdirSync(dir, { recursive: true });
  log(`e2e: profiled run, four-souls M=${matches} (--cpu-prof into ${dir})`);
  const f = await runE2e({ adminUrl, serverMain, cwd: root, game: GAMES[0]!, matches, boundMs, cpuProfileDir: dir, log });
  const files = readdirSync(dir)
    .filter((n) => n.endsWith('.cpuprofile'))
    .map((n) => join(dir, n));
  const file = files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!file) return ['--cpu-prof: the server wrote no profile.'];
  return [
    `CPU profile of the server, one extra Four Souls M=${matches} run under --cpu-prof (${perSecond(f.commands, f.elapsedMs)} commands/s while profiled; whole process life), ${relative(root, file)}. Top 15 functions by self time:`,
    ...topSelfTime(file, 15, root).map((t, i) => `${i + 1}. ${t.percent.toFixed(1)} % — ${Math.round(t.selfMs)} ms — \`${t.fn}\` ${t.where}`),
  ];
}

function botRow(label: string, f: BotE2eFigures): (string | number)[] {
  const perCommand = (seconds: number | null) => (seconds === null ? 'n/a' : round((seconds * 1000) / Math.max(1, f.commands), 3));
  const perStatement = statementsPerCommand(f);
  const control = f.statements ? f.statements.filter((s) => isTransactionControl(s.query)).reduce((n, s) => n + s.calls, 0) / Math.max(1, f.commands) : null;
  return [
    label,
    f.matches,
    `${f.finished}/${f.matches}`,
    round(f.elapsedMs / 1000, 1),
    f.commands,
    perSecond(f.commands, f.elapsedMs),
    perStatement === null ? 'n/a (no pg_stat_statements)' : round(perStatement, 3),
    control === null ? 'n/a' : round(control, 3),
    perCommand(f.serverCpuSeconds),
    perCommand(f.dbCpuSeconds),
  ];
}

/** The statements that cost the most calls per command, as one note line. */
function topStatements(gameId: string, f: BotE2eFigures): string {
  if (!f.statements) return `${gameId}: no statement counts (this PostgreSQL has no pg_stat_statements).`;
  const top = f.statements
    .filter((s) => !isTransactionControl(s.query))
    .slice(0, 12)
    .map((s) => `${round(s.calls / Math.max(1, f.commands), 3)} × \`${s.query.slice(0, 90)}${s.query.length > 90 ? '…' : ''}\``);
  return `${gameId} statements per command, most called first: ${top.join('; ')}.`;
}
