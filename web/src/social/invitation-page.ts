import type { InvitationInfo, JoinedSeat } from '../../../src/client';
import { whoAmI } from '../account/account-api';
import { api, describeError, tokens } from '../api';
import { h, mount, seatName } from '../dom';
import { seatLinks } from '../seat-link';

/**
 * `#/invitations/:token`: which match and seat the invitation is for; a name (the account's
 * username when signed in, so the seat belongs to the account too), then the claim: the seat token
 * is kept like a seat link's and the table opens. A used invitation says so.
 */
export async function invitationPage(root: HTMLElement, token: string): Promise<() => void> {
  const [info, me] = await Promise.all([api<InvitationInfo>('GET', `/invitations/${encodeURIComponent(token)}`), whoAmI()]);
  const title = h('h1', `Invitation to ${seatName(info.seat)} of match `, h('code', info.matchId.slice(0, 8)));
  if (info.used) {
    mount(
      root,
      title,
      h('p.error', { id: 'invitation-used' }, 'This invitation was already used: its seat is taken.'),
      h('a', { href: `#/match/${info.matchId}?watch` }, 'Watch the match'),
    );
    return () => undefined;
  }
  const name = h('input', {
    id: 'invitation-name',
    'aria-label': 'Your name',
    placeholder: 'your name',
    value: me?.account.username ?? localStorage.getItem('stackbound:name') ?? '',
  }) as HTMLInputElement;
  const error = h('p.error', { id: 'invitation-error' });
  const claim = async (ev: Event) => {
    ev.preventDefault();
    try {
      const chosen = name.value.trim() || `Player ${info.seat + 1}`;
      localStorage.setItem('stackbound:name', chosen);
      const seat = await api<JoinedSeat>('POST', `/invitations/${encodeURIComponent(token)}`, { name: chosen });
      tokens.set(seat.matchId, seat.seat, seat.token);
      seatLinks.offer(seat.matchId, seat.seat, seat.token);
      location.hash = `#/match/${seat.matchId}`;
    } catch (e) {
      error.textContent = `Could not take the seat: ${describeError(e)}`;
    }
  };
  mount(
    root,
    title,
    h(
      'p',
      me
        ? `Signed in as ${me.account.username}: the seat will belong to your account.`
        : 'You are not signed in: the seat is kept in this browser (and its seat link).',
    ),
    h(
      'form.invitation',
      { onsubmit: claim },
      h('label', 'Your name ', name),
      ' ',
      h('button.primary', { type: 'submit', id: 'accept-invitation' }, `Take ${seatName(info.seat)}`),
    ),
    error,
  );
  return () => undefined;
}
