import { DisputePanel } from './DisputePanel';
import { render } from 'preact';
import { GameClient } from '../../../src/client';
import { matchNews, type MatchNews } from '../social/match-news';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { describeError } from '../api';
import { gameName, matchTitle } from '../games/types';
import { loadCatalog } from '../catalog';
import { Marks } from '../ui/Marks';
import { AuditSummary } from './AuditSummary';
import { DiceCheck } from './DiceCheck';
import { firstRowOfTurn, kindsOf, matchesFilter, NO_FILTER, type StepFilter } from './filters';
import { loadDispute, type DisputeData } from './load';
import { momentHash } from './replay-link';
import { StepFilters } from './StepFilters';
import { ROWS_PER_PAGE, StepList } from './StepList';
import { WhyPanel } from './WhyPanel';

/**
 * Dispute review of a finished match (docs/web.md): the audit, every event described with its turn,
 * seat and rules (filtered, searched, a page at a time), "why was this legal" for the selected step,
 * and every die re-derived in the browser. A few requests whatever the match length.
 */
export async function disputePage(root: HTMLElement, matchId: string): Promise<() => void> {
  render(<p>Auditing…</p>, root);
  let data: DisputeData;
  try {
    data = await loadDispute(matchId);
  } catch (e) {
    render(
      <>
        <h1>Dispute review</h1>
        <p class="error">{`No dispute review: ${describeError(e)}`}</p>
        <a href={`#/replay/${matchId}`}>Replay</a>
      </>,
      root,
    );
    return () => undefined;
  }
  await loadCatalog(data.summary.gameId).catch(() => undefined); // the shuffles name their cards; ids without it
  // Joined as a spectator at the match's last seq (no events, one snapshot): the socket brings the
  // disputes and verdicts of this match as they are recorded. The page works without it.
  const client = new GameClient(location.origin);
  void client.join(matchId, { lastSeq: data.summary.seq }).catch(() => undefined);
  render(<DisputeView matchId={matchId} data={data} news={matchNews(client, matchId)} />, root);
  return () => {
    client.close();
    render(null, root);
  };
}

function DisputeView({ matchId, data, news }: { matchId: string; data: DisputeData; news: MatchNews }) {
  const { summary, games, audit, steps, dice } = data;
  const [filter, setFilter] = useState<StepFilter>(NO_FILTER);
  const [start, setStart] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const rows = useMemo(() => steps.filter((s) => matchesFilter(s, filter)), [steps, filter]);
  const kinds = useMemo(() => kindsOf(steps), [steps]);
  const rolls = useMemo(() => new Map(typeof dice === 'string' ? [] : dice.rolls.map((r) => [r.seq, r])), [dice]);
  const rolled = useMemo(() => new Set(rolls.keys()), [rolls]);
  const onFilter = (f: StepFilter) => {
    setFilter(f);
    setStart(0);
  };
  /** Shows the page holding `seq` among the rows shown, and selects it. */
  const pick = (seq: number) => {
    const at = rows.findIndex((s) => s.seq === seq);
    if (at === -1) onFilter(NO_FILTER);
    setStart(Math.floor(Math.max(0, at === -1 ? seq - 1 : at) / ROWS_PER_PAGE) * ROWS_PER_PAGE);
    setSelected(seq);
  };
  const jumpToTurn = (turn: number) => {
    const at = firstRowOfTurn(rows, turn);
    setStart(Math.floor(at / ROWS_PER_PAGE) * ROWS_PER_PAGE);
    if (rows[at]) setSelected(rows[at].seq);
  };
  // On a phone the reasons sit below the list: a picked step brings them into view (beside the
  // list, where they stay on screen, nothing moves).
  useEffect(() => {
    if (selected !== null) document.getElementById('why')?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  const roll = selected === null ? undefined : rolls.get(selected);
  return (
    <div class="dispute-page">
      <div class="match-head">
        <h1 id="dispute-title">{`Dispute review: ${matchTitle(summary, games)}`}</h1>
        <a href={momentHash({ matchId, unit: 'action', step: 0, viewer: 'omniscient' })}>Replay</a>
        <a href="#/">Lobby</a>
      </div>
      <Marks marks={summary.marks} />
      <AuditSummary audit={audit} game={gameName(summary.gameId, games)} />
      <a class="button" id="download" href={`/matches/${matchId}/export`} download={`match-${matchId}.ndjson`}>
        Download the export file
      </a>
      {/* Disputes opened on this match and their verdicts; a seat disputes the selected step. */}
      <section class="dispute-workflow" id="dispute-workflow">
        <DisputePanel matchId={matchId} seq={selected} news={news} />
      </section>
      <section class="dispute-log">
        <h2>Events ({steps.length})</h2>
        <StepFilters filter={filter} onFilter={onFilter} kinds={kinds} seats={summary.seats.map((s) => s.seat)} onJumpToTurn={jumpToTurn} />
        <div class="dispute-columns">
          <StepList matchId={matchId} rows={rows} start={start} onStart={setStart} selected={selected} onSelect={setSelected} rolled={rolled} />
          {selected !== null ? (
            <WhyPanel matchId={matchId} seq={selected} roll={roll ? `${roll.value} on ${roll.from}–${roll.to} (see Dice below)` : null} />
          ) : (
            <aside class="why muted">Select a step to see why it was legal.</aside>
          )}
        </div>
      </section>
      <DiceCheck dice={dice} onPick={pick} />
    </div>
  );
}
