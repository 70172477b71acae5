import { useState } from 'preact/hooks';
import type { CreateMatchRequest, DeadlinesRequest, GameInfo } from '../../../src/client';
import { describeError } from '../api';
import { gameUi } from '../games';
import { RATED_MARK } from '../marks';
import { seatName } from '../seat-name';
import { toast } from '../toast';
import { createListed, createUnlisted } from './seat-actions';

const NAME_KEY = 'stackbound:name';

/**
 * Each seat's kind ('' for a human, else a bot's name). A seat keeps its choice when the game
 * changes, unless the new game has no such bot: then it gets that game's default (a select left
 * without its choice would silently fall to "human").
 */
function seatKinds(game: GameInfo, count: number, chosen: readonly (string | undefined)[]): string[] {
  const offered = new Set(game.botLevels.map((b) => b.name));
  return Array.from({ length: count }, (_, i) => {
    const kept = chosen[i];
    return kept !== undefined && (kept === '' || offered.has(kept)) ? kept : i > 0 ? game.defaultBot : '';
  });
}

/** The seat count within the game's limits. */
const clampSeats = (game: GameInfo, asked: string): number => Math.max(game.minSeats, Math.min(game.maxSeats, Number(asked) || game.minSeats));

/** "New match": game, seats (human or bot each), deadlines, whether to take a seat at once, unlisted, rated. */
export function CreateMatchForm({ games, onCreated }: { games: readonly GameInfo[]; onCreated: () => void }) {
  const [gameId, setGameId] = useState(games[0]?.id ?? '');
  const [seatCount, setSeatCount] = useState('2');
  const [chosen, setChosen] = useState<(string | undefined)[]>([]);
  const [deadline, setDeadline] = useState('');
  const [seconds, setSeconds] = useState('60');
  const [mySeat, setMySeat] = useState('0');
  const [unlisted, setUnlisted] = useState(false);
  const [rated, setRated] = useState(false);
  const [name, setName] = useState(() => localStorage.getItem(NAME_KEY) ?? '');
  /** A create under way: the button says so until the table opens (or the form is back). */
  const [creating, setCreating] = useState(false);
  const game = games.find((g) => g.id === gameId) ?? games[0];
  if (!game) return <p class="error">This server hosts no game.</p>;
  const count = clampSeats(game, seatCount);
  const kinds = seatKinds(game, count, chosen);
  const ownSeat = Number(mySeat) < count ? mySeat : '0';
  const summary = gameUi(game.id).summary;

  const choose = (seat: number, kind: string) => setChosen(kinds.map((k, i) => (i === seat ? kind : k)));
  const create = async (ev: Event) => {
    ev.preventDefault();
    setCreating(true);
    const bots = kinds.map((k) => k || null);
    const body: CreateMatchRequest = { gameId: game.id, seats: bots.length };
    if (bots.some(Boolean)) body.bots = bots;
    if (deadline) body.deadlines = { mode: deadline as DeadlinesRequest['mode'], seconds: Number(seconds) };
    if (rated) body.rated = true;
    localStorage.setItem(NAME_KEY, name);
    try {
      const seat = ownSeat === '' || bots[Number(ownSeat)] ? null : Number(ownSeat);
      const playerName = name.trim() || `Player ${(seat ?? 0) + 1}`;
      if (unlisted) return await createUnlisted(body, seat, playerName);
      const created = await createListed(body, seat, playerName);
      if (created) {
        toast('Match created', 'info');
        onCreated();
      }
    } catch (e) {
      toast(`Could not create the match: ${describeError(e)}`);
    } finally {
      setCreating(false);
    }
  };
  return (
    <form class="create" onSubmit={(ev) => void create(ev)}>
      <h2>New match</h2>
      <div class="row">
        <label>
          Game{' '}
          <select id="game" name="game" value={game.id} onChange={(ev) => setGameId(ev.currentTarget.value)}>
            {games.map((g) => (
              <option key={g.id} value={g.id}>{`${g.displayName} (${g.minSeats}–${g.maxSeats} seats)`}</option>
            ))}
          </select>
        </label>
        <label>
          Seats{' '}
          <input id="seats" type="number" value={seatCount} min={game.minSeats} max={game.maxSeats} onInput={(ev) => setSeatCount(ev.currentTarget.value)} />
        </label>
        <label>
          Your name <input id="player-name" placeholder="your name" value={name} onInput={(ev) => setName(ev.currentTarget.value)} />
        </label>
      </div>
      <p class="rules-summary" id="rules-summary">
        {summary ? (
          <>
            <b>How to play: </b>
            {summary} <a href={`#/cards/${game.id}`}>The cards</a>
          </>
        ) : null}
      </p>
      <div class="seat-rows">
        {kinds.map((kind, i) => (
          <label key={i} class="seat-choice">
            {`${seatName(i)}: `}
            <select data-seat={i} class="seat-kind" value={kind} onChange={(ev) => choose(i, ev.currentTarget.value)}>
              <option value="">human</option>
              {game.botLevels.map((b) => (
                <option key={b.name} value={b.name} title={b.description}>{`bot: ${b.name}`}</option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <div class="row">
        <label>
          Deadlines{' '}
          <select id="deadline-mode" value={deadline} onChange={(ev) => setDeadline(ev.currentTarget.value)}>
            <option value="">no deadlines</option>
            <option value="live">live (seconds)</option>
            <option value="correspondence">correspondence (seconds)</option>
          </select>
        </label>
        <label>
          Seconds <input id="deadline-seconds" type="number" value={seconds} min="1" onInput={(ev) => setSeconds(ev.currentTarget.value)} />
        </label>
        <label>
          Then{' '}
          <select id="my-seat" value={ownSeat} onChange={(ev) => setMySeat(ev.currentTarget.value)}>
            <option value="">just create</option>
            {kinds.map((_, i) => (
              <option key={i} value={String(i)}>{`join as ${seatName(i)}`}</option>
            ))}
          </select>
        </label>
        <label title="Not listed in the lobby: each open seat gets an invitation link">
          <input id="unlisted" type="checkbox" checked={unlisted} onChange={(ev) => setUnlisted(ev.currentTarget.checked)} /> unlisted (invitation only)
        </label>
        <label title={RATED_MARK}>
          <input id="rated" type="checkbox" checked={rated} onChange={(ev) => setRated(ev.currentTarget.checked)} /> rated
        </label>
        <button class="primary" type="submit" id="create" disabled={creating}>
          {creating ? 'Creating…' : 'Create match'}
        </button>
      </div>
    </form>
  );
}
