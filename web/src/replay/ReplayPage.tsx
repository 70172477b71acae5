import { render } from 'preact';
import type { MatchSummary } from '../../../src/client';
import { api, gameList } from '../api';
import { installCardFaces } from '../card-face';
import { loadCatalog } from '../catalog';
import { matchTitle } from '../games/types';
import { Marks } from '../ui/Marks';
import { followLive } from './live-follow';
import { ReplayControls } from './ReplayControls';
import { replaySession, type ReplaySession, type ReplayUnit } from './session';
import { StepShown } from './StepShown';

/**
 * `#/replay/:id[?step=&viewer=&unit=]`: the replay viewer (docs/web.md). It opens at the moment its
 * address names (`step=last`: the newest step) and follows a live match through the `/replay` namespace.
 */
export async function replayPage(root: HTMLElement, matchId: string, query?: string): Promise<() => void> {
  const [summary, games] = await Promise.all([api<MatchSummary>('GET', `/matches/${matchId}`), gameList().catch(() => [])]);
  installCardFaces();
  await loadCatalog(summary.gameId).catch(() => undefined); // names fall back to ids without it
  const session = replaySession(summary, query);
  const title = matchTitle(summary, games);
  const live = session.followable ? followLive(session) : null;
  if (live) session.setFollow(session.follow.value);
  const setUnit = (u: ReplayUnit) => {
    const old = session.unit.value;
    session.setUnit(u);
    live?.changeUnit(old);
  };
  render(<Replay session={session} title={title} onUnit={setUnit} />, root);
  await session.load(session.firstTarget());
  return () => {
    live?.close();
    render(null, root);
  };
}

/** The heading: the game's name and the seats' ("Replay: Four Souls, Ada vs greedy bot"), never the match's or the game's id. */
function Replay({ session, title, onUnit }: { session: ReplaySession; title: string; onUnit: (u: ReplayUnit) => void }) {
  const { matchId, summary, mine } = session;
  const finished = session.finished.value;
  return (
    <>
      <div class="match-head">
        <h1 id="replay-title">
          {`Replay: ${title}`}
          <span>{` · ${finished ? 'finished' : summary.status}`}</span>
        </h1>
        {finished ? <a href={`#/dispute/${matchId}`}>Audit / dispute</a> : <a href={`#/match/${matchId}${mine ? '' : '?watch'}`}>Live table</a>}
        <a href="#/">Lobby</a>
      </div>
      <Marks marks={summary.marks} />
      <ReplayControls session={session} onUnit={onUnit} />
      <StepShown session={session} />
    </>
  );
}
