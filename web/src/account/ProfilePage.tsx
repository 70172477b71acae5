import { useEffect, useState } from 'preact/hooks';
import type { PlayerProfile } from '../../../src/client';
import { describeError } from '../api';
import { profile } from './account-api';

/** A rating history as an SVG polyline (oldest left); nothing for fewer than two points. */
function RatingChart({ points }: { points: readonly number[] }) {
  if (points.length < 2) return null;
  const low = Math.min(...points);
  const high = Math.max(...points);
  const span = high - low || 1;
  const line = points.map((r, i) => `${(i / (points.length - 1)) * 200},${60 - ((r - low) / span) * 60}`).join(' ');
  return (
    <svg class="rating-chart" viewBox="-2 -2 204 64" width="204" height="64" role="img" aria-label="rating history">
      <polyline points={line} fill="none" stroke="currentColor" stroke-width="2" />
    </svg>
  );
}

/** `#/player/:username`: a player's ratings per game (provisional marked), history and recent rated matches. */
export function ProfilePage({ username }: { username: string }) {
  const [data, setData] = useState<PlayerProfile | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    profile(username).then(setData, (e: unknown) => setError(describeError(e)));
  }, [username]);
  if (error) return <p class="error">{error}</p>;
  if (!data) return <p>Loading…</p>;
  return (
    <section class="profile">
      <h1>{data.username}</h1>
      {data.ratings.length === 0 && <p>No rated matches yet.</p>}
      {data.ratings.map((r) => (
        <div class="game-rating" key={r.gameId} data-game={r.gameId}>
          <h2>{r.gameId}</h2>
          <p>
            <span class="rating">{Math.round(r.rating)}</span>
            {r.provisional && <span class="provisional">?</span>} · RD {Math.round(r.rd)} · played {r.played}, won {r.won}
          </p>
          <RatingChart points={r.history.map((h) => h.rating)} />
        </div>
      ))}
      {data.recentMatches.length > 0 && (
        <>
          <h2>Recent rated matches</h2>
          <ul>
            {data.recentMatches.map((m) => (
              <li key={m.matchId}>
                <a href={`#/replay/${m.matchId}`}>
                  {m.gameId}: {m.won ? 'won' : 'lost'} ({Math.round(m.ratingAfter)})
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
