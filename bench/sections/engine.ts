/**
 * `engine`: the pure game modules alone (no database, no network) for both games: `decide`
 * commands/s (including the settle loop), `evolve` events/s (re-folding the recorded logs) and the
 * per-viewer work of a realtime update (`view` + `legalActions` + `prompt`).
 */
import type { AnyGameDefinition } from '../../src/engine';
import { fourSouls } from '../../src/games/four-souls';
import { mansters } from '../../src/games/mansters';
import { measureEngine, type EngineRun } from '../lib/engine-measure';
import type { BenchSection, BenchSectionRunner } from '../lib/section';
import { perSecond, round } from '../lib/sample-stats';

export const id = 'engine';

interface Case {
  readonly label: string;
  readonly run: EngineRun;
}

function cases(matches: number): Case[] {
  const game = (def: AnyGameDefinition, options: unknown, bots: string[], label: string): Case => ({
    label: `${def.displayName}, ${label}`,
    run: { def, bots, matches, seatCounts: [2, 3, 4], options },
  });
  return [
    game(fourSouls, { turnCap: 120 }, ['greedy'], 'greedy bots'),
    game(fourSouls, { turnCap: 120 }, ['random'], 'random bots'),
    game(mansters, {}, ['greedy'], 'greedy bots'),
    game(mansters, {}, ['random'], 'random bots'),
  ];
}

export const run: BenchSectionRunner = async (ctx): Promise<BenchSection> => {
  const matches = ctx.quick ? 12 : 60;
  const rows: (string | number)[][] = [];
  for (const c of cases(matches)) {
    ctx.log(`${c.label}: ${matches} matches`);
    // Yield between cases so the runner's progress lines get out.
    await new Promise((r) => setImmediate(r));
    const f = measureEngine(c.run);
    rows.push([
      c.label,
      `${f.finished}/${f.matches}`,
      Math.round(f.commands / f.matches),
      Math.round(f.events / f.matches),
      perSecond(f.commands, f.decideMs),
      round((f.decideMs * 1000) / f.commands, 1),
      perSecond(f.events, f.evolveMs),
      perSecond(f.viewCalls, f.viewMs),
    ]);
  }
  return {
    id,
    title: 'Engine alone: decide, evolve and per-viewer views',
    command: `npm run bench -- --only engine${ctx.quick ? ' --quick' : ''}`,
    tables: [
      {
        title: `Bot matches in memory (${matches} per row, 2–4 seats cycled; Four Souls turnCap 120, Mansters defaults)`,
        columns: [
          'game, bots',
          'finished',
          'commands/match',
          'events/match',
          'decide commands/s',
          'decide µs/command',
          'evolve events/s',
          'view+legalActions+prompt /s (per seat)',
        ],
        rows,
      },
    ],
    notes: [
      '`decide` is timed alone (bot choice and evolve excluded) and includes the settle loop (triggers, stack resolution), so its cost per command grows with the events it returns.',
      '`evolve` re-folds every recorded log from the initial state (what loading an uncached match without a cached state costs, minus the database).',
      'The view column samples every 4th event of every log and computes, for every seat, what a realtime update needs besides redaction: `view`, `legalActions` and `prompt`.',
      "Bots pick from `legalActions` (random: uniform, without concede; greedy: the game's scoring), so matches reach the end; a row with unfinished matches hit the 50,000-command guard.",
      'Single Node thread on a shared 2-core machine; figures vary by ±20 % between runs.',
    ],
  };
};
