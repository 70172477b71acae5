import type { Invitation, InvitationInfo } from '../../../src/client';
import { api, describeError } from '../api';
import { h, seatName } from '../dom';

/** The web page of an invitation token (the server's `link` is `/invitations/<token>`; the page lives under the hash). */
export const invitationUrl = (token: string): string => `${location.origin}${location.pathname}#/invitations/${encodeURIComponent(token)}`;

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
  /** The box with one link and copy button per open seat, or null when there is none to show. */
  banner(matchId: string): HTMLElement | null {
    const raw = sessionStorage.getItem(this.key(matchId));
    if (!raw) return null;
    const rows = (JSON.parse(raw) as { seat: number; token: string }[]).map((i) => {
      const url = invitationUrl(i.token);
      return h(
        'li',
        { 'data-seat': i.seat },
        `${seatName(i.seat)}: `,
        h('input.invitation-url', { readonly: true, value: url, 'aria-label': `Invitation link for ${seatName(i.seat)}` }),
        ' ',
        h('button.copy-invitation', { type: 'button', onclick: () => void navigator.clipboard?.writeText(url).catch(() => undefined) }, 'Copy'),
        ' ',
        addressForm(i.token),
      );
    });
    const box = h(
      'div.invitations',
      { id: 'invitations' },
      h('b', 'Invitation links: '),
      'send each to the person who should play that seat; each works once.',
      h('ul', rows),
      h(
        'button',
        {
          id: 'invitations-done',
          onclick: () => {
            sessionStorage.removeItem(this.key(matchId));
            box.remove();
          },
        },
        'Done',
      ),
    );
    return box;
  },
};

/**
 * "or invite an account": addresses the invitation to a username (once); the account is told
 * in-app and by push and takes the seat from its own notices, without the link.
 */
function addressForm(token: string): HTMLElement {
  const username = h('input.invitee', { placeholder: 'or an account', 'aria-label': 'Invite an account by username', maxLength: 24 }) as HTMLInputElement;
  const status = h('span.invitee-status');
  const send = async (ev: Event) => {
    ev.preventDefault();
    try {
      const info = await api<InvitationInfo>('POST', `/invitations/${encodeURIComponent(token)}/invitee`, { username: username.value.trim() });
      status.textContent = ` invited ${info.invitee ?? ''}`;
      username.disabled = true;
    } catch (e) {
      status.textContent = ` not sent: ${describeError(e)}`;
    }
  };
  return h('form.address-invitation', { onsubmit: send }, username, ' ', h('button.invite-account', { type: 'submit' }, 'Invite'), status);
}
