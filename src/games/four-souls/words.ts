/**
 * The words Four Souls uses for its things, shared by the event lines (describe.ts), the prompts
 * and the action labels (labels.ts): cards by name, seats by their players' names (seat-names.ts:
 * "Ada", "Ada (P2)" when two players share a name, "P2" when unnamed), objects by what they are.
 * Only public information is read from the state: never a hand or a deck (R-ZONE-3, R-ZONE-5).
 * Every input is read as possibly missing (a redacted event drops cards and object ids), so a
 * missing card reads "a card" and nothing throws; no phrase ever shows an internal object id.
 */
import { seatNamer, type SeatNames } from '../../engine';
import { abilitiesOf, cardDef, isCard, lootDef, monsterDef, type EffectDef } from './cards';
import { chosenEffectText } from './cards/text';
import type { ChoiceKind, FsState, StackItem, Step, Target } from './types';

/** `T` with every field, at every depth, optional (unions stay unions). */
export type DeepPartial<T> = T extends readonly (infer U)[]
  ? readonly DeepPartial<U>[]
  : T extends object
    ? { readonly [K in keyof T]?: DeepPartial<T[K]> }
    : T;

type SeenTarget = DeepPartial<Target>;
type SeenItem = DeepPartial<StackItem>;

/**
 * What the words read: the public state, and how a seat is named. Passed to every phrase rather
 * than kept in a module variable, so the rules code stays pure and each caller names its own seats.
 */
export interface Words {
  readonly state: FsState;
  /** A seat by its player's name; "a player" when the seat is missing (a redacted or old event). */
  readonly seatName: (seat: unknown) => string;
}

/** The words for `state`, naming seats by `names` (absent: P1..P4). */
export function words(state: FsState, names?: SeatNames): Words {
  const named = seatNamer(names);
  return { state, seatName: (seat) => (typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 ? named(seat) : 'a player') };
}

export const name = (id: unknown) => (isCard(id) ? cardDef(id).name : 'a card');
export const num = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? String(n) : 'some');
export const plural = (n: number | undefined, one: string, many = `${one}s`) => (n === undefined ? many : `${n} ${n === 1 ? one : many}`);

export const STEPS: Record<Step, string> = {
  'start-triggers': 'start of turn (triggers)',
  'start-loot': 'start of turn (loot draw)',
  action: 'action phase',
  'end-triggers': 'end of turn (triggers)',
  'end-cleanup': 'end of turn (cleanup)',
};
export const CHOICES: Record<ChoiceKind, string> = {
  discard: 'a loot card to discard',
  'discard-to-10': 'loot cards to discard down to 10',
  'destroy-item': 'an item to destroy',
  'monster-slot': 'a monster slot',
  'curse-player': 'a player to curse',
  'haunt-player': 'a player to give the haunt to',
};

/** A card object in a public zone (R-ZONE-2, 4, 6, 7, 8), by name; hands and decks are never read. */
export function publicObj(s: FsState, id: unknown): string | null {
  if (typeof id !== 'string') return null;
  const hit = (l: readonly { readonly id: string; readonly card: string }[]) => l.find((o) => o.id === id);
  const found =
    s.players.map((p) => (p.character?.id === id ? p.character : hit([...p.items, ...p.souls, ...p.curses]))).find(Boolean) ??
    [...s.slots.monster, ...s.slots.shop].map(hit).find(Boolean) ??
    hit([...s.limbo, ...s.outside, ...s.bonusSouls, ...s.discards.loot, ...s.discards.treasure, ...s.discards.monster, ...Object.values(s.under).flat()]);
  return found ? name(found.card) : null;
}

/** An object by id: a stack object or a public card; `unknown` when the id is missing, hidden or gone. */
export function objName(w: Words, id: unknown, unknown = 'a card'): string {
  const item = typeof id === 'string' ? w.state.stack.find((i) => i.id === id) : undefined;
  return item ? stackName(item, w) : (publicObj(w.state, id) ?? unknown);
}

export function target(t: SeenTarget | undefined, w: Words): string {
  if (!t) return 'something';
  if (t.seat !== undefined) return w.seatName(t.seat);
  return objName(w, t.id);
}

export function stackName(i: SeenItem | undefined, w: Words): string {
  if (!i) return 'an object';
  const thing = (id: unknown, deck: string, unknown: string) => (id === 'deck' ? `the top of the ${deck} deck` : objName(w, id, unknown));
  switch (i.kind) {
    case 'loot':
    case 'event':
    case 'dead-monster':
      return name(i.card);
    case 'ability':
      return `${name(i.sourceCard)}'s ability`;
    case 'trigger':
      return `${name(i.sourceCard)}'s ${i.trigger === 'on-death' ? 'on-death effect' : 'trigger'}`;
    case 'roll':
      return `a roll of ${num(i.value)}`;
    case 'rewards':
      return `${name(i.monsterCard)}'s rewards`;
    case 'attack':
      return `the attack on ${thing(i.monster, 'monster', 'a monster')}`;
    case 'purchase':
      return `the purchase of ${thing(i.item, 'treasure', 'an item')}`;
    case 'damage':
      return `${num(i.amount)} combat damage`;
    case 'player-death':
      return `${w.seatName(i.seat)}'s death`;
    case 'death-penalty':
      return `${w.seatName(i.seat)}'s death penalty`;
    case 'monster-death':
      return `the death of ${objName(w, i.monster, 'a monster')}`;
    case 'refill':
      return `the refill of ${i.slotKind ?? 'a'} slot ${typeof i.slot === 'number' ? i.slot + 1 : '?'}`;
    case 'turn-loot':
      return `${w.seatName(i.seat)}'s turn loot`;
    case undefined:
      return 'an object';
    default: {
      const unknown: never = i;
      return String((unknown as { kind: unknown }).kind);
    }
  }
}

/** What a stack object will do, its targets named: "Butter Bean: cancel Dice Shard's ability". */
export function stackText(i: StackItem, w: Words): string {
  const chosen = i.targets.map((t) => target(t, w));
  const does = (e: EffectDef | null | undefined, mode: number | null) => {
    const text = e ? chosenEffectText(e, mode, chosen) : '';
    return text ? `${stackName(i, w)}: ${text}` : stackName(i, w);
  };
  switch (i.kind) {
    case 'loot': {
      const def = lootDef(i.card);
      if (def?.trinket) return `${name(i.card)}: becomes an item`;
      if (def?.soul) return `${name(i.card)}: becomes a soul`;
      return does(def, i.mode);
    }
    case 'ability':
      return does(abilitiesOf(i.sourceCard)?.abilities[i.ability], i.mode);
    case 'trigger': {
      const ops =
        i.trigger === 'on-death' ? monsterDef(i.sourceCard)?.onDeath : (abilitiesOf(i.sourceCard) ?? monsterDef(i.sourceCard))?.triggers[i.trigger]?.ops;
      return does(ops ? { targets: [], ops } : null, null);
    }
    case 'rewards':
      return does(monsterDef(i.monsterCard) ? { targets: [], ops: monsterDef(i.monsterCard)!.rewards } : null, null);
    case 'damage':
      return `${stackName(i, w)} to ${chosen.join(', ') || 'nobody'}`;
    default:
      return chosen.length > 0 ? `${stackName(i, w)} targeting ${chosen.join(', ')}` : stackName(i, w);
  }
}
