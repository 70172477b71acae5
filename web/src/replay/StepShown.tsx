import { BranchButton } from '../dispute/BranchButton';
import { eventLine } from '../event-line';
import { GameBoard } from '../games';
import { seatLabel } from '../games/types';
import { outcomeWords } from '../../../src/engine/outcome-words';
import type { ReplaySession } from './session';

/** The step shown: its prompt or outcome, the table as the perspective sees it, its events, and "Branch a sandbox here". */
export function StepShown({ session }: { session: ReplaySession }) {
  const s = session.current.value;
  const { summary } = session;
  // A sandbox is branched per action step of a finished match or of a sandbox (docs/disputes.md).
  const branchable = s && (session.finished.value || summary.sandbox !== null) && s.step > 0 && s.outcome === null;
  const seats = summary.seats.map((seat) => ({ ...seat, claimed: true }));
  const o = s?.outcome;
  return (
    <div class="play-layout">
      <div class="left">
        <div class="prompt">
          {o
            ? `Game over: ${o.winners.length ? `${o.winners.map((w) => seatLabel(seats, w)).join(', ')} won ` : ''}${outcomeWords(o.reason)}`
            : (s?.prompt?.text ?? (s?.step === 0 ? 'Before the first event' : ''))}
        </div>
        <div class="table-box">
          {!s ? null : s.step === 0 ? <p class="muted">The empty table.</p> : <GameBoard gameId={s.gameId} view={s.view} seats={seats} />}
        </div>
      </div>
      <div class="right">
        <h2>This step</h2>
        <ol class="step-events">
          {s?.events.length ? (
            s.events.map((e) => (
              <li key={e.seq} data-seq={e.seq}>
                <span class="lseq">{`#${e.seq}`}</span> {eventLine(e)}
              </li>
            ))
          ) : (
            <li class="muted">no events</li>
          )}
        </ol>
        <div class="branch-box">
          {branchable ? <BranchButton key={`${session.unit.value}:${s.step}`} matchId={session.matchId} step={s.step} unit={session.unit.value} /> : null}
        </div>
      </div>
    </div>
  );
}
