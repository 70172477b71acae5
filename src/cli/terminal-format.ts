import type { Outcome } from '../engine/types';
import { outcomeWords } from '../engine/outcome-words';
import { seatNamer } from '../engine/seat-names';
import type { AuditReport } from '../replay/core/audit';
import type { CheckedProofs } from '../replay/core/proof-check';
import type { DisputeStep } from '../replay/core/dispute';
import type { ReplayStep } from '../replay/core/render';
import type { VerifyOrigin, VerifyReport } from '../replay/core/verify';

/** Plain-text renderings for the terminal (no colours: the output goes into docs and logs too). */

/** `marks`: the match's marks (scenario, imported), printed under the step's heading; the replay passes them with its first step. */
export function formatStep(step: ReplayStep & { lastStep?: number; marks?: readonly { readonly text: string }[] }, options: { views: boolean }): string {
  const range =
    step.events.length === 0 ? 'no events' : step.events.length === 1 ? `seq ${step.events[0]?.seq}` : `seq ${step.events[0]?.seq}-${step.events.at(-1)?.seq}`;
  const total = step.lastStep === undefined ? '' : `/${step.lastStep}`;
  const turn = step.turn === null ? '' : ` · turn ${step.turn}`;
  const lines = [`── ${step.unit} step ${step.step}${total}${turn} · ${range} ──`, ...(step.marks ?? []).map((m) => `  NOTE: ${m.text}`)];
  for (const e of step.events) {
    const who = e.actor.kind === 'seat' ? `P${e.actor.seat + 1}` : e.actor.reason;
    lines.push(`  #${e.seq} [${who}] ${e.text}`);
  }
  if (step.prompt) lines.push(`  waiting: ${step.prompt.text}`);
  if (step.outcome) lines.push(`  outcome: ${outcomeLine(step.outcome, seatNamer(step.seats.map((s) => s.name)))}`);
  if (options.views) lines.push(`  view: ${JSON.stringify(step.view)}`);
  return lines.join('\n');
}

/**
 * "Bob won as the last player standing", "a draw: the turn limit was reached with a tie": the
 * match's last line in the table's words (the winners by name), never the reason's id.
 */
function outcomeLine(outcome: Outcome, name: (seat: number) => string): string {
  const winners = outcome.winners.map(name).join(' and ');
  return winners ? `${winners} won ${outcomeWords(outcome.reason)}` : `a draw: ${outcomeWords(outcome.reason)}`;
}

export function formatAudit(report: AuditReport): string {
  const lines = [
    `Audit of match ${report.matchId} (${report.gameId ?? '?'}, rules ${report.rulesVersion ?? '?'}, ${report.status}): ${report.ok ? 'OK' : 'FAILED'}`,
    `  ${report.events} events, ${report.commands} commands; seed commitment ${report.seedCommitment ?? '-'}`,
    // Marks come before the checks: "OK" on a scenario or an imported match needs its caveat read first.
    ...report.marks.map((m) => `  NOTE: ${m.text}`),
  ];
  for (const c of report.checks) {
    lines.push(`  ${c.name.padEnd(8)} ${c.status.padEnd(7)} ${c.firstBadSeq === null ? '' : `first bad seq ${c.firstBadSeq}: `}${c.detail}`);
  }
  lines.push(`Rejected commands (${report.rejected.length}):`);
  for (const r of report.rejected) {
    const again = r.reproduced === null ? 'not re-checkable' : r.reproduced ? 'reproduced' : 'NOT REPRODUCED';
    lines.push(
      `  ${r.receivedAt}  ${r.actor}  ${r.commandId}  at version ${r.decidedVersion}  ${r.code}${r.rule ? ` (${r.rule})` : ''}: ${r.message}  ${JSON.stringify(r.command)}  [${again}]`,
    );
  }
  lines.push(`Timeout and auto-pass defaults (${report.defaults.length}):`);
  for (const d of report.defaults) {
    const seqs = d.firstSeq === null ? 'no events' : `seq ${d.firstSeq}-${d.lastSeq}`;
    lines.push(`  ${d.receivedAt}  seat ${d.seat ?? '-'}  ${d.reason}  ${d.commandId}  ${JSON.stringify(d.command)}  ${seqs}`);
  }
  if (report.findings.length > 0) {
    lines.push(`Findings (${report.findings.length}):`);
    for (const f of report.findings) lines.push(`  [${f.check}] ${f.seq === null ? '' : `seq ${f.seq}: `}${f.message}`);
  }
  return lines.join('\n');
}

export function formatVerify(report: VerifyReport): string {
  const failed = report.checks.find((c) => c.status === 'failed');
  const lines = [
    `Verification of match ${report.matchId}: ${report.ok ? 'OK' : failed ? `FAILED${failed.firstBadSeq === null ? '' : ` at seq ${failed.firstBadSeq}`}` : 'NOTHING CHECKED'}`,
  ];
  lines.push(`  origin    ${originText(report.origin)}`);
  for (const c of report.checks) {
    lines.push(`  ${c.name.padEnd(9)} ${c.status.padEnd(7)} ${c.firstBadSeq === null ? '' : `first bad seq ${c.firstBadSeq}: `}${c.detail}`);
  }
  return lines.join('\n');
}

/** Every event with its cause: turn, seat, kind, the rules, the card and ability, who acted. */
export function formatCauses(steps: readonly DisputeStep[]): string {
  const lines = [`Causes (${steps.length} events):`];
  for (const s of steps) {
    const c = s.cause;
    const seat = s.seat === null ? 'server' : `P${s.seat + 1}`;
    const why = c === null ? 'NO CAUSE (the decider does not give this event)' : c.rules.join(' ');
    const card = c?.card ? ` · ${c.card.name}${c.card.ability ? ` (${c.card.ability})` : ''}` : '';
    const by = c?.command ? ` · ${c.command.type} by ${c.command.actedBy}` : '';
    lines.push(`  #${s.seq} turn ${s.turn} ${seat} ${s.kind}: ${why}${card}${by}`);
  }
  return lines.join('\n');
}

function originText(origin: VerifyOrigin): string {
  switch (origin.kind) {
    case 'original':
      return `an original of this server: it decided the match and signed its head (key ${origin.keyId})`;
    case 'imported':
      return origin.signedBy === null
        ? `UNSIGNED IMPORT: imported on ${origin.importedAt} by this server (key ${origin.importedBy}); no trusted signature vouches for the history`
        : `imported on ${origin.importedAt} by this server (key ${origin.importedBy}); signed by key ${origin.signedBy}, not this server's original`;
    case 'unknown':
      return 'unknown: nothing in the file is signed by the key given';
  }
}

/**
 * The dice and shuffle proofs with their checks (src/replay/core/proof-check.ts): for each, how it
 * follows from the seed and whether the record's value or order is what the seed gives.
 */
export function formatProofs(seedCommitment: string, seed: string, checked: CheckedProofs): string {
  const verdict = (n: number, failed: number, what: string) => (n === 0 ? 'none' : failed ? `${failed} of ${n} FAILED` : `all ${n} ${what} from the seed`);
  const badRolls = checked.rolls.filter((r) => !r.check.ok).length;
  const badShuffles = checked.shuffles.filter((s) => !s.check.ok).length;
  const seedOk = checked.rolls[0]?.check.commitmentOk ?? checked.shuffles[0]?.check.commitmentOk ?? null;
  const lines = [
    `Proofs: seed ${seed} ${seedOk === false ? 'does NOT match' : 'matches'} commitment ${seedCommitment}`,
    `Dice (${checked.rolls.length}): ${verdict(checked.rolls.length, badRolls, 'drawn again')}`,
  ];
  for (const { proof: r, check } of checked.rolls) {
    const after = r.before.length ? `after ${r.before.length} draws` : 'first draw';
    lines.push(
      `  #${r.seq} die ${r.value} on ${r.from}-${r.to}: SHA-256(seed:${r.version}), ${after}, gives ${check.derived}  ${check.ok ? 'passed' : 'FAILED'}`,
    );
  }
  lines.push(`Shuffles (${checked.shuffles.length}): ${verdict(checked.shuffles.length, badShuffles, 'shuffled again')}`);
  for (const { proof: s, check } of checked.shuffles) {
    const kept = s.order.length < s.items.length ? `, top ${s.order.length} kept` : '';
    const after = s.before.length ? `after ${s.before.length} draws` : 'first draw';
    const at = s.order.findIndex((card, i) => check.derived[i] !== card);
    const why = check.ok
      ? 'passed'
      : at >= 0
        ? `FAILED: card ${at + 1} from the top is ${s.order[at]}, the seed gives ${check.derived[at] ?? 'none'}`
        : 'FAILED';
    lines.push(`  #${s.seq} ${s.label} (${s.items.length} cards${kept}): Fisher-Yates of SHA-256(seed:${s.version}), ${after}  ${why}`);
  }
  return lines.join('\n');
}
