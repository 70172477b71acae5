/**
 * `bots`: the searching bot (Information Set MCTS from a seat's view) against the greedy bot and
 * its levels against each other, two seats, seats alternated: win rates with Wilson 95 % intervals,
 * the share of matches the rules ended before the cap, and the searching decisions' time. Then
 * the server's own event-loop delay while ten strong-bot matches play through the real bot runner
 * (the search in its worker threads).
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Piscina } from 'piscina';
import { MatchLifecycle } from '../../src/matches/match-lifecycle.service';
import { MatchLoader } from '../../src/matches/match-loader.service';
import { createBenchApp } from '../lib/app';
import type { BotGameResult, BotGameTask } from '../lib/bot-game';
import { createBenchDatabase } from '../lib/postgres';
import { newestSections } from '../lib/results';
import { describeSource } from '../lib/source';
import type { BenchSection, BenchSectionRunner } from '../lib/section';
import { percentile, round, sleep } from '../lib/sample-stats';
import { wilson } from '../lib/wilson';

export const id = 'bots';

/** Matches per game for strong against greedy (the figure); the level pairings play a quarter. */
const FULL_GAMES = 200;
const QUICK_GAMES = 10;
const FS_OPTIONS = { turnCap: 60 };
const COMMAND_CAP = 20_000;

interface Pairing {
  readonly game: string;
  readonly label: string;
  /** The policy measured, and its opponent. */
  readonly bot: string;
  readonly against: string;
  readonly games: number;
}

interface PairingResult {
  readonly pairing: Pairing;
  readonly wins: number;
  readonly decisive: number;
  readonly turns: number[];
  readonly searchMs: number[];
}

const gameCount = (): number | null => {
  const raw = process.env.BENCH_BOT_GAMES;
  return raw && Number.isInteger(Number(raw)) && Number(raw) > 0 ? Number(raw) : null;
};

/** BENCH_BOT_LEVELS=0 plays only strong against greedy (the figure), skipping the level pairings. */
const withLevels = (): boolean => process.env.BENCH_BOT_LEVELS !== '0';

/** The games the section plays, by id, with the label its rows begin with. */
const GAMES = [
  ['four-souls', 'Four Souls'],
  ['mansters', 'Mansters'],
] as const;

/**
 * BENCH_BOT_GAME=four-souls (or mansters) plays that game's pairings only: a change to one game's
 * search is measured without replaying the other's. Any other value is refused, so a misspelt one
 * cannot run a section that plays nothing.
 */
function onlyGame(): string | null {
  const game = process.env.BENCH_BOT_GAME || null;
  if (game !== null && !GAMES.some(([id]) => id === game)) throw new Error(`BENCH_BOT_GAME=${game}: not one of ${GAMES.map(([id]) => id).join(', ')}`);
  return game;
}

/** The pairings table's columns; the last says when a row was measured. */
const PAIRING_COLUMNS = [
  'pairing',
  'matches',
  'wins of the first',
  'Wilson 95 %',
  'ended by the rules',
  'median turns',
  'decision p50 ms',
  'decision p95 ms',
  'measured',
] as const;

function pairings(games: number, levelPairings: boolean): Pairing[] {
  const levels = Math.max(2, Math.round(games / 4));
  const out: Pairing[] = [];
  const only = onlyGame();
  for (const [game, label] of GAMES) {
    if (only !== null && only !== game) continue;
    out.push({ game, label, bot: 'strong', against: 'greedy', games });
    if (!levelPairings) continue;
    out.push({ game, label, bot: 'strong-easy', against: 'greedy', games: levels });
    out.push({ game, label, bot: 'strong', against: 'strong-easy', games: levels });
    out.push({ game, label, bot: 'strong-hard', against: 'strong', games: levels });
  }
  return out;
}

async function playPairing(pool: Piscina<BotGameTask, BotGameResult>, p: Pairing): Promise<PairingResult> {
  const tasks = Array.from({ length: p.games }, (_, i) => {
    // Seats alternate: the measured bot sits first in even matches, second in odd ones.
    const seat = i % 2;
    const bots: [string, string] = seat === 0 ? [p.bot, p.against] : [p.against, p.bot];
    const task: BotGameTask = { game: p.game, bots, seed: 1000 + i, options: p.game === 'four-souls' ? FS_OPTIONS : {}, commandCap: COMMAND_CAP };
    return pool.run(task).then((r) => ({ r, seat }));
  });
  const done = await Promise.all(tasks);
  return {
    pairing: p,
    wins: done.filter(({ r, seat }) => r.winners.length === 1 && r.winners[0] === seat).length,
    decisive: done.filter(({ r }) => r.decisive).length,
    turns: done.map(({ r }) => r.turns),
    // Only the measured bot's decisions (the opponent may search too).
    searchMs: done.flatMap(({ r, seat }) => [...r.searchMs[seat as 0 | 1]]),
  };
}

/** The server's event-loop delay while ten strong-bot matches play through its bot runner and worker threads. */
async function loopDelay(databaseUrl: string, seconds: number): Promise<{ p99: number; max: number; commands: number; matches: number }> {
  const db = await createBenchDatabase(databaseUrl, 'bench_bots');
  const app = await createBenchApp(db.url, { BOT_DELAY_MS: 0 });
  try {
    const lifecycle = app.get(MatchLifecycle, { strict: false });
    const loader = app.get(MatchLoader, { strict: false });
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    const ids: string[] = [];
    histogram.enable();
    for (let i = 0; i < 10; i += 1) {
      const fs = i % 2 === 0;
      const created = await lifecycle.create({ gameId: fs ? 'four-souls' : 'mansters', seats: 2, options: fs ? FS_OPTIONS : {}, bots: ['strong', 'strong'] });
      ids.push(created.matchId);
    }
    await sleep(seconds * 1000);
    histogram.disable();
    let commands = 0;
    for (const matchId of ids) commands += (await loader.load(matchId))?.state.match.version ?? 0;
    return { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6, commands, matches: ids.length };
  } finally {
    await app.close();
    await db.drop();
  }
}

const pct = (x: number) => `${round(100 * x, 1)} %`;

/** The pairings table's `measured` value of a row this run played. */
const THIS_RUN = 'this run';

/**
 * With BENCH_BOT_GAME, the pairings of the games this run did not play, as the newest earlier bots
 * result has them, each row saying when and from which source it was measured: the page keeps every
 * game's figures, and none passes for this run's.
 */
function carriedRows(root: string, played: readonly string[]): (string | number)[][] {
  const earlier = newestSections(join(root, 'bench', 'results')).get(id);
  const table = earlier?.tables[0];
  if (!earlier || !table) return [];
  const measured = table.columns.indexOf('measured');
  const figures = PAIRING_COLUMNS.length - 1;
  const when = `${earlier.measuredAt.slice(0, 10)}, ${describeSource(earlier.source).replace(/^source: /, '')}`;
  return table.rows
    .filter((r) => !played.some((label) => String(r[0]).startsWith(`${label}:`)))
    .map((r) => {
      const kept = measured >= 0 ? r[measured] : undefined;
      return [...r.slice(0, figures), kept === undefined || kept === THIS_RUN ? when : kept];
    });
}

export const run: BenchSectionRunner = async (ctx): Promise<BenchSection> => {
  const games = gameCount() ?? (ctx.quick ? QUICK_GAMES : FULL_GAMES);
  const threads = Math.max(1, availableParallelism());
  const pool = new Piscina<BotGameTask, BotGameResult>({
    filename: join(__dirname, '..', 'lib', 'bot-game.worker.js'),
    minThreads: threads,
    maxThreads: threads,
  });
  const results: PairingResult[] = [];
  try {
    for (const p of pairings(games, withLevels())) {
      ctx.log(`${p.label}: ${p.bot} against ${p.against}, ${p.games} matches`);
      const r = await playPairing(pool, p);
      const ci = wilson(r.wins, p.games);
      const sorted = [...r.searchMs].sort((a, b) => a - b);
      ctx.log(
        `  ${r.wins}/${p.games} wins (${pct(ci.low)} – ${pct(ci.high)}), ${r.decisive} ended by the rules, decision p50 ${round(percentile(sorted, 50), 0)} ms p95 ${round(percentile(sorted, 95), 0)} ms`,
      );
      results.push(r);
    }
  } finally {
    await pool.destroy();
  }
  const seconds = ctx.quick ? 20 : 60;
  ctx.log(`event-loop delay: 10 strong-bot matches in the server for ${seconds} s`);
  const lag = await loopDelay(ctx.databaseUrl, seconds);
  const rows = results.map(({ pairing: p, wins, decisive, turns, searchMs }) => {
    const ci = wilson(wins, p.games);
    const sorted = [...searchMs].sort((a, b) => a - b);
    return [
      `${p.label}: ${p.bot} vs ${p.against}`,
      p.games,
      pct(wins / p.games),
      `${pct(ci.low)} – ${pct(ci.high)}`,
      pct(decisive / p.games),
      percentile(turns, 50),
      sorted.length ? round(percentile(sorted, 50), 0) : '-',
      sorted.length ? round(percentile(sorted, 95), 0) : '-',
      THIS_RUN,
    ];
  });
  const played = [...new Set(results.map((r) => r.pairing.label))];
  if (onlyGame() !== null) rows.push(...carriedRows(ctx.projectRoot ?? process.cwd(), played));
  return {
    id,
    title: 'Bots: the searching bot against greedy and its levels, and the server while bots think',
    command: `npm run bench -- --only bots${ctx.quick ? ' --quick' : ''}`,
    tables: [
      {
        title: `Two-seat matches, seats alternated (Four Souls turnCap ${FS_OPTIONS.turnCap}; Mansters defaults), ${threads} worker threads`,
        columns: PAIRING_COLUMNS,
        rows,
      },
      {
        title: `The server's event-loop delay while 10 strong-bot matches play (${seconds} s, BOT_DELAY_MS 0)`,
        columns: ['matches', 'commands appended', 'loop delay p99 ms', 'loop delay max ms'],
        rows: [[lag.matches, lag.commands, round(lag.p99, 1), round(lag.max, 1)]],
      },
    ],
    notes: [
      `Targets: strong wins >= 80 % against greedy in each game over ${FULL_GAMES} matches, decision p95 <= 1 s, loop delay p99 <= 20 ms with 10 bot matches. BENCH_BOT_GAMES=n plays n matches per game instead; BENCH_BOT_LEVELS=0 plays only strong against greedy; BENCH_BOT_GAME=four-souls or mansters plays one game.`,
      'A decision is timed when the seat had more than one play (a single play is answered without a search); the times include building the seat view, as the server does.',
      '"Ended by the rules": a win by souls or by elimination, not the turn cap (Four Souls then names the seat with most souls) nor the command guard.',
      '"Measured": this run, or (a run with BENCH_BOT_GAME) the date and source of the earlier run that played that game; the loop delay is always this run\'s.',
      'Matches run in bench worker threads, several at once on a shared machine, so decision times are upper bounds of a quiet server.',
    ],
  };
};
