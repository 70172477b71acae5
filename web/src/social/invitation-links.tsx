import { useState } from 'preact/hooks';
import type { Invitation, InvitationInfo } from '../../../src/client';
import { api, describeError } from '../api';
import { elementOf } from '../render-element';
import { seatName } from '../seat-name';
import { CopyButton } from '../ui/CopyButton';

/** The web page of an invitation token (the server's `link` is `/invitations/<token>`; the page lives under the hash). */
export const invitationUrl = (token: string): string => `${location.origin}${location.pathname}#/invitations/${encodeURIComponent(token)}`;

interface OpenSeat {
  readonly seat: number;
  readonly token: string;
}

/**
 * The creator's invitation links, kept in this tab (sessionStorage) until the creator dismisses
 * them: the tokens are shown once by the server, so a reload of the table must not lose them.
 */
export const invitationLinks = {
  key: (matchId: string) => `stackbound:invitations:${matchId}`,
  offer(matchId: string, invitations: readonly Invitation[], ownSeat: number | null): void {
    const open = invitations.filter((i) => i.seat !== ownSeat).map(({ seat, token }) => ({ seat, token }));
    if (open.length) sessionStorage.setItem(this.key(matchId), JSON.stringify(open));
  },
  /** The open seats' invitations kept for the match, or null when there is none to show. */
  kept(matchId: string): OpenSeat[] | null {
    const raw = sessionStorage.getItem(this.key(matchId));
    return raw ? (JSON.parse(raw) as OpenSeat[]) : null;
  },
  forget(matchId: string): void {
    sessionStorage.removeItem(this.key(matchId));
  },
  /** The box with one link and copy button per open seat as an element, or null when there is none to show. */
  banner(matchId: string): HTMLElement | null {
    const open = this.kept(matchId);
    return open ? elementOf(<InvitationLinks matchId={matchId} open={open} />) : null;
  },
};

/** One invitation link and Copy button per open seat, until "Done" forgets them. */
export function InvitationLinks({ matchId, open }: { matchId: string; open: readonly OpenSeat[] }) {
  const [done, setDone] = useState(false);
  if (done) return null;
  return (
    <div class="invitations" id="invitations">
      <b>Invitation links: </b>
      send each to the person who should play that seat; each works once.
      <ul>
        {open.map((i) => {
          const url = invitationUrl(i.token);
          return (
            <li key={i.seat} data-seat={i.seat}>
              {`${seatName(i.seat)}: `}
              <input class="invitation-url" readOnly value={url} aria-label={`Invitation link for ${seatName(i.seat)}`} />{' '}
              <CopyButton class="copy-invitation" text={url} /> <AddressInvitation token={i.token} />
            </li>
          );
        })}
      </ul>
      <button
        id="invitations-done"
        onClick={() => {
          invitationLinks.forget(matchId);
          setDone(true);
        }}
      >
        Done
      </button>
    </div>
  );
}

/**
 * "or invite an account": addresses the invitation to a username (once); the account is told
 * in-app and by push and takes the seat from its own notices, without the link.
 */
function AddressInvitation({ token }: { token: string }) {
  const [username, setUsername] = useState('');
  const [status, setStatus] = useState('');
  const [sent, setSent] = useState(false);
  const send = async (ev: Event) => {
    ev.preventDefault();
    try {
      const info = await api<InvitationInfo>('POST', `/invitations/${encodeURIComponent(token)}/invitee`, { username: username.trim() });
      setStatus(` invited ${info.invitee ?? ''}`);
      setSent(true);
    } catch (e) {
      setStatus(` not sent: ${describeError(e)}`);
    }
  };
  return (
    <form class="address-invitation" onSubmit={(ev) => void send(ev)}>
      <input
        class="invitee"
        placeholder="or an account"
        aria-label="Invite an account by username"
        maxLength={24}
        disabled={sent}
        value={username}
        onInput={(ev) => setUsername(ev.currentTarget.value)}
      />{' '}
      <button class="invite-account" type="submit">
        Invite
      </button>
      <span class="invitee-status">{status}</span>
    </form>
  );
}
