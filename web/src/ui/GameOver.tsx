import type { MatchSnapshot } from '../../../src/client';
import type { GameResult } from '../games/types';
import type { MatchNews } from '../social/match-news';
import { RematchPanel } from '../social/RematchPanel';

/** "12 min 5 s" */
function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return s >= 3600 ? `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min` : s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
}

/** The end of a match: who won and why, each seat's count, turns and duration; the rematch or the lobby. */
export function GameOver(p: {
  snap: MatchSnapshot;
  result: GameResult;
  name: (seat: number) => string;
  durationMs: number | null;
  /** This browser's seat, if it holds one: it may offer or accept a rematch. */
  seat: { seat: number; token: string } | null;
  /** The table socket's news of this match (the rematch state as it changes). */
  news: MatchNews;
}) {
  const o = p.snap.outcome;
  const winners = o?.winners ?? [];
  return (
    <section class="game-over" id="game-over">
      <h2>Game over: {winners.length ? `${winners.map(p.name).join(', ')} won` : 'nobody won'}</h2>
      {o ? <p class="muted">{o.reason.replace(/-/g, ' ')}</p> : null}
      <ul class="scores">
        {p.result.scores.map((s) => (
          <li key={s.seat} class={winners.includes(s.seat) ? 'winner' : ''}>
            {p.name(s.seat)}: {s.text}
          </li>
        ))}
      </ul>
      <p class="muted">
        {p.result.turns !== null ? `${p.result.turns} turns` : ''}
        {p.durationMs !== null ? ` · ${duration(p.durationMs)}` : ''}
      </p>
      <div class="over-actions">
        <RematchPanel matchId={p.snap.matchId} seat={p.seat} news={p.news} />
        <a id="back-to-lobby" class="button" href="#/">
          Back to the lobby
        </a>
        <a href={`#/replay/${p.snap.matchId}`}>Replay</a>
      </div>
    </section>
  );
}
