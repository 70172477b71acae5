import { useEffect, useRef, useState } from 'preact/hooks';
import type { LobbyEntry } from '../../../src/client';
import { api, describeError } from '../api';
import { toast } from '../toast';
import { MatchTable, type GameNames } from './MatchTable';

/** Rows per lobby page (the API's default limit). */
const PAGE = 100;
/** The newest imports shown below the lobby's own matches. */
const IMPORTED = 20;
/** How often the list asks again: a new match or a joined seat shows within 3 s. */
const REFRESH_MS = 3000;

export interface Listing {
  readonly rows: LobbyEntry[];
  readonly imported: LobbyEntry[];
}

/** A page of the lobby's matches from `offset`, and the newest imports. */
export async function fetchListing(offset: number): Promise<Listing> {
  const [rows, imported] = await Promise.all([
    api<LobbyEntry[]>('GET', `/matches?limit=${PAGE}&offset=${offset}`),
    api<LobbyEntry[]>('GET', `/matches?kind=imported&limit=${IMPORTED}`),
  ]);
  return { rows, imported };
}

/**
 * The lobby's matches by status, a page of 100 at a time, from the `first` listing (the page loads
 * it before it shows), asked again every 3 s, and at once for another page or when `version`
 * changes (the create form made a match); imports listed apart so they never crowd out live play.
 * Rows name their game by `games` (its display name by id).
 */
export function MatchList({ first, version, games = {} }: { first: Listing; version: number; games?: GameNames }) {
  const [offset, setOffset] = useState(0);
  const [listing, setListing] = useState(first);
  const fresh = useRef(true);
  useEffect(() => {
    let current = true;
    const refresh = async () => {
      try {
        const next = await fetchListing(offset);
        if (current) setListing(next); // not an answer for a page left meanwhile
      } catch (e) {
        if (current) toast(`Could not load the matches: ${describeError(e)}`);
      }
    };
    if (!fresh.current) void refresh();
    fresh.current = false;
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [offset, version]);
  const { rows, imported } = listing;
  const groups: [string, LobbyEntry[]][] = [
    ['Live', rows.filter((r) => r.status === 'live')],
    ['Waiting for players', rows.filter((r) => r.status === 'waiting')],
    ['Finished', rows.filter((r) => r.status === 'finished')],
    ['Imported from export files', imported],
  ];
  return (
    <div class="match-list">
      {groups.map(([title, rs]) => (
        <section key={title}>
          <h2>{`${title} (${rs.length})`}</h2>
          {rs.length ? <MatchTable rows={rs} games={games} /> : <p class="muted">none</p>}
        </section>
      ))}
      {rows.length || offset ? (
        <div class="pager">
          <button id="newer" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
            ← Newer
          </button>
          {` matches ${offset + 1}–${offset + rows.length} `}
          <button id="older" disabled={rows.length < PAGE} onClick={() => setOffset(offset + PAGE)}>
            Older →
          </button>
        </div>
      ) : null}
    </div>
  );
}
