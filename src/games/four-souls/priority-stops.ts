/**
 * Priority stops (R-MATCH-3, src/engine/auto-pass-stop.ts): when auto-pass may pass priority for
 * a seat that could act but said it would not at such a window. Decisions are never answered here.
 */
import type { AutoPassStop, Seat } from '../../engine';
import { abilitiesOf, lootDef, type EffectDef } from './cards';
import type { FsCommand } from './commands';
import { chosenEffect } from './targets';
import { threatens } from './threats';
import type { FsState, StackItem } from './types';
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

/** Something aimed at the seat that it could answer: act on that object, or cancel, prevent or heal. */
function canAnswerAim(s: FsState, seat: Seat, item: StackItem | undefined, legal: readonly FsCommand[]): boolean {
  return aimsAt(s, item, seat) && holdsAnswer(s, seat, item, legal);
}

/**
 * The stop that never costs a life: the top of the stack would damage, kill or take something from
 * the seat (threats.ts) and the seat holds any answer, a heal or a prevention included, in its own
 * turn or another's.
 */
export function mustStopForThreat(s: FsState, seat: Seat, legal: readonly FsCommand[]): boolean {
  const top = s.stack[s.stack.length - 1];
  return threatens(s, top, seat) && holdsAnswer(s, seat, top, legal);
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
