/**
 * Builds a long real match through the server's own pipeline: a 2-seat Four Souls match (turnCap
 * 10000) whose commands are planned in memory from its secret seed (bench/lib/stalling-search.ts)
 * so that it reaches `targetEvents` events before it ends, then submitted one by one with
 * `CommandPipeline.submit`. Every event is decided by the rules and appended by the pipeline.
 */
import type { INestApplication } from '@nestjs/common';
import { CommandPipeline } from '../../src/matches/command-pipeline.service';
import { MatchLifecycle } from '../../src/matches/match-lifecycle.service';
import { MatchLoader } from '../../src/matches/match-loader.service';
import { planLongMatch, type LongPlan } from './stalling-search';

export interface LongMatch {
  readonly matchId: string;
  readonly events: number;
  readonly commands: number;
  readonly finished: boolean;
  readonly tokens: readonly string[];
  readonly planMs: number;
  readonly submitMs: number;
}

export async function playLongMatch(app: INestApplication, targetEvents: number, log: (line: string) => void): Promise<LongMatch> {
  const lifecycle = app.get(MatchLifecycle, { strict: false });
  const pipeline = app.get(CommandPipeline, { strict: false });
  const loader = app.get(MatchLoader, { strict: false });
  const { matchId } = await lifecycle.create({ gameId: 'four-souls', seats: 2, options: { turnCap: 10_000 } });
  const tokens = [(await lifecycle.join(matchId, 0, 'P1')).token, (await lifecycle.join(matchId, 1, 'P2')).token];
  const loaded = await loader.load(matchId);
  if (!loaded) throw new Error(`match ${matchId} vanished`);

  const t0 = performance.now();
  let plan: LongPlan | null = null;
  for (let attempt = 1; attempt <= 8 && !plan; attempt += 1) {
    plan = planLongMatch(loaded.def, { game: loaded.state.match.game, version: loaded.state.match.version, seed: loaded.seed }, targetEvents, attempt);
    if (!plan) log(`long match: plan attempt ${attempt} ran out of its decide budget; another choice order`);
  }
  if (!plan) throw new Error(`no ${targetEvents}-event plan found for match ${matchId}`);
  const planMs = performance.now() - t0;

  const t1 = performance.now();
  let version = loaded.state.match.version;
  for (const [i, c] of plan.commands.entries()) {
    if (c.version !== version) throw new Error(`plan out of step at command ${i}: planned on ${c.version}, stream at ${version}`);
    const result = await pipeline.submit({ matchId, seat: c.seat, commandId: `L${i}`, command: c.command, expectedSeq: c.version });
    if (result.status !== 'accepted') throw new Error(`long match command ${i} refused: ${result.code} ${result.message}`);
    version = result.seq;
    if (i % 1000 === 999) log(`long match: ${i + 1}/${plan.commands.length} commands, ${version} events`);
  }
  const submitMs = performance.now() - t1;
  const final = await loader.load(matchId);
  return {
    matchId,
    events: final?.state.match.version ?? version,
    commands: plan.commands.length,
    finished: final?.state.match.ended != null,
    tokens,
    planMs,
    submitMs,
  };
}
