import { render } from 'preact';
import { useState } from 'preact/hooks';
import type { GameInfo } from '../../../src/client';
import { api } from '../api';
import { CreateMatchForm } from './CreateMatchForm';
import { MatchList } from './MatchList';

/** `#/`: the matches (live, waiting, finished, imported) and the form for a new one. */
export async function lobbyPage(root: HTMLElement): Promise<() => void> {
  const games = await api<GameInfo[]>('GET', '/games');
  render(<Lobby games={games} />, root);
  return () => render(null, root);
}

function Lobby({ games }: { games: readonly GameInfo[] }) {
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
      <MatchList version={version} />
    </>
  );
}
