/**
 * The bot workload: a fresh server process on a fresh database, M two-seat matches created over
 * REST with both seats played by the server's own bots (BotRunner, through the command pipeline),
 * run until every match ended or the bound. Reports what each command cost: statements PostgreSQL
 * executed (pg_stat_statements, see statement-counts.ts), server CPU and PostgreSQL CPU.
 */
import pg from 'pg';
import { ClusterProbe, createBenchDatabase } from './postgres';
import { processCpuSeconds, processTreeCpuSeconds } from './proc';
import { sleep } from './sample-stats';
import { startServerChild, type ServerChild } from './server-child';
import { serverNodeFlags } from './server-node-flags';
import { isTransactionControl, PROBE_MARK, resetStatementCounts, statementCounts, statementCountsAvailable, type StatementCount } from './statement-counts';
import type { E2eGame } from './e2e-run';

export interface BotE2eOptions {
  readonly adminUrl: string;
  readonly serverMain: string;
  readonly cwd: string;
  readonly game: E2eGame;
  readonly matches: number;
  readonly boundMs: number;
  readonly log: (line: string) => void;
  /** Called once the matches ended (or the bound passed), before the server stops and the database is dropped. */
  readonly afterPlay?: (databaseUrl: string) => Promise<void>;
}

export interface BotE2eFigures {
  readonly matches: number;
  readonly finished: number;
  readonly elapsedMs: number;
  /** Ledger rows written in the window (bot commands, accepted or refused, and the matches' creation). */
  readonly commands: number;
  /** Null when the PostgreSQL has no pg_stat_statements. */
  readonly statements: readonly StatementCount[] | null;
  readonly serverCpuSeconds: number | null;
  readonly dbCpuSeconds: number | null;
}

const SERVER_ENV = { NODE_ENV: 'production', LOG_LEVEL: 'warn', LOG_PRETTY: 'false', BOT_DELAY_MS: '0', BOT_WATCHED_DELAY_MS: '0' };

export async function runBotE2e(o: BotE2eOptions): Promise<BotE2eFigures> {
  const db = await createBenchDatabase(o.adminUrl, `bench_bots_${o.game.gameId}_${o.matches}`);
  let server: ServerChild | null = null;
  const watcher = new pg.Client({ connectionString: db.url });
  try {
    server = await startServerChild({
      script: o.serverMain,
      nodeArgs: serverNodeFlags(),
      env: { ...SERVER_ENV, DATABASE_URL: db.url },
      readyPath: '/health',
      cwd: o.cwd,
    });
    await watcher.connect();
    const counted = await statementCountsAvailable(o.adminUrl);
    const probe = await ClusterProbe.open(o.adminUrl);
    const ledger0 = await ledgerRows(watcher);
    if (counted) await resetStatementCounts(o.adminUrl);
    const db0 = probe.postmasterPid ? processTreeCpuSeconds(probe.postmasterPid) : null;
    const cpu0 = processCpuSeconds(server.pid);
    const t0 = performance.now();
    for (let i = 0; i < o.matches; i += 1) await createBotMatch(server.url, o.game);
    o.log(`${o.game.gameId}: ${o.matches} bot matches created; playing`);
    let finished = 0;
    while (performance.now() < t0 + o.boundMs) {
      await sleep(250);
      finished = await endedMatches(watcher);
      if (finished >= o.matches) break;
    }
    const elapsedMs = performance.now() - t0;
    const cpu1 = processCpuSeconds(server.pid);
    const db1 = probe.postmasterPid ? processTreeCpuSeconds(probe.postmasterPid) : null;
    const statements = counted ? await statementCounts(o.adminUrl, db.name) : null;
    const commands = (await ledgerRows(watcher)) - ledger0;
    await probe.close();
    await o.afterPlay?.(db.url);
    return {
      matches: o.matches,
      finished,
      elapsedMs,
      commands,
      statements,
      serverCpuSeconds: cpu0 !== null && cpu1 !== null ? cpu1 - cpu0 : null,
      dbCpuSeconds: db0 !== null && db1 !== null ? db1 - db0 : null,
    };
  } finally {
    await watcher.end().catch(() => undefined);
    if (server) await server.stop();
    await db.drop();
  }
}

/** Statements per command, transaction control (BEGIN, COMMIT) left out. */
export function statementsPerCommand(f: BotE2eFigures): number | null {
  if (!f.statements) return null;
  const work = f.statements.filter((s) => !isTransactionControl(s.query)).reduce((n, s) => n + s.calls, 0);
  return work / Math.max(1, f.commands);
}

async function createBotMatch(url: string, game: E2eGame): Promise<void> {
  const res = await fetch(`${url}/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gameId: game.gameId, seats: 2, options: game.options, bots: ['greedy', 'random'] }),
  });
  if (res.status !== 201) throw new Error(`POST /matches: ${res.status} ${(await res.text()).slice(0, 300)}`);
}

async function ledgerRows(c: pg.Client): Promise<number> {
  return Number((await c.query<{ bench_probe: string }>(`SELECT count(*)::text AS ${PROBE_MARK} FROM match_commands`)).rows[0]?.bench_probe ?? 0);
}

async function endedMatches(c: pg.Client): Promise<number> {
  return Number(
    (
      await c.query<{ bench_probe: string }>(
        `SELECT count(*)::text AS ${PROBE_MARK} FROM match_summaries WHERE lifecycle @> '[{"type": "match.ended"}]'::jsonb`,
      )
    ).rows[0]?.bench_probe ?? 0,
  );
}
