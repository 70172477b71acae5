import { mountNotices } from './account/notices';
import { describeError } from './api';
import { render } from 'preact';
import { lobbyPage } from './lobby/LobbyPage';
import { playPage } from './play';
import { openSeatLink } from './seat-link';
import { cardsPage } from './CardsPage';
import { invitationPage } from './social/InvitationPage';
import { invitedPage } from './social/InvitedPage';
import { importPage } from './ImportPage';
import { reviewPage } from './dispute/ReviewPage';

/* Hash routes: #/ lobby · #/match/:id[?watch] table · #/seat/:id/:seat/:token seat link · #/invitations/:token invitation · #/invited/:matchId/:seat invitation addressed to the account · #/cards/:gameId · #/replay/:id · #/dispute/:id · #/reviews · #/import · #/account · #/me · #/player/:username */
const root = document.getElementById('app') as HTMLElement;
let cleanup: (() => void) | null = null;
let generation = 0;

async function route(): Promise<void> {
  cleanup?.();
  cleanup = null;
  const mine = ++generation;
  document.getElementById('toast')?.classList.remove('show');
  // Each route draws into its own element: a page still loading when the user moves on (the lobby
  // awaits its first requests) draws into a detached one, never over the page that came next.
  const view = document.createElement('div');
  root.replaceChildren(view);
  const [path = '/', query] = (location.hash.slice(1) || '/').split('?');
  const parts = path.split('/').filter(Boolean);
  try {
    if (parts[0] === 'seat' && parts[1] && parts[2] && parts[3]) return openSeatLink(parts[1], parts[2], parts[3]);
    let done: () => void;
    // The account pages (#/account, #/me, #/player/:username) load their own chunk: in the first
    // load they made every page, the dispute page too, 2 kB larger (docs/web.md, "Bundle size").
    const account = ['account', 'me', 'player'].includes(parts[0] ?? '') ? (await import('./account/account-routes')).accountRoute(view, parts) : null;
    if (account) done = account;
    else if (parts[0] === 'match' && parts[1]) done = await playPage(view, parts[1], query === 'watch');
    // The replay viewer and the dispute page load their own chunk when first opened; every other page comes with the first load (docs/web.md, "Bundle size").
    else if (parts[0] === 'invitations' && parts[1]) done = await invitationPage(view, decodeURIComponent(parts[1]));
    else if (parts[0] === 'invited' && parts[1] && /^\d+$/.test(parts[2] ?? '')) done = await invitedPage(view, parts[1], Number(parts[2]));
    else if (parts[0] === 'cards' && parts[1]) done = await cardsPage(view, parts[1]);
    else if (parts[0] === 'replay' && parts[1]) done = await (await import('./replay/ReplayPage')).replayPage(view, parts[1], query);
    else if (parts[0] === 'dispute' && parts[1]) done = await (await import('./dispute/DisputePage')).disputePage(view, parts[1]);
    else if (parts[0] === 'reviews') done = reviewPage(view);
    else if (parts[0] === 'import') done = await importPage(view);
    else done = await lobbyPage(view);
    if (mine === generation) cleanup = done;
    else done(); // the user navigated away meanwhile: the current page's cleanup stays
  } catch (e) {
    if (mine === generation)
      render(
        <>
          <h1>Something went wrong</h1>
          <p class="error">{describeError(e)}</p>
          <a href="#/">Back to the lobby</a>
        </>,
        view,
      );
  }
}

window.addEventListener('hashchange', () => void route());
void route();
// The account's notices in the header, on every page; again when the account page signs in or out.
const noticesSlot = document.getElementById('notices-slot');
if (noticesSlot) {
  void mountNotices(noticesSlot);
  window.addEventListener('stackbound:signed-in-changed', () => void mountNotices(noticesSlot));
}
