/**
 * Plans a long real match in memory: from a match's state and secret seed, finds a sequence of
 * legal commands whose events reach `targetEvents` before the match ends, then lets the greedy bot
 * finish it. The generator of each command is the server's (`rngFor(seed, version)`), so the
 * pipeline decides exactly the planned events when the commands are submitted in order.
 *
 * Players choose uniformly among their legal actions but never one that ends the match before the
 * target; when every choice at some point ends it (a soul is unavoidable), the search backtracks
 * (depth-first). A bounded number of `decide` calls per attempt; the caller retries with another
 * choice order when an attempt runs out.
 */
import { isRejection, rngFromInt, type AnyGameDefinition, type Rng, type Typed } from '../../src/engine';
import { rngFor } from '../../src/fairness/seed';

export interface PlannedCommand {
  readonly seat: number;
  readonly command: Typed;
  /** The stream version it is decided on (its expectedSeq). */
  readonly version: number;
}

export interface LongPlan {
  readonly commands: readonly PlannedCommand[];
  /** Stream version after the last planned command (match.ended not counted). */
  readonly version: number;
  readonly ends: boolean;
}

interface Node {
  readonly game: unknown;
  readonly version: number;
  seat: number;
  order: Typed[] | null;
  next: number;
  /** The command chosen at this node (set when the search descends). */
  chosen: Typed | null;
}

export function planLongMatch(
  def: AnyGameDefinition,
  start: { game: unknown; version: number; seed: string },
  targetEvents: number,
  policySeed: number,
  maxDecides = 400_000,
): LongPlan | null {
  const rng = rngFromInt(policySeed);
  const decideAt = (game: unknown, seat: number, command: Typed, version: number): Typed[] | null => {
    const out = def.decide(game, command, { seat, origin: 'player', rng: rngFor(start.seed, version) });
    return isRejection(out) ? null : (out as Typed[]);
  };
  const path: Node[] = [];
  let cur: Node = { game: start.game, version: start.version, seat: -1, order: null, next: 0, chosen: null };
  let decides = 0;
  while (cur.version < targetEvents) {
    if (decides > maxDecides) return null;
    if (!cur.order) {
      const seat = def.prompt(cur.game)?.seats[0];
      if (seat === undefined) return null;
      cur.seat = seat;
      cur.order = rng.shuffle((def.legalActions(cur.game, seat) as Typed[]).filter((c) => c.type !== 'concede'));
    }
    let child: Node | null = null;
    while (!child && cur.next < cur.order.length) {
      const command = cur.order[cur.next++]!;
      decides += 1;
      const events = decideAt(cur.game, cur.seat, command, cur.version);
      if (!events) continue;
      const after = events.reduce((s: unknown, e) => def.evolve(s, e), cur.game);
      if (def.outcome(after) !== null) continue;
      cur.chosen = command;
      child = { game: after, version: cur.version + events.length, seat: -1, order: null, next: 0, chosen: null };
    }
    if (child) {
      path.push(cur);
      cur = child;
    } else {
      const parent = path.pop();
      if (!parent) return null;
      cur = parent;
    }
  }
  const commands: PlannedCommand[] = path.map((n) => ({ seat: n.seat, command: n.chosen!, version: n.version }));
  return finishGreedy(def, cur.game, cur.version, commands, rng, decideAt);
}

/** After the target: the greedy bot plays every seat until the match ends (at most 5,000 commands). */
function finishGreedy(
  def: AnyGameDefinition,
  game: unknown,
  version: number,
  commands: PlannedCommand[],
  rng: Rng,
  decideAt: (game: unknown, seat: number, command: Typed, version: number) => Typed[] | null,
): LongPlan {
  const bot = def.bots.greedy ?? def.bots.random;
  for (let i = 0; i < 5_000 && def.outcome(game) === null; i += 1) {
    const seat = def.prompt(game)?.seats[0];
    if (seat === undefined) break;
    const command = bot(game, seat, rng) as Typed | null;
    const events = command ? decideAt(game, seat, command, version) : null;
    if (!command || !events) break;
    commands.push({ seat, command, version });
    game = events.reduce((s: unknown, e) => def.evolve(s, e), game);
    version += events.length;
  }
  return { commands, version, ends: def.outcome(game) !== null };
}
