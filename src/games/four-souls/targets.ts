/**
 * Targets (R-STACK-3): which objects a target spec accepts, the candidates a player may choose
 * from, and the legality check that makes an object fizzle when it resolves (R-STACK-12).
 */
import type { Seat } from '../../engine';
import { abilitiesOf, lootDef, monsterDef, type EffectDef, type TargetSpec } from './cards';
import { untargetableBy } from './statics';
import type { FsState, StackItem, Target } from './types';
import { activeMonsters, inGame, isSeatTarget } from './zones';

export function targetOk(s: FsState, spec: TargetSpec, t: Target, controller: Seat): boolean {
  if (isSeatTarget(t)) {
    const p = s.players[t.seat];
    if (!p || p.conceded || untargetableBy(s, t.seat, controller)) return false;
    if (spec === 'player' || spec === 'monster-or-player') return true;
    return spec === 'other-player' && t.seat !== controller;
  }
  switch (spec) {
    case 'monster':
    case 'monster-or-player':
      return activeMonsters(s).some((m) => m.obj.id === t.id && monsterDef(m.obj.card) !== null);
    case 'item':
      return s.players.some((p) => !p.conceded && p.items.some((o) => o.id === t.id));
    case 'roll':
      return s.stack.some((i) => i.id === t.id && i.kind === 'roll');
    case 'stack-effect':
      return s.stack.some((i) => i.id === t.id && (i.kind === 'loot' || i.kind === 'ability' || i.kind === 'trigger'));
    default:
      return false;
  }
}

export function candidates(s: FsState, spec: TargetSpec, controller: Seat): Target[] {
  const seats = inGame(s).map((seat) => ({ seat }));
  const monsters = activeMonsters(s)
    .filter((m) => monsterDef(m.obj.card))
    .map((m) => ({ id: m.obj.id }));
  switch (spec) {
    case 'player':
      return seats.filter((t) => targetOk(s, spec, t, controller));
    case 'other-player':
      return seats.filter((t) => targetOk(s, spec, t, controller));
    case 'monster':
      return monsters;
    case 'monster-or-player':
      return [...monsters, ...seats.filter((t) => targetOk(s, spec, t, controller))];
    case 'item':
      return s.players.filter((p) => !p.conceded).flatMap((p) => p.items.map((o) => ({ id: o.id })));
    case 'roll':
      return s.stack.filter((i) => i.kind === 'roll').map((i) => ({ id: i.id }));
    case 'stack-effect':
      return s.stack.filter((i) => i.kind === 'loot' || i.kind === 'ability' || i.kind === 'trigger').map((i) => ({ id: i.id }));
  }
}

/** The effect a loot card or ability puts on the stack, with its mode applied (R-STACK-3). */
export function chosenEffect(def: EffectDef, mode: number | null): { targets: readonly TargetSpec[]; ops: EffectDef['ops'] } | null {
  if (def.modes && def.modes.length > 0) {
    const m = mode === null ? undefined : def.modes[mode];
    return m ? { targets: m.targets, ops: m.ops } : null;
  }
  return mode === null ? { targets: def.targets, ops: def.ops } : null;
}

/** The target specs a stack object was put on the stack with. */
export function specsOf(item: StackItem): readonly TargetSpec[] {
  switch (item.kind) {
    case 'loot': {
      const def = lootDef(item.card);
      return def ? (chosenEffect(def, item.mode)?.targets ?? []) : [];
    }
    case 'ability': {
      const ab = abilitiesOf(item.sourceCard)?.abilities[item.ability];
      return ab ? (chosenEffect(ab, item.mode)?.targets ?? []) : [];
    }
    case 'trigger':
      return item.targets.map((t) => (isSeatTarget(t) ? 'player' : 'monster'));
    default:
      return [];
  }
}

/** R-STACK-12: an object fizzles when none of its targets is still legal. */
export function fizzles(s: FsState, item: StackItem): boolean {
  const specs = specsOf(item);
  if (specs.length === 0 || item.targets.length === 0) return false;
  return item.targets.every((t, i) => !targetOk(s, specs[i] ?? 'player', t, item.controller));
}

/** Every combination of legal targets for the given specs (for legalActions). */
export function targetCombos(s: FsState, specs: readonly TargetSpec[], controller: Seat): Target[][] {
  let combos: Target[][] = [[]];
  for (const spec of specs) {
    const c = candidates(s, spec, controller);
    combos = combos.flatMap((prefix) => c.map((t) => [...prefix, t]));
  }
  return combos;
}
