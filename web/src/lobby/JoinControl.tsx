import { useEffect, useRef, useState } from 'preact/hooks';
import { describeError } from '../api';
import { seatName } from '../seat-name';
import { toast } from '../toast';
import { joinSeat } from './seat-actions';

const NAME_KEY = 'stackbound:name';

/** "Join as Pn…": asks the joiner's name, then claims the seat. */
export function JoinControl({ matchId, seat }: { matchId: string; seat: number }) {
  const [asking, setAsking] = useState(false);
  const [name, setName] = useState(() => localStorage.getItem(NAME_KEY) ?? '');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [asking]);
  if (!asking)
    return (
      <span class="join-box">
        <button class="join" data-seat={seat} onClick={() => setAsking(true)}>
          {`Join as ${seatName(seat)}…`}
        </button>
      </span>
    );
  const submit = (ev: Event) => {
    ev.preventDefault();
    const chosen = name.trim();
    localStorage.setItem(NAME_KEY, chosen);
    joinSeat(matchId, seat, chosen || `Player ${seat + 1}`).catch((e) => toast(`Could not join ${seatName(seat)}: ${describeError(e)}`));
  };
  return (
    <span class="join-box">
      <form class="join-form" onSubmit={submit}>
        <input ref={input} class="join-name" placeholder="your name" aria-label="Your name" value={name} onInput={(ev) => setName(ev.currentTarget.value)} />
        <button class="primary join-confirm" type="submit">
          {`Join as ${seatName(seat)}`}
        </button>
      </form>
    </span>
  );
}
