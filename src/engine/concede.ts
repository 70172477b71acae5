import type { Typed } from './game-definition';

/**
 * R-MATCH-2: a player may concede at any time. Every game names that command `concede` and lists
 * it among a live seat's legal actions (so a client offers it in words like any other), but it is
 * never a play: bots do not choose it, and auto-pass does not count it as something the seat could
 * do instead of passing (R-MATCH-3).
 */
export const CONCEDE = 'concede';

export function isConcede(command: Typed): boolean {
  return command.type === CONCEDE;
}

/** The legal commands that are plays: all but concede. */
export function playsOf<C extends Typed>(legal: readonly C[]): C[] {
  return legal.filter((c) => !isConcede(c));
}
