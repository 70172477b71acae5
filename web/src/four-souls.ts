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

/** A card on the table; `data-obj` (its object id) is what targets and commands name. */
const cardEl = (c: Card, extra = '') =>
  h('span.card', { 'data-card': c.card, 'data-obj': c.id, class: c.tapped ? 'tapped' : '', title: `${c.card} (${c.id})${c.tapped ? ' — tapped' : ''}` }, cardName(c.card), c.damage ? h('span.dmg', ` −${c.damage}`) : null, c.tapped ? ' ⟲' : '', extra);

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
    return h('li.stack-item', { 'data-obj': String(it.id), 'data-kind': String(it.kind), 'data-source': source ? String(source) : null, 'data-target': targets.length ? targets.map((t) => (typeof t.seat === 'number' ? `seat:${t.seat}` : (objects.get(String(t.id)) ?? String(t.id)))).join(',') : null }, h('b', source ? `${cardName(String(source))}` : what), source ? ` — ${what}` : '', ` · controller ${seatName(Number(it.controller))}`, targets.length ? ` · targets ${targets.map(targetText).join(', ')}` : '');
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
      h('div.decks', ['loot', 'treasure', 'monster'].map((d) => h('span.deck', { 'data-deck': d }, `${cardName(d)} deck: `, h('b', String(v.deckCounts[d] ?? 0)), ` · discard top: ${top(d)}`))),
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

/* ── The log in words ─────────────────────────────────────────────────────────────────────────
 * The protocol carries no text, so the client words every Four Souls event (src/games/four-souls/
 * events.ts), full or in its redacted public form. Objects are named by what the log itself has
 * shown (a card's moves, a stack object's push) or the current view; never by hidden information. */

const STEPS: Record<string, string> = { 'start-triggers': 'start of turn', 'start-loot': 'loot draw', action: 'action', 'end-triggers': 'end of turn', 'end-cleanup': 'cleanup' };
const ALLOWANCES: Record<string, [string, string]> = { lootPlays: ['loot play', 'loot plays'], attacks: ['attack', 'attacks'], purchases: ['purchase', 'purchases'] };
const ATTACK_ENDS: Record<string, string> = { death: 'a death', cancelled: 'it was cancelled', 'left-play': 'the monster left play', 'turn-ended': 'the turn ended' };
const CHOICES: Record<string, string> = { discard: 'a loot card to discard', 'discard-to-10': 'loot cards to discard down to 10', 'destroy-item': 'an item to destroy', 'monster-slot': 'a monster slot', 'curse-player': 'a player to curse' };
const ROLL_CHANGES: Record<string, string> = { add: 'adjusted', set: 'set', flip: 'flipped', reroll: 'rerolled' };

/** Names of objects (cards and stack objects) as a log learns them, in event order. */
export class FsNames {
  private readonly cards = new Map<string, string>();
  private readonly stack = new Map<string, string>();

  constructor(view?: unknown) {
    for (const [id, card] of fourSoulsObjects(view)) this.cards.set(id, card);
    for (const it of ((view as { stack?: Obj[] } | null)?.stack ?? [])) this.stack.set(String(it.id), this.stackLabel(it));
  }

  /** A card or stack object by name when known, else by id. */
  obj(id: unknown): string {
    const key = String(id ?? '?');
    return this.stack.get(key) ?? (this.cards.has(key) ? cardName(this.cards.get(key)!) : `object ${key}`);
  }

  target(t: unknown): string {
    const o = t as Obj | null;
    return o && typeof o.seat === 'number' ? seatName(o.seat) : this.obj(o?.id);
  }

  stackLabel(it: Obj): string {
    const thing = (id: unknown) => (id === 'deck' ? 'the top of the deck' : this.obj(id));
    switch (it.kind) {
      case 'loot': case 'event': case 'dead-monster': return cardName(String(it.card));
      case 'ability': case 'trigger': return `${cardName(String(it.sourceCard))}'s ${it.kind === 'ability' ? 'ability' : 'trigger'}`;
      case 'roll': return `the roll of ${it.value}`;
      case 'attack': return `the attack on ${thing(it.monster)}`;
      case 'purchase': return `the purchase of ${thing(it.item)}`;
      case 'damage': return `${it.amount} combat damage`;
      case 'player-death': return `${seatName(Number(it.seat))}'s death`;
      case 'death-penalty': return `${seatName(Number(it.seat))}'s death penalty`;
      case 'monster-death': return `the death of ${thing(it.monster)}`;
      case 'rewards': return `${cardName(String(it.monsterCard))}'s ${it.which === 'on-death' ? 'on-death effect' : 'rewards'}`;
      case 'refill': return `the refill of ${it.slotKind} slot ${Number(it.slot) + 1}`;
      case 'turn-loot': return `${seatName(Number(it.seat))}'s turn loot`;
      default: return String(it.kind ?? 'an object');
    }
  }

  /** Learns the names an event shows (after it is worded). */
  learn(e: Obj): void {
    const card = (c: unknown) => {
      const o = c as Obj | null;
      if (o && typeof o.id === 'string' && typeof o.card === 'string') this.cards.set(o.id, o.card);
    };
    switch (e.type) {
      case 'moved': {
        const o = e.obj as Obj | undefined;
        card(o);
        if (o && typeof e.fromId === 'string' && typeof o.card === 'string') this.cards.set(e.fromId, o.card);
        break;
      }
      case 'player-seated': card(e.character); card(e.startingItem); break;
      case 'deck-formed': case 'deck-reshuffled': case 'set-aside': ((e.cards as unknown[]) ?? []).forEach(card); break;
      case 'stack-pushed': { const it = (e.item ?? {}) as Obj; this.stack.set(String(it.id), this.stackLabel(it)); break; }
      case 'roll-changed': this.stack.set(String(e.id), `the roll of ${e.value}`); break;
    }
  }
}

function zoneWords(z: unknown): string {
  const o = (z ?? {}) as Obj;
  switch (o.z) {
    case 'hand': case 'items': case 'souls': case 'curses': return `${seatName(Number(o.seat))}'s ${o.z}`;
    case 'deck': return `the ${String(o.deck)} deck${o.at === 'bottom' ? ' (bottom)' : ''}`;
    case 'discard': return `the ${String(o.deck)} discard`;
    case 'slot': return `${o.kind === 'shop' ? 'shop' : 'monster'} slot ${Number(o.slot) + 1}`;
    case 'limbo': return 'the stack';
    case 'outside': return 'outside the game';
    case 'bonus': return 'the bonus souls';
    case 'under': return 'under an item';
    default: return String(o.z ?? '?');
  }
}

/** A stack object as it goes on the stack: "Bomb loot", "roll 4", "attack on Gaper", "death of P2". */
function pushedWords(it: Obj, n: FsNames): string {
  const card = (k: string) => cardName(String(it[k]));
  const thing = (id: unknown) => (id === 'deck' ? 'the top of the deck' : n.obj(id));
  switch (it.kind) {
    case 'loot': case 'event': return `${card('card')} ${it.kind}`;
    case 'ability': case 'trigger': return `${card('sourceCard')} ${it.kind}`;
    case 'dead-monster': return `dead ${card('card')}`;
    case 'rewards': return `${card('monsterCard')} ${it.which === 'on-death' ? 'on-death effect' : 'rewards'}`;
    case 'roll': return `roll ${it.value}`;
    case 'attack': return `attack on ${thing(it.monster)}`;
    case 'purchase': return `purchase of ${thing(it.item)}`;
    case 'damage': return `${it.amount} combat damage`;
    case 'player-death': return `death of ${seatName(Number(it.seat))}`;
    case 'death-penalty': return `death penalty of ${seatName(Number(it.seat))}`;
    case 'monster-death': return `death of ${thing(it.monster)}`;
    case 'refill': return `refill of ${it.slotKind} slot ${Number(it.slot) + 1}`;
    case 'turn-loot': return `turn loot of ${seatName(Number(it.seat))}`;
    default: return String(it.kind);
  }
}

/** One line for a Four Souls event (every type of FsEvent, full or redacted); null if unknown. */
export function fourSoulsEventLine(e: Obj, n: FsNames = new FsNames()): string | null {
  const s = (k: string) => seatName(Number(e[k]));
  const count = (k: string) => (Array.isArray(e[k]) ? (e[k] as unknown[]).length : Number(e.count ?? 0));
  const plural = (k: number, one: string, many = `${one}s`) => `${k} ${k === 1 ? one : many}`;
  switch (e.type) {
    case 'game-started':
      return `Four Souls begins for ${e.seatCount} players: ${plural(Number(e.shopSlots), 'shop slot')}, ${plural(Number(e.monsterSlots), 'monster slot')}, at most ${e.turnCap} turns`;
    case 'deck-formed':
      return `The ${String(e.deck)} deck is shuffled (${plural(count('cards'), 'card')})`;
    case 'deck-reshuffled':
      return `The ${String(e.deck)} discard is shuffled into a new deck (${plural(count('cards'), 'card')})`;
    case 'player-seated': {
      const c = e.character as Card | undefined;
      const item = e.startingItem as Card | undefined;
      return `${s('seat')} is ${c ? cardName(c.card) : 'a character'}${item ? `, with ${cardName(item.card)}` : ''} and ${e.coins}¢`;
    }
    case 'set-aside': {
      const cards = (e.cards as Card[] | undefined) ?? [];
      return e.to === 'bonus' ? `Bonus souls: ${cards.map((c) => cardName(c.card)).join(', ') || 'none'}` : `${plural(cards.length, 'card')} set aside outside the game`;
    }
    case 'first-player-chosen':
      return `${s('seat')} goes first`;
    case 'turn-started':
      return `Turn ${e.number}: ${s('seat')}`;
    case 'step-changed':
      return `Step: ${STEPS[String(e.step)] ?? String(e.step)}`;
    case 'priority-given':
      return `${s('seat')} has priority`;
    case 'priority-passed':
      return `${s('seat')} passed priority to ${s('to')}`;
    case 'priority-cleared':
      return 'Everyone passed';
    case 'stack-pushed': {
      const it = (e.item ?? {}) as Obj;
      const targets = ((it.targets as unknown[]) ?? []).map((t) => n.target(t));
      return `On the stack: ${pushedWords(it, n)} (${seatName(Number(it.controller))})${targets.length ? ` → ${targets.join(', ')}` : ''}`;
    }
    case 'stack-popped': {
      const what = n.obj(e.id);
      const name = what.startsWith('object ') ? `Stack item ${String(e.id)}` : what[0]!.toUpperCase() + what.slice(1);
      return `${name} ${e.reason === 'resolve' ? 'resolved' : e.reason === 'cancel' ? 'was cancelled' : 'fizzled'}`;
    }
    case 'resolution-set': {
      const r = e.resolving as { item?: Obj } | null;
      return r?.item ? `Resolving ${n.stackLabel(r.item)}` : 'Resolution done';
    }
    case 'roll-changed':
      return `The roll is ${ROLL_CHANGES[String(e.how)] ?? String(e.how)}: now ${e.value}`;
    case 'triggered': {
      const t = (e.trigger ?? {}) as Obj;
      const owner = t.owner === 'monster' ? 'a monster' : seatName(Number(t.owner));
      return `Triggered: ${t.item ? n.stackLabel(t.item as Obj) : 'an ability'} (${owner})`;
    }
    case 'decision-opened': {
      const d = (e.decision ?? {}) as Obj;
      const who = seatName(Number(d.seat));
      if (d.kind === 'order-triggers') return `${who} orders ${Array.isArray(d.keys) ? plural(d.keys.length, 'simultaneous trigger') : 'simultaneous triggers'}`;
      if (d.kind === 'arrange') return `${who} looks at and rearranges ${Array.isArray(d.ids) ? `the top ${plural(d.ids.length, 'card')} of the ${String(d.deck)} deck` : 'the top of a deck'}`;
      return `${who} chooses ${CHOICES[String(d.what)] ?? String(d.what ?? 'an option')}`;
    }
    case 'decision-closed':
      return 'Decision made';
    case 'deck-arranged':
      return `${s('seat')} put back the top ${plural(count('ids'), 'card')} of the ${String(e.deck)} deck`;
    case 'moved': {
      const obj = e.obj as Card | undefined;
      return `${obj?.card ? cardName(obj.card) : 'A hidden card'}: ${zoneWords(e.from)} → ${zoneWords(e.to)}`;
    }
    case 'tapped':
      return `${n.obj(e.id)} ${e.tapped ? 'tapped' : 'recharged'}`;
    case 'coins-changed':
      return `${s('seat')} ${Number(e.delta) >= 0 ? 'gains' : 'loses'} ${Math.abs(Number(e.delta))}¢`;
    case 'allowance-changed': {
      const [one, many] = ALLOWANCES[String(e.what)] ?? [String(e.what), String(e.what)];
      const d = Number(e.delta);
      const a = /^[aeiou]/.test(one) ? 'an' : 'a';
      return d < 0 ? `${s('seat')} uses ${Math.abs(d) === 1 ? `${a} ${one}` : `${-d} ${many}`}` : `${s('seat')} may make ${d === 1 ? `one more ${one}` : `${d} more ${many}`}`;
    }
    case 'damaged':
      return `${n.target(e.target)} takes ${e.amount} damage`;
    case 'healed':
      return `${n.target(e.target)} heals ${e.amount}`;
    case 'attack-started': {
      const a = (e.attack ?? {}) as Obj;
      return `${seatName(Number(a.attacker))} attacks ${n.obj(a.monster)}`;
    }
    case 'attack-ended':
      return `The attack is over: ${ATTACK_ENDS[String(e.reason)] ?? String(e.reason)}`;
    case 'turn-end-requested':
      return 'The turn will end';
    case 'slot-added':
      return `A new ${e.kind === 'shop' ? 'shop' : 'monster'} slot opens`;
    case 'buffed': {
      const b = (e.buff ?? {}) as Obj;
      return `${seatName(Number(b.seat))} gets ${Number(b.n) >= 0 ? '+' : ''}${b.n} ${b.stat} until the end of the turn`;
    }
    case 'turn-cleaned-up':
      return 'End of turn: everyone heals, turn effects expire';
    case 'player-died':
      return `${s('seat')} died`;
    case 'conceded':
      return `${s('seat')} concedes`;
    case 'game-over':
      return `Game over: ${((e.winners as number[]) ?? []).map(seatName).join(', ') || 'nobody'} won (${e.reason})`;
    default:
      return null;
  }
}

/** Lines for a run of Four Souls events, naming objects by what earlier events showed. */
export function fourSoulsLog(events: readonly Obj[], view?: unknown): (string | null)[] {
  const names = new FsNames(view);
  for (const e of events) names.learn(e); // every name the log shows, for damage and taps after a move
  const ordered = new FsNames(view);
  return events.map((e) => {
    ordered.learn(e);
    const line = fourSoulsEventLine(e, ordered);
    return line && line.includes('object ') ? (fourSoulsEventLine(e, names) ?? line) : line;
  });
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
      const what = ((view as FsView | null)?.decision as Obj | null)?.what;
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
    case 'seat': return `.player[data-seat="${value}"]`;
    case 'deck': return `.deck[data-deck="${value}"]`;
    case 'slot': return `.slot[data-slot="${value}"]`;
    default: return `[data-obj="${value}"]`;
  }
}
