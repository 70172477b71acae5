import type { AnyGameDefinition, Typed } from '../../engine/game-definition';
import type { Draw, Rng, Shuffled } from '../../engine/random';
import { isRejection } from '../../engine/rejection';
import type { CommandOrigin } from '../../engine/types';
import { rngFor } from '../../fairness/seed';
import { evolveServer, initialServerState, upcastEvent, type MatchCreated, type ServerState } from '../../match-domain';
import type { MatchRecord, RecordedEvent } from './record';

/**
 * One decision of a recorded match made again with a watched generator, the same one the server
 * gave it (src/fairness/seed.ts: SHA-256(`seed:version`)): every raw draw and every shuffle the
 * rules made, beside the events the record holds for that decision. What the dice and shuffle
 * proofs (dice.ts, shuffles.ts) are cut from, so both see the one re-run the audit also makes.
 */
export interface WatchedDecision {
  /** The version it was decided on: the generator is SHA-256(`seed:version`). */
  readonly version: number;
  /** The record's events of that decision (the batch), upcast, and their stored form. */
  readonly batch: readonly Typed[];
  readonly recorded: readonly RecordedEvent[];
  readonly draws: readonly Draw[];
  readonly shuffles: readonly Shuffled[];
}

/**
 * The setup (drawn at version 1, docs/design.md §5) and every accepted command, in seq order. A
 * scenario's setup is left out: it places cards by hand around what it shuffles, so its decks do
 * not show a shuffle's order alone; a sandbox has no setup (its state is its origin's).
 */
export function watchedDecisions(def: AnyGameDefinition, record: MatchRecord, seed: string): WatchedDecision[] {
  const created = record.events[0]?.payload as MatchCreated | undefined;
  const out: WatchedDecision[] = [];
  if (created && !created.scenario && !created.branch) out.push(watchedSetup(def, record, created, seed));
  let state: ServerState = initialServerState(def);
  let folded = 0;
  const commands = record.commands
    .filter((c) => c.kind === 'command' && c.status === 'accepted' && c.firstSeq !== null && c.lastSeq !== null)
    .sort((a, b) => (a.firstSeq ?? 0) - (b.firstSeq ?? 0));
  for (const c of commands) {
    const first = c.firstSeq as number;
    for (; folded < first - 1; folded += 1) state = evolveServer(def, state, upcastEvent(def, record.events[folded]!));
    const recorded = record.events.slice(first - 1, c.lastSeq as number);
    const watched = watch(seed, state.match.version, (rng) => {
      const command = def.parseCommand(c.payload) as Typed;
      if (isRejection(command)) return;
      const origin: CommandOrigin = c.origin === 'timeout' || c.origin === 'auto-pass' ? c.origin : 'player';
      def.decide(state.match.game, command, { seat: c.seat ?? -1, origin, rng });
    });
    out.push({ version: state.match.version, batch: recorded.map((e) => upcastEvent(def, e)), recorded, ...watched });
  }
  return out;
}

function watchedSetup(def: AnyGameDefinition, record: MatchRecord, created: MatchCreated, seed: string): WatchedDecision {
  let made = 0;
  const watched = watch(seed, 1, (rng) => {
    const events = def.setup({ seatCount: created.seatCount, options: created.options, scenario: null, rulesVersion: created.rulesVersion }, rng);
    made = isRejection(events) ? 0 : (events as unknown[]).length;
  });
  // The setup's events follow match.created (seq 1).
  const recorded = record.events.slice(1, 1 + made);
  return { version: 1, batch: recorded.map((e) => upcastEvent(def, e)), recorded, ...watched };
}

function watch(seed: string, version: number, run: (rng: Rng) => void): { draws: Draw[]; shuffles: Shuffled[] } {
  const draws: Draw[] = [];
  const shuffles: Shuffled[] = [];
  try {
    run(rngFor(seed, version, { draw: (d) => draws.push(d), shuffle: (s) => shuffles.push(s) }));
  } catch {
    // A tampered record may not decide at all: it has nothing to prove (the audit says why).
  }
  return { draws, shuffles };
}
