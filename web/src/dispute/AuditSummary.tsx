import type { AuditReport } from '../../../src/client';
import { seatName } from '../seat-name';

/** The audit verdict (`game`: the game's name), its four checks, the seed against its commitment, refusals and server defaults. */
export function AuditSummary({ audit, game }: { audit: AuditReport; game: string }) {
  const seedOk = audit.checks.find((c) => c.name === 'seed')?.status === 'passed';
  return (
    <>
      <div class={`verdict ${audit.ok ? 'ok' : 'bad'}`} id="verdict">
        {audit.ok ? '✔ Audit clean' : '✘ Audit FAILED'} — {game} under rules version {audit.rulesVersion}, {audit.events} events, {audit.commands} commands
      </div>
      <table class="checks lines">
        <thead>
          <tr>
            <th>Check</th>
            <th>Result</th>
            <th>First bad seq</th>
            <th>Detail</th>
          </tr>
        </thead>
        <tbody>
          {audit.checks.map((c) => (
            <tr key={c.name} class={c.status}>
              <td class="check-name">{c.name}</td>
              <td class="check-status">{c.status}</td>
              <td class={c.firstBadSeq === null ? 'bad-seq none' : 'bad-seq'}>{c.firstBadSeq ?? '—'}</td>
              <td class="check-detail words">{c.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {audit.findings.length ? (
        <section>
          <h2>Findings</h2>
          <ul>
            {audit.findings.map((f, i) => (
              <li key={i}>
                [{f.check}] seq {f.seq ?? '—'} {f.commandId ?? ''}: {f.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section class="seed">
        <h2>Seed</h2>
        <div>
          Commitment (published at creation): <code>{audit.seedCommitment ?? '—'}</code>
        </div>
        <div>
          Revealed seed: <code>{audit.seed ?? '—'}</code>
        </div>
        <div>{seedOk ? 'sha256(seed) equals the commitment ✔' : 'the seed does not match the commitment ✘'}</div>
      </section>
      <details class="rejected">
        <summary>Rejected commands ({audit.rejected.length})</summary>
        <table>
          <tbody>
            {audit.rejected.map((r, i) => (
              <tr key={i}>
                <td>{r.seat !== null ? seatName(r.seat) : r.actor}</td>
                <td>{new Date(r.receivedAt).toLocaleString()}</td>
                <td>
                  <code>{JSON.stringify(r.command)}</code>
                </td>
                <td>
                  {r.code}
                  {r.rule ? ` (${r.rule})` : ''}: {r.message}
                </td>
                <td>{r.reproduced === null ? 'client-dependent' : r.reproduced ? 'reproduced ✔' : 'NOT reproduced ✘'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <details class="defaults">
        <summary>Server defaults: timeouts and auto-pass ({audit.defaults.length})</summary>
        <table>
          <tbody>
            {audit.defaults.map((d, i) => (
              <tr key={i}>
                <td>{d.seat !== null ? seatName(d.seat) : '—'}</td>
                <td>{d.reason}</td>
                <td>{new Date(d.receivedAt).toLocaleString()}</td>
                <td>
                  <code>{JSON.stringify(d.command)}</code>
                </td>
                <td>
                  seq {d.firstSeq ?? '—'}–{d.lastSeq ?? '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
