import { useEffect, useState } from 'preact/hooks';
import type { DiceProofs, ShuffleProof } from '../../../src/client';
import { checkShuffle, type ShuffleCheck as Check } from '../../../src/client/shuffle-proof';
import { cardName } from '../catalog';
import { checkWords, ProofVerdict } from './ProofVerdict';

/**
 * Every deck order of the match checked in this browser (WebCrypto, src/client/shuffle-proof.ts):
 * the seed against the commitment, then each shuffle done again from the seed and compared with
 * the order the record (or the export file the reviewer chose) holds. Keyed by position in the
 * list: two shuffles can be recorded by one event (a game forming two decks at once).
 */
export function ShuffleCheck({ proofs, source, onPick }: { proofs: DiceProofs; source: string; onPick: (seq: number) => void }) {
  const [checks, setChecks] = useState<readonly Check[] | null>(null);
  useEffect(() => {
    setChecks(null);
    void Promise.all(proofs.shuffles.map((s) => checkShuffle(proofs.seed, proofs.seedCommitment, asShuffle(s)))).then(setChecks);
  }, [proofs]);
  const shuffles = proofs.shuffles;
  const failed = checks ? checks.filter((c) => !c.ok).length : 0;
  return (
    <section class="shuffles" id="shuffles">
      <h2>Shuffles ({shuffles.length})</h2>
      <p class="muted">{source}: each deck order shuffled again from the revealed seed.</p>
      {shuffles.length ? (
        <>
          <ProofVerdict id="shuffle-verdict" failed={failed} total={shuffles.length} things="deck orders" done={checks !== null} />
          <table class="shuffle-proofs lines">
            <thead>
              <tr>
                <th>seq</th>
                <th>what</th>
                <th>cards</th>
                <th>derivation</th>
                <th>check</th>
              </tr>
            </thead>
            <tbody>
              {shuffles.map((s, k) => (
                <ShuffleRow key={k} proof={s} check={checks?.[k]} onPick={onPick} />
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p class="muted" id="no-shuffles">
          No shuffle to prove: a scenario's decks are placed by hand, a sandbox's are its origin's.
        </p>
      )}
    </section>
  );
}

/** The wire's `before` ranges are number arrays; the check takes pairs. */
const asShuffle = (s: ShuffleProof) => ({ ...s, before: s.before.map(([from = 0, to = 0]) => [from, to] as const) });

/** Where the record and the seed first part, in words; null when they agree. */
function firstDifference(order: readonly string[], derived: readonly string[]): string | null {
  if (order.length === 0) return 'the record holds no order here';
  if (order.length > derived.length) return `the record holds ${order.length} cards, the shuffle ${derived.length}`;
  const at = order.findIndex((card, i) => derived[i] !== card);
  return at < 0 ? null : `card ${at + 1} from the top: the record has ${cardName(order[at]!)}, the seed gives ${cardName(derived[at]!)}`;
}

function ShuffleRow({ proof, check, onPick }: { proof: ShuffleProof; check: Check | undefined; onPick: (seq: number) => void }) {
  const kept = proof.order.length < proof.items.length ? `, top ${proof.order.length} kept` : '';
  const draws = proof.before.length ? `after ${proof.before.length} earlier draw${proof.before.length > 1 ? 's' : ''}` : 'from the first draw';
  const difference = check && !check.ok ? firstDifference(proof.order, check.derived) : null;
  return (
    <tr class={check ? (check.ok ? 'passed' : 'failed') : ''} data-seq={proof.seq}>
      <td>
        <button type="button" class="link" onClick={() => onPick(proof.seq)}>
          #{proof.seq}
        </button>
      </td>
      <td class="shuffle-label">{proof.label}</td>
      <td class="shuffle-size">
        {proof.items.length}
        {kept}
      </td>
      <td class="words">
        Fisher–Yates with xoroshiro128+ of SHA-256(seed:{proof.version}), {draws}
        {check ? `: top ${check.derived.slice(0, 3).map(cardName).join(', ')}${check.derived.length > 3 ? ', …' : ''}` : ''}
      </td>
      <td class="roll-check">
        {checkWords(check)}
        {difference ? <div class="shuffle-difference">{difference}</div> : null}
      </td>
    </tr>
  );
}
