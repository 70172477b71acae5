import type { MCardView, MStackView, MView } from '../../src/client';
import { h, seatName } from './dom';

/* Table drawings from a game's view: Mansters has its own (Four Souls: four-souls.ts); any other game gets a readable tree. */

type Obj = Record<string, unknown>;
// The Mansters view as the server types it (src/client): the table draws exactly what is sent.
type CardV = MCardView;
type StackV = MStackView;
export interface SeatLabel {
  seat: number;
  name: string | null;
  bot: string | null;
}

const cardEl = (c: CardV) => h('span.card', { 'data-card': c.card }, c.name);

function stackEl(s: StackV | null, active: boolean, index: number, shielded: boolean): HTMLElement {
  const title = `Slab ${index + 1}${active ? ' (active)' : ''}${shielded ? ' (shielded)' : ''}`;
  if (!s) return h('div.slab.empty', { class: active ? 'active' : '' }, h('div.slab-title', title), h('div.muted', 'empty'));
  return h(
    'div.slab',
    { class: active ? 'active' : '' },
    h('div.slab-title', title),
    h('div.stats', `♥ ${s.remaining}/${s.health}`, s.damage ? h('span.dmg', ` (−${s.damage})`) : null, ` ⚔ ${s.attack}`, s.full ? ' · full' : ''),
    h('div.cards', s.cards.map(cardEl)),
  );
}

/** The Mansters table, from src/games/mansters/view.ts (its cards carry their names). */
export function manstersTable(v: MView, seats: readonly SeatLabel[]): HTMLElement {
  const name = (seat: number) => {
    const s = seats.find((x) => x.seat === seat);
    return `${seatName(seat)}${s?.name ? ` · ${s.name}` : ''}${s?.bot ? ` (bot ${s.bot})` : ''}`;
  };
  const players = v.players.map((p) =>
    h(
      'section.player',
      { class: [p.seat === v.you ? 'you' : '', p.seat === v.current ? 'current' : '', p.status !== 'playing' ? 'out' : ''].join(' '), 'data-seat': p.seat },
      h('h3', name(p.seat), p.seat === v.you ? ' — you' : '', p.seat === v.current ? ' ▶' : ''),
      h('div.meta', `Status: ${p.status} · Hand: `, h('b.hand-size', String(p.handSize)), ` · Direct damage: `, h('b.direct', String(p.directDamage))),
      h(
        'div.slabs',
        p.slabs.map((s, i) => stackEl(s, i === p.activeSlab, i, p.shieldedSlab === i)),
      ),
      p.hand ? h('div.hand', h('span.label', 'Hand: '), p.hand.length ? p.hand.map(cardEl) : h('span.muted', 'empty')) : null,
    ),
  );
  const grave = v.graveyard;
  return h(
    'div.table.mansters',
    h(
      'div.center',
      h(
        'div.info',
        `Phase: ${v.phase}`,
        v.turnNumber ? ` · Turn ${v.turnNumber}${v.turnLimit === null ? '' : `/${v.turnLimit}`}` : '',
        v.current !== null ? ` · ${seatName(v.current)} to play` : '',
        v.step ? ` · Step: ${v.step}` : '',
        v.step === 'play' ? ` · ${v.playsMade} played` : '',
      ),
      h(
        'div.decks',
        h('span.deck', 'Morgue: ', h('b.morgue-count', String(v.morgueCount))),
        h('span.deck', 'Manster deck: ', h('b.manster-count', String(v.mansterDeckCount))),
        h('span.deck', 'Graveyard: ', h('b', String(grave.length))),
      ),
      h('div.graveyard', h('span.label', 'Graveyard (top first): '), grave.length ? grave.map(cardEl) : h('span.muted', 'empty')),
      v.revealed.length
        ? h(
            'div.revealed',
            h('span.label', 'Revealed: '),
            v.revealed.map((r) => h('span', `${seatName(r.seat)}: `, cardEl(r.card))),
          )
        : null,
      v.trade
        ? h(
            'div.trade',
            `Trade: ${seatName(v.trade.from)} → ${seatName(v.trade.to)}`,
            v.trade.give ? [' gives ', v.trade.give.map(cardEl)] : ' (cards hidden)',
            v.trade.ask !== null ? `, asks ${v.trade.ask}` : '',
          )
        : null,
      v.morgue ? h('details', h('summary', `Morgue order (${v.morgue.length})`), v.morgue.map(cardEl)) : null,
      v.mansterDeck ? h('details', h('summary', `Manster deck order (${v.mansterDeck.length})`), v.mansterDeck.map(cardEl)) : null,
    ),
    h('div.players', players),
  );
}

/** Any game: the view as a collapsible tree. */
export function genericTable(view: unknown): HTMLElement {
  return h('div.table.generic', h('div.tree', tree(view, 'view', 0)));
}

function tree(v: unknown, key: string, depth: number): HTMLElement {
  if (v === null || typeof v !== 'object') return h('div.leaf', h('span.key', `${key}: `), h('span.val', v === null ? '—' : String(v)));
  const o = v as Obj;
  if (typeof o.name === 'string' && Object.keys(o).length <= 4 && !Object.values(o).some((x) => x && typeof x === 'object')) {
    return h('div.leaf', h('span.key', `${key}: `), h('span.card', { title: JSON.stringify(o) }, o.name));
  }
  const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(o);
  const summary = Array.isArray(v) ? `${key} [${v.length}]` : key;
  if (!entries.length) return h('div.leaf', h('span.key', `${key}: `), h('span.muted', Array.isArray(v) ? 'none' : '{}'));
  return h(
    'details',
    { open: depth < 3 },
    h('summary', summary),
    h(
      'div.children',
      entries.map(([k, x]) => tree(x, k, depth + 1)),
    ),
  );
}
