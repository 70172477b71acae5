/**
 * The op interpreter: runs a resolving object's ops in order, one small typed handler per op
 * (player-ops.ts, object-ops.ts). An op that needs a player's choice opens a decision and the
 * remaining ops are stored as the continuation in `state.resolving`; decide/answer.ts applies the
 * answer and the settle loop carries on. The interpreter never waits and never calls back.
 */
import type { InstantOp } from '../cards';
import type { Op, Resolving } from '../types';
import { emit, type Work } from '../work';
import { provideInstantRunner } from './instant-runner';
import type { Handler, OpResult } from './context';
import {
  addSlotOp,
  arrangeTopOp,
  cancelAttackOp,
  cancelOp,
  captureOp,
  clearRoomOp,
  countersOp,
  damageOp,
  destroyOp,
  endTurnOp,
  finishOp,
  healOp,
  killOp,
  modifyRollOp,
  repossessOp,
  rollOp,
  tapRechargeOp,
} from './object-ops';
import {
  buffOp,
  coinsOp,
  curseOp,
  deactivateAllOp,
  destroyItemOp,
  discardOp,
  gainTreasureOp,
  grantOp,
  lootOp,
  passHauntOp,
  preventOp,
  stealCoinsOp,
  stealLootOp,
} from './player-ops';

type Handlers = { readonly [K in Op['op']]: Handler<K> };

/**
 * The table is built on first use, not at module load: handler modules and the modules that run
 * instant ops (prevention.ts) import each other, and a table built at load could see a handler
 * module that has not finished loading.
 */
let table: Handlers | null = null;
const handlers = (): Handlers =>
  (table ??= {
    coins: coinsOp,
    'steal-coins': stealCoinsOp,
    loot: lootOp,
    damage: damageOp,
    heal: healOp,
    kill: killOp,
    roll: rollOp,
    discard: discardOp,
    'steal-loot': stealLootOp,
    'destroy-item': destroyItemOp,
    tap: tapRechargeOp,
    recharge: tapRechargeOp,
    'deactivate-all': deactivateAllOp,
    cancel: cancelOp,
    'modify-roll': modifyRollOp,
    grant: grantOp,
    'add-slot': addSlotOp,
    'arrange-top': arrangeTopOp,
    capture: captureOp,
    'cancel-attack': cancelAttackOp,
    'end-turn': endTurnOp,
    buff: buffOp,
    'gain-treasure': gainTreasureOp,
    curse: curseOp,
    counters: countersOp,
    prevent: preventOp,
    destroy: destroyOp,
    'clear-room': clearRoomOp,
    repossess: repossessOp,
    'pass-haunt': passHauntOp,
    finish: finishOp,
  });

function applyOp(w: Work, r: Resolving, op: Op, rest: readonly Op[]): OpResult {
  return (handlers()[op.op] as Handler<Op['op']>)(w, r, op, rest);
}

/**
 * Runs ops that never ask for a choice at once, outside any resolution (a replacement effect,
 * prevention.ts): the same handlers, no continuation, `state.resolving` untouched.
 */
export function runInstantOps(w: Work, r: Resolving, ops: readonly InstantOp[]): void {
  for (const op of ops) applyOp(w, r, op, []);
}
provideInstantRunner(runInstantOps);

/**
 * Runs ops until they end or one suspends on a decision. The continuation is recorded in
 * `state.resolving` (as an event) so a replay needs no rules code.
 */
export function runOps(w: Work, r: Resolving): void {
  let ops = r.ops;
  while (ops.length > 0) {
    const [op, ...rest] = ops;
    const result = applyOp(w, { ...r, ops: rest }, op!, rest);
    if (result && w.state.decision) {
      emit(w, { type: 'resolution-set', resolving: { ...r, ops: result.resume } });
      return;
    }
    ops = result ? result.resume : rest;
  }
  if (w.state.resolving) emit(w, { type: 'resolution-set', resolving: null });
}
