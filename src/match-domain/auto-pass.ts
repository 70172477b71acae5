import { canonicalJson } from '../engine/canonical-json';
import { ONLY_PASS, type AutoPassStop } from '../engine/auto-pass-stop';
import { playsOf } from '../engine/concede';
import type { AnyGameDefinition, Typed } from '../engine/game-definition';
import type { Seat } from '../engine/types';
import { statusOf, type ServerState } from './state';

/**
 * The command auto-pass sends for `seat` now under `stop` (R-MATCH-3), or null when the seat must be
 * asked. Pure, so the server decides it once and says it in the same update: the auto-pass service
 * sends this command, and the socket snapshot marks the prompt as one the server answers
 * (`autoPassPending`), so a client never shows "your move" for it.
 *
 * Only while the match is live and waits for the seat. With the plain stop (`only-pass`) never
 * when the seat has any other legal action (checked here too, so a game bug cannot skip a window
 * where the player could act); a wider stop is the player's own word that it would pass there, so
 * then the pass only has to be legal.
 */
export function autoPassCommand(def: AnyGameDefinition, state: ServerState, seat: Seat, stop: AutoPassStop = ONLY_PASS): Typed | null {
  if (statusOf(state) !== 'live') return null;
  const game: unknown = state.match.game;
  if (!(def.prompt(game)?.seats ?? []).includes(seat)) return null;
  const pass = def.autoPassAction(game, seat, stop) as Typed | null;
  if (!pass) return null;
  // Concede is legal at any time (R-MATCH-2) and never a choice that stops auto-pass.
  const legal = playsOf(def.legalActions(game, seat) as Typed[]).map((a) => canonicalJson(a));
  const chosen = canonicalJson(pass);
  const allowed = stop.mode === 'only-pass' ? legal.every((a) => a === chosen) : legal.includes(chosen);
  return allowed ? pass : null;
}
