/**
 * What a seat may do now (R-MATCH-1, R-MATCH-3): every candidate command is generated and kept
 * only if `checkCommand` accepts it, so legalActions and decide never disagree. `concede` is
 * listed last for every seat still playing (R-MATCH-2), never counted as a play (engine/concede.ts).
 * Also the deadline default and auto-pass.
 */
import { ONLY_PASS, playsOf, type AutoPassStop, type Seat } from '../../engine';
import { passesAtStop } from './priority-stops';
import { abilitiesOf, lootDef, type EffectDef } from './cards';
import { paymentOptions } from './costs';
import type { FsCommand } from './commands';
import { checkCommand } from './decide';
import { defaultAnswer } from './decide/answer';
import { targetCombos } from './targets';
import type { FsState, Target } from './types';
import { activeMonsters, shopSlotOf } from './zones';

function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [[...xs]];
  if (xs.length > 4) return [[...xs], [...xs].reverse()];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

function effectChoices(s: FsState, seat: Seat, def: EffectDef): { mode: number | null; targets: Target[] }[] {
  const modes =
    def.modes && def.modes.length > 0 ? def.modes.map((m, i) => ({ mode: i as number | null, specs: m.targets })) : [{ mode: null, specs: def.targets }];
  return modes.flatMap((m) => targetCombos(s, m.specs, seat).map((targets) => ({ mode: m.mode, targets })));
}

function candidates(s: FsState, seat: Seat): FsCommand[] {
  const d = s.decision;
  if (d) {
    if (d.seat !== seat) return [];
    switch (d.kind) {
      case 'order-triggers':
        return permutations(d.keys).map((keys) => ({ type: 'order-triggers', keys }));
      case 'choose':
        return d.options.map((option) => ({ type: 'choose', option }));
      case 'arrange':
        return permutations(d.ids).map((ids) => ({ type: 'arrange', ids }));
    }
  }
  if (s.priority?.seat !== seat) return [];
  const me = s.players[seat]!;
  const out: FsCommand[] = [{ type: 'pass' }];
  for (const card of me.hand) {
    for (const c of effectChoices(s, seat, lootDef(card.card)!)) {
      for (const viaCharacter of [false, true]) out.push({ type: 'play-loot', card: card.id, targets: c.targets, mode: c.mode, viaCharacter });
    }
  }
  for (const source of [me.character, ...me.items]) {
    abilitiesOf(source.card)?.abilities.forEach((ab, ability) => {
      const pays = paymentOptions(s, seat, source, ab.cost);
      for (const c of effectChoices(s, seat, ab)) {
        for (const pay of pays)
          out.push({ type: 'activate', source: source.id, ability, targets: c.targets, mode: c.mode, ...(pay.length > 0 ? { pay } : {}) });
      }
    });
  }
  if (s.turn.active === seat && s.stack.length === 0) {
    out.push({ type: 'declare-attack', monster: 'deck' });
    for (const m of activeMonsters(s)) out.push({ type: 'declare-attack', monster: m.obj.id });
    out.push({ type: 'declare-purchase', item: 'deck' });
    s.slots.shop.forEach((sl) => {
      const top = sl[sl.length - 1];
      if (top && shopSlotOf(s, top.id) !== null) out.push({ type: 'declare-purchase', item: top.id });
    });
    out.push({ type: 'end-turn' });
  }
  return out;
}

export function legalActions(s: FsState, seat: Seat): FsCommand[] {
  if (s.status !== 'playing') return [];
  const all: FsCommand[] = [...candidates(s, seat), { type: 'concede' }];
  return all.filter((c) => checkCommand(s, seat, c) === null);
}

/**
 * R-MATCH-1: on a deadline the server passes priority, or ends the turn when the active player
 * holds priority on an empty stack in the action phase (passing there would only come back to
 * them, R-STACK-6), or answers a decision with its default.
 */
export function defaultAction(s: FsState, seat: Seat): FsCommand | null {
  if (s.status !== 'playing') return null;
  if (s.decision) return s.decision.seat === seat ? defaultAnswer(s) : null;
  if (s.priority?.seat !== seat) return null;
  const end: FsCommand = { type: 'end-turn' };
  return checkCommand(s, seat, end) === null ? end : { type: 'pass' };
}

/**
 * R-MATCH-3: the pass when passing is the seat's sole legal action, or when the seat's priority
 * stop lets it pass (priority-stops.ts). A decision is never answered.
 */
export function autoPassAction(s: FsState, seat: Seat, stop: AutoPassStop = ONLY_PASS): FsCommand | null {
  if (s.decision) return null;
  // Concede is always there and never a reason to stop (R-MATCH-2).
  const legal = playsOf(legalActions(s, seat));
  const pass = legal.find((c) => c.type === 'pass');
  if (!pass) return null;
  return legal.length === 1 || passesAtStop(s, seat, stop, legal) ? pass : null;
}
