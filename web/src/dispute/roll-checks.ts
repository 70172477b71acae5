import type { RollProof } from '../../../src/client';
import { checkRoll, type RollCheck } from '../../../src/client/roll-proof';

/** The dice a seed and its commitment must give: a match's, an export file's or one disputed step's. */
export interface DiceToCheck {
  readonly seed: string;
  readonly seedCommitment: string;
  readonly rolls: readonly RollProof[];
}

/** Every die drawn again in this browser (WebCrypto), by the seq of the event that records it. */
export async function checkRolls(dice: DiceToCheck): Promise<Map<number, RollCheck>> {
  const checks = await Promise.all(
    dice.rolls.map(
      async (r) =>
        [r.seq, await checkRoll(dice.seed, dice.seedCommitment, { ...r, before: r.before.map(([from = 0, to = 0]) => [from, to] as const) })] as const,
    ),
  );
  return new Map(checks);
}
