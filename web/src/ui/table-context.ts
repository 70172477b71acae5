import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { PickKey } from './picking';

/** How an element of the table stands in the seat's picking. */
export interface PickState {
  /** It has something to do now (a click selects it, or acts when that is its only action). */
  readonly chip: string | null;
  /** It can be picked as the next target. */
  readonly target: boolean;
  /** It is the card being acted with. */
  readonly selected: boolean;
}

export interface TableContext {
  pick(key: PickKey): PickState;
  click(key: PickKey): void;
}

const NOTHING: PickState = { chip: null, target: false, selected: false };

/** A table only looked at (a spectator, the replay): nothing to pick. */
export const readOnlyTable: TableContext = { pick: () => NOTHING, click: () => undefined };

export const TableCtx = createContext<TableContext>(readOnlyTable);

/** The element's pick state and its click handler (stops the click reaching the card face popup). */
export function usePick(key: PickKey | null): { state: PickState; onClick?: (ev: MouseEvent) => void; className: string } {
  const table = useContext(TableCtx);
  if (key === null) return { state: NOTHING, className: '' };
  const state = table.pick(key);
  const active = state.chip !== null || state.target || state.selected;
  return {
    state,
    className: [state.chip !== null ? 'actionable' : '', state.target ? 'targetable' : '', state.selected ? 'selected' : ''].filter(Boolean).join(' '),
    ...(active
      ? {
          onClick: (ev: MouseEvent) => {
            ev.preventDefault();
            ev.stopPropagation();
            table.click(key);
          },
        }
      : {}),
  };
}
