import type { MatchCreated, SeatClaimed } from '../../match-domain';
import type { RecordedEvent } from './record';

export interface SeatSummary {
  readonly seat: number;
  readonly name: string | null;
  readonly bot: string | null;
}

/** Who sat where, from the framing events alone (no game needed: export headers, CLI listings). */
export function foldSeatsOnly(events: readonly RecordedEvent[]): SeatSummary[] {
  const created = events.find((e) => e.type === 'match.created')?.payload as MatchCreated | undefined;
  const seats: SeatSummary[] = Array.from({ length: created?.seatCount ?? 0 }, (_, seat) => ({ seat, name: null, bot: null }));
  for (const e of events) {
    if (e.type !== 'seat.claimed') continue;
    const c = e.payload as SeatClaimed;
    if (seats[c.seat]) seats[c.seat] = { seat: c.seat, name: c.name, bot: c.bot };
  }
  return seats;
}
