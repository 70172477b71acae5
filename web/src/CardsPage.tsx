import { render } from 'preact';
import type { CatalogCard } from '../../src/client';
import { gameList } from './api';
import { installCardFaces } from './card-face';
import { loadCatalog } from './catalog';
import { gameUi } from './games';
import { Card } from './ui/Card';

/**
 * `#/cards/:gameId`: a game's rules summary and every card of its catalog drawn as the table draws
 * it (name, kind, text), side by side as the screen allows (hover or tap a card for its whole face).
 */
export async function cardsPage(root: HTMLElement, gameId: string): Promise<() => void> {
  const [games, cards] = await Promise.all([gameList(), loadCatalog(gameId)]);
  installCardFaces();
  const title = games.find((g) => g.id === gameId)?.displayName ?? gameId;
  render(<CardsByKind title={title} summary={gameUi(gameId).summary} cards={[...cards.values()]} />, root);
  return () => render(null, root);
}

function CardsByKind({ title, summary, cards }: { title: string; summary: string; cards: readonly CatalogCard[] }) {
  const byKind = new Map<string, CatalogCard[]>();
  for (const c of cards) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c]);
  return (
    <>
      <div class="match-head">
        <h1>{`${title}: the cards`}</h1>
        <a href="#/">Lobby</a>
      </div>
      {summary ? <p class="rules-summary">{summary}</p> : null}
      <p class="muted">Hover or tap a card to see its face.</p>
      {[...byKind].map(([kind, ofKind]) => (
        <section key={kind} class="catalog-kind">
          <h2>{`${kind.replace(/-/g, ' ')} (${ofKind.length})`}</h2>
          <div class="catalog-cards">
            {ofKind.map((c) => (
              <Card key={c.id} card={c.id} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
