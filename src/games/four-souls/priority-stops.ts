/**
 * Priority stops (R-MATCH-3, src/engine/auto-pass-stop.ts): when auto-pass may pass priority for
 * a seat that could act but said it would not at such a window. Decisions are never answered here.
 */
import type { AutoPassStop, Seat } from '../../engine';
import { abilitiesOf, lootDef, type EffectDef } from './cards';
import type { FsCommand } from './commands';
import { chosenEffect } from './targets';
import { attackRollMisses, threatens } from './threats';
import type { FsState, Op, StackItem } from './types';
import { findItem, isSeatTarget, itemOwner } from './zones';

/** Effects that answer something aimed at a player: cancel it, change the roll, prevent or heal its damage. */
const ANSWERS: ReadonlySet<string> = new Set(['cancel', 'cancel-attack', 'modify-roll', 'prevent', 'heal']);

/** Attack, purchase, end the turn: the active player's own moves on an empty stack (R-TURN-4). */
const TURN_ACTIONS: ReadonlySet<FsCommand['type']> = new Set(['declare-attack', 'declare-purchase', 'end-turn']);

/** The top of the stack names the seat, its character or one of its items, or is the seat's death. */
export function aimsAt(s: FsState, item: StackItem | undefined, seat: Seat): boolean {
  if (!item) return false;
  if ((item.kind === 'player-death' || item.kind === 'death-penalty') && item.seat === seat) return true;
  return item.targets.some((t) => (isSeatTarget(t) ? t.seat === seat : itemOwner(s, t.id) === seat));
}

/** Some legal play or ability of the seat names the top of the stack (modify that roll, cancel that effect). */
function canAnswer(item: StackItem | undefined, legal: readonly FsCommand[]): boolean {
  if (!item) return false;
  return legal.some((c) => (c.type === 'play-loot' || c.type === 'activate') && c.targets.some((t) => t.id === item.id));
}

/** The effect a play or ability command would put on the stack. */
function effectOf(s: FsState, seat: Seat, c: FsCommand): EffectDef['ops'] {
  let def: EffectDef | null | undefined = null;
  if (c.type === 'play-loot') {
    const card = s.players[seat]?.hand.find((o) => o.id === c.card);
    def = card ? lootDef(card.card) : null;
  } else if (c.type === 'activate') {
    const source = findItem(s, c.source);
    def = source ? abilitiesOf(source.card)?.abilities[c.ability] : null;
  }
  return def ? (chosenEffect(def, c.type === 'play-loot' || c.type === 'activate' ? c.mode : null)?.ops ?? []) : [];
}

/** Whether the seat holds an answer to `item`: act on that object, or cancel, change a roll, prevent or heal. */
function holdsAnswer(s: FsState, seat: Seat, item: StackItem | undefined, legal: readonly FsCommand[]): boolean {
  return canAnswer(item, legal) || legal.some((c) => effectOf(s, seat, c).some((op) => ANSWERS.has(op.op)));
}

/** Whether changing a roll by `op` could turn the seat's missing attack roll `item` into a hit. */
function couldHit(s: FsState, seat: Seat, item: Extract<StackItem, { kind: 'roll' }>, op: Extract<Op, { op: 'modify-roll' }>): boolean {
  switch (op.how) {
    case 'reroll':
      return true;
    case 'flip':
      return !attackRollMisses(s, item, seat, 7 - item.value);
    case 'set':
      return !attackRollMisses(s, item, seat, op.n ?? item.value);
    case 'add':
      return !attackRollMisses(s, item, seat, Math.max(1, Math.min(6, item.value + (op.n ?? 0))));
  }
}

/**
 * Whether the seat holds an answer to the threat `item` (threats.ts): something that could change
 * what it does to the seat.
 * - The seat's attack roll that would miss: a change of that roll that could make it hit (not one
 *   that keeps it a miss, such as setting a 1 to 1), cancelling it or the attack (the stack and
 *   priority page, FAQ), or a prevention or a heal (for the combat damage that would follow).
 * - Combat damage to the seat: a prevention or a heal, cancelling the attack, or acting on the damage itself.
 * - The seat's death or its death penalty: only something that acts on that object (a death
 *   resolves whatever the seat's health then is, R-PDEATH-2, and the penalty's losses are not damage).
 * - Anything else: acting on it, or any cancel, roll change, prevention or heal.
 */
export function answersThreat(s: FsState, seat: Seat, item: StackItem | undefined, legal: readonly FsCommand[]): boolean {
  if (!item) return false;
  if (canAnswer(item, legal) && item.kind !== 'roll') return true;
  const ops = (c: FsCommand) => effectOf(s, seat, c);
  switch (item.kind) {
    case 'roll':
      if (item.purpose.p !== 'attack' || !attackRollMisses(s, item, seat)) return holdsAnswer(s, seat, item, legal);
      return legal.some((c) => {
        const aimed = (c.type === 'play-loot' || c.type === 'activate') && c.targets.some((t) => t.id === item.id);
        return ops(c).some((op) =>
          op.op === 'modify-roll'
            ? aimed && couldHit(s, seat, item, op)
            : op.op === 'cancel-attack' || op.op === 'prevent' || op.op === 'heal' || (aimed && op.op === 'cancel'),
        );
      });
    case 'damage':
      return legal.some((c) => ops(c).some((op) => op.op === 'prevent' || op.op === 'heal' || op.op === 'cancel-attack'));
    case 'player-death':
    case 'death-penalty':
      return false;
    default:
      return holdsAnswer(s, seat, item, legal);
  }
}

/** Something aimed at the seat that it could answer: act on that object, or cancel, prevent or heal. */
function canAnswerAim(s: FsState, seat: Seat, item: StackItem | undefined, legal: readonly FsCommand[]): boolean {
  if (!aimsAt(s, item, seat)) return false;
  return threatens(s, item, seat) ? answersThreat(s, seat, item, legal) : holdsAnswer(s, seat, item, legal);
}

/**
 * The stop that never costs a life: the top of the stack would damage, kill or take something from
 * the seat (threats.ts) and the seat holds any answer, a heal or a prevention included, in its own
 * turn or another's.
 */
export function mustStopForThreat(s: FsState, seat: Seat, legal: readonly FsCommand[]): boolean {
  const top = s.stack[s.stack.length - 1];
  return threatens(s, top, seat) && answersThreat(s, seat, top, legal);
}

/** Whether `stop` lets auto-pass pass for `seat`, which holds priority with `legal` (a pass among them). */
export function passesAtStop(s: FsState, seat: Seat, stop: AutoPassStop, legal: readonly FsCommand[]): boolean {
  const top = s.stack[s.stack.length - 1];
  const own = s.turn.active === seat;
  const turnActionOpen = legal.some((c) => TURN_ACTIONS.has(c.type));
  switch (stop.mode) {
    case 'only-pass':
      return false;
    case 'smart':
      if (mustStopForThreat(s, seat, legal)) return false;
      // In its own turn the seat is asked about what others put on the stack; its own objects (its
      // attack, its rolls, its damage to a monster) pass unless they threaten it (above: an attack
      // roll that would miss, a cost to itself). Asking at each of them cost 3 passes per attack.
      return own ? !turnActionOpen && !(canAnswer(top, legal) && top?.controller !== seat) : !canAnswerAim(s, seat, top, legal);
    case 'my-turn':
      return !own;
    case 'targeted':
      return !(own && turnActionOpen) && !aimsAt(s, top, seat);
    case 'end-of-turn':
      return stop.turn === s.turn.number || passesAtStop(s, seat, { mode: 'smart' }, legal);
  }
}
