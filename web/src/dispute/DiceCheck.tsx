import { useEffect, useState } from 'preact/hooks';
import type { DiceProofs, RollProof } from '../../../src/client';
import type { RollCheck } from '../../../src/client/roll-proof';
import { describeError } from '../api';
import { toast } from '../toast';
import { proofsOfFile, readFileDice } from './export-dice';
import { checkWords, ProofVerdict } from './ProofVerdict';
import { checkRolls } from './roll-checks';
import { ShuffleCheck } from './ShuffleCheck';

/**
 * Every die of the match checked in this browser (WebCrypto, src/client/roll-proof.ts): the seed
 * against the commitment published at creation, then the die drawn again from the seed. A value
 * the seed does not give (a changed roll in an imported file) shows as failed. The deck orders
 * follow (ShuffleCheck), from the same source: the match as recorded here or the chosen file.
 */
export function DiceCheck({ dice: served, onPick }: { dice: DiceProofs | string; onPick: (seq: number) => void }) {
  const [checks, setChecks] = useState<Map<number, RollCheck> | null>(null);
  /** An export file the reviewer chose: its dice are checked in place of the server's. */
  const [file, setFile] = useState<{ name: string; dice: DiceProofs } | null>(null);
  const dice = file?.dice ?? served;
  const chooseFile = async (chosen: File | undefined) => {
    if (!chosen || typeof served === 'string') return;
    try {
      setFile({ name: chosen.name, dice: proofsOfFile(served, readFileDice(await chosen.text(), served)) });
    } catch (e) {
      toast(`${chosen.name} is not an export file: ${describeError(e)}`);
    }
  };
  useEffect(() => {
    setChecks(null);
    if (typeof dice === 'string') return;
    void checkRolls(dice).then(setChecks);
  }, [dice]);
  if (typeof dice === 'string')
    return (
      <section class="dice">
        <h2>Dice</h2>
        <p class="muted">No dice proofs: {dice}</p>
      </section>
    );
  const failed = checks ? dice.rolls.filter((r) => !checks.get(r.seq)?.ok).length : 0;
  return (
    <>
      <section class="dice" id="dice">
        <h2>Dice ({dice.rolls.length})</h2>
        <p class="dice-source" id="dice-source">
          {file ? `The dice of the file ${file.name}` : 'The dice of the match as recorded here'} · check an export file instead:{' '}
          <input id="dice-file" type="file" accept=".ndjson,application/x-ndjson" onChange={(e) => void chooseFile(e.currentTarget.files?.[0])} />
        </p>
        <div>
          Commitment (published at creation): <code id="dice-commitment">{dice.seedCommitment}</code>
        </div>
        <div>
          Revealed seed: <code id="dice-seed">{dice.seed}</code>
        </div>
        {dice.rolls.length ? (
          <>
            <ProofVerdict id="dice-verdict" failed={failed} total={dice.rolls.length} things="dice" done={checks !== null} />
            <table class="rolls lines">
              <thead>
                <tr>
                  <th>seq</th>
                  <th>die</th>
                  <th>range</th>
                  <th>derivation</th>
                  <th>check</th>
                </tr>
              </thead>
              <tbody>
                {dice.rolls.map((r) => (
                  <RollRow key={r.seq} roll={r} check={checks?.get(r.seq)} onPick={onPick} />
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <p id="dice-verdict">No die was rolled.</p>
        )}
      </section>
      <ShuffleCheck
        proofs={dice}
        source={file ? `The deck orders of the file ${file.name}` : 'The deck orders of the match as recorded here'}
        onPick={onPick}
      />
    </>
  );
}

/** The wire's `before` ranges are number arrays; the check takes pairs. */
function RollRow({ roll, check, onPick }: { roll: RollProof; check: RollCheck | undefined; onPick: (seq: number) => void }) {
  const draws = roll.before.length
    ? `after ${roll.before.length} draw${roll.before.length > 1 ? 's' : ''} ${roll.before.map(([a, b]) => `[${a}–${b}]`).join(' ')}`
    : 'first draw';
  return (
    <tr class={check ? (check.ok ? 'passed' : 'failed') : ''} data-seq={roll.seq}>
      <td>
        <button type="button" class="link" onClick={() => onPick(roll.seq)}>
          #{roll.seq}
        </button>
      </td>
      <td class="die-value">{roll.value}</td>
      <td class="die-range">
        {roll.from}–{roll.to}
      </td>
      <td class="words">
        xoroshiro128+ of SHA-256(seed:{roll.version}), {draws}
        {check ? `: gives ${check.derived}` : ''}
      </td>
      <td class="roll-check">{checkWords(check)}</td>
    </tr>
  );
}
