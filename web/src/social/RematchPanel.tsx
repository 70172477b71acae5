import { useMatchTitle } from '../match-titles';
import { useEffect, useState } from 'preact/hooks';
import type { JoinedSeat, RematchState } from '../../../src/client';
import { api, describeError, tokens } from '../api';
import type { MatchNews, PushedRematch } from './match-news';

/**
 * The rematch of a finished match (docs/social.md): a seat offers or accepts; the state is read
 * once and then follows the server's pushes on the table's socket (`match:rematch`: every offer
 * and acceptance, read again after a reconnection), and once every human seat accepted "Go to the
 * rematch" takes this seat there with the old token. Links to the rematch and to the match this
 * one is the rematch of are shown to everyone.
 */
export function RematchPanel(p: { matchId: string; seat: { seat: number; token: string } | null; news: MatchNews }) {
  const [state, setState] = useState<PushedRematch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const load = () =>
      api<RematchState>('GET', `/matches/${p.matchId}/rematch`)
        .then((s) => live && setState(s))
        .catch((e: unknown) => live && setError(describeError(e)));
    void load();
    const unsubscribe = [p.news.onRematch(setState), p.news.onReconnect(() => void load())];
    return () => {
      live = false;
      unsubscribe.forEach((off) => off());
    };
  }, [p.matchId, p.news]);

  const act = async (run: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };
  const offer = () => act(async () => setState(await api<RematchState>('POST', `/matches/${p.matchId}/rematch`, undefined, p.seat?.token)));
  const go = (rematch: string) =>
    act(async () => {
      const held = tokens.get(rematch);
      if (!held && p.seat) {
        const joined = await api<JoinedSeat>('POST', `/matches/${p.matchId}/rematch/seat`, undefined, p.seat.token);
        tokens.set(joined.matchId, joined.seat, joined.token);
      }
      location.hash = `#/match/${rematch}`;
    });

  if (!state) return error ? <p class="error">{error}</p> : null;
  const human = p.seat !== null && state.humanSeats.includes(p.seat.seat);
  const mineAccepted = human && state.accepted.includes(p.seat!.seat);
  const count = `${state.accepted.length} of ${state.humanSeats.length}`;
  return (
    <div class="rematch" id="rematch-panel">
      {state.rematch ? (
        human ? (
          <button id="go-to-rematch" class="primary" disabled={busy} onClick={() => void go(state.rematch!)}>
            Go to the rematch
          </button>
        ) : (
          <a id="rematch-link" href={`#/match/${state.rematch}?watch`}>
            Watch the rematch
          </a>
        )
      ) : human ? (
        mineAccepted ? (
          <span id="rematch-waiting" class="muted">
            Rematch offered ({count} accepted), waiting for the others…
          </span>
        ) : (
          <button id="rematch" class="primary" disabled={busy} onClick={() => void offer()}>
            {state.accepted.length ? `Accept rematch (${count})` : 'Offer a rematch'}
          </button>
        )
      ) : state.accepted.length ? (
        <span class="muted">Rematch offered ({count} accepted)</span>
      ) : null}
      {state.rematchOf ? <RematchOf matchId={state.rematchOf} id="rematch-of" /> : null}
      {error ? <p class="error">{error}</p> : null}
    </div>
  );
}

/** On the table of a rematch: a link back to the match it is the rematch of (asked once). */
export function RematchOfLink(p: { matchId: string }) {
  const [of, setOf] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api<RematchState>('GET', `/matches/${p.matchId}/rematch`)
      .then((s) => live && setOf(s.rematchOf))
      .catch(() => undefined); // only a link: the table works without it
    return () => {
      live = false;
    };
  }, [p.matchId]);
  return of ? <RematchOf matchId={of} id="table-rematch-of" /> : null;
}

/** "Rematch of Four Souls, Ann vs Bob", linking to the earlier match's replay ("an earlier match" until its name is read). */
function RematchOf({ matchId, id }: { matchId: string; id: string }) {
  const title = useMatchTitle(matchId);
  return (
    <a id={id} href={`#/replay/${matchId}`}>
      Rematch of {title ?? 'an earlier match'}
    </a>
  );
}
