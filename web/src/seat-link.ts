import { tokens } from './api';
import { h } from './dom';

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
  /** The banner with the link, if it was not shown yet (showing it uses it up). */
  banner(matchId: string): HTMLElement | null {
    const url = sessionStorage.getItem(this.key(matchId));
    if (!url) return null;
    sessionStorage.removeItem(this.key(matchId));
    const box = h(
      'div.seat-link',
      { id: 'seat-link' },
      h('b', 'Your seat link: '),
      'open it in another browser or device to play this seat there. It is shown only now and works like a password: ',
      h('input.seat-link-url', { readonly: true, value: url, onclick: (ev: Event) => (ev.target as HTMLInputElement).select() }),
      ' ',
      h('button', { onclick: () => void navigator.clipboard?.writeText(url).catch(() => undefined) }, 'Copy'),
      ' ',
      h('button', { id: 'seat-link-done', onclick: () => box.remove() }, 'Done'),
    );
    return box;
  },
};

/** The `#/seat/…` route: keeps the token in this browser and opens the table. */
export function openSeatLink(matchId: string, seat: string, token: string): void {
  tokens.set(matchId, Number(seat), decodeURIComponent(token));
  location.replace(`#/match/${matchId}`);
}
