import { describeError } from './api';
import { h, mount } from './dom';
import { cardsPage } from './cards-page';
import { disputePage } from './dispute';
import { importPage } from './import';
import { lobbyPage } from './lobby';
import { playPage } from './play';
import { replayPage } from './replay';
import { openSeatLink } from './seat-link';

/* Hash routes: #/ lobby · #/match/:id[?watch] table · #/seat/:id/:seat/:token seat link · #/cards/:gameId · #/replay/:id · #/dispute/:id · #/import */
const root = document.getElementById('app') as HTMLElement;
let cleanup: (() => void) | null = null;
let generation = 0;

async function route(): Promise<void> {
  cleanup?.();
  cleanup = null;
  const mine = ++generation;
  document.getElementById('toast')?.classList.remove('show');
  const [path = '/', query] = (location.hash.slice(1) || '/').split('?');
  const parts = path.split('/').filter(Boolean);
  try {
    if (parts[0] === 'seat' && parts[1] && parts[2] && parts[3]) return openSeatLink(parts[1], parts[2], parts[3]);
    if (parts[0] === 'match' && parts[1]) cleanup = await playPage(root, parts[1], query === 'watch');
    else if (parts[0] === 'cards' && parts[1]) cleanup = await cardsPage(root, parts[1]);
    else if (parts[0] === 'replay' && parts[1]) cleanup = await replayPage(root, parts[1]);
    else if (parts[0] === 'dispute' && parts[1]) cleanup = await disputePage(root, parts[1]);
    else if (parts[0] === 'import') cleanup = await importPage(root);
    else cleanup = await lobbyPage(root);
    if (mine !== generation) cleanup?.(); // the user navigated away meanwhile
  } catch (e) {
    mount(root, h('h1', 'Something went wrong'), h('p.error', describeError(e)), h('a', { href: '#/' }, 'Back to the lobby'));
  }
}

window.addEventListener('hashchange', () => void route());
void route();
