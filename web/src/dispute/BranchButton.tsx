import { useState } from 'preact/hooks';
import type { SandboxCreated } from '../../../src/client';
import { api, describeError, tokens } from '../api';
import { seatLinks } from '../seat-link';

/**
 * "Branch a sandbox here": for a step of a finished match (or of a sandbox) shown in the replay
 * viewer, asks the server for a sandbox from that step (docs/disputes.md, "Sandbox") where this
 * browser plays every seat. Keeps the first seat's token for the table and lists a link per seat,
 * so each can be opened in another tab. Self-contained: mount it with the match id, the step and
 * its unit (an event step may fall inside a command's events).
 */
export function BranchButton({ matchId, step, unit }: { matchId: string; step: number; unit: 'action' | 'event' }) {
  const [created, setCreated] = useState<SandboxCreated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const branch = async () => {
    setBusy(true);
    setError(null);
    try {
      const sandbox = await api<SandboxCreated>('POST', `/matches/${matchId}/sandbox`, unit === 'event' ? { step, unit } : { step });
      const first = sandbox.seats.find((s) => s.token !== null);
      if (first?.token) tokens.set(sandbox.matchId, first.seat, first.token);
      setCreated(sandbox);
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class="branch" id="branch">
      <button id="branch-sandbox" disabled={busy} onClick={() => void branch()}>
        Branch a sandbox at {unit === 'event' ? 'event ' : ''}step {step}
      </button>
      {error && (
        <p class="error" id="branch-error">
          {error}
        </p>
      )}
      {created && (
        <div class="branch-created" id="branch-created">
          <p>
            A sandbox starts from {created.origin.unit === 'event' ? 'event ' : ''}step {created.origin.step} of this match (state{' '}
            {created.startStateHash.slice(0, 12)}…).{' '}
            <a id="branch-play" href={`#/match/${created.matchId}`}>
              Play it
            </a>
          </p>
          <ul class="branch-seats">
            {created.seats.map((s) =>
              s.token ? (
                <li key={s.seat}>
                  <a class="branch-seat-link" href={seatLinks.url(created.matchId, s.seat, s.token)}>
                    {s.name} (P{s.seat + 1})
                  </a>
                </li>
              ) : (
                <li key={s.seat}>{s.name} (bot)</li>
              ),
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
