import { useState } from 'preact/hooks';
import { tokens } from './api';
import { elementOf } from './render-element';
import { CopyButton } from './ui/CopyButton';

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

/** What the seat link is for, in the control's title and behind its "?" (a phone shows no title). */
const WHY = 'Opens your seat in any browser, to come back from another device. Anyone who has it can play your seat.';

/**
 * The seat link as a compact control of the table's header (one line: the label, "?", the address
 * shrinking to fit, Copy, Done), until "Done" (the table drops it once the match is over). A banner
 * row of its own cost the table 45 px of a 768 px screen. What the link is for is its title on a
 * desktop and, on any screen, a line under it while "?" is pressed.
 */
export function SeatLinkControl({ url }: { url: string }) {
  const [done, setDone] = useState(false);
  const [why, setWhy] = useState(false);
  if (done) return null;
  return (
    <span class={why ? 'seat-link why' : 'seat-link'} id="seat-link" title={WHY}>
      <b>Secret seat link</b>
      <button class="seat-link-why" aria-label="What is the seat link?" aria-expanded={why} onClick={() => setWhy(!why)}>
        ?
      </button>
      <input class="seat-link-url" readOnly value={url} onClick={(ev) => ev.currentTarget.select()} />
      <CopyButton text={url} />
      <button id="seat-link-done" onClick={() => setDone(true)}>
        Done
      </button>
      {why ? <span class="seat-link-explained">{WHY}</span> : null}
    </span>
  );
}

/** The `#/seat/…` route: keeps the token in this browser and opens the table. */
export function openSeatLink(matchId: string, seat: string, token: string): void {
  tokens.set(matchId, Number(seat), decodeURIComponent(token));
  location.replace(`#/match/${matchId}`);
}
