import type { AnyGameDefinition, Typed } from '../../engine/game-definition';
import type { Draw } from '../../engine/random';
import { isRejection } from '../../engine/rejection';
import type { CommandOrigin } from '../../engine/types';
import { rngFor } from '../../fairness/seed';
import { evolveServer, initialServerState, upcastEvent, type MatchCreated, type ServerState } from '../../match-domain';
import type { MatchRecord } from './record';

/**
 * Dice a reviewer can check (docs/replay.md, "Dice proofs"). A command decided at stream version v
 * draws from the generator seeded by SHA-256(`seed:v`) (src/fairness/seed.ts), whose seed's SHA-256
 * was published in match.created. For each die the rules rolled, the proof gives what a verifier
 * needs to draw it again without the rules: the version, the ranges of the draws the command made
 * before it (each range consumes the generator differently), its own range, and the value the
 * record holds. src/client/roll-proof.ts redoes the derivation (WebCrypto, in a browser too).
 */
export interface RollProof {
  /** The event that records the die. */
  readonly seq: number;
  /** The version the command was decided on: the generator is SHA-256(`seed:version`). */
  readonly version: number;
  /** The ranges of the command's earlier draws, in order: [from, to]. */
  readonly before: readonly (readonly [number, number])[];
  readonly from: number;
  readonly to: number;
  /** The die as the record holds it. */
  readonly value: number;
}

export interface DiceProofs {
  readonly matchId: string;
  /** SHA-256 of the seed, published in match.created before any die was rolled. */
  readonly seedCommitment: string;
  /** The seed, revealed in match.ended. */
  readonly seed: string;
  readonly rolls: readonly RollProof[];
}

/** The proof of every die rolled in a finished match (a game without `causes.rolled` rolls none). */
export function diceProofs(def: AnyGameDefinition, record: MatchRecord, seed: string): DiceProofs {
  const created = record.events[0]?.payload as MatchCreated | undefined;
  const rolls: RollProof[] = [];
  const rolled = def.causes?.rolled;
  let state: ServerState = initialServerState(def);
  let folded = 0;
  const commands = record.commands
    .filter((c) => c.kind === 'command' && c.status === 'accepted' && c.firstSeq !== null && c.lastSeq !== null)
    .sort((a, b) => (a.firstSeq ?? 0) - (b.firstSeq ?? 0));
  for (const c of rolled ? commands : []) {
    const first = c.firstSeq as number;
    for (; folded < first - 1; folded += 1) state = evolveServer(def, state, upcastEvent(def, record.events[folded]!));
    const batch = record.events.slice(first - 1, c.lastSeq as number).map((e) => upcastEvent(def, e));
    const draws = drawsOf(def, state, c.seat ?? -1, c.origin, c.payload, seed);
    const dice = draws.flatMap((d, k) => (d.from === 1 && d.to === 6 ? [k] : []));
    (rolled?.(batch) ?? []).forEach((value, k) => {
      if (value === null) return;
      const at = dice.shift();
      if (at === undefined) return;
      const d = draws[at] as Draw;
      rolls.push({ seq: first + k, version: first - 1, before: draws.slice(0, at).map((p) => [p.from, p.to] as const), from: d.from, to: d.to, value });
    });
  }
  return { matchId: record.matchId, seedCommitment: created?.seedCommitment ?? '', seed, rolls };
}

/** Every draw the game's decide makes for the command, with the generator the server gave it. */
function drawsOf(def: AnyGameDefinition, state: ServerState, seat: number, origin: string, payload: unknown, seed: string): Draw[] {
  const draws: Draw[] = [];
  const command = def.parseCommand(payload) as Typed;
  if (isRejection(command)) return draws;
  const how: CommandOrigin = origin === 'timeout' || origin === 'auto-pass' ? origin : 'player';
  try {
    def.decide(state.match.game, command, { seat, origin: how, rng: rngFor(seed, state.match.version, (d) => draws.push(d)) });
  } catch {
    // A tampered record may not decide at all: it has no dice to prove (the audit says why).
  }
  return draws;
}
