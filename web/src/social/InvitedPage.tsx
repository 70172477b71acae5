import { useMatchTitle } from '../match-titles';
import { render } from 'preact';
import { useState } from 'preact/hooks';
import type { JoinedSeat } from '../../../src/client';
import { whoAmI } from '../account/account-api';
import { api, describeError, tokens } from '../api';
import { seatLinks } from '../seat-link';
import { seatName } from '../seat-name';

/**
 * `#/invited/:matchId/:seat`: an invitation addressed to the signed-in account (the `invited`
 * notice links here). No link is needed: the session takes the seat, which belongs to the
 * account; the seat token is kept like a seat link's and the table opens. Signed out, the page
 * says to sign in first.
 */
export async function invitedPage(root: HTMLElement, matchId: string, seat: number): Promise<() => void> {
  const me = await whoAmI();
  render(<Invited matchId={matchId} seat={seat} username={me?.account.username ?? null} />, root);
  return () => render(null, root);
}

function Invited({ matchId, seat, username }: { matchId: string; seat: number; username: string | null }) {
  const [name, setName] = useState(username ?? '');
  const [error, setError] = useState('');
  const match = useMatchTitle(matchId);
  const title = <h1 id="invitation-title">{`Invitation to ${seatName(seat)}${match ? ` · ${match}` : ''}`}</h1>;
  if (!username)
    return (
      <>
        {title}
        <p id="invited-sign-in">
          This invitation is addressed to an account: <a href="#/account">sign in</a> to take the seat.
        </p>
      </>
    );
  const take = async (ev: Event) => {
    ev.preventDefault();
    try {
      const joined = await api<JoinedSeat>('POST', `/matches/${matchId}/invitations/${seat}`, { name: name.trim() || username });
      tokens.set(joined.matchId, joined.seat, joined.token);
      seatLinks.offer(joined.matchId, joined.seat, joined.token);
      location.hash = `#/match/${joined.matchId}`;
    } catch (e) {
      setError(`Could not take the seat: ${describeError(e)}`);
    }
  };
  return (
    <>
      {title}
      <p>{`Addressed to ${username}: the seat will belong to your account.`}</p>
      <form class="invitation" onSubmit={(ev) => void take(ev)}>
        <label>
          Your name <input id="invited-name" aria-label="Your name" value={name} onInput={(ev) => setName(ev.currentTarget.value)} />
        </label>{' '}
        <button class="primary" type="submit" id="accept-invited">
          {`Take ${seatName(seat)}`}
        </button>
      </form>
      <p class="error" id="invited-error">
        {error}
      </p>
    </>
  );
}
