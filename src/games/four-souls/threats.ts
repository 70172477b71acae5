/**
 * What the top of the stack would do to a seat if it resolved now (pure; for priority stops,
 * R-MATCH-3): damage or kill the player or its character, or take something from it (loot, coins,
 * items, a curse, the death penalty). Read from the object's effect data, the way resolve.ts runs
 * it, without running anything.
 */
import type { Seat } from '../../engine';
import { abilitiesOf, eventDef, lootDef, monsterDef } from './cards';
import { attackRollModifier } from './statics';
import { chosenEffect } from './targets';
import type { Aim, FsState, Op, StackItem, Target, Who } from './types';
import { activeMonsters, isSeatTarget, itemOwner } from './zones';

/** The ops a stack object runs when it resolves (game objects with fixed steps have none). */
function opsOf(item: StackItem): readonly Op[] {
  switch (item.kind) {
    case 'loot':
      return chosenEffect(lootDef(item.card)!, item.mode)?.ops ?? [];
    case 'ability': {
      const def = abilitiesOf(item.sourceCard)?.abilities[item.ability];
      return def ? (chosenEffect(def, item.mode)?.ops ?? []) : [];
    }
    case 'trigger': {
      if (item.trigger === 'on-death') return monsterDef(item.sourceCard)?.onDeath ?? [];
      const t = abilitiesOf(item.sourceCard)?.triggers[item.trigger] ?? monsterDef(item.sourceCard)?.triggers[item.trigger];
      return t?.ops ?? [];
    }
    case 'event':
      return eventDef(item.card)?.ops ?? [];
    case 'rewards':
      return monsterDef(item.monsterCard)?.rewards ?? [];
    case 'roll':
      // An effect roll runs the branch of its current value (R-DICE-3).
      return item.purpose.p === 'effect' ? (item.purpose.branches.find((b) => item.value >= b.min && item.value <= b.max)?.ops ?? []) : [];
    default:
      return [];
  }
}

/** Whether a target is the seat itself or its character or one of its items. */
function isSeats(s: FsState, t: Target | undefined, seat: Seat): boolean {
  if (!t) return false;
  return isSeatTarget(t) ? t.seat === seat : itemOwner(s, t.id) === seat;
}

function aimHits(s: FsState, item: StackItem, aim: Aim, seat: Seat): boolean {
  switch (aim) {
    case 'target':
      return isSeats(s, item.targets[0], seat);
    case 'target2':
      return isSeats(s, item.targets[1], seat);
    case 'controller':
      return item.controller === seat;
    case 'each-player':
      return true;
    case 'each-other-player':
      return item.controller !== seat;
    case 'each-monster':
    case 'attacked-monster':
      return false;
  }
}

function whoIs(s: FsState, item: StackItem, who: Who, seat: Seat): boolean {
  if (typeof who === 'number') return who === seat;
  switch (who) {
    case 'controller':
      return item.controller === seat;
    case 'active':
      return s.turn.active === seat;
    case 'target':
      return item.targets.some((t) => isSeatTarget(t) && t.seat === seat);
    case 'each':
      return true;
    case 'each-other':
      return item.controller !== seat;
  }
}

/** Whether one op, run for `item`, harms `seat`; a nested roll harms it when any outcome could. */
function opHarms(s: FsState, item: StackItem, op: Op, seat: Seat): boolean {
  switch (op.op) {
    case 'damage':
    case 'kill':
      return aimHits(s, item, op.to, seat);
    case 'discard':
    case 'destroy-item':
    case 'deactivate-all':
      return whoIs(s, item, op.who, seat);
    case 'coins':
      return typeof op.n === 'number' && op.n < 0 && whoIs(s, item, op.who, seat);
    case 'steal-loot':
    case 'steal-coins':
    case 'curse':
      return isSeats(s, item.targets[0], seat) && item.controller !== seat;
    case 'destroy':
      return op.to === 'target' && isSeats(s, item.targets[0], seat);
    case 'repossess':
      return isSeats(s, item.targets[0], seat);
    case 'roll':
      return op.branches.some((b) => b.ops.some((o) => opHarms(s, item, o, seat)));
    default:
      return false;
  }
}

/**
 * An attack roll of `seat` that would miss with the value `value` (by default its current one): the
 * monster's combat damage then hits the seat (R-ATTACK-3).
 */
export function attackRollMisses(s: FsState, item: Extract<StackItem, { kind: 'roll' }>, seat: Seat, value: number = item.value): boolean {
  const attack = s.turn.attack;
  if (item.purpose.p !== 'attack' || !attack || attack.id !== item.purpose.attackId || attack.attacker !== seat) return false;
  const monster = activeMonsters(s).find((m) => m.obj.id === attack.monster);
  const def = monster ? monsterDef(monster.obj.card) : null;
  if (!def) return false;
  // As dice.ts resolves it: a 6 always hits, otherwise the modified value against the evasion.
  return value !== 6 && Math.max(1, Math.min(6, value + attackRollModifier(s, seat))) < def.evasion;
}

/**
 * Whether resolving `item` now would damage, kill or take something from `seat` (the player, its
 * character or items): combat damage aimed at it, its death or death penalty, its attack roll that
 * would miss, or an effect whose ops hit it.
 */
export function threatens(s: FsState, item: StackItem | undefined, seat: Seat): boolean {
  if (!item) return false;
  switch (item.kind) {
    case 'damage':
      return isSeats(s, item.targets[0], seat);
    case 'player-death':
    case 'death-penalty':
      return item.seat === seat;
    case 'roll':
      return attackRollMisses(s, item, seat) || opsOf(item).some((op) => opHarms(s, item, op, seat));
    default:
      return opsOf(item).some((op) => opHarms(s, item, op, seat));
  }
}
