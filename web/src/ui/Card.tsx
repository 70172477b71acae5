import type { ComponentChildren } from 'preact';
import { catalogCard } from '../catalog';
import type { PickKey } from './picking';
import { usePick } from './table-context';

/** A number shown on a card: its current value, and the printed one with why they differ when they do. */
export interface CardNumber {
  readonly icon: 'health' | 'dice' | 'attack' | 'coins' | 'souls' | 'meat' | 'bone';
  readonly value: string;
  /** Why the value differs from the printed one ("5+ with your attack-roll bonus; printed 6+"). */
  readonly note?: string;
}

export interface CardProps {
  /** The catalog card id (name, kind and text come from the catalog when not given). */
  readonly card: string;
  /** The object id on the table: what actions name (`obj:ID`). */
  readonly obj?: string;
  readonly name?: string;
  readonly kind?: string;
  readonly numbers?: readonly CardNumber[];
  readonly tapped?: boolean;
  readonly counters?: number;
  readonly damage?: number;
  /** How many cards it covers in its slot. */
  readonly covered?: number;
  readonly size?: 'sm' | 'md';
  /** Another key than `obj:ID` to pick it by (e.g. a deck). */
  readonly pick?: PickKey | null;
  readonly children?: ComponentChildren;
}

const ICONS: Readonly<Record<CardNumber['icon'], string>> = { health: '♥', dice: '', attack: '⚔', coins: '', souls: '✦', meat: '♥', bone: '⚔' };

/**
 * A name with a word of 9 letters or more ("Horseshoe", "Gravewing", "Repossession") is set a step
 * smaller (table.css): at the usual size such a word is wider than a phone's card (56 px inside) or
 * a small card (54 px). A word wider still breaks where it must, never cut at the card's edge.
 */
const LONG_WORD = /\S{9}/;
/** A word of 12 letters or more ("Repossession") is wider still than a small card at that step: one more there. */
const LONGER_WORD = /\S{12}/;

/**
 * A card-shaped drawing of a catalog card (no art): name, kind, numbers, text and its state
 * (tapped, counters, damage, covered depth). `data-card` opens its full face; `data-obj` is what
 * the actions name. A card that can do something now shows a chip with the verb.
 */
export function Card(p: CardProps) {
  const cat = catalogCard(p.card);
  const key = p.pick !== undefined ? p.pick : p.obj ? `obj:${p.obj}` : null;
  const { state, onClick, className } = usePick(key);
  const kind = p.kind ?? cat?.kind ?? '';
  const name = p.name ?? cat?.name ?? p.card;
  return (
    <div
      class={`card ${p.size ?? 'md'} kind-${kind} ${p.tapped ? 'tapped' : ''} ${p.covered ? 'covering' : ''} ${className}`}
      data-card={p.card}
      data-obj={p.obj}
      data-pick={key ?? undefined}
      data-current={p.numbers?.map((n) => `${ICONS[n.icon]}${n.value}${n.note ? ` (${n.note})` : ''}`).join(' ') || undefined}
      title={p.tapped ? 'tapped' : undefined}
      onClick={onClick}
    >
      <div class={`card-name ${LONGER_WORD.test(name) ? 'long-name longer-name' : LONG_WORD.test(name) ? 'long-name' : ''}`}>{name}</div>
      <div class="card-kind">{kind}</div>
      {p.numbers?.length ? (
        <div class="card-numbers">
          {p.numbers.map((n) => (
            <span key={n.icon} class={`num num-${n.icon} ${n.note ? 'modified' : ''}`} title={n.note}>
              {ICONS[n.icon]}
              {n.value}
              {n.note ? '*' : ''}
            </span>
          ))}
        </div>
      ) : null}
      {cat?.text ? <div class="card-text">{cat.text}</div> : null}
      <div class="card-state">
        {p.tapped ? <span class="badge tapped-badge">tapped</span> : null}
        {p.counters ? <span class="badge counters">{p.counters} ●</span> : null}
        {p.damage ? <span class="badge damage">−{p.damage}</span> : null}
        {p.covered ? <span class="badge covered">+{p.covered} covered</span> : null}
      </div>
      {p.children}
      {state.chip ? <span class="chip">{state.chip}</span> : null}
    </div>
  );
}

/** A face-down card (an opponent's hand, a deck). */
export function CardBack({ label, pick, count }: { label: string; pick?: PickKey; count?: number }) {
  const { state, onClick, className } = usePick(pick ?? null);
  return (
    <div class={`card sm back ${className}`} data-pick={pick} data-deck={pick?.startsWith('deck:') ? pick.slice(5) : undefined} onClick={onClick}>
      <div class="back-label">{label}</div>
      {count !== undefined ? <b class="back-count">{count}</b> : null}
      {state.chip ? <span class="chip">{state.chip}</span> : null}
    </div>
  );
}
