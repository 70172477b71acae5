import type { ComponentChildren } from 'preact';
import { usePick } from './table-context';

export interface PileItem {
  readonly key: string;
  readonly body: ComponentChildren;
  /** Data attributes of the item (what it is, its source card for its face). */
  readonly data?: Readonly<Record<string, string>>;
  /** What actions name it by (`obj:ID`): a stack object can be a target. */
  readonly pick?: string;
}

function Entry({ it, top }: { it: PileItem; top: boolean }) {
  const { onClick, className } = usePick(it.pick ?? null);
  return (
    <li class={`stack-item ${top ? 'top' : ''} ${className}`} data-pick={it.pick} onClick={onClick} {...it.data}>
      {it.body}
    </li>
  );
}

/**
 * The Stack component: a pile drawn top first, the top one raised (what resolves next). Used for
 * Four Souls' stack of effects; a game passes its items already drawn. While an object resolves
 * (`resolving`, off the pile) the pile is not called empty: something is still under way.
 */
export function StackPile({ title, items, empty, resolving }: { title: string; items: readonly PileItem[]; empty: string; resolving?: ComponentChildren }) {
  return (
    <section class="pile" aria-label={title}>
      <h3 class="zone-title">
        {title} <span class="count">{items.length}</span>
      </h3>
      {resolving ? <div class="resolving">{resolving}</div> : null}
      {items.length ? (
        <ol class="pile-items">
          {items.map((it, i) => (
            <Entry key={it.key} it={it} top={i === 0} />
          ))}
        </ol>
      ) : resolving ? null : (
        <p class="muted empty">{empty}</p>
      )}
    </section>
  );
}
