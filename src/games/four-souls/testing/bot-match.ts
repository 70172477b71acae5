/** Plays one bot match to the end, checking the invariants at every step (docs/design.md §8). */
import { isRejection, playsOf, rngFromInt, type BotPolicy } from '../../../engine';
import type { FsCommand } from '../commands';
import type { FsEvent } from '../events';
import { fourSouls } from '../index';
import type { FsState } from '../types';
import { cardPlays } from './card-usage';
import { InvariantTracker, replayEquals } from './invariants';

export interface MatchResult {
  readonly state: FsState;
  readonly events: number;
  readonly commands: number;
  readonly replayOk: boolean;
  /** Turns played, and how often each card was played (card-usage.ts). */
  readonly turns: number;
  readonly plays: ReadonlyMap<string, number>;
}

export function playBotMatch(seats: number, seed: number, policies: readonly BotPolicy<FsState, FsCommand>[], turnCap: number, viewsEvery = 25): MatchResult {
  const rng = rngFromInt(seed);
  const setup = fourSouls.setup({ seatCount: seats, options: { turnCap }, scenario: null }, rng);
  if (isRejection(setup)) throw new Error(setup.message);
  const log: FsEvent[] = [...setup];
  let s: FsState = setup.reduce((st, e) => fourSouls.evolve(st, e), fourSouls.initialState());
  const inv = new InvariantTracker(s);
  let commands = 0;
  while (s.status === 'playing') {
    const p = fourSouls.prompt(s);
    if (!p || p.seats.length !== 1) throw new Error('stuck: no prompt while playing');
    const seat = p.seats[0]!;
    // A bot picks among the legal actions: the list is computed again only when it picks none.
    const cmd = policies[seat % policies.length]!(s, seat, rng);
    if (!cmd) {
      if (playsOf(fourSouls.legalActions(s, seat)).length === 0) throw new Error(`seat ${seat} must act but has no legal action`);
      throw new Error('bot returned no command');
    }
    const r = fourSouls.decide(s, cmd, { seat, origin: 'player', rng });
    if (isRejection(r)) throw new Error(`bot command ${cmd.type} rejected: ${r.code} ${r.message}`);
    commands += 1;
    s = inv.step(s, r, commands % viewsEvery === 0);
    log.push(...r);
    if (commands > 200_000) throw new Error('runaway match');
  }
  return { state: s, events: log.length, commands, replayOk: replayEquals(log, s), turns: s.turn.number, plays: cardPlays(log) };
}
