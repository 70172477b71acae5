import type { Seat } from './types';

/**
 * The players' names by seat, as the server knows them from its `seat.claimed` events (null: not
 * claimed yet). The rules never read them; a game's words (action labels, event lines) use them
 * so that a player reads "Attack Ada", not "Attack P2".
 */
export type SeatNames = readonly (string | null)[];

/**
 * How a game's words name a seat: its player's name; the name and the seat ("Bot (P2)") when
 * another seat has the same name, so two players are never confused; "P2" when the seat has no
 * name (unclaimed, or no names given).
 */
export function seatNamer(names: SeatNames = []): (seat: Seat) => string {
  return (seat) => {
    const name = names[seat];
    if (!name) return `P${seat + 1}`;
    return names.some((other, s) => s !== seat && other === name) ? `${name} (P${seat + 1})` : name;
  };
}
