import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { DisputeForReview, GameInfo, MatchDispute, OpenDisputes } from '../../../src/client';
import type { RollCheck } from '../../../src/client/roll-proof';
import { api, ApiFailure, describeError, gameList } from '../api';
import { matchTitle, seatLabel } from '../games/types';
import { checkWords, ProofVerdict } from './ProofVerdict';
import { checkRolls } from './roll-checks';
import { StepWhyView } from './WhyPanel';

/**
 * `#/reviews`: the open disputes for a reviewer (an account with the reviewer role,
 * docs/disputes.md), oldest first, each with what it is decided from: the claim, why the step was
 * legal, its dice drawn again in this browser, the match's audit; and a verdict with a note, recorded
 * once. A decided dispute leaves the list; the match's players and spectators see the verdict on its
 * dispute page as it is recorded.
 */
export function reviewPage(view: HTMLElement): () => void {
  render(<ReviewPage />, view);
  return () => render(null, view);
}

/** Why the list cannot be shown, in words, with the way forward where there is one. */
function refusal(e: unknown) {
  if (e instanceof ApiFailure && e.code === 'NOT_SIGNED_IN')
    return (
      <p class="error" id="reviews-refused">
        Sign in with a reviewer account first: <a href="#/account">sign in</a>.
      </p>
    );
  if (e instanceof ApiFailure && e.code === 'NOT_A_REVIEWER')
    return (
      <p class="error" id="reviews-refused">
        This account does not review disputes: the operator grants the reviewer role.
      </p>
    );
  return (
    <p class="error" id="reviews-refused">
      {describeError(e)}
    </p>
  );
}

function ReviewPage() {
  const [open, setOpen] = useState<readonly DisputeForReview[] | null>(null);
  const [games, setGames] = useState<readonly GameInfo[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    api<OpenDisputes>('GET', '/disputes/open').then(
      (o) => setOpen(o.disputes),
      (e: unknown) => setFailure(e ?? 'refused'),
    );
    gameList().then(setGames, () => undefined); // the games' names; "A match" without them
  }, []);
  const decided = (d: MatchDispute) => setOpen((list) => (list ?? []).filter((x) => x.dispute.disputeId !== d.disputeId));
  return (
    <main class="reviews">
      <p>
        <a href="#/">← Lobby</a>
      </p>
      <h1>Open disputes</h1>
      {failure !== null ? (
        refusal(failure)
      ) : open === null ? (
        <p class="muted">Loading…</p>
      ) : open.length === 0 ? (
        <p id="no-open-disputes">No dispute is waiting for a verdict.</p>
      ) : (
        open.map((item) => <ReviewItem key={item.dispute.disputeId} item={item} games={games} onDecided={decided} />)
      )}
    </main>
  );
}

function ReviewItem({ item, games, onDecided }: { item: DisputeForReview; games: readonly GameInfo[]; onDecided: (d: MatchDispute) => void }) {
  const { dispute, match, step, audit } = item;
  const title = matchTitle({ gameId: match.gameId ?? '', seats: match.seats }, games);
  return (
    <article class="review" data-dispute={dispute.disputeId}>
      <h2>
        <a href={`#/dispute/${dispute.matchId}`}>{title}</a>, step #{dispute.seq}
      </h2>
      <p class="review-claim">
        <b>{seatLabel(match.seats, dispute.seat)} claims:</b> {dispute.claim}
      </p>
      <div class="why">
        <StepWhyView why={step} roll={null} />
      </div>
      <StepDice dice={item.dice} />
      <p class={`review-audit ${audit.ok ? 'ok' : 'bad'}`}>
        Audit of the whole match: {audit.ok ? 'clean' : 'FAILED'} ({audit.checks.map((c) => `${c.name} ${c.status}`).join(', ')})
      </p>
      <VerdictForm dispute={dispute} onDecided={onDecided} />
    </article>
  );
}

/** The dice the disputed step's command rolled, drawn again here from the revealed seed. */
function StepDice({ dice }: { dice: DisputeForReview['dice'] }) {
  const [checks, setChecks] = useState<Map<number, RollCheck> | null>(null);
  useEffect(() => {
    void checkRolls(dice).then(setChecks);
  }, [dice]);
  if (!dice.rolls.length) return <p class="muted review-dice">The step's command rolled no die.</p>;
  const failed = checks ? dice.rolls.filter((r) => !checks.get(r.seq)?.ok).length : 0;
  return (
    <div class="review-dice">
      <ProofVerdict id={`dice-verdict-${dice.rolls[0]?.seq ?? 0}`} failed={failed} total={dice.rolls.length} things="dice" done={checks !== null} />
      <ul>
        {dice.rolls.map((r) => (
          <li key={r.seq}>
            #{r.seq}: {r.value} ({r.from}–{r.to}) {checkWords(checks?.get(r.seq))}
          </li>
        ))}
      </ul>
    </div>
  );
}

function VerdictForm({ dispute, onDecided }: { dispute: MatchDispute; onDecided: (d: MatchDispute) => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = async (verdict: 'upheld' | 'rejected') => {
    setError(null);
    try {
      onDecided(await api<MatchDispute>('POST', `/matches/${dispute.matchId}/disputes/${dispute.disputeId}/verdict`, { verdict, note }));
    } catch (e) {
      setError(describeError(e));
    }
  };
  return (
    <div class="verdict-form">
      <textarea
        class="verdict-note"
        maxLength={2000}
        placeholder="The verdict's reasons, for the players"
        value={note}
        onInput={(e) => setNote(e.currentTarget.value)}
      />
      <button class="uphold" disabled={note.trim() === ''} onClick={() => void decide('upheld')}>
        Uphold the claim
      </button>{' '}
      <button class="reject" disabled={note.trim() === ''} onClick={() => void decide('rejected')}>
        Reject the claim
      </button>
      {error && <p class="error verdict-error">{error}</p>}
    </div>
  );
}
