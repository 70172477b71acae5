/**
 * Static abilities (R-CARD-2 passive abilities) that change rules, not only stats: every static
 * a player is under comes from their character's own ability, their items, their curses, the
 * room in play (R-ROOM-2) and the aura of each active monster (R-ZONE-2: only objects in play have abilities). Each rule reads
 * its total here, once: extra loot plays, attacks and purchases at the start of the turn
 * (R-TURN-4), the attack-roll modifier (R-ATTACK-3), hand size (R-TURN-5), the shop price
 * (R-BUY-2), prevention (prevention.ts) and "can't be targeted by other players" (R-STACK-3).
 */
import type { Seat } from '../../engine';
import { abilitiesOf, cardDef, monsterDef, type StaticDef } from './cards';
import type { FsState } from './types';
import { emit, type Work } from './work';
import { activeMonsters, roomsInPlay } from './zones';

export const BASE_PRICE = 10;
export const BASE_HAND_SIZE = 10;

type RuleKind = Extract<StaticDef, { rule: string }>['rule'];

/** A static ability and the name of the card it comes from (to say what changed a number). */
interface SourcedStatic {
  readonly st: StaticDef;
  readonly from: string;
}

/**
 * Each state's statics per seat, computed once: a state is never changed after it is made (every
 * field is readonly; `evolve` returns a new one), and the legal actions of one state ask again
 * for every target they weigh (R-STACK-3's "can't be targeted", each player's maximum health).
 * In 4-player bot matches this took the statics from 14 % of the time to 10 %.
 */
const statics = new WeakMap<FsState, (readonly SourcedStatic[])[]>();

/** Every static ability `seat` is under with its card, in a fixed order (character, items, curses, monster auras, rooms). */
function sourcedStatics(s: FsState, seat: Seat): readonly SourcedStatic[] {
  let perSeat = statics.get(s);
  if (!perSeat) statics.set(s, (perSeat = []));
  return (perSeat[seat] ??= collectStatics(s, seat));
}

function collectStatics(s: FsState, seat: Seat): SourcedStatic[] {
  const p = s.players[seat];
  if (!p) return [];
  const out: SourcedStatic[] = [];
  const add = (card: string, list: readonly StaticDef[] | undefined) => {
    for (const st of list ?? []) out.push({ st, from: cardDef(card).name });
  };
  for (const o of [p.character, ...p.items, ...p.curses]) add(o.card, abilitiesOf(o.card)?.statics);
  for (const m of activeMonsters(s)) add(m.obj.card, monsterDef(m.obj.card)?.aura);
  // R-ROOM-2: the room in play's statics apply to every player.
  for (const o of roomsInPlay(s)) add(o.card, abilitiesOf(o.card)?.statics);
  return out;
}

/** Every static ability `seat` is under, in a fixed order (character, items, curses, monster auras, rooms). */
export function staticsOf(s: FsState, seat: Seat): StaticDef[] {
  return sourcedStatics(s, seat).map((x) => x.st);
}

type Counted = 'attack' | 'health' | Exclude<RuleKind, 'untargetable'>;

const amountFor = (st: StaticDef, what: Counted): number => (('stat' in st ? st.stat : st.rule) === what && 'n' in st ? st.n : 0);

/**
 * The cards that change a number for `seat` and by how much each, in the order of `staticsOf`
 * (a card with two such statics once, summed): the words of a shown number ("Lilith +1").
 */
export function staticSources(s: FsState, seat: Seat, what: Counted): { readonly name: string; readonly n: number }[] {
  const byName = new Map<string, number>();
  for (const { st, from } of sourcedStatics(s, seat)) {
    const n = amountFor(st, what);
    if (n !== 0) byName.set(from, (byName.get(from) ?? 0) + n);
  }
  return [...byName].filter(([, n]) => n !== 0).map(([name, n]) => ({ name, n }));
}

/** The sum of a stat change or a numeric rule for `seat`. */
export function staticTotal(s: FsState, seat: Seat, what: Counted): number {
  return staticsOf(s, seat).reduce((n, st) => n + amountFor(st, what), 0);
}

export function hasRule(s: FsState, seat: Seat, rule: RuleKind): boolean {
  return staticsOf(s, seat).some((st) => 'rule' in st && st.rule === rule);
}

/** R-BUY-2: what a purchase costs `seat` (never below 0). */
export function priceFor(s: FsState, seat: Seat): number {
  return Math.max(0, BASE_PRICE + staticTotal(s, seat, 'price'));
}

/** R-TURN-5: how many loot cards `seat` may keep at the end of their turn (never below 0). */
export function handLimit(s: FsState, seat: Seat): number {
  return Math.max(0, BASE_HAND_SIZE + staticTotal(s, seat, 'hand-size'));
}

/** R-ATTACK-3: what is added to `seat`'s attack rolls when they resolve. */
export function attackRollModifier(s: FsState, seat: Seat): number {
  return staticTotal(s, seat, 'attack-roll');
}

/** R-STACK-3: other players' loot cards and abilities cannot target `seat`. */
export function untargetableBy(s: FsState, seat: Seat, controller: Seat): boolean {
  return seat !== controller && hasRule(s, seat, 'untargetable');
}

/** R-TURN-4: at the start of their turn the active player gets the extra plays their statics give. */
export function grantTurnExtras(w: Work, seat: Seat): void {
  const table = [
    ['loot-plays', 'lootPlays'],
    ['attacks', 'attacks'],
    ['purchases', 'purchases'],
  ] as const;
  for (const [rule, what] of table) {
    const n = staticTotal(w.state, seat, rule);
    if (n !== 0) emit(w, { type: 'allowance-changed', seat, what, delta: Math.max(n, -w.state.players[seat]![what]) });
  }
}
