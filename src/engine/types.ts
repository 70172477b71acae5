/**
 * Basic vocabulary shared by every game module and by the server.
 * Pure TypeScript: nothing here may import a framework, read a clock or call Math.random.
 */

/** A seat is a 0-based index into the match's seat list; turn order is seat order (clockwise). */
export type Seat = number;

/** Who is looking at the match. `omniscient` is only ever served for finished matches. */
export type Viewer = { readonly kind: 'seat'; readonly seat: Seat } | { readonly kind: 'spectator' } | { readonly kind: 'omniscient' };

export const spectator: Viewer = { kind: 'spectator' };
export const omniscient: Viewer = { kind: 'omniscient' };
export const seatViewer = (seat: Seat): Viewer => ({ kind: 'seat', seat });

/**
 * Why a command reaches `decide`: a player sent it, or the server acted for the player
 * because a deadline expired (R-MATCH-1, M-MISC-4) or because of the seat's auto-pass (R-MATCH-3).
 */
export type CommandOrigin = 'player' | 'timeout' | 'auto-pass';

/**
 * Who an event is shown to. `public`: everyone. `seats`: only those seats see the full event; the
 * game's `redactEvent` gives everybody else its public form.
 */
export type Visibility = { readonly kind: 'public' } | { readonly kind: 'seats'; readonly seats: readonly Seat[] };

export const publicVisibility: Visibility = { kind: 'public' };
export const seatsVisibility = (...seats: Seat[]): Visibility => ({ kind: 'seats', seats: [...new Set(seats)].sort((a, b) => a - b) });

/** True when `viewer` may see the full form of an event with this visibility. */
export function canSee(visibility: Visibility, viewer: Viewer): boolean {
  if (visibility.kind === 'public' || viewer.kind === 'omniscient') return true;
  return viewer.kind === 'seat' && visibility.seats.includes(viewer.seat);
}

/** How a finished match ended. `winners` is empty for a documented draw. */
export interface Outcome {
  readonly winners: readonly Seat[];
  readonly reason: string;
}

/** Exhaustiveness guard for discriminated unions: `default: return assertNever(x)`. */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`);
}
