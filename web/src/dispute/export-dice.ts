import type { DiceProofs, RollProof } from '../../../src/client';
import { cardsAt } from '../../../src/fairness/recorded-cards';

/**
 * The dice an export file records, read in the browser so a reviewer can check a file someone
 * holds (a player's download, a copy passed around) against the match's dice proofs: the file's
 * seed and commitment, and its die at each proof's seq. Four Souls records a die where a roll goes
 * on the stack (`stack-pushed` of a roll item, its `value`) and where one is rerolled
 * (`roll-changed`, its `value`). A shuffle's order is read where its proof says the record holds
 * it (a seq and a JSON pointer, src/fairness/recorded-cards.ts, as the server reads it).
 */
export interface FileDice {
  readonly seed: string | null;
  readonly seedCommitment: string | null;
  /** The die recorded at each seq of the proofs (absent: the file has no die there). */
  readonly values: ReadonlyMap<number, number>;
  /** The file's payload at each seq a shuffle proof reads (absent: the file has no such event). */
  readonly payloads: ReadonlyMap<number, unknown>;
}

type Obj = Record<string, unknown>;

function dieIn(payload: Obj): number | null {
  const item = payload.item as Obj | undefined;
  if (payload.type === 'stack-pushed' && item?.kind === 'roll' && typeof item.value === 'number') return item.value;
  if (payload.type === 'roll-changed' && typeof payload.value === 'number') return payload.value;
  return null;
}

export function readFileDice(text: string, proofs: DiceProofs): FileDice {
  const wanted = new Set(proofs.rolls.map((r) => r.seq));
  const sites = new Set(proofs.shuffles.flatMap((p) => p.sites.map((s) => s.seq)));
  const values = new Map<number, number>();
  const payloads = new Map<number, unknown>();
  let seed: string | null = null;
  let seedCommitment: string | null = null;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as Obj;
    if (row.record === 'seed' && typeof row.seed === 'string') seed = row.seed;
    if (row.record !== 'event') continue;
    const payload = row.payload as Obj;
    if (payload.type === 'match.created' && typeof payload.seedCommitment === 'string') seedCommitment = payload.seedCommitment;
    const die = wanted.has(Number(row.seq)) ? dieIn(payload) : null;
    if (die !== null) values.set(Number(row.seq), die);
    if (sites.has(Number(row.seq))) payloads.set(Number(row.seq), payload);
  }
  return { seed, seedCommitment, values, payloads };
}

/** The proofs with the file's seed, commitment, dice and deck orders in place of the server's. */
export function proofsOfFile(proofs: DiceProofs, file: FileDice): DiceProofs {
  const rolls: RollProof[] = proofs.rolls.map((r) => ({ ...r, value: file.values.get(r.seq) ?? Number.NaN }));
  const shuffles = proofs.shuffles.map((p) => ({ ...p, order: p.sites.flatMap((s) => cardsAt(file.payloads.get(s.seq), s.path)) }));
  return { ...proofs, seed: file.seed ?? '', seedCommitment: file.seedCommitment ?? '', rolls, shuffles };
}
