/**
 * "High card": a tiny deterministic game for the server's tests only (the product ships no toy
 * game). It has what the pipeline must handle: hidden hands, randomness in setup (the deal) and in
 * decide (a bonus die each round), a prompt, rules rejections, an outcome, bots and an upcaster.
 *
 * Each seat is dealt `rounds` distinct cards. Every round each seat plays one card face down; when
 * all have played, the cards are revealed, the highest card scores 1 + a d6 bonus. Most points
 * after the last round wins.
 */
import { CommonRejections, publicVisibility, reject, seatsVisibility, type GameDefinition, type Rejection, type Seat, type Viewer } from '../../src/engine';

export interface HcOptions {
  readonly rounds: number;
}

export interface HcState {
  readonly seatCount: number;
  readonly rounds: number;
  readonly round: number;
  readonly hands: readonly (readonly number[])[];
  /** The card each seat played face down this round (null: not yet). */
  readonly played: readonly (number | null)[];
  readonly scores: readonly number[];
  readonly dealt: boolean;
}

export type HcCommand = { readonly type: 'play'; readonly card: number } | { readonly type: 'concede' };

export type HcEvent =
  | { readonly type: 'hc.dealt'; readonly hands: readonly (readonly number[])[]; readonly rounds: number }
  | { readonly type: 'hc.played'; readonly seat: Seat; readonly card: number }
  | { readonly type: 'hc.round-scored'; readonly cards: readonly number[]; readonly winner: Seat; readonly bonus: number }
  | { readonly type: 'hc.conceded'; readonly seat: Seat };

export interface HcView {
  readonly round: number;
  readonly rounds: number;
  readonly hand: readonly number[] | null;
  readonly handSizes: readonly number[];
  readonly playedThisRound: readonly boolean[];
  readonly scores: readonly number[];
}

const played = (s: HcState) => s.played.map((c) => c !== null);

function waiting(s: HcState): Seat[] {
  if (!s.dealt || s.round > s.rounds) return [];
  return s.played.flatMap((c, seat) => (c === null ? [seat] : []));
}

export const highCard: GameDefinition<HcState, HcCommand, HcEvent, HcView, HcOptions> = {
  id: 'high-card',
  displayName: 'High card (test game)',
  rulesVersion: '1',
  minSeats: 2,
  maxSeats: 4,
  eventSchemaVersion: 2,

  parseOptions(raw) {
    const rounds = (raw as { rounds?: unknown } | null | undefined)?.rounds ?? 3;
    if (typeof rounds !== 'number' || !Number.isInteger(rounds) || rounds < 1 || rounds > 20) {
      return reject('BAD_OPTIONS', null, 'rounds must be an integer from 1 to 20');
    }
    return { rounds };
  },

  initialState: () => ({ seatCount: 0, rounds: 0, round: 1, hands: [], played: [], scores: [], dealt: false }),

  setup({ seatCount, options, scenario }, rng) {
    const hands = (scenario as { hands?: number[][] } | null)?.hands;
    if (hands !== undefined) {
      if (!Array.isArray(hands) || hands.length !== seatCount || hands.some((h) => !Array.isArray(h) || h.length !== options.rounds)) {
        return reject('BAD_SCENARIO', null, `scenario.hands must hold ${seatCount} hands of ${options.rounds} cards`);
      }
      return [{ type: 'hc.dealt', hands, rounds: options.rounds }];
    }
    const deck = rng.shuffle(Array.from({ length: seatCount * options.rounds + 4 }, (_, i) => i + 1));
    const dealt = Array.from({ length: seatCount }, (_, s) => deck.slice(s * options.rounds, (s + 1) * options.rounds));
    return [{ type: 'hc.dealt', hands: dealt, rounds: options.rounds }];
  },

  parseCommand(raw): HcCommand | Rejection {
    const c = raw as { type?: unknown; card?: unknown } | null;
    if (c && c.type === 'play' && typeof c.card === 'number' && Number.isInteger(c.card)) return { type: 'play', card: c.card };
    if (c && c.type === 'concede') return { type: 'concede' };
    return reject(CommonRejections.MALFORMED_COMMAND, null, 'expected {type:"play", card:<integer>} or {type:"concede"}');
  },

  decide(state, command, { seat, rng }) {
    if (command.type === 'concede') return [{ type: 'hc.conceded', seat }];
    if (!waiting(state).includes(seat)) return reject(CommonRejections.NOT_YOUR_TURN, 'HC-1', 'you already played this round');
    if (!state.hands[seat]?.includes(command.card)) return reject(CommonRejections.ILLEGAL_ACTION, 'HC-2', `card ${command.card} is not in your hand`);
    const events: HcEvent[] = [{ type: 'hc.played', seat, card: command.card }];
    const after = state.played.map((c, s) => (s === seat ? command.card : c));
    if (after.every((c) => c !== null)) {
      const cards = after as number[];
      const winner = cards.indexOf(Math.max(...cards));
      events.push({ type: 'hc.round-scored', cards, winner, bonus: rng.d6() });
    }
    return events;
  },

  evolve(state, event) {
    switch (event.type) {
      case 'hc.dealt':
        return {
          ...state,
          seatCount: event.hands.length,
          rounds: event.rounds,
          hands: event.hands,
          played: event.hands.map(() => null),
          scores: event.hands.map(() => 0),
          dealt: true,
        };
      case 'hc.played':
        return {
          ...state,
          hands: state.hands.map((h, s) => (s === event.seat ? h.filter((c) => c !== event.card) : h)),
          played: state.played.map((c, s) => (s === event.seat ? event.card : c)),
        };
      case 'hc.round-scored':
        return {
          ...state,
          round: state.round + 1,
          played: state.played.map(() => null),
          scores: state.scores.map((v, s) => (s === event.winner ? v + 1 + event.bonus : v)),
        };
      case 'hc.conceded':
        return { ...state, round: state.rounds + 1, scores: state.scores.map((v, s) => (s === event.seat ? -1 : v)) };
      default: {
        const never: never = event;
        throw new Error(`unknown event ${JSON.stringify(never)}`);
      }
    }
  },

  view(state, viewer: Viewer) {
    return {
      round: state.round,
      rounds: state.rounds,
      hand: viewer.kind === 'seat' ? (state.hands[viewer.seat] ?? null) : null,
      handSizes: state.hands.map((h) => h.length),
      playedThisRound: played(state),
      scores: state.scores,
    };
  },

  prompt(state) {
    const seats = waiting(state);
    return seats.length ? { kind: 'play', seats, text: `waiting for ${seats.map((s) => `P${s + 1}`).join(', ')}` } : null;
  },

  legalActions(state, seat) {
    if (!waiting(state).includes(seat)) return [];
    return (state.hands[seat] ?? []).map((card) => ({ type: 'play' as const, card }));
  },

  labelAction: (_state, _seat, command) => (command.type === 'play' ? { label: `Play ${command.card}`, refs: [] } : { label: 'Concede', refs: [] }),

  defaultAction(state, seat) {
    const hand = state.hands[seat] ?? [];
    return waiting(state).includes(seat) && hand.length ? { type: 'play', card: Math.min(...hand) } : null;
  },

  autoPassAction: () => null,

  outcome(state) {
    if (!state.dealt || state.round <= state.rounds) return null;
    const best = Math.max(...state.scores);
    return { winners: state.scores.flatMap((v, s) => (v === best ? [s] : [])), reason: 'most points' };
  },

  visibility: (event) => (event.type === 'hc.played' ? seatsVisibility(event.seat) : event.type === 'hc.dealt' ? seatsVisibility() : publicVisibility),

  redactEvent(event, viewer) {
    if (event.type === 'hc.played' && !(viewer.kind === 'omniscient' || (viewer.kind === 'seat' && viewer.seat === event.seat))) {
      return { type: 'hc.played', seat: event.seat };
    }
    if (event.type === 'hc.dealt' && viewer.kind !== 'omniscient') {
      return { type: 'hc.dealt', rounds: event.rounds, hand: viewer.kind === 'seat' ? event.hands[viewer.seat] : undefined };
    }
    return event;
  },

  describeEvent: (event) => event.type,

  bots: {
    random: (state, seat, rng) => {
      const actions = highCard.legalActions(state, seat);
      return actions.length ? rng.pick(actions) : null;
    },
    lowest: (state, seat) => highCard.defaultAction(state, seat),
  },

  /** Schema 1 of `hc.played` called the card `value`. */
  // A round is its only landmark; it has no turns or stack.
  markers: { turnStart: [], resolution: [] },
  upcast(type, schemaVersion, payload) {
    const p = payload as Record<string, unknown>;
    if (type === 'hc.played' && schemaVersion < 2 && 'value' in p) {
      const { value, ...rest } = p;
      return { ...rest, card: value } as HcEvent;
    }
    return payload as HcEvent;
  },
};
