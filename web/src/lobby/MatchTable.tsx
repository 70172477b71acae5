import type { LobbyEntry } from '../../../src/client';
import { tokens } from '../api';
import { RATED_MARK, SCENARIO_MARK } from '../marks';
import { seatName } from '../seat-name';
import { JoinControl } from './JoinControl';
import { updatedWords } from './updated-words';

/** A game's name by its id, as the lobby shows it ("Four Souls"); an id the server does not list reads as itself. */
export type GameNames = Readonly<Record<string, string>>;

/** A table of lobby rows, one per match (keyed: a refresh keeps an open join form). */
export function MatchTable({ rows, games = {} }: { rows: readonly LobbyEntry[]; games?: GameNames }) {
  const now = Date.now();
  return (
    <table class="matches">
      <thead>
        <tr>
          {['Game', 'Deadlines', 'Seats', 'Last change', ''].map((t) => (
            <th key={t}>{t}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <MatchRow key={r.matchId} row={r} game={games[r.gameId] ?? r.gameId} now={now} />
        ))}
      </tbody>
    </table>
  );
}

/** The row's marks, exactly those it has (a sandbox is unlisted: never a lobby row); the CSS puts a gap after the game's name. */
function RowMarks({ row }: { row: LobbyEntry }) {
  return (
    <>
      {row.scenario ? (
        <span class="mark scenario" title={SCENARIO_MARK}>
          scenario
        </span>
      ) : null}
      {row.rated ? (
        <span class="mark rated" title={RATED_MARK}>
          rated
        </span>
      ) : null}
      {row.importedAt ? (
        <span class="mark imported" title={`imported from an export file on ${new Date(row.importedAt).toLocaleString()}`}>
          imported
        </span>
      ) : null}
    </>
  );
}

function MatchRow({ row: r, game, now }: { row: LobbyEntry; game: string; now: number }) {
  const mine = tokens.get(r.matchId);
  const open = r.status !== 'finished';
  return (
    <tr data-match={r.matchId} data-status={r.status}>
      <td class="game">
        {game}
        <RowMarks row={r} />
      </td>
      <td class="deadline">{r.terms?.deadlines ? `${r.terms.deadlines.mode}, ${r.terms.deadlines.seconds} s a move` : 'no deadlines'}</td>
      <td class="seats">
        {r.seats.map((s) =>
          !s.claimed && r.status === 'waiting' ? (
            <JoinControl key={s.seat} matchId={r.matchId} seat={s.seat} />
          ) : (
            <span key={s.seat} class="seat">
              {`${seatName(s.seat)}: ${s.bot ? `bot ${s.bot}` : (s.name ?? 'open')}${r.winners?.includes(s.seat) ? ' (won)' : ''}`}
            </span>
          ),
        )}
      </td>
      <td class="updated" title={new Date(r.updatedAt).toLocaleString()}>
        {updatedWords(r.updatedAt, now)}
      </td>
      <td class="links">
        {mine && open ? (
          <a class="play" href={`#/match/${r.matchId}`}>
            {`Play as ${seatName(mine.seat)}`}
          </a>
        ) : null}
        {open ? (
          <a class="watch" href={`#/match/${r.matchId}?watch`}>
            Watch
          </a>
        ) : null}
        <a class="replay" href={`#/replay/${r.matchId}`}>
          Replay
        </a>
        {open ? null : (
          <a class="dispute" href={`#/dispute/${r.matchId}`}>
            Audit
          </a>
        )}
      </td>
    </tr>
  );
}
