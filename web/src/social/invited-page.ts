import type { JoinedSeat } from '../../../src/client';
import { whoAmI } from '../account/account-api';
import { api, describeError, tokens } from '../api';
import { h, mount, seatName } from '../dom';
import { seatLinks } from '../seat-link';

/**
 * `#/invited/:matchId/:seat`: an invitation addressed to the signed-in account (the `invited`
 * notice links here). No link is needed: the session takes the seat, which belongs to the
 * account; the seat token is kept like a seat link's and the table opens. Signed out, the page
 * says to sign in first.
 */
export async function invitedPage(root: HTMLElement, matchId: string, seat: number): Promise<() => void> {
  const me = await whoAmI();
  const title = h('h1', `Invitation to ${seatName(seat)} of match `, h('code', matchId.slice(0, 8)));
  if (!me) {
    mount(
      root,
      title,
      h('p', { id: 'invited-sign-in' }, 'This invitation is addressed to an account: ', h('a', { href: '#/account' }, 'sign in'), ' to take the seat.'),
    );
    return () => undefined;
  }
  const name = h('input', { id: 'invited-name', 'aria-label': 'Your name', value: me.account.username }) as HTMLInputElement;
  const error = h('p.error', { id: 'invited-error' });
  const take = async (ev: Event) => {
    ev.preventDefault();
    try {
      const joined = await api<JoinedSeat>('POST', `/matches/${matchId}/invitations/${seat}`, { name: name.value.trim() || me.account.username });
      tokens.set(joined.matchId, joined.seat, joined.token);
      seatLinks.offer(joined.matchId, joined.seat, joined.token);
      location.hash = `#/match/${joined.matchId}`;
    } catch (e) {
      error.textContent = `Could not take the seat: ${describeError(e)}`;
    }
  };
  mount(
    root,
    title,
    h('p', `Addressed to ${me.account.username}: the seat will belong to your account.`),
    h(
      'form.invitation',
      { onsubmit: take },
      h('label', 'Your name ', name),
      ' ',
      h('button.primary', { type: 'submit', id: 'accept-invited' }, `Take ${seatName(seat)}`),
    ),
    error,
  );
  return () => undefined;
}
