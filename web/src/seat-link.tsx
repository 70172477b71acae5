import { useState } from 'preact/hooks';
import { tokens } from './api';
import { elementOf } from './render-element';

/**
 * Seat links: `#/seat/<matchId>/<seat>/<token>` opens a seat in any browser (the token is the
 * seat's only credential, so the link is shown once, right after the seat was claimed).
 */
export const seatLinks = {
  key: (matchId: string) => `stackbound:seat-link:${matchId}`,
  url: (matchId: string, seat: number, token: string) => `${location.origin}${location.pathname}#/seat/${matchId}/${seat}/${encodeURIComponent(token)}`,
  /** Remembers that the table should show the link once. */
  offer(matchId: string, seat: number, token: string): void {
    sessionStorage.setItem(this.key(matchId), this.url(matchId, seat, token));
  },
  /** The link to show now, if it was not shown yet (taking it uses it up). */
  take(matchId: string): string | null {
    const url = sessionStorage.getItem(this.key(matchId));
    if (url) sessionStorage.removeItem(this.key(matchId));
    return url;
  },
  /** The header's control with the link as an element, if it was not shown yet. */
  control(matchId: string): HTMLElement | null {
    const url = this.take(matchId);
    return url ? elementOf(<SeatLinkControl url={url} />) : null;
  },
};

/**
 * The seat link as a compact control of the table's header (one line: the label, the address
 * shrinking to fit, Copy, Done; what the link is for in its title), until "Done" (the table drops
 * it once the match is over). A banner row of its own cost the table 45 px of a 768 px screen.
 */
export function SeatLinkControl({ url }: { url: string }) {
  const [done, setDone] = useState(false);
  if (done) return null;
  return (
    <span class="seat-link" id="seat-link" title="Opens your seat in any browser, to come back from another device. Anyone who has it can play your seat.">
      <b>Secret seat link</b>
      <input class="seat-link-url" readOnly value={url} onClick={(ev) => ev.currentTarget.select()} />
      <button onClick={() => void navigator.clipboard?.writeText(url).catch(() => undefined)}>Copy</button>
      <button id="seat-link-done" onClick={() => setDone(true)}>
        Done
      </button>
    </span>
  );
}

/** The `#/seat/…` route: keeps the token in this browser and opens the table. */
export function openSeatLink(matchId: string, seat: string, token: string): void {
  tokens.set(matchId, Number(seat), decodeURIComponent(token));
  location.replace(`#/match/${matchId}`);
}
