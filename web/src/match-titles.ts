import { useEffect, useState } from 'preact/hooks';
import type { MatchSummary } from '../../src/client';
import { api, gameList } from './api';
import { matchTitle } from './games/types';

/**
 * A match named as every page names it ("Four Souls, Ann vs P2"), for the places that know only
 * its id (a notice, an invitation, a rematch's link): read once per match and page load, a match's
 * game and seats being what they are. Never its id: a person reads these.
 */
const titles = new Map<string, Promise<string>>();

function titleOf(matchId: string): Promise<string> {
  let title = titles.get(matchId);
  if (!title) {
    title = Promise.all([api<MatchSummary>('GET', `/matches/${matchId}`), gameList()]).then(([match, games]) => matchTitle(match, games));
    // A failed read is tried again next time rather than remembered.
    title.catch(() => titles.delete(matchId));
    titles.set(matchId, title);
  }
  return title;
}

/** The match's name once read; null until then, and when it cannot be read. */
export function useMatchTitle(matchId: string | null): string | null {
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (matchId)
      titleOf(matchId).then(
        (t) => live && setTitle(t),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [matchId]);
  return title;
}
