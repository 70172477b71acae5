import type { GameDefinition } from '../engine/game-definition';
import { CommonRejections, reject } from '../engine/rejection';
import { publicVisibility, seatsVisibility, type Seat } from '../engine/types';

/**
 * "Dice race", a tiny game for the match domain's tests: each seat is dealt a secret number (seen
 * only by that seat); seats take turns rolling a die and adding it to their total; the first to
 * reach `goal` wins. A scenario may set the totals so that the setup already decides the match.
 */
export interface RaceState {
  readonly secrets: readonly number[];
  readonly totals: readonly number[];
  readonly turn: Seat;
  readonly goal: number;
}

export type RaceCommand = { readonly type: 'roll' } | { readonly type: 'concede' };
export type RaceEvent =
  | { readonly type: 'race-dealt'; readonly secrets: readonly number[]; readonly totals: readonly number[]; readonly goal: number }
  | { readonly type: 'race-rolled'; readonly seat: Seat; readonly value: number }
  | { readonly type: 'race-conceded'; readonly seat: Seat };
interface RaceOptions {
  readonly goal: number;
}

const winner = (s: RaceState): Seat | null => {
  const i = s.totals.findIndex((t) => t >= s.goal);
  return i >= 0 ? i : null;
};

export const diceRace: GameDefinition<RaceState, RaceCommand, RaceEvent, { secret: number | null; totals: readonly number[] }, RaceOptions> = {
  id: 'dice-race',
  displayName: 'Dice race',
  rulesVersion: 'dice-race-1',
  minSeats: 2,
  maxSeats: 3,
  eventSchemaVersion: 2,
  parseOptions: (raw) => {
    const goal = (raw as { goal?: unknown } | null)?.goal ?? 10;
    return typeof goal === 'number' && Number.isInteger(goal) && goal > 0 ? { goal } : reject('BAD_OPTIONS', null, 'goal must be a positive integer');
  },
  initialState: () => ({ secrets: [], totals: [], turn: 0, goal: 0 }),
  setup: ({ seatCount, options, scenario }, rng) => {
    const totals = (scenario as { totals?: number[] } | null)?.totals;
    if (scenario !== null && !Array.isArray(totals)) throw new Error('scenario.totals must be a list');
    return [
      {
        type: 'race-dealt',
        secrets: Array.from({ length: seatCount }, () => rng.int(1, 100)),
        totals: totals ?? Array.from({ length: seatCount }, () => 0),
        goal: options.goal,
      },
    ];
  },
  parseCommand: (raw) => {
    const type = (raw as { type?: unknown } | null)?.type;
    return type === 'roll' || type === 'concede' ? { type } : reject(CommonRejections.MALFORMED_COMMAND, null, 'roll or concede');
  },
  decide: (state, command, { seat, rng }) => {
    if (command.type === 'concede') return [{ type: 'race-conceded', seat }];
    if (seat !== state.turn) return reject(CommonRejections.NOT_YOUR_TURN, 'DR-1', 'not your turn');
    return [{ type: 'race-rolled', seat, value: rng.d6() }];
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'race-dealt':
        return { ...state, secrets: event.secrets, totals: event.totals, goal: event.goal };
      case 'race-rolled':
        return { ...state, totals: state.totals.map((t, s) => (s === event.seat ? t + event.value : t)), turn: (state.turn + 1) % state.totals.length };
      case 'race-conceded':
        // The next seat is declared the winner by pushing it past the goal.
        return { ...state, totals: state.totals.map((t, s) => (s === (event.seat + 1) % state.totals.length ? state.goal : t)) };
    }
  },
  view: (state, viewer) => ({ secret: viewer.kind === 'seat' ? (state.secrets[viewer.seat] ?? null) : null, totals: state.totals }),
  prompt: (state) => (winner(state) === null ? { kind: 'roll', seats: [state.turn], text: `P${state.turn + 1} rolls` } : null),
  labelAction: (_state, _seat, command) => ({ label: command.type === 'roll' ? 'Roll the die' : 'Concede', refs: [] }),
  legalActions: (state, seat) => (winner(state) === null ? [...(seat === state.turn ? [{ type: 'roll' as const }] : []), { type: 'concede' as const }] : []),
  defaultAction: (state, seat) => (seat === state.turn ? { type: 'roll' } : null),
  autoPassAction: () => null,
  outcome: (state) => {
    const w = winner(state);
    return w === null ? null : { winners: [w], reason: 'goal' };
  },
  visibility: (event) => (event.type === 'race-dealt' ? seatsVisibility() : publicVisibility),
  redactEvent: (event) => (event.type === 'race-dealt' ? { type: event.type } : event),
  describeEvent: (event) => event.type,
  bots: { random: (state, seat) => (seat === state.turn ? { type: 'roll' } : null) },
  markers: { turnStart: [], resolution: [] },
  upcast: (type, schemaVersion, payload) => {
    // Version 1 of race-rolled called the value `roll`.
    if (type === 'race-rolled' && schemaVersion === 1) {
      const p = payload as { seat: Seat; roll: number };
      return { type: 'race-rolled', seat: p.seat, value: p.roll };
    }
    return payload as RaceEvent;
  },
};
