import { cardName } from './catalog';
import { h, seatName } from './dom';
import type { FsCardView, FsStackItemView, FsView } from '../../src/client/games';
import type { SeatLabel } from './tables';

/* The Four Souls table, from src/games/four-souls/view.ts (FsView). The view carries card ids;
 * names, printed numbers and text come from the game's card catalog. Anything unexpected falls
 * back to the generic tree (the caller catches). */

type Obj = Record<string, unknown>;
type Card = FsView['bonusSouls'][number] & Partial<FsCardView>;

export function isFourSoulsView(v: unknown): v is FsView {
  const o = v as FsView | null;
  return !!o && Array.isArray(o.players) && !!o.players[0]?.character && !!o.slots && Array.isArray(o.stack) && !!o.deckCounts;
}

/** object id → card id, for every card in the view (targets and commands name objects by id). */
export function fourSoulsObjects(view: unknown): Map<string, string> {
  const map = new Map<string, string>();
  const walk = (x: unknown, depth: number) => {
    if (!x || typeof x !== 'object' || depth > 10) return;
    if (Array.isArray(x)) return x.forEach((y) => walk(y, depth + 1));
    const o = x as Obj;
    if (typeof o.id === 'string' && typeof o.card === 'string') map.set(o.id, o.card);
    for (const y of Object.values(o)) walk(y, depth + 1);
  };
  walk(view, 0);
  return map;
}

/** What a card shows without hovering: the view's current values (a monster's health, dice to hit, attack; a shop item's price; souls). */
function currentValues(c: Card): string | null {
  const parts = [
    c.health !== undefined ? `♥${c.health}${c.maxHealth !== undefined ? `/${c.maxHealth}` : ''}` : null,
    c.diceToHit !== undefined ? `🎲${c.diceToHit}+` : null,
    c.attack !== undefined ? `⚔${c.attack}` : null,
    c.price !== undefined ? `${c.price}¢` : null,
    c.souls ? `${c.souls} soul${c.souls > 1 ? 's' : ''}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

/** A card on the table; `data-obj` (its object id) is what targets and commands name, `data-card` opens its face. */
const cardEl = (c: Card, extra = '') => {
  const stats = currentValues(c);
  return h(
    'span.card',
    { 'data-card': c.card, 'data-obj': c.id, 'data-current': stats, class: c.tapped ? 'tapped' : '', title: c.tapped ? 'tapped' : null },
    c.name ?? cardName(c.card),
    stats ? h('span.stats', ` ${stats}`) : null,
    c.damage && !stats ? h('span.dmg', ` −${c.damage}`) : null,
    c.tapped ? ' ⟲' : '',
    extra,
  );
};

/** A die face for a roll (⚀…⚅). */
export const dieFace = (n: number): string => (n >= 1 && n <= 6 ? String.fromCodePoint(0x2680 + n - 1) : String(n));

export function fourSoulsTable(v: FsView, seats: readonly SeatLabel[]): HTMLElement {
  const objects = fourSoulsObjects(v);
  const objName = (id: unknown) => (id === 'deck' ? 'the top of the deck' : cardName(objects.get(String(id)) ?? String(id)));
  const targetText = (t: Obj) => (typeof t.seat === 'number' ? seatName(t.seat) : objName(t.id));
  const name = (seat: number) => {
    const s = seats.find((x) => x.seat === seat);
    return `${seatName(seat)}${s?.name ? ` · ${s.name}` : ''}${s?.bot ? ` (bot ${s.bot})` : ''}`;
  };
  /** A stack object by the server's name for it and what it will do; a roll drawn as a die. */
  const stackItem = (it: FsStackItemView | { readonly id: string; readonly kind: string; readonly controller: number; readonly targets: readonly Obj[] }) => {
    const o = it as unknown as Obj;
    const source = o.sourceCard ?? o.card ?? o.monsterCard;
    const targets = (o.targets as Obj[] | undefined) ?? [];
    const named = typeof o.name === 'string' ? (o as unknown as FsStackItemView) : null;
    return h(
      'li.stack-item',
      {
        'data-obj': String(o.id),
        'data-kind': String(o.kind),
        'data-source': source ? String(source) : null,
        'data-card': source ? String(source) : null,
        'data-target': targets.length
          ? targets.map((t) => (typeof t.seat === 'number' ? `seat:${t.seat}` : (objects.get(String(t.id)) ?? String(t.id)))).join(',')
          : null,
      },
      o.kind === 'roll' ? h('span.die', { 'data-value': String(o.value) }, `${dieFace(Number(o.value))} `) : null,
      h('b', named ? named.name : source ? cardName(String(source)) : String(o.kind)),
      named?.text ? ` — ${named.text}` : '',
      ` · ${seatName(Number(o.controller))}`,
      targets.length ? ` · aims at ${targets.map(targetText).join(', ')}` : '',
    );
  };
  const slotRow = (kind: string, slots: readonly (readonly Card[])[]) =>
    h(
      'div.slot-row',
      h('span.label', `${kind === 'shop' ? 'Shop' : kind === 'room' ? 'Room' : 'Monsters'}: `),
      slots.map((pile, i) => {
        const top = pile[pile.length - 1];
        return h(
          'span.slot',
          { 'data-slot': `${kind}-${i}` },
          top ? cardEl(top) : h('span.muted', 'empty'),
          pile.length > 1 ? h('span.muted', ` (+${pile.length - 1} covered)`) : '',
        );
      }),
    );
  const decision = v.decision;
  const players = v.players.map((p) =>
    h(
      'section.player',
      { class: [p.seat === v.you ? 'you' : '', p.seat === v.turn?.active ? 'current' : '', p.conceded ? 'out' : ''].join(' '), 'data-seat': p.seat },
      h('h3', name(p.seat), p.seat === v.you ? ' — you' : '', p.seat === v.turn?.active ? ' ▶' : '', v.priority?.seat === p.seat ? ' · priority' : ''),
      h(
        'div.meta',
        `♥ ${p.health}/${p.maxHealth} · ⚔ ${p.attack} · ${p.coins}¢ · Souls: `,
        h('b.souls', String(p.soulCount)),
        ' · Hand: ',
        h('b.hand-size', String(p.handCount)),
        p.diedThisTurn ? ' · died this turn' : '',
      ),
      h('div', h('span.label', 'Character: '), cardEl(p.character)),
      h('div', h('span.label', 'Items: '), p.items.length ? p.items.map((c) => cardEl(c)) : h('span.muted', 'none')),
      p.souls.length
        ? h(
            'div',
            h('span.label', 'Souls: '),
            p.souls.map((c) => cardEl(c)),
          )
        : null,
      p.curses.length
        ? h(
            'div',
            h('span.label', 'Curses: '),
            p.curses.map((c) => cardEl(c)),
          )
        : null,
      p.hand ? h('div.hand', h('span.label', 'Hand: '), p.hand.length ? p.hand.map((c) => cardEl(c)) : h('span.muted', 'empty')) : null,
    ),
  );
  const top = (deck: keyof FsView['discards']) => {
    const d = v.discards?.[deck] ?? [];
    return d.length ? cardName(d[d.length - 1]!.card) : '—';
  };
  return h(
    'div.table.four-souls',
    h(
      'div.center',
      h(
        'div.info',
        v.turn ? `Turn ${v.turn.number} · ${seatName(v.turn.active)} active · ${v.stepText}` : `Status: ${v.status}`,
        v.priority ? ` · Priority: ${seatName(v.priority.seat)} (${v.priority.passes} passes)` : '',
        decision ? ` · Decision (${decision.kind}) by ${seatName(decision.seat)}` : '',
      ),
      h(
        'div.decks',
        (['loot', 'treasure', 'monster', ...(v.slots.room?.length ? (['room'] as const) : [])] as const).map((d) =>
          h('span.deck', { 'data-deck': d }, `${d[0]!.toUpperCase()}${d.slice(1)} deck: `, h('b', String(v.deckCounts[d] ?? 0)), ` · discard top: ${top(d)}`),
        ),
      ),
      deckOrders(v),
      slotRow('shop', v.slots.shop ?? []),
      slotRow('monster', v.slots.monster ?? []),
      v.slots.room?.length ? slotRow('room', v.slots.room) : null,
      v.bonusSouls?.length
        ? h(
            'div',
            h('span.label', 'Bonus souls: '),
            v.bonusSouls.map((c) => cardEl(c)),
          )
        : null,
      h(
        'div.stack',
        h('span.label', `The stack (${v.stack.length}, top first): `),
        v.stack.length ? h('ol', [...v.stack].reverse().map(stackItem)) : h('span.muted', 'empty'),
      ),
      v.resolving ? h('div', h('span.label', 'Resolving: '), h('ol', stackItem(v.resolving.item as unknown as FsStackItemView))) : null,
      v.pending?.length ? h('div.muted', `${v.pending.length} triggered abilities waiting to go on the stack`) : null,
      v.looking
        ? h(
            'div',
            h('span.label', 'You look at (top first): '),
            v.looking.map((c) => cardEl(c)),
          )
        : null,
      v.winners ? h('div.prompt', `Winners: ${v.winners.map(seatName).join(', ')}${v.endReason ? ` (${v.endReason})` : ''}`) : null,
    ),
    h('div.players', players),
  );
}

/** The omniscient view (a finished match's replay) carries every deck's order, top first: one list per deck that has cards. */
function deckOrders(v: FsView): HTMLElement | null {
  const decks = v.decks;
  if (!decks) return null;
  const kinds = (['loot', 'treasure', 'monster', 'room'] as const).filter((d) => decks[d].length > 0);
  return h(
    'div.deck-orders',
    kinds.map((d) =>
      h(
        'details.deck-order',
        { 'data-deck': d },
        h('summary', `${d[0]!.toUpperCase()}${d.slice(1)} deck order (${decks[d].length}, top first)`),
        h(
          'ol',
          decks[d].map((c) => h('li', cardEl(c))),
        ),
      ),
    ),
  );
}

/**
 * Data attributes for a Four Souls action button, so a target can be picked by what it is:
 * `data-card` (the card played, used, attacked or bought, by card id) and `data-target` (each
 * target as `seat:N` or its card id, comma-separated).
 */
export function fourSoulsActionData(cmd: Obj, view: unknown): Record<string, string> {
  const objects = fourSoulsObjects(view);
  const subject = cmd.card ?? cmd.source ?? cmd.monster ?? cmd.item;
  const out: Record<string, string> = {};
  if (subject !== undefined) out['data-card'] = subject === 'deck' ? 'deck' : (objects.get(String(subject)) ?? String(subject));
  const targets = (cmd.targets as Obj[] | undefined) ?? [];
  if (targets.length)
    out['data-target'] = targets.map((t) => (typeof t.seat === 'number' ? `seat:${t.seat}` : (objects.get(String(t.id)) ?? String(t.id)))).join(',');
  if (cmd.viaCharacter) out['data-via'] = 'character';
  return out;
}

/* ── Picking on the table ────────────────────────────────────────────────────────────────────────
 * A command that names players or objects (targets, the monster attacked, the item bought, a
 * choice) can be built by clicking the table: the elements it may name are highlighted. */

/** One thing on the table a command names, as a key: `seat:N`, `obj:ID`, `deck:KIND`, `slot:KIND-I`. */
export type PickKey = string;

/** The table elements a command names, in order; null when it names nothing clickable. */
export function fourSoulsPicks(cmd: Obj, view: unknown): PickKey[] | null {
  const target = (t: Obj) => (typeof t.seat === 'number' ? `seat:${t.seat}` : `obj:${String(t.id)}`);
  switch (cmd.type) {
    case 'play-loot':
    case 'activate': {
      const ts = (cmd.targets as Obj[] | undefined) ?? [];
      return ts.length ? ts.map(target) : null;
    }
    case 'declare-attack':
      return [cmd.monster === 'deck' ? 'deck:monster' : `obj:${String(cmd.monster)}`];
    case 'declare-purchase':
      return [cmd.item === 'deck' ? 'deck:treasure' : `obj:${String(cmd.item)}`];
    case 'choose': {
      const decision = (view as FsView | null)?.decision;
      const what = decision && 'what' in decision ? decision.what : undefined;
      if (what === 'monster-slot') return [`slot:monster-${String(cmd.option)}`];
      if (what === 'curse-player') return [`seat:${String(cmd.option)}`];
      return fourSoulsObjects(view).has(String(cmd.option)) ? [`obj:${String(cmd.option)}`] : null;
    }
    default:
      return null;
  }
}

/** Commands that differ only in what they name share a key (and one "pick on the table" button). */
export function fourSoulsPickGroup(cmd: Obj, view: unknown): { key: string; label: string; data: Record<string, string> } | null {
  if (!fourSoulsPicks(cmd, view)) return null;
  const { targets: _t, monster: _m, item: _i, option: _o, ...rest } = cmd;
  const objects = fourSoulsObjects(view);
  const obj = (id: unknown) => cardName(objects.get(String(id)) ?? String(id));
  const mode = typeof cmd.mode === 'number' ? ` (option ${cmd.mode + 1})` : '';
  const data: Record<string, string> = { 'data-type': String(cmd.type) };
  let label: string;
  switch (cmd.type) {
    case 'play-loot':
      label = `Play ${obj(cmd.card)}${cmd.viaCharacter ? ' (character tap)' : ''}${mode}`;
      data['data-card'] = objects.get(String(cmd.card)) ?? String(cmd.card);
      if (cmd.viaCharacter) data['data-via'] = 'character';
      break;
    case 'activate':
      label = `Use ${obj(cmd.source)}${Number(cmd.ability) > 0 ? ` ability ${Number(cmd.ability) + 1}` : ''}${mode}`;
      data['data-card'] = objects.get(String(cmd.source)) ?? String(cmd.source);
      break;
    case 'declare-attack':
      label = 'Attack';
      break;
    case 'declare-purchase':
      label = 'Buy';
      break;
    default:
      label = 'Choose';
  }
  return { key: JSON.stringify(rest), label, data };
}

/** CSS selector of the table element for a pick key. */
export function pickSelector(key: PickKey): string {
  const [kind, ...rest] = key.split(':');
  const value = CSS.escape(rest.join(':'));
  switch (kind) {
    case 'seat':
      return `.player[data-seat="${value}"]`;
    case 'deck':
      return `.deck[data-deck="${value}"]`;
    case 'slot':
      return `.slot[data-slot="${value}"]`;
    default:
      return `[data-obj="${value}"]`;
  }
}
