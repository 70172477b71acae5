import { render } from 'preact';
import { useState } from 'preact/hooks';
import type { GameInfo } from '../../../src/client';
import { describeError, gameList } from '../api';
import { toast } from '../toast';
import { CreateMatchForm } from './CreateMatchForm';
import { fetchListing, MatchList, type Listing } from './MatchList';

/** `#/`: the matches (live, waiting, finished, imported) and the form for a new one, shown once both are loaded. */
export async function lobbyPage(root: HTMLElement): Promise<() => void> {
  const games = await gameList();
  const first = await fetchListing(0).catch((e: unknown) => {
    toast(`Could not load the matches: ${describeError(e)}`);
    return { rows: [], imported: [] };
  });
  render(<Lobby games={games} first={first} />, root);
  return () => render(null, root);
}

function Lobby({ games, first }: { games: readonly GameInfo[]; first: Listing }) {
  /** Bumped when the form creates a match without taking a seat: the list asks again at once. */
  const [version, setVersion] = useState(0);
  return (
    <>
      <div class="match-head">
        <h1>Lobby</h1>
        <a id="import-link" href="#/import">
          Import an export file
        </a>
      </div>
      <CreateMatchForm games={games} onCreated={() => setVersion((v) => v + 1)} />
      <MatchList first={first} version={version} games={Object.fromEntries(games.map((g) => [g.id, g.displayName]))} />
    </>
  );
}
