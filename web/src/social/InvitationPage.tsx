import { useMatchTitle } from '../match-titles';
import { render } from 'preact';
import { useState } from 'preact/hooks';
import type { InvitationInfo, JoinedSeat } from '../../../src/client';
import { whoAmI } from '../account/account-api';
import { api, describeError, tokens } from '../api';
import { seatLinks } from '../seat-link';
import { seatName } from '../seat-name';

const NAME_KEY = 'stackbound:name';

/**
 * `#/invitations/:token`: which match and seat the invitation is for; a name (the account's
 * username when signed in, so the seat belongs to the account too), then the claim: the seat token
 * is kept like a seat link's and the table opens. A used invitation says so.
 */
export async function invitationPage(root: HTMLElement, token: string): Promise<() => void> {
  const [info, me] = await Promise.all([api<InvitationInfo>('GET', `/invitations/${encodeURIComponent(token)}`), whoAmI()]);
  render(<Invitation token={token} info={info} username={me?.account.username ?? null} />, root);
  return () => render(null, root);
}

function Invitation({ token, info, username }: { token: string; info: InvitationInfo; username: string | null }) {
  const [name, setName] = useState(() => username ?? localStorage.getItem(NAME_KEY) ?? '');
  const [error, setError] = useState('');
  const match = useMatchTitle(info.matchId);
  const title = <h1 id="invitation-title">{`Invitation to ${seatName(info.seat)}${match ? ` · ${match}` : ''}`}</h1>;
  if (info.used)
    return (
      <>
        {title}
        <p class="error" id="invitation-used">
          This invitation was already used: its seat is taken.
        </p>
        <a href={`#/match/${info.matchId}?watch`}>Watch the match</a>
      </>
    );
  const claim = async (ev: Event) => {
    ev.preventDefault();
    try {
      const chosen = name.trim() || `Player ${info.seat + 1}`;
      localStorage.setItem(NAME_KEY, chosen);
      const seat = await api<JoinedSeat>('POST', `/invitations/${encodeURIComponent(token)}`, { name: chosen });
      tokens.set(seat.matchId, seat.seat, seat.token);
      seatLinks.offer(seat.matchId, seat.seat, seat.token);
      location.hash = `#/match/${seat.matchId}`;
    } catch (e) {
      setError(`Could not take the seat: ${describeError(e)}`);
    }
  };
  return (
    <>
      {title}
      <p>
        {username
          ? `Signed in as ${username}: the seat will belong to your account.`
          : 'You are not signed in: the seat is kept in this browser (and its seat link).'}
      </p>
      <form class="invitation" onSubmit={(ev) => void claim(ev)}>
        <label>
          Your name <input id="invitation-name" aria-label="Your name" placeholder="your name" value={name} onInput={(ev) => setName(ev.currentTarget.value)} />
        </label>{' '}
        <button class="primary" type="submit" id="accept-invitation">
          {`Take ${seatName(info.seat)}`}
        </button>
      </form>
      <p class="error" id="invitation-error">
        {error}
      </p>
    </>
  );
}
