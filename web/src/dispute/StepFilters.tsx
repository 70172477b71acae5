import { useRef } from 'preact/hooks';
import { seatName } from '../seat-name';
import { kindWords, type StepFilter } from './filters';

interface Props {
  readonly filter: StepFilter;
  readonly onFilter: (f: StepFilter) => void;
  readonly kinds: readonly string[];
  readonly seats: readonly number[];
  readonly onJumpToTurn: (turn: number) => void;
}

const numberOrNull = (v: string) => (v === '' ? null : Number(v));

/** The filters of the dispute log and "jump to turn N". */
export function StepFilters({ filter, onFilter, kinds, seats, onJumpToTurn }: Props) {
  const set = (patch: Partial<StepFilter>) => onFilter({ ...filter, ...patch });
  const jumpTo = useRef<HTMLInputElement>(null);
  return (
    <div class="step-filters">
      <label>
        Turn{' '}
        <input
          id="filter-turn"
          type="number"
          min="0"
          style="width:5em"
          value={filter.turn ?? ''}
          onChange={(e) => set({ turn: numberOrNull(e.currentTarget.value) })}
        />
      </label>
      <label>
        Who acted{' '}
        <select id="filter-seat" value={filter.seat ?? ''} onChange={(e) => set({ seat: numberOrNull(e.currentTarget.value) })}>
          <option value="">any</option>
          {seats.map((s) => (
            <option key={s} value={s}>
              {seatName(s)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Kind{' '}
        <select id="filter-kind" value={filter.kind} onChange={(e) => set({ kind: e.currentTarget.value })}>
          <option value="">any</option>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {kindWords(k)}
            </option>
          ))}
        </select>
      </label>
      <label title="Only the first event of each of the seat's own commands: where it decided">
        <input id="filter-decisions" type="checkbox" checked={filter.decisionsOnly} onChange={(e) => set({ decisionsOnly: e.currentTarget.checked })} /> only
        decisions
      </label>
      <label>
        Card or words <input id="filter-search" type="search" value={filter.search} onInput={(e) => set({ search: e.currentTarget.value })} />
      </label>
      <label>
        Jump to turn <input id="jump-turn" type="number" min="0" style="width:5em" ref={jumpTo} />
        <button type="button" id="jump-go" onClick={() => jumpTo.current?.value && onJumpToTurn(Number(jumpTo.current.value))}>
          Go
        </button>
      </label>
    </div>
  );
}
