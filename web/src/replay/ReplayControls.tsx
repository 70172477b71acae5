import { useState } from 'preact/hooks';
import { seatLabel } from '../games/types';
import { MomentLink } from './MomentLink';
import type { ReplaySession, ReplayUnit, StepTarget } from './session';

/** The perspective, the unit, the timeline and its steps, "jump to turn", live follow and the copy link. */
export function ReplayControls({ session, onUnit }: { session: ReplaySession; onUnit: (u: ReplayUnit) => void }) {
  const [turn, setTurn] = useState('');
  const s = session.current.value;
  const finished = session.finished.value;
  const nav = s?.navigation;
  const last = Math.max(s?.lastStep ?? 0, session.knownLast.value);
  const atStart = !s || s.step === 0;
  const atEnd = !!s && s.step >= last;
  const button = (id: string, text: string, target: () => StepTarget | null, disabled: boolean) => (
    <button id={id} disabled={disabled} onClick={() => session.go(target())}>
      {text}
    </button>
  );
  return (
    <div class="replay-controls">
      <label>
        View as{' '}
        <select id="viewer" value={session.viewer.value} onChange={(ev) => session.setViewer(ev.currentTarget.value)}>
          <option value="spectator">Spectator</option>
          {session.summary.seats.map((seat) => (
            <option key={seat.seat} value={`seat:${seat.seat}`} disabled={!finished && session.mine?.seat !== seat.seat}>
              {seatLabel(session.summary.seats, seat.seat)}
            </option>
          ))}
          <option value="omniscient" disabled={!finished}>
            Everything (omniscient)
          </option>
        </select>
      </label>
      <label>
        Steps{' '}
        <select id="unit" value={session.unit.value} onChange={(ev) => onUnit(ev.currentTarget.value === 'event' ? 'event' : 'action')}>
          <option value="action">per action</option>
          <option value="event">per event</option>
        </select>
      </label>
      {button('first', '« first', () => ({ step: 0 }), atStart)}
      {button('prev-turn', '« turn', () => (nav?.prevTurn != null ? { step: nav.prevTurn } : null), atStart || nav?.prevTurn === null)}
      {button('prev', '‹ prev', () => (nav?.prev != null ? { step: nav.prev } : null), atStart)}
      <input id="timeline" type="range" min="0" max={last} value={s?.step ?? 0} onChange={(ev) => session.go({ step: Number(ev.currentTarget.value) })} />
      {button('next', 'next ›', () => (nav?.next != null ? { step: nav.next } : s && s.step < last ? { step: s.step + 1 } : null), atEnd)}
      {button('next-turn', 'turn »', () => (nav?.nextTurn != null ? { step: nav.nextTurn } : null), nav?.nextTurn === null)}
      {button('next-resolution', 'next resolution', () => (s ? { resolutionAfter: s.step } : null), nav?.nextResolution === null)}
      <button id="last" disabled={atEnd} onClick={() => void session.load({})}>
        last »
      </button>
      <span class="step-label">{s ? `step ${s.step}/${last} · seq ${s.seq}${s.turn !== null ? ` · turn ${s.turn}` : ''}` : ''}</span>
      <label>
        Jump to <input id="turn" type="number" min="1" placeholder="turn" style="width:5em" value={turn} onInput={(ev) => setTurn(ev.currentTarget.value)} />
        {button('go-turn', 'Go', () => (turn ? { turn: Number(turn) } : null), false)}
      </label>
      {session.followable ? (
        <label class="follow" title="Show each new step as it happens (the public view)">
          <input id="follow-live" type="checkbox" checked={session.follow.value} onChange={(ev) => session.toggleFollow(ev.currentTarget.checked)} /> Follow
          live{' '}
          <span class={`live-badge${session.badge.value.off ? ' off' : ''}`} id="live-badge">
            {session.badge.value.text}
          </span>
        </label>
      ) : null}
      <MomentLink url={session.momentUrl.value} />
    </div>
  );
}
