import type { GameInfo } from '../../src/client';
import { api } from './api';
import { installCardFaces } from './card-face';
import { loadCatalog } from './catalog';
import { h, mount } from './dom';
import { gameUi } from './games';

/** `#/cards/:gameId`: a game's rules summary and every card of its catalog (hover or tap a card for its face). */
export async function cardsPage(root: HTMLElement, gameId: string): Promise<() => void> {
  const [games, cards] = await Promise.all([api<GameInfo[]>('GET', '/games'), loadCatalog(gameId)]);
  installCardFaces();
  const game = games.find((g) => g.id === gameId);
  const byKind = new Map<string, string[]>();
  for (const c of cards.values()) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c.id]);
  mount(
    root,
    h('div.match-head', h('h1', `${game?.displayName ?? gameId}: the cards`), h('a', { href: '#/' }, 'Lobby')),
    gameUi(gameId).summary ? h('p.rules-summary', gameUi(gameId).summary) : null,
    h('p.muted', 'Hover or tap a card to see its face.'),
    [...byKind].map(([kind, ids]) =>
      h(
        'section.card-kind',
        h('h2', `${kind} (${ids.length})`),
        h(
          'div.cards',
          ids.map((id) => h('span.card', { 'data-card': id }, cards.get(id)!.name)),
        ),
      ),
    ),
  );
  return () => undefined;
}
