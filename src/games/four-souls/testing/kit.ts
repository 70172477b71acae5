/**
 * The scenario DSL for rules tests (given / when / then): a table is set up from a `Scenario`
 * (the same shape `setup` accepts), then seats act; dice can be scripted. Helpers find objects by
 * card name so tests read like the rule they check.
 */
import { isRejection, rngFromInt, type ObjectId, type Rejection, type Rng, type Seat } from '../../../engine';
import type { FsCommand } from '../commands';
import type { FsEvent } from '../events';
import { fourSouls } from '../index';
import type { Scenario } from '../scenario';
import type { CardId, FsState, StackItem, Target } from '../types';
import { activeMonsters } from '../zones';

export interface Table {
  readonly state: FsState;
  /** Every event since setup (setup included). */
  readonly log: readonly FsEvent[];
  /** The events of the last command. */
  readonly last: readonly FsEvent[];
  readonly rng: ScriptedRng;
}

/** A seeded generator whose d6 results can be scripted (R-DICE-4: dice come from the rng). */
export interface ScriptedRng extends Rng {
  dice(...values: number[]): void;
}

export function scriptedRng(seed = 1): ScriptedRng {
  const base = rngFromInt(seed);
  const queue: number[] = [];
  return {
    int: (a, b) => base.int(a, b),
    d6: () => (queue.length > 0 ? queue.shift()! : base.d6()),
    shuffle: (xs) => base.shuffle(xs),
    pick: (xs) => base.pick(xs),
    get draws() {
      return base.draws;
    },
    dice: (...values) => {
      queue.push(...values);
    },
  };
}

const PLAIN_MONSTERS = ['gaper', 'leaper'];

const fold = (s: FsState, es: readonly FsEvent[]) => es.reduce((st, e) => fourSouls.evolve(st, e), s);

/** Given: a table from a scenario (2 seats, first player 0, 3¢ each unless said). */
export function given(scenario: Scenario & { seats?: number; seed?: number }): Table {
  const { seats = 2, seed = 1, ...sc } = scenario;
  const rng = scriptedRng(seed);
  // Unless a test says otherwise the monster slots hold plain monsters (no aura, armor or trigger
  // of the larger card pool changes the rule a test is about).
  const full: Scenario = { firstPlayer: 0, characters: ['isaac', 'maggy', 'cain', 'judas'].slice(0, seats), monsters: PLAIN_MONSTERS, ...sc };
  const events = fourSouls.setup({ seatCount: seats, options: { turnCap: 120 }, scenario: full }, rng);
  if (isRejection(events)) throw new Error(`scenario rejected: ${events.message}`);
  return { state: fold(fourSouls.initialState(), events), log: events, last: events, rng };
}

export function attempt(t: Table, seat: Seat, cmd: FsCommand): Table | Rejection {
  const r = fourSouls.decide(t.state, cmd, { seat, origin: 'player', rng: t.rng });
  if (isRejection(r)) return r;
  return { state: fold(t.state, r), log: [...t.log, ...r], last: r, rng: t.rng };
}

/** When: `seat` sends `cmd`; throws if it is rejected. */
export function act(t: Table, seat: Seat, cmd: FsCommand): Table {
  const r = attempt(t, seat, cmd);
  if (isRejection(r)) throw new Error(`${cmd.type} by P${seat + 1} rejected: ${r.code} (${r.rule}) ${r.message}`);
  return r;
}

export function holder(t: Table): Seat {
  const p = fourSouls.prompt(t.state);
  if (!p) throw new Error('nobody is prompted');
  return p.seats[0]!;
}

/** Whoever holds priority passes, once. */
export function pass(t: Table): Table {
  return act(t, holder(t), { type: 'pass' });
}

/** Everyone passes until the top object resolved (or a decision opens). */
export function resolveTop(t: Table): Table {
  const id = top(t).id;
  let cur = t;
  let guard = 10;
  while (cur.state.stack.some((i) => i.id === id) && !cur.state.decision && guard-- > 0) cur = pass(cur);
  return cur;
}

/** Everyone passes until the stack is empty or a decision is pending. */
export function resolveAll(t: Table): Table {
  let cur = t;
  let guard = 500;
  while (cur.state.stack.length > 0 && !cur.state.decision && guard-- > 0) cur = pass(cur);
  return cur;
}

/** Passes through the start of the turn to the action phase with an empty stack. */
export function toAction(t: Table): Table {
  let cur = t;
  let guard = 500;
  while (
    !(cur.state.turn.step === 'action' && cur.state.stack.length === 0 && cur.state.priority?.seat === cur.state.turn.active) &&
    !cur.state.decision &&
    guard-- > 0
  )
    cur = pass(cur);
  return cur;
}

export function top(t: Table): StackItem {
  const i = t.state.stack[t.state.stack.length - 1];
  if (!i) throw new Error('the stack is empty');
  return i;
}

export const stackKinds = (t: Table) => t.state.stack.map((i) => i.kind);

export function inHand(t: Table, seat: Seat, card: CardId): ObjectId {
  const o = t.state.players[seat]!.hand.find((c) => c.card === card);
  if (!o) throw new Error(`P${seat + 1} has no ${card} in hand`);
  return o.id;
}

export function item(t: Table, seat: Seat, card: CardId): ObjectId {
  const o = t.state.players[seat]!.items.find((c) => c.card === card);
  if (!o) throw new Error(`P${seat + 1} has no ${card}`);
  return o.id;
}

export function monster(t: Table, card: CardId): ObjectId {
  const m = activeMonsters(t.state).find((x) => x.obj.card === card);
  if (!m) throw new Error(`no active ${card}`);
  return m.obj.id;
}

/** The item for sale on top of shop slot `slot`. */
export function shop(t: Table, slot: number): ObjectId {
  const o = t.state.slots.shop[slot]?.at(-1);
  if (!o) throw new Error(`shop slot ${slot + 1} is empty`);
  return o.id;
}

export function play(t: Table, seat: Seat, card: CardId, targets: Target[] = [], extra: { mode?: number; viaCharacter?: boolean } = {}): Table {
  return act(t, seat, { type: 'play-loot', card: inHand(t, seat, card), targets, mode: extra.mode ?? null, viaCharacter: extra.viaCharacter ?? false });
}

export function use(t: Table, seat: Seat, card: CardId, targets: Target[] = [], extra: { mode?: number; ability?: number } = {}): Table {
  return act(t, seat, { type: 'activate', source: item(t, seat, card), ability: extra.ability ?? 0, targets, mode: extra.mode ?? null });
}

export const seatT = (seat: Seat): Target => ({ seat });
export const objT = (id: ObjectId): Target => ({ id });

export function coins(t: Table, seat: Seat): number {
  return t.state.players[seat]!.coins;
}

export function eventsOf<K extends FsEvent['type']>(events: readonly FsEvent[], type: K): Extract<FsEvent, { type: K }>[] {
  return events.filter((e): e is Extract<FsEvent, { type: K }> => e.type === type);
}

/** Plays on (ending turns) until it is `seat`'s action phase. */
export function turnOf(t: Table, seat: Seat): Table {
  let cur = toAction(t);
  let guard = 20;
  while (cur.state.turn.active !== seat && guard-- > 0) {
    cur = act(cur, cur.state.turn.active, { type: 'end-turn' });
    cur = toAction(cur);
  }
  return cur;
}
