/**
 * Resolving the top of the stack (R-STACK-1, R-STACK-6): an object that fizzles is removed without
 * effect (R-STACK-12); otherwise it leaves the stack and its effect runs (ops, or the fixed steps
 * of game objects: attacks, purchases, deaths, refills, the turn's loot).
 */
import { abilitiesOf, eventDef, lootDef, monsterDef } from './cards';
import { combatFizzles, resolveAttackDeclaration, resolveCombatDamage, resolvePurchase } from './combat';
import { loot } from './decks';
import { resolveRoll } from './dice';
import { runOps } from './effects/ops';
import { clearRooms, resolveRefill, uncover } from './slots';
import { push, removeWithoutEffect, top } from './stack';
import { chosenEffect, fizzles } from './targets';
import { IN_TURN_STEPS, toEndPhase } from './turn';
import type { Op, StackItem } from './types';
import { emit, freshId, happen, type Work } from './work';
import { activeMonsters } from './zones';

function triggerOps(item: Extract<StackItem, { kind: 'trigger' }>): readonly Op[] {
  if (item.trigger === 'on-death') return monsterDef(item.sourceCard)?.onDeath ?? [];
  const t = abilitiesOf(item.sourceCard)?.triggers[item.trigger] ?? monsterDef(item.sourceCard)?.triggers[item.trigger];
  return t?.ops ?? [];
}

/** The ops an object runs, doing the fixed steps of game objects directly. */
function effectOf(w: Work, item: StackItem): { ops: readonly Op[]; x: number | null } {
  const none = { ops: [], x: null };
  switch (item.kind) {
    case 'loot':
      return { ops: chosenEffect(lootDef(item.card)!, item.mode)?.ops ?? [], x: null };
    case 'ability':
      return { ops: chosenEffect(abilitiesOf(item.sourceCard)!.abilities[item.ability]!, item.mode)?.ops ?? [], x: null };
    case 'trigger':
      return { ops: triggerOps(item), x: item.x };
    case 'roll':
      return resolveRoll(w, item) ?? none;
    case 'attack':
      resolveAttackDeclaration(w, item);
      return none;
    case 'purchase':
      resolvePurchase(w, item);
      return none;
    case 'damage':
      resolveCombatDamage(w, item);
      return none;
    case 'player-death':
      return { ops: playerDeath(w, item), x: null };
    case 'death-penalty': {
      // R-PDEATH-3: discard 1 loot, lose 1¢, destroy 1 non-eternal item, deactivate.
      const who = item.seat;
      return {
        ops: [
          { op: 'discard', who, n: 1 },
          { op: 'coins', who, n: -1 },
          { op: 'destroy-item', who },
          { op: 'deactivate-all', who },
        ],
        x: null,
      };
    }
    case 'monster-death':
      monsterDeath(w, item);
      return none;
    case 'dead-monster':
      return none;
    case 'rewards':
      return { ops: monsterDef(item.monsterCard)?.rewards ?? [], x: null };
    case 'refill':
      resolveRefill(w, item);
      return none;
    case 'event':
      return { ops: eventDef(item.card)?.ops ?? [], x: null };
    case 'turn-loot':
      loot(w, item.seat, 1); // R-TURN-3
      return none;
  }
}

/** R-PDEATH-2: curses are discarded, the penalty goes on the stack, "a player died" triggers. */
function playerDeath(w: Work, item: Extract<StackItem, { kind: 'player-death' }>): readonly Op[] {
  const seat = item.seat;
  for (const c of w.state.players[seat]!.curses) {
    emit(w, { type: 'moved', from: { z: 'curses', seat }, to: { z: 'discard', deck: 'monster' }, fromId: c.id, obj: { id: freshId(w), card: c.card } });
  }
  push(w, { kind: 'death-penalty', id: freshId(w), controller: seat, targets: [], seat });
  happen(w, { on: 'player-death', seat });
  // R-PDEATH-5, the refills page: the active player's turn goes on to the end phase at once; the
  // refills "will happen at the beginning of the ending phase of that player's turn, along with any
  // other effects that were still on the stack".
  if (seat === w.state.turn.active && IN_TURN_STEPS.includes(w.state.turn.step)) toEndPhase(w);
  return [];
}

/**
 * R-MDEATH-2: the monster card moves to the stack, then its rewards go on, then its on-death
 * triggered effect; the card under it (if any) enters play; the room in play is cleared (R-ROOM-3). R-MDEATH-3 happens when the card resolves.
 */
function monsterDeath(w: Work, item: Extract<StackItem, { kind: 'monster-death' }>): void {
  const m = activeMonsters(w.state).find((x) => x.obj.id === item.monster)!;
  const active = w.state.turn.active;
  push(
    w,
    { kind: 'dead-monster', id: freshId(w), controller: active, targets: [], card: m.obj.card, slot: m.slot },
    { zone: { z: 'slot', kind: 'monster', slot: m.slot }, id: m.obj.id },
  );
  uncover(w, 'monster', m.slot);
  const def = monsterDef(m.obj.card)!;
  happen(w, { on: 'monster-killed', seat: active }); // R-MDEATH-4: the active player gets the rewards
  if (def.rewards.length > 0) push(w, { kind: 'rewards', id: freshId(w), controller: active, targets: [], monsterCard: m.obj.card });
  // The monster death page, step 2: "then any on-death triggered effects from the monster are put
  // on the stack": a triggered effect like any other, so it can be responded to and cancelled.
  if (def.onDeath.length > 0)
    push(w, { kind: 'trigger', id: freshId(w), controller: active, targets: [], source: m.obj.id, sourceCard: m.obj.card, trigger: 'on-death', x: null });
  // R-ROOM-3: a monster's death clears the room in play; its slot refills above the rewards.
  clearRooms(w);
}

function shouldFizzle(w: Work, item: StackItem): boolean {
  if (item.kind === 'monster-death') return !activeMonsters(w.state).some((m) => m.obj.id === item.monster);
  return fizzles(w.state, item) || combatFizzles(w.state, item);
}

/** All players passed: the top object resolves (R-STACK-6). */
export function resolveTop(w: Work): void {
  const item = top(w);
  if (!item) return;
  if (shouldFizzle(w, item)) {
    removeWithoutEffect(w, item.id, 'fizzle');
    return;
  }
  emit(w, { type: 'stack-popped', id: item.id, reason: 'resolve' });
  const { ops, x } = effectOf(w, item);
  const run = { item, ops: [...ops, { op: 'finish' } as const], x };
  if (w.state.decision) {
    emit(w, { type: 'resolution-set', resolving: run });
    return;
  }
  runOps(w, run);
}
