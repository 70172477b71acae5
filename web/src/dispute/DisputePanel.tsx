import { useEffect, useState } from 'preact/hooks';
import type { MatchDispute, MatchDisputes } from '../../../src/client';
import { api, describeError, tokens } from '../api';
import type { MatchNews } from '../social/match-news';

/** The disputes with `dispute` in them once (its newer state replacing an older one), oldest first. */
function withDispute(list: readonly MatchDispute[] | null, dispute: MatchDispute): readonly MatchDispute[] {
  const others = (list ?? []).filter((d) => d.disputeId !== dispute.disputeId);
  return [...others, dispute].sort((x, y) => x.openedAt.localeCompare(y.openedAt) || x.disputeId.localeCompare(y.disputeId));
}

/** A verdict's reviewer in words: `operator`, or `account:<username>` as the username alone. */
const reviewerName = (reviewer: string): string => (reviewer === 'operator' ? 'the operator' : reviewer.replace(/^account:/, ''));

/**
 * The disputes of a finished match with their verdicts (what players and spectators see), and,
 * when this browser holds one of its seats' tokens, a form to dispute the selected step. A signed-in
 * account that owns a seat opens disputes with its session (the CSRF header is added by `api`).
 * Self-contained: mount it with the match id, the seq of the selected step (or null) and the match
 * socket's news, which brings each dispute opened and each verdict as it is recorded.
 */
export function DisputePanel({ matchId, seq, news }: { matchId: string; seq: number | null; news: MatchNews }) {
  const [disputes, setDisputes] = useState<readonly MatchDispute[] | null>(null);
  const [claim, setClaim] = useState('');
  const [error, setError] = useState<string | null>(null);
  const seat = tokens.get(matchId);

  const load = () =>
    api<MatchDisputes>('GET', `/matches/${matchId}/disputes`)
      .then((d) => setDisputes(d.disputes))
      .catch((e: unknown) => setError(describeError(e)));
  useEffect(() => {
    void load();
    const unsubscribe = [news.onDispute((d) => setDisputes((list) => withDispute(list, d))), news.onReconnect(() => void load())];
    return () => unsubscribe.forEach((off) => off());
  }, [matchId, news]);

  const open = async () => {
    if (seq === null) return;
    setError(null);
    try {
      const opened = await api<MatchDispute>('POST', `/matches/${matchId}/disputes`, { seq, claim }, seat?.token);
      setClaim('');
      setDisputes((list) => withDispute(list, opened));
    } catch (e) {
      setError(describeError(e));
    }
  };

  return (
    <section class="disputes" id="disputes">
      <h3>Disputes</h3>
      {disputes?.length === 0 && <p id="no-disputes">No dispute has been opened on this match.</p>}
      <ul>
        {disputes?.map((d) => (
          <li key={d.disputeId} class={`dispute ${d.status}`} data-seq={d.seq}>
            <b>
              Step {d.seq}, P{d.seat + 1}:
            </b>{' '}
            {d.claim}
            {d.verdict ? (
              <p class={`verdict ${d.verdict.verdict}`}>
                {d.verdict.verdict === 'upheld' ? 'Upheld' : 'Rejected'} by {reviewerName(d.verdict.reviewer)}: {d.verdict.note}
              </p>
            ) : (
              <p class="verdict pending">Waiting for a reviewer.</p>
            )}
          </li>
        ))}
      </ul>
      {seq !== null && (
        <div class="open-dispute">
          <textarea
            id="dispute-claim"
            maxLength={2000}
            placeholder={`What was wrong at step ${seq}?`}
            value={claim}
            onInput={(e) => setClaim((e.target as HTMLTextAreaElement).value)}
          />
          <button id="open-dispute" disabled={claim.trim() === ''} onClick={() => void open()}>
            Dispute step {seq}
          </button>
        </div>
      )}
      <p class="muted">
        Reviewers decide open disputes on <a href="#/reviews">the review page</a>.
      </p>
      {error && (
        <p class="error" id="dispute-error">
          {error}
        </p>
      )}
    </section>
  );
}
