/**
 * One readable line per event, as a viewer sees it (the event may be a redacted public form).
 * Only public information is read from `before`: never a hand or a deck (R-ZONE-3, R-ZONE-5).
 *
 * Every field is read as possibly missing (`Seen`): a redacted event drops cards and object ids
 * (redact.ts), so a missing card reads "a card", a missing seat "a player", and no case throws.
 * The switch over event types is exhaustive: a new event type does not compile until it has a line.
 */
import { outcomeWords, type SeatNames, type Typed } from '../../engine';
import type { FsEvent, FsEventType } from './events';
import type { FsState, ZoneRef } from './types';
import { CHOICES, STEPS, name, num, objName, plural, publicObj, stackName, target, words, type DeepPartial, type Words } from './words';

/** An event as a viewer may hold it: the full event or its public form (fields dropped, `count` added). */
type Seen = { [K in FsEventType]: { readonly type: K; readonly count?: number } & DeepPartial<Omit<Extract<FsEvent, { type: K }>, 'type'>> }[FsEventType];

const len = (xs: unknown, count?: number) => (Array.isArray(xs) ? xs.length : typeof count === 'number' ? count : undefined);
const cardNames = (cards: readonly { readonly card?: unknown }[] | undefined) => (cards ?? []).map((c) => name(c?.card)).join(', ');

const ALLOWANCES: Record<'lootPlays' | 'attacks' | 'purchases', [string, string]> = {
  lootPlays: ['loot play', 'loot plays'],
  attacks: ['attack', 'attacks'],
  purchases: ['purchase', 'purchases'],
};
const ATTACK_ENDS: Record<'death' | 'cancelled' | 'left-play' | 'turn-ended', string> = {
  death: 'a side died',
  cancelled: 'it was cancelled',
  'left-play': 'the monster left play',
  'turn-ended': 'the turn ended',
};
const lookup = <K extends string>(table: Record<K, string>, key: unknown): string | undefined =>
  typeof key === 'string' && Object.prototype.hasOwnProperty.call(table, key) ? table[key as K] : undefined;

function zone(z: DeepPartial<ZoneRef> | undefined, w: Words): string {
  if (!z) return 'somewhere';
  switch (z.z) {
    case 'deck':
      return `the ${z.deck ?? 'a'} deck${z.at === 'bottom' ? ' (bottom)' : ''}`;
    case 'discard':
      return `the ${z.deck ?? 'a'} discard`;
    case 'hand':
    case 'items':
    case 'souls':
    case 'curses':
      return `${w.seatName(z.seat)}'s ${z.z}`;
    case 'slot':
      return `${z.kind ?? 'a'} slot ${typeof z.slot === 'number' ? z.slot + 1 : '?'}`;
    case 'under':
      return 'under an item';
    case 'limbo':
      return 'play (while it resolves)';
    case 'outside':
      return 'outside the game';
    case 'bonus':
      return 'the bonus souls';
    case undefined:
      return 'somewhere';
    default: {
      const unknown: never = z;
      return String((unknown as { z: unknown }).z);
    }
  }
}

/** `names`: the players' names by seat (seat-names.ts); absent, seats read P1..P4. */
export function describeEvent(event: Typed, before: FsState, names?: SeatNames): string {
  const e = event as Seen;
  const w = words(before, names);
  switch (e.type) {
    case 'game-started':
      return `a game of Four Souls begins for ${num(e.seatCount)} players (${plural(e.shopSlots, 'shop slot')}, ${plural(e.monsterSlots, 'monster slot')}, at most ${num(e.turnCap)} turns)`;
    case 'deck-formed':
    case 'deck-reshuffled':
      return `the ${e.deck ?? 'a'} deck is ${e.type === 'deck-formed' ? 'formed' : 'reshuffled from its discard'} (${plural(len(e.cards, e.count) ?? 0, 'card')})`;
    case 'player-seated':
      return `${w.seatName(e.seat)} plays ${name(e.character?.card)}, starting with ${name(e.startingItem?.card)} and ${num(e.coins)}¢`;
    case 'set-aside': {
      const n = len(e.cards, e.count);
      const list = cardNames(e.cards);
      return e.to === 'bonus'
        ? `${plural(n, 'bonus soul')} set aside${list ? `: ${list}` : ''}`
        : `${plural(n, 'card')} set aside outside the game${list ? `: ${list}` : ''}`;
    }
    case 'first-player-chosen':
      return `${w.seatName(e.seat)} goes first`;
    case 'moved': {
      const card = e.obj ? name(e.obj.card) : 'a hidden card';
      // Limbo holds a card while it resolves (a loot played, a monster fought): no place a player knows by that name.
      if (e.from?.z === 'limbo') return `${card} goes to ${zone(e.to, w)}`;
      if (e.to?.z === 'limbo') return `${card} leaves ${zone(e.from, w)} to resolve`;
      return `${card} moved from ${zone(e.from, w)} to ${zone(e.to, w)}`;
    }
    case 'deck-arranged':
      return `${w.seatName(e.seat)} puts the top ${plural(len(e.ids, e.count), 'card')} of the ${e.deck ?? 'a'} deck back in a chosen order`;
    case 'stack-pushed': {
      const t = (e.item?.targets ?? []).map((x) => target(x, w)).join(', ');
      const who = w.seatName(e.item?.controller);
      const name = stackName(e.item, w);
      // "Ada's turn loot goes on the stack", not "Ada: Ada's turn loot …": a name that says whose it is needs no prefix.
      return `${name.startsWith(`${who}'s `) ? '' : `${who}: `}${name} goes on the stack${t ? ` targeting ${t}` : ''}`;
    }
    case 'stack-popped': {
      const i = before.stack.find((x) => x.id === e.id);
      return `${i ? stackName(i, w) : 'an object'} ${e.reason === 'resolve' ? 'resolves' : e.reason === 'cancel' ? 'is cancelled' : 'fizzles'}`;
    }
    case 'resolution-set': {
      if (e.resolving) return `${stackName(e.resolving.item, w)} waits for a decision while it resolves`;
      return before.resolving ? `${stackName(before.resolving.item, w)} finishes resolving` : 'the resolution finishes';
    }
    case 'roll-changed':
      return `the roll becomes ${num(e.value)} (${e.how ?? 'changed'})`;
    case 'priority-given':
      return `${w.seatName(e.seat)} gets priority`;
    case 'priority-passed':
      return `${w.seatName(e.seat)} passes to ${w.seatName(e.to)}`;
    case 'priority-cleared':
      return before.priority ? `${w.seatName(before.priority.seat)} no longer has priority; nobody holds it` : 'nobody holds priority';
    case 'triggered': {
      const t = e.trigger;
      const what = t?.item?.kind === 'trigger' ? name(t.item.sourceCard) : stackName(t?.item, w);
      const owner = t?.owner === 'monster' ? 'as a monster effect' : `for ${w.seatName(t?.owner)}`;
      return `${what} triggers ${owner} (waiting to go on the stack)`;
    }
    case 'decision-opened': {
      const d = e.decision;
      const who = w.seatName(d?.seat);
      switch (d?.kind) {
        case 'order-triggers':
          return `${who} orders ${d.keys ? plural(d.keys.length, 'simultaneous trigger') : 'simultaneous triggers'}`;
        case 'arrange':
          return `${who} looks at ${d.ids ? `the top ${plural(d.ids.length, 'card')} of the ${d.deck ?? 'a'} deck` : 'the top of a deck'} to put them back in any order`;
        case 'choose':
          return `${who} chooses ${lookup(CHOICES, d.what) ?? 'an option'}${d.options ? ` (${plural(d.options.length, 'option')})` : ''}`;
        case undefined:
          return `${who} has a decision to make`;
        default: {
          const unknown: never = d;
          return `${who} decides ${String((unknown as { kind: unknown }).kind)}`;
        }
      }
    }
    case 'decision-closed':
      return before.decision ? `${w.seatName(before.decision.seat)} has decided` : 'the decision is closed';
    case 'coins-changed':
      return `${w.seatName(e.seat)} ${(e.delta ?? 0) >= 0 ? 'gains' : 'loses'} ${Math.abs(e.delta ?? 0)}¢`;
    case 'damaged':
      return `${target(e.target, w)} takes ${num(e.amount)} damage`;
    case 'healed':
      return `${target(e.target, w)} heals ${num(e.amount)}`;
    case 'tapped':
      return `${objName(w, e.id)} is ${e.tapped === false ? 'recharged' : 'deactivated'}`;
    case 'allowance-changed': {
      const [one, many] = (typeof e.what === 'string' && ALLOWANCES[e.what]) || ['action', 'actions'];
      const d = e.delta ?? 0;
      const n = Math.abs(d);
      if (d < 0) return `${w.seatName(e.seat)} uses ${n === 1 ? `${/^[aeiou]/.test(one) ? 'an' : 'a'} ${one}` : `${n} ${many}`}`;
      return `${w.seatName(e.seat)} may make ${n === 1 ? `one more ${one}` : `${n} more ${many}`} this turn`;
    }
    case 'turn-started':
      return `turn ${num(e.number)}: ${w.seatName(e.seat)}`;
    case 'step-changed':
      return `${w.seatName(before.turn.active)}'s turn: ${lookup(STEPS, e.step) ?? String(e.step ?? 'next step')}`;
    case 'attack-started': {
      const a = e.attack;
      return `${w.seatName(a?.attacker)} attacks ${objName(w, a?.monster, 'a monster')}`;
    }
    case 'attack-ended': {
      const a = before.turn.attack;
      const monster = a ? publicObj(before, a.monster) : null; // gone when it left play
      const who = a ? `${w.seatName(a.attacker)}'s attack${monster ? ` on ${monster}` : ''}` : 'the attack';
      return `${who} ends: ${lookup(ATTACK_ENDS, e.reason) ?? 'it is over'}`;
    }
    case 'turn-end-requested':
      return `${w.seatName(before.turn.active)}'s turn will end once the stack has resolved`;
    case 'slot-added': {
      const kind = e.kind === 'shop' || e.kind === 'monster' ? e.kind : null;
      return kind ? `a ${kind} slot is added (${plural(before.slots[kind].length + 1, `${kind} slot`)} now)` : 'a slot is added';
    }
    case 'buffed': {
      const b = e.buff;
      const n = b?.n ?? 0;
      return `${w.seatName(b?.seat)} gets ${n >= 0 ? '+' : ''}${n} ${b?.stat ?? 'stat'} until the end of the turn`;
    }
    case 'turn-cleaned-up':
      return `cleanup of ${w.seatName(before.turn.active)}'s turn: players and monsters heal, "until end of turn" effects expire`;
    case 'player-died':
      return `${w.seatName(e.seat)} dies`;
    case 'dice-scripted':
      return `the scenario sets the next ${plural(len(e.values, e.count), 'die result')}`;
    case 'scripted-die-rolled':
      return `the die shows ${num(e.value)}, as the scenario set it`;
    case 'counters-changed': {
      const d = e.delta ?? 0;
      return `${plural(Math.abs(d), 'counter')} ${d >= 0 ? 'put on' : 'removed from'} ${objName(w, e.id)}`;
    }
    case 'health-paid':
      return `${w.seatName(e.seat)} pays ${num(e.amount)} health`;
    case 'shielded':
      return `the next ${num(e.n)} damage to ${w.seatName(e.seat)} this turn will be prevented`;
    case 'damage-prevented':
      return `${num(e.amount)} damage to ${target(e.target, w)} is prevented`;
    case 'death-replaced':
      return `${w.seatName(e.seat)} would die, but ${objName(w, e.source)} replaces the death`;
    case 'conceded':
      return `${w.seatName(e.seat)} concedes`;
    case 'game-over':
      return e.winners?.length
        ? `${e.winners.map(w.seatName).join(' and ')} wins${e.reason ? ` ${outcomeWords(e.reason)}` : ''}`
        : `the match is a draw${e.reason ? `: ${outcomeWords(e.reason)}` : ''}`;
    default: {
      // Exhaustive: a new event type in events.ts fails to compile here. At run time (an event
      // stored by a newer version) the line falls back to the type.
      const unknown: never = e;
      return String((unknown as Typed).type).replace(/-/g, ' ');
    }
  }
}
