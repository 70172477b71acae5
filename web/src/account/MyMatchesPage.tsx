import { useEffect, useState } from 'preact/hooks';
import type { GameInfo, MyMatch } from '../../../src/client';
import { describeError, gameList } from '../api';
import { matchTitle } from '../games/types';
import { myMatches } from './account-api';

const GROUP_TITLE = { 'waiting-for-me': 'Waiting for you', live: 'Live', waiting: 'Waiting for players', finished: 'Finished' } as const;

function groupOf(match: MyMatch): keyof typeof GROUP_TITLE {
  return match.waitingForMe ? 'waiting-for-me' : match.status;
}

/** `#/me`: the signed-in account's matches, in the server's order (waiting for me first). */
export function MyMatchesPage() {
  const [matches, setMatches] = useState<MyMatch[] | null>(null);
  const [games, setGames] = useState<readonly GameInfo[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    myMatches().then(setMatches, (e: unknown) => setError(describeError(e)));
    gameList().then(setGames, () => undefined); // the games' names; "A match" without them
  }, []);
  if (error) {
    return (
      <section class="my-matches">
        <h1>My matches</h1>
        <p class="error">{error}</p>
        <a href="#/account">Sign in</a>
      </section>
    );
  }
  if (!matches) return <p>Loading…</p>;
  const groups = (Object.keys(GROUP_TITLE) as (keyof typeof GROUP_TITLE)[])
    .map((group) => ({ group, list: matches.filter((m) => groupOf(m) === group) }))
    .filter((g) => g.list.length > 0);
  return (
    <section class="my-matches">
      <h1>My matches</h1>
      {groups.length === 0 && <p>No matches yet: claim a seat in the lobby while signed in.</p>}
      {groups.map(({ group, list }) => (
        <div class={`group ${group}`} key={group}>
          <h2>{GROUP_TITLE[group]}</h2>
          <ul>
            {list.map((m) => (
              <li key={m.matchId} data-match={m.matchId}>
                <a href={m.status === 'finished' ? `#/replay/${m.matchId}` : `#/match/${m.matchId}`}>{matchTitle(m, games)}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
