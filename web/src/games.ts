import { fourSoulsActionData, fourSoulsTable, isFourSoulsView } from './four-souls';
import { h } from './dom';
import { genericTable, manstersTable, type SeatLabel } from './tables';

type Obj = Record<string, unknown>;

/** What the client knows of one game: how to draw its table (commands come labelled by the server). */
export interface GameUi {
  /** The table from the game's view; null when the view does not have the expected shape. */
  readonly table: (view: unknown, seats: readonly SeatLabel[]) => HTMLElement | null;
  /** Data attributes of an action button (what it plays, aims at). */
  readonly actionData: (cmd: Obj, view: unknown) => Record<string, string>;
  /** Commands that name things on the table can be built by clicking them. */
  readonly picksOnTable: boolean;
  /** The game passes priority, so priority stops (auto-pass) apply. */
  readonly passesPriority: boolean;
  /** A few lines for a newcomer (the lobby). */
  readonly summary: string;
}

const generic: GameUi = {
  table: () => null,
  actionData: () => ({}),
  picksOnTable: false,
  passesPriority: true,
  summary: '',
};

/** The per-game registry (games not listed get the generic tree and labels). */
const GAMES: Readonly<Record<string, GameUi>> = {
  'four-souls': {
    table: (view, seats) =>
      isFourSoulsView(view) ? h('div', fourSoulsTable(view, seats), h('details.raw', h('summary', 'The whole view'), genericTable(view))) : null,
    actionData: fourSoulsActionData,
    picksOnTable: true,
    passesPriority: true,
    summary:
      'Be the first with 4 souls. On your turn you loot a card, then may play loot, attack monsters (roll the dice number or more to hit) and buy items from the shop (10¢); killing a monster gives its rewards, some give souls. Effects go on a stack and every player may respond before they resolve.',
  },
  mansters: {
    table: (view, seats) => (view && typeof view === 'object' && 'players' in view ? manstersTable(view as Parameters<typeof manstersTable>[0], seats) : null),
    actionData: () => ({}),
    picksOnTable: false,
    passesPriority: false,
    summary:
      'Each turn: draw, trade cards with an opponent if you like, play up to 3 cards onto your two slabs (meat is a stack’s health, bone its damage; with a spirit it is full and takes manster cards), swap slabs if you like, and attack with a full active stack. A player who took 10 direct damage is out; the last one left wins.',
  },
};

export function gameUi(gameId: string): GameUi {
  return GAMES[gameId] ?? generic;
}

/** The table of any game: its own drawing, else the view as a tree. */
export function drawTable(gameId: string, view: unknown, seats: readonly SeatLabel[] = []): HTMLElement {
  try {
    const own = gameUi(gameId).table(view, seats);
    if (own) return own;
  } catch (e) {
    console.warn('table drawing failed, showing the view as a tree', e); // a view shape this client does not know yet
  }
  return genericTable(view);
}
