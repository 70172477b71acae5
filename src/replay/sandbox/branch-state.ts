import type { AnyGameDefinition } from '../../engine/game-definition';
import { DomainError } from '../../errors/domain-error';
import { foldServer, hasGameEvents, upcastEvent, type BranchOrigin, type MatchBranch, type MatchCreated, type ServerState } from '../../match-domain';
import type { RecordedEvent } from '../core/record';

/**
 * The origin's state after `origin.seq` as the omniscient replay shows it (deck orders and hands
 * included), as the branch a sandbox starts from. Pure. Refused when that state cannot be played
 * on: the match was over there, or its game was not set up yet.
 */
export function branchAt(def: AnyGameDefinition, events: readonly RecordedEvent[], origin: BranchOrigin): { branch: MatchBranch; state: ServerState } {
  const state = foldServer(
    def,
    events.filter((e) => e.seq <= origin.seq).map((e) => upcastEvent(def, e)),
  );
  if (state.match.ended) throw DomainError.of('BAD_BRANCH_STEP', `the match is over at step ${origin.step}: branch from an earlier step`);
  if (!hasGameEvents(state)) throw DomainError.of('BAD_BRANCH_STEP', `the game is not set up yet at step ${origin.step}: branch from a later step`);
  return { branch: { from: origin, game: state.match.game }, state };
}

/** The seats of a sandbox: the origin's names (so the game's words read the same), `bots` where asked. */
export function sandboxSeats(created: MatchCreated, origin: ServerState, bots: readonly (string | null)[] | undefined): { name: string; bot: string | null }[] {
  const count = created.seatCount;
  if (bots !== undefined && bots.length !== count) throw DomainError.of('UNKNOWN_BOT', `bots must list one entry (policy name or null) per seat: ${count}`);
  const seats = Array.from({ length: count }, (_, seat) => ({ name: origin.seats[seat]?.name ?? `P${seat + 1}`, bot: bots?.[seat] ?? null }));
  // A sandbox of bots alone would run on the server's time with nobody exploring it.
  if (seats.every((s) => s.bot !== null)) throw DomainError.of('BAD_SEAT', 'a sandbox needs at least one seat played by its creator (null in bots)');
  return seats;
}
