import type { ComponentChildren } from 'preact';
import { usePick } from './table-context';

export interface MatProps {
  readonly seat: number;
  readonly name: string;
  readonly you: boolean;
  readonly active: boolean;
  readonly out?: boolean;
  /** Short figures beside the name (health, coins, souls...). */
  readonly stats: ComponentChildren;
  readonly children: ComponentChildren;
}

/** A player's area: the name with its figures and the game's zones; the seat itself can be a target (`seat:N`). */
export function PlayerMat(p: MatProps) {
  const { state, onClick, className } = usePick(`seat:${p.seat}`);
  return (
    <section
      class={`player mat ${p.you ? 'you' : 'opponent'} ${p.active ? 'current' : ''} ${p.out ? 'out' : ''} ${className}`}
      data-seat={p.seat}
      data-pick={`seat:${p.seat}`}
      onClick={onClick}
    >
      <header class="mat-head">
        <h3>
          {p.name}
          {p.you ? <span class="tag">you</span> : null}
          {p.active ? <span class="tag turn">turn</span> : null}
        </h3>
        <div class="mat-stats">{p.stats}</div>
        {state.chip ? <span class="chip">{state.chip}</span> : null}
      </header>
      <div class="mat-zones">{p.children}</div>
    </section>
  );
}

/** A named row of a mat or of the centre (items, souls, hand, shop...). */
export function Zone({ title, children, class: cls = '' }: { title: string; children: ComponentChildren; class?: string }) {
  return (
    <div class={`zone ${cls}`}>
      <div class="zone-title">{title}</div>
      <div class="zone-cards">{children}</div>
    </div>
  );
}
