/**
 * "Pile" (docs/peer-workload.md): the peer workload as a game definition of this
 * server. Bench-only: it is registered by bench/pile/server-main.ts and never ships in src/.
 *
 * Two seats; cards 1..40 shuffled at setup; seat 0 holds the top 5, seat 1 the next 5, 30 stay in
 * the deck. The only move plays a card from the hand onto the public pile and draws the top deck
 * card; an empty deck is first rebuilt from the pile minus its top card, shuffled. 60 plays end it.
 *
 * One event per move (`pile.played`), so the server's work per move is one append: the rules cost
 * nothing and what is measured is validation, persistence and fan-out.
 */
import { CommonRejections, reject, seatsVisibility, type GameDefinition, type Rejection, type Seat, type Viewer } from '../../src/engine';
import { PILE } from './pile-constants';

export interface PileState {
  readonly dealt: boolean;
  readonly hands: readonly (readonly number[])[];
  /** Hidden from everybody: order and content. */
  readonly deck: readonly number[];
  /** Public; the last card is the top. */
  readonly pile: readonly number[];
  readonly plays: number;
  readonly turn: Seat;
}

export type PileCommand = { readonly type: 'playCard'; readonly index: number };

export type PileEvent =
  | { readonly type: 'pile.dealt'; readonly hands: readonly (readonly number[])[]; readonly deck: readonly number[] }
  /** `newDeck`: the deck rebuilt (shuffled) from the pile before drawing, when the deck was empty. */
  | { readonly type: 'pile.played'; readonly seat: Seat; readonly card: number; readonly drawn: number; readonly newDeck?: readonly number[] };

/** What a seat sees: its own hand only, the public pile and counts; never the deck. */
export interface PileView {
  readonly hand: readonly number[] | null;
  readonly handSizes: readonly number[];
  readonly pile: readonly number[];
  readonly plays: number;
  readonly deckSize: number;
  readonly turn: Seat;
}

const over = (s: PileState) => s.plays >= PILE.plays;

export const pile: GameDefinition<PileState, PileCommand, PileEvent, PileView, Record<string, never>> = {
  id: 'pile',
  displayName: 'Pile (benchmark workload)',
  rulesVersion: '1',
  minSeats: 2,
  maxSeats: 2,
  eventSchemaVersion: 1,

  parseOptions: () => ({}),

  initialState: () => ({ dealt: false, hands: [], deck: [], pile: [], plays: 0, turn: 0 }),

  setup(_input, rng) {
    const cards = rng.shuffle(Array.from({ length: PILE.cards }, (_, i) => i + 1));
    const hands = [cards.slice(0, PILE.handSize), cards.slice(PILE.handSize, 2 * PILE.handSize)];
    return [{ type: 'pile.dealt', hands, deck: cards.slice(2 * PILE.handSize) }];
  },

  parseCommand(raw): PileCommand | Rejection {
    const c = raw as { type?: unknown; index?: unknown } | null;
    if (c && c.type === 'playCard' && typeof c.index === 'number' && Number.isInteger(c.index)) return { type: 'playCard', index: c.index };
    return reject(CommonRejections.MALFORMED_COMMAND, null, 'expected {type:"playCard", index:<integer>}');
  },

  decide(state, command, { seat, rng }) {
    if (over(state)) return reject(CommonRejections.MATCH_OVER, null, 'the match is over');
    if (seat !== state.turn) return reject(CommonRejections.NOT_YOUR_TURN, 'PILE-1', 'it is the other seat’s turn');
    const hand = state.hands[seat] ?? [];
    if (command.index < 0 || command.index >= hand.length) return reject(CommonRejections.ILLEGAL_ACTION, 'PILE-2', `index must be in [0, ${hand.length})`);
    const card = hand[command.index] as number;
    if (state.deck.length > 0) return [{ type: 'pile.played', seat, card, drawn: state.deck[0] as number }];
    // The played card becomes the top and stays; the rest of the pile is shuffled into a new deck.
    const newDeck = rng.shuffle(state.pile);
    return [{ type: 'pile.played', seat, card, drawn: newDeck[0] as number, newDeck }];
  },

  evolve(state, event) {
    switch (event.type) {
      case 'pile.dealt':
        return { ...state, dealt: true, hands: event.hands, deck: event.deck };
      case 'pile.played': {
        const deck = event.newDeck ?? state.deck;
        const pileBefore = event.newDeck ? [] : state.pile;
        return {
          ...state,
          hands: state.hands.map((h, s) => (s === event.seat ? [...h.filter((c) => c !== event.card), event.drawn] : h)),
          deck: deck.slice(1),
          pile: [...pileBefore, event.card],
          plays: state.plays + 1,
          turn: 1 - event.seat,
        };
      }
      default: {
        const never: never = event;
        throw new Error(`unknown event ${JSON.stringify(never)}`);
      }
    }
  },

  view(state, viewer: Viewer) {
    return {
      hand: viewer.kind === 'seat' ? (state.hands[viewer.seat] ?? null) : null,
      handSizes: state.hands.map((h) => h.length),
      pile: state.pile,
      plays: state.plays,
      deckSize: state.deck.length,
      turn: state.turn,
    };
  },

  prompt: (state) => (state.dealt && !over(state) ? { kind: 'play', seats: [state.turn], text: `P${state.turn + 1} plays a card` } : null),

  labelAction: (_state, _seat, command) => ({ label: `Play card ${command.index + 1}`, refs: [] }),
  legalActions(state, seat) {
    if (!state.dealt || over(state) || seat !== state.turn) return [];
    return (state.hands[seat] ?? []).map((_, index) => ({ type: 'playCard' as const, index }));
  },

  defaultAction: (state, seat) => (state.dealt && !over(state) && seat === state.turn ? { type: 'playCard', index: 0 } : null),

  autoPassAction: () => null,

  outcome: (state) => (over(state) ? { winners: [], reason: `${PILE.plays} plays` } : null),

  visibility: (event) => (event.type === 'pile.played' ? seatsVisibility(event.seat) : seatsVisibility()),

  redactEvent(event, viewer) {
    if (viewer.kind === 'omniscient') return event;
    const seat = viewer.kind === 'seat' ? viewer.seat : null;
    if (event.type === 'pile.dealt') {
      return { type: event.type, hand: seat === null ? null : (event.hands[seat] ?? null), deckSize: event.deck.length };
    }
    // The deck's order is nobody's business, not even the seat that triggered the reshuffle.
    const reshuffled = event.newDeck !== undefined;
    return seat === event.seat
      ? { type: event.type, seat: event.seat, card: event.card, drawn: event.drawn, reshuffled }
      : { type: event.type, seat: event.seat, card: event.card, reshuffled };
  },

  describeEvent: (event) => event.type,

  bots: {
    random: (state, seat, rng) => {
      const actions = pile.legalActions(state, seat);
      return actions.length ? rng.pick(actions) : null;
    },
  },

  markers: { turnStart: [], resolution: [] },
  upcast: (_type, _schemaVersion, payload) => payload as PileEvent,
};
