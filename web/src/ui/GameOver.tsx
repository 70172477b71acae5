import type { MatchSnapshot } from '../../../src/client';
import { outcomeWords } from '../../../src/engine/outcome-words';
import type { GameResult } from '../games/types';
import type { MatchNews } from '../social/match-news';
import { RematchPanel } from '../social/RematchPanel';

/** A time in seconds: "1h 5m", "12m 5s", "45s" (a match's length, a deadline's countdown). */
export function duration(s: number): string {
  return s >= 3600 ? `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m` : s >= 60 ? `${Math.floor(s / 60)}m ${s % 60}s` : `${s}s`;
}

/** The end of a match: who won and why, each seat's count, turns and duration; the rematch or the lobby. */
export function GameOver(p: {
  snap: MatchSnapshot;
  result: GameResult;
  name: (seat: number) => string;
  /** How long it lasted, in seconds (first to last event). */
  seconds: number | null;
  /** This browser's seat, if it holds one: it may offer or accept a rematch. */
  seat: { seat: number; token: string } | null;
  /** The table socket's news of this match (the rematch state as it changes). */
  news: MatchNews;
  /** The replay's address at the match's last step. */
  replay: string;
}) {
  const o = p.snap.outcome;
  const winners = o?.winners ?? [];
  // Why it ended, in the words the log's last line uses ("won by collecting 4 souls").
  const reason = o ? `${winners.length ? 'won ' : ''}${outcomeWords(o.reason)}` : '';
  return (
    <section class="game-over" id="game-over">
      <h2>Game over: {winners.length ? `${winners.map(p.name).join(', ')} won` : 'nobody won'}</h2>
      <p class="muted">{reason}</p>
      <ul class="scores">
        {p.result.scores.map((s) => (
          <li key={s.seat} class={winners.includes(s.seat) ? 'winner' : ''}>
            {p.name(s.seat)}: {s.text}
          </li>
        ))}
      </ul>
      <p class="muted">
        {p.result.turns !== null ? `${p.result.turns} turns` : ''}
        {p.seconds !== null ? ` · ${duration(p.seconds)}` : ''}
      </p>
      <div class="over-actions">
        <RematchPanel matchId={p.snap.matchId} seat={p.seat} news={p.news} />
        <a id="back-to-lobby" class="button" href="#/">
          Back to the lobby
        </a>
        <a href={p.replay}>Replay</a>
      </div>
    </section>
  );
}
