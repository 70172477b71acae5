import type { DisputeStep } from '../../../src/client';
import { eventLine } from '../event-line';
import { seatName } from '../seat-name';
import { kindWords } from './filters';
import { momentHash } from './replay-link';

/** Rows per page: the list stays a screen or two tall whatever the match length. */
export const ROWS_PER_PAGE = 100;

interface Props {
  readonly matchId: string;
  readonly rows: readonly DisputeStep[];
  /** The index of the first row shown. */
  readonly start: number;
  readonly onStart: (start: number) => void;
  readonly selected: number | null;
  readonly onSelect: (seq: number) => void;
  /** Seqs whose die is recorded there (they carry a die mark). */
  readonly rolled: ReadonlySet<number>;
}

/** The described steps, a page at a time: seq, turn, seat, kind, words, rules, and a link to the replay. */
export function StepList({ matchId, rows, start, onStart, selected, onSelect, rolled }: Props) {
  const page = rows.slice(start, start + ROWS_PER_PAGE);
  const last = Math.max(0, rows.length - 1);
  const pager = (
    <div class="pager">
      <button type="button" id="page-prev" disabled={start === 0} onClick={() => onStart(Math.max(0, start - ROWS_PER_PAGE))}>
        ‹ earlier
      </button>
      <span id="page-label">{rows.length ? `${start + 1}–${start + page.length} of ${rows.length}` : 'no step matches'}</span>
      <button type="button" id="page-next" disabled={start + ROWS_PER_PAGE > last} onClick={() => onStart(start + ROWS_PER_PAGE)}>
        later ›
      </button>
    </div>
  );
  return (
    <div class="step-list">
      {pager}
      <table class="events lines">
        <thead>
          <tr>
            <th>seq</th>
            <th>turn</th>
            <th title="The seat whose command made the event, and its command">who acted</th>
            <th>kind</th>
            <th>what happened</th>
            <th>rules</th>
            <th>replay</th>
          </tr>
        </thead>
        <tbody>
          {page.map((s) => (
            <tr key={s.seq} data-seq={s.seq} class={`${s.seq === selected ? 'selected' : ''} ${s.decision ? 'decision' : ''}`} onClick={() => onSelect(s.seq)}>
              <td class="seq">{s.seq}</td>
              <td class="turn">{s.turn}</td>
              <td class={s.seat === null ? 'seat none' : 'seat'}>{actedWords(s)}</td>
              <td class="kind">{kindWords(s.kind)}</td>
              <td class="what words">
                {eventLine(s)}
                {rolled.has(s.seq) ? (
                  <span class="die-mark" title="a die is recorded here">
                    {' '}
                    🎲
                  </span>
                ) : null}
              </td>
              <td class={s.cause ? 'rules' : 'rules none'}>{s.cause?.rules.join(', ') ?? '—'}</td>
              <td class="replay">
                <a class="replay-link" href={momentHash({ matchId, unit: 'event', step: s.seq, viewer: 'omniscient' })} onClick={(e) => e.stopPropagation()}>
                  replay
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Who acted for a step, and how: "P1: pass" (the event follows from P1 passing, whoever it is
 * about: P1's pass resolves P2's attack), "—" for the server's own. The event's words name whom it
 * is about; this column says whose command made it, so the two never read as a contradiction.
 */
function actedWords(s: DisputeStep): string {
  if (s.seat === null) return '—';
  const type = s.cause?.command?.type;
  return type ? `${seatName(s.seat)}: ${kindWords(type)}` : seatName(s.seat);
}
