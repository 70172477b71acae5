import type { GameUi } from './types';

/** Any other game: the view as a collapsible tree; its actions in the action bar. */
function Tree({ v, name, depth }: { v: unknown; name: string; depth: number }) {
  if (v === null || typeof v !== 'object')
    return (
      <div class="leaf">
        <span class="key">{name}: </span>
        <span class="val">{v === null ? '—' : String(v)}</span>
      </div>
    );
  const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
  if (!entries.length)
    return (
      <div class="leaf">
        <span class="key">{name}: </span>
        <span class="muted">{Array.isArray(v) ? 'none' : '{}'}</span>
      </div>
    );
  return (
    <details open={depth < 3}>
      <summary>{Array.isArray(v) ? `${name} [${v.length}]` : name}</summary>
      <div class="children">
        {entries.map(([k, x]) => (
          <Tree key={k} v={x} name={k} depth={depth + 1} />
        ))}
      </div>
    </details>
  );
}

export function GenericBoard({ view }: { view: unknown }) {
  return (
    <div class="table generic">
      <div class="tree">
        <Tree v={view} name="view" depth={0} />
      </div>
    </div>
  );
}

export const genericUi: GameUi = {
  Board: null,
  accepts: () => true,
  hints: {},
  foldLog: () => null,
  describe: (_view, key) => ({ name: key, card: null }),
  result: () => ({ turns: null, scores: [] }),
  turnNumber: () => undefined,
  passesPriority: true,
  summary: '',
};
