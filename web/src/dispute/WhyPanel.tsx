import { useEffect, useState } from 'preact/hooks';
import type { StepWhy } from '../../../src/client';
import { api, describeError } from '../api';
import { seatName } from '../seat-name';
import { momentHash } from './replay-link';

/** Who really sent a seat's command, in words (the cause's `actedBy`). */
const ACTED_BY: Record<string, string> = {
  seat: 'the seat itself',
  bot: 'a bot playing the seat',
  deadline: 'the server, by the deadline default',
  'auto-pass': "the server, by the seat's auto-pass",
};

/** "Why was this legal?" for the selected step: one request per selection (GET …/dispute/steps/:seq). */
export function WhyPanel({ matchId, seq, roll }: { matchId: string; seq: number; roll: string | null }) {
  const [why, setWhy] = useState<StepWhy | string | null>(null);
  useEffect(() => {
    setWhy(null);
    let live = true;
    api<StepWhy>('GET', `/matches/${matchId}/dispute/steps/${seq}`).then(
      (w) => live && setWhy(w),
      (e: unknown) => live && setWhy(describeError(e)),
    );
    return () => {
      live = false;
    };
  }, [matchId, seq]);
  if (why === null)
    return (
      <aside class="why" id="why">
        <p class="muted">Loading step #{seq}…</p>
      </aside>
    );
  if (typeof why === 'string')
    return (
      <aside class="why" id="why">
        <p class="error">
          Step #{seq}: {why}
        </p>
      </aside>
    );
  return (
    <aside class="why" id="why" data-seq={why.step.seq}>
      <StepWhyView why={why} roll={roll} />
    </aside>
  );
}

/** A step's reasons: its event, rules, card and command with the alternatives (the dispute page's panel and a reviewer's item). */
export function StepWhyView({ why, roll }: { why: StepWhy; roll: string | null }) {
  const { matchId, step, rules, card, command } = why;
  return (
    <>
      <h2>Why was #{step.seq} legal?</h2>
      <p class="why-event">
        Turn {step.turn} · {step.text}{' '}
        <a class="replay-link" href={momentHash({ matchId, unit: 'event', step: step.seq, viewer: 'omniscient' })}>
          see it in the replay
        </a>
      </p>
      {roll ? <p class="why-roll">Its die: {roll}</p> : null}
      <h3>Rules</h3>
      {rules.length ? (
        <ul class="why-rules">
          {rules.map((r) => (
            <li key={r.id}>
              <b>{r.id}</b> {r.text || '(no longer defined)'}
            </li>
          ))}
        </ul>
      ) : (
        <p class="muted">No rule named.</p>
      )}
      {card ? (
        <div class="why-card">
          <h3>Card</h3>
          <p>
            <b>{card.name}</b>
            {card.ability ? ` · ability: ${card.ability}` : ''}
          </p>
          <p class="card-text">{card.text}</p>
        </div>
      ) : null}
      {command ? (
        <div class="why-command">
          <h3>Who acted</h3>
          <p class="acted-by">
            {seatName(command.seat)}: {ACTED_BY[command.actedBy] ?? command.actedBy}
          </p>
          <p class="why-prompt">Prompt: {command.prompt?.text ?? 'none'}</p>
          <p class="why-choice">
            Chose: <b>{command.label}</b>
          </p>
          <h3>Other legal actions then ({command.alternatives.length})</h3>
          {command.alternatives.length ? (
            <ul class="why-alternatives">
              {command.alternatives.map((a, i) => (
                <li key={i}>{a.label}</li>
              ))}
            </ul>
          ) : (
            <p class="muted">none: this was the only legal action</p>
          )}
        </div>
      ) : (
        <p class="muted acted-by">The server's own event (creation, setup or the end of the match).</p>
      )}
    </>
  );
}
