import { h, seatName } from './dom';
import type { SeatLabel } from './tables';

/* The Four Souls table, from src/games/four-souls/view.ts (FsView). The view carries card ids but
 * no names: names are the ids in title case ("the-d6" → "The D6"). Anything unexpected falls back
 * to the generic tree (the caller catches). */

type Obj = Record<string, unknown>;
interface Card { id: string; card: string; tapped?: boolean; damage?: number }
interface FsPlayer { seat: number; character: Card; items: Card[]; souls: Card[]; soulCount: number; curses: Card[]; handCount: number; hand: Card[] | null; coins: number; health: number; maxHealth: number; attack: number; lootPlays: number; purchases: number; attacks: number; diedThisTurn: boolean; conceded: boolean }
interface FsView {
  status: string; you: number | null; turn: { number: number; active: number; step: string; attack: Obj | null } | null; priority: { seat: number; passes: number } | null;
  players: FsPlayer[]; deckCounts: Record<string, number>; discards: Record<string, Card[]>; slots: Record<string, Card[][]>; stack: Obj[]; pending: Obj[]; resolving: { item: Obj } | null;
  bonusSouls: Card[]; decision: Obj | null; looking: Card[] | null; winners: number[] | null; endReason: string | null;
}

export const cardName = (id: string): string => id.split('-').map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w)).join(' ');

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

const cardEl = (c: Card, extra = '') =>
  h('span.card', { 'data-card': c.card, class: c.tapped ? 'tapped' : '', title: `${c.card} (${c.id})${c.tapped ? ' — tapped' : ''}` }, cardName(c.card), c.damage ? h('span.dmg', ` −${c.damage}`) : null, c.tapped ? ' ⟲' : '', extra);

export function fourSoulsTable(v: FsView, seats: readonly SeatLabel[]): HTMLElement {
  const objects = fourSoulsObjects(v);
  const objName = (id: unknown) => (id === 'deck' ? 'the top of the deck' : cardName(objects.get(String(id)) ?? String(id)));
  const targetText = (t: Obj) => (typeof t.seat === 'number' ? seatName(t.seat) : objName(t.id));
  const name = (seat: number) => {
    const s = seats.find((x) => x.seat === seat);
    return `${seatName(seat)}${s?.name ? ` · ${s.name}` : ''}${s?.bot ? ` (bot ${s.bot})` : ''}`;
  };
  const stackItem = (it: Obj) => {
    const source = it.sourceCard ?? it.card ?? it.monsterCard;
    const what =
      it.kind === 'roll' ? `roll: ${it.value}` : it.kind === 'attack' ? `attack on ${objName(it.monster)}` : it.kind === 'purchase' ? `purchase of ${objName(it.item)}` : it.kind === 'damage' ? `${it.amount} damage` : it.kind === 'player-death' || it.kind === 'death-penalty' ? `${it.kind} of ${seatName(Number(it.seat))}` : it.kind === 'monster-death' ? `death of ${objName(it.monster)}` : String(it.kind);
    const targets = (it.targets as Obj[] | undefined) ?? [];
    return h('li.stack-item', { 'data-kind': String(it.kind), 'data-source': source ? String(source) : null, 'data-target': targets.length ? targets.map((t) => (typeof t.seat === 'number' ? `seat:${t.seat}` : (objects.get(String(t.id)) ?? String(t.id)))).join(',') : null }, h('b', source ? `${cardName(String(source))}` : what), source ? ` — ${what}` : '', ` · controller ${seatName(Number(it.controller))}`, targets.length ? ` · targets ${targets.map(targetText).join(', ')}` : '');
  };
  const slotRow = (kind: string, slots: Card[][]) =>
    h(
      'div.slot-row',
      h('span.label', `${kind === 'shop' ? 'Shop' : 'Monsters'}: `),
      slots.map((pile, i) => {
        const top = pile[pile.length - 1];
        return h('span.slot', { 'data-slot': `${kind}-${i}` }, top ? cardEl(top) : h('span.muted', 'empty'), pile.length > 1 ? h('span.muted', ` (+${pile.length - 1} covered)`) : '');
      }),
    );
  const decision = v.decision;
  const players = v.players.map((p) =>
    h(
      'section.player',
      { class: [p.seat === v.you ? 'you' : '', p.seat === v.turn?.active ? 'current' : '', p.conceded ? 'out' : ''].join(' '), 'data-seat': p.seat },
      h('h3', name(p.seat), p.seat === v.you ? ' — you' : '', p.seat === v.turn?.active ? ' ▶' : '', v.priority?.seat === p.seat ? ' · priority' : ''),
      h('div.meta', `♥ ${p.health}/${p.maxHealth} · ⚔ ${p.attack} · ${p.coins}¢ · Souls: `, h('b.souls', String(p.soulCount)), ' · Hand: ', h('b.hand-size', String(p.handCount)), p.diedThisTurn ? ' · died this turn' : ''),
      h('div', h('span.label', 'Character: '), cardEl(p.character)),
      h('div', h('span.label', 'Items: '), p.items.length ? p.items.map((c) => cardEl(c)) : h('span.muted', 'none')),
      p.souls.length ? h('div', h('span.label', 'Souls: '), p.souls.map((c) => cardEl(c))) : null,
      p.curses.length ? h('div', h('span.label', 'Curses: '), p.curses.map((c) => cardEl(c))) : null,
      p.hand ? h('div.hand', h('span.label', 'Hand: '), p.hand.length ? p.hand.map((c) => cardEl(c)) : h('span.muted', 'empty')) : null,
    ),
  );
  const top = (deck: string) => {
    const d = v.discards?.[deck] ?? [];
    return d.length ? cardName(d[d.length - 1]!.card) : '—';
  };
  return h(
    'div.table.four-souls',
    h(
      'div.center',
      h('div.info', v.turn ? `Turn ${v.turn.number} · ${seatName(v.turn.active)} active · Step: ${v.turn.step}` : `Status: ${v.status}`, v.priority ? ` · Priority: ${seatName(v.priority.seat)} (${v.priority.passes} passes)` : '', decision ? ` · Decision: ${String(decision.kind)}${decision.what ? ` (${String(decision.what)})` : ''} by ${seatName(Number(decision.seat))}` : ''),
      h('div.decks', ['loot', 'treasure', 'monster'].map((d) => h('span.deck', `${cardName(d)} deck: `, h('b', String(v.deckCounts[d] ?? 0)), ` · discard top: ${top(d)}`))),
      slotRow('shop', v.slots.shop ?? []),
      slotRow('monster', v.slots.monster ?? []),
      v.bonusSouls?.length ? h('div', h('span.label', 'Bonus souls: '), v.bonusSouls.map((c) => cardEl(c))) : null,
      h('div.stack', h('span.label', `The stack (${v.stack.length}, top first): `), v.stack.length ? h('ol', [...v.stack].reverse().map(stackItem)) : h('span.muted', 'empty')),
      v.resolving ? h('div', h('span.label', 'Resolving: '), h('ol', stackItem(v.resolving.item))) : null,
      v.pending?.length ? h('div.muted', `${v.pending.length} triggered abilities waiting to go on the stack`) : null,
      v.looking ? h('div', h('span.label', 'You look at (top first): '), v.looking.map((c) => cardEl(c))) : null,
      v.winners ? h('div.prompt', `Winners: ${v.winners.map(seatName).join(', ')}${v.endReason ? ` (${v.endReason})` : ''}`) : null,
    ),
    h('div.players', players),
  );
}

/** Readable labels for Four Souls commands (FsCommand). */
export function fourSoulsLabel(cmd: Obj, view: unknown): string | null {
  const objects = fourSoulsObjects(view);
  const obj = (id: unknown) => (id === 'deck' ? 'the top of the deck' : cardName(objects.get(String(id)) ?? String(id)));
  const you = (view as { you?: number | null } | null)?.you ?? null;
  const slots = (view as { slots?: Record<string, Card[][]> } | null)?.slots ?? {};
  const where = (id: unknown) => {
    for (const [kind, piles] of Object.entries(slots)) {
      const i = piles.findIndex((p) => p[p.length - 1]?.id === id);
      if (i >= 0) return ` (${kind === 'monster' ? 'monster' : kind} slot ${i + 1})`;
    }
    return '';
  };
  const targetName = (t: Obj) => (typeof t.seat === 'number' ? `${seatName(t.seat)}${t.seat === you ? ' (you)' : ''}` : `${obj(t.id)}${where(t.id)}`);
  const targets = (cmd.targets as Obj[] | undefined)?.length ? ` → ${(cmd.targets as Obj[]).map(targetName).join(', ')}` : '';
  const mode = typeof cmd.mode === 'number' ? ` (option ${cmd.mode + 1})` : '';
  switch (cmd.type) {
    case 'pass':
      return 'Pass priority';
    case 'play-loot':
      return `Play ${obj(cmd.card)}${cmd.viaCharacter ? ' (character tap)' : ''}${targets}${mode}`;
    case 'activate':
      return `Use ${obj(cmd.source)}${Number(cmd.ability) > 0 ? ` ability ${Number(cmd.ability) + 1}` : ''}${targets}${mode}`;
    case 'declare-attack':
      return cmd.monster === 'deck' ? 'Attack the top of the monster deck' : `Attack ${obj(cmd.monster)}${where(cmd.monster)}`;
    case 'declare-purchase':
      return `Buy ${obj(cmd.item)}`;
    case 'end-turn':
      return 'End the turn';
    case 'order-triggers':
      return `Order triggers: ${(cmd.keys as string[]).join(' → ')}`;
    case 'choose':
      return `Choose ${objects.has(String(cmd.option)) ? obj(cmd.option) : /^\d+$/.test(String(cmd.option)) ? seatName(Number(cmd.option)) : String(cmd.option)}`;
    case 'arrange':
      return `Put back: ${(cmd.ids as string[]).map(obj).join(', ')}`;
    case 'concede':
      return 'Concede';
    default:
      return null;
  }
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
  if (targets.length) out['data-target'] = targets.map((t) => (typeof t.seat === 'number' ? `seat:${t.seat}` : (objects.get(String(t.id)) ?? String(t.id)))).join(',');
  if (cmd.viaCharacter) out['data-via'] = 'character';
  return out;
}

/** One line for the common Four Souls events; null for the rest (shown generically). */
export function fourSoulsEventLine(e: Obj, objects: ReadonlyMap<string, string> = new Map()): string | null {
  const s = (k: string) => seatName(Number(e[k]));
  const obj = e.obj as Card | undefined;
  /** An object by name when the current view still shows it, else by id. */
  const named = (id: unknown) => (objects.has(String(id)) ? cardName(objects.get(String(id))!) : `object ${String(id ?? '?')}`);
  const target = (t: unknown) => {
    const o = t as Obj | null;
    return o && typeof o.seat === 'number' ? seatName(o.seat) : named(o?.id);
  };
  const zone = (z: unknown) => {
    const o = (z ?? {}) as Obj;
    return o.z === 'hand' ? `${seatName(Number(o.seat))}'s hand` : o.z === 'deck' || o.z === 'discard' ? `the ${String(o.deck)} ${String(o.z)}` : String(o.z ?? '?');
  };
  switch (e.type) {
    case 'turn-started':
      return `Turn ${e.number}: ${s('seat')}`;
    case 'step-changed':
      return `Step: ${e.step}`;
    case 'priority-given':
      return `${s('seat')} has priority`;
    case 'priority-passed':
      return `${s('seat')} passed priority to ${s('to')}`;
    case 'priority-cleared':
      return 'Everyone passed';
    case 'stack-pushed': {
      const it = (e.item ?? {}) as Obj;
      const src = it.sourceCard ?? it.card ?? it.monsterCard;
      return `On the stack: ${src ? cardName(String(src)) + ' ' : ''}${String(it.kind)}${typeof it.value === 'number' ? ` ${it.value}` : ''} (${seatName(Number(it.controller))})`;
    }
    case 'stack-popped':
      return `Stack item ${String(e.id)} ${e.reason === 'resolve' ? 'resolved' : e.reason === 'cancel' ? 'was cancelled' : 'fizzled'}`;
    case 'moved':
      return `${obj?.card ? cardName(obj.card) : 'A card'}: ${zone(e.from)} → ${zone(e.to)}`;
    case 'tapped':
      return `${named(e.id)} ${e.tapped ? 'tapped' : 'recharged'}`;
    case 'coins-changed':
      return `${s('seat')} ${Number(e.delta) >= 0 ? 'gains' : 'loses'} ${Math.abs(Number(e.delta))}¢`;
    case 'damaged':
      return `${target(e.target)} takes ${e.amount} damage`;
    case 'healed':
      return `${target(e.target)} heals ${e.amount}`;
    case 'player-died':
      return `${s('seat')} died`;
    case 'game-over':
      return `Game over: ${((e.winners as number[]) ?? []).map(seatName).join(', ') || 'nobody'} won (${e.reason})`;
    default:
      return null;
  }
}
