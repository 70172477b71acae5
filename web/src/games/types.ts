import type { ComponentType } from 'preact';
import type { ClientEvent, ComposedChoice, GameInfo, GameMessage, JsonValue, SeatPublicInfo } from '../../../src/client';
import type { PickHints } from '../ui/picking';

export interface BoardProps {
  readonly view: unknown;
  readonly seats: readonly SeatPublicInfo[];
}

/** A bar button that makes several moves: `first`, then each of `then` while it is the next legal step. */
export interface GameChain {
  readonly id: string;
  readonly label: string;
  readonly first: string;
  readonly then: readonly string[];
  /** Offered only while this holds of the view too (absent: whenever `first` is legal). */
  readonly offered?: (view: unknown, seat: number) => boolean;
  /**
   * Whether the next move of `then` still answers what the player meant when it clicked (`clicked`:
   * the view then); when it does not, the chain stops there and the player is asked (absent: always).
   */
  readonly still?: (view: unknown, clicked: unknown, seat: number) => boolean;
}

/**
 * Going past steps by acting in a later one: while `skip` (a command type; of those, the one `which`
 * accepts) is legal, a click on one of `subjects` (a card in hand during the trade step) sends it,
 * then each of `then` while it is the next legal step, then takes that element up in the step that
 * follows as if it had been clicked there. The card shows `chip` meanwhile.
 */
export interface GameLeadIn {
  readonly skip: string;
  readonly which?: (command: GameMessage) => boolean;
  readonly then?: readonly string[];
  readonly chip: string;
  readonly subjects: (view: unknown, seat: number) => readonly string[];
}

/** The move a lead-in starts with, when it is legal now. */
export const leadInMove = (l: GameLeadIn, legal: readonly GameMessage[]): GameMessage | undefined =>
  legal.find((a) => a.type === l.skip && (!l.which || l.which(a)));

/** How a finished match reads in its summary. */
export interface GameResult {
  readonly turns: number | null;
  /** Per seat: what the game counts ("3 souls", "7 direct damage"). */
  readonly scores: readonly { readonly seat: number; readonly text: string }[];
}

/** How a player reads one part of a protocol 2 choice (ChoicePanel). */
export interface ChoicePartWords {
  /** Beside the part's values: "You give". */
  readonly label: string;
  /** One value and several, for the line saying what is still to pick: "card to give", "cards to give". */
  readonly one: string;
  readonly many: string;
  /** The line while a `one` part is not picked yet (absent: "Pick a …" with `one`). */
  readonly pick?: string;
  /**
   * A value's words, when the table's name for it is not what a player reads (a count asked: "1 card
   * of their choice"); `choice`: the whole choice, for words that depend on another part's values
   * (a loot card's modes, by the cards offered).
   */
  readonly value?: (value: JsonValue, name: (key: string) => string, choice: ComposedChoice) => string | null;
}

/**
 * The words of a protocol 2 choice, by its command type: a title saying what the player does, and
 * its parts in the order a player fills them in (parts not listed follow, named from their field).
 */
export interface ChoiceWords {
  readonly title: string;
  readonly parts: Readonly<Record<string, ChoicePartWords>>;
}

/** What the client knows of one game: its board and how its actions sit on it. */
export interface GameUi {
  /** Draws the game's view; null when the view does not have the expected shape (the tree is shown). */
  readonly Board: ComponentType<BoardProps> | null;
  /** Whether `view` has the shape the Board draws. */
  readonly accepts: (view: unknown) => boolean;
  readonly hints: PickHints;
  /** Log folding: a folded event's part of the line ('' for none), or null for an event of its own. */
  readonly foldLog: (e: ClientEvent) => string | null;
  /** The name and catalog card of a table element (`obj:ID`...), for the action bar; `who` names a seat's player. */
  readonly describe: (view: unknown, key: string, who: (seat: number) => string) => { name: string; card: string | null };
  readonly result: (view: unknown) => GameResult;
  /** The turn number, for "until the end of this turn". */
  readonly turnNumber: (view: unknown) => number | undefined;
  readonly passesPriority: boolean;
  /**
   * Several moves in one click: the bar offers `label` while `first` (a command type) is legal;
   * once it is answered, the page sends each of `then` itself while it is legal next, showing no
   * "your move" for them (steps the player said, with that click, how it would answer).
   */
  readonly chains?: readonly GameChain[];
  readonly leadIns?: readonly GameLeadIn[];
  /** The words of its protocol 2 choices by command type (a type not listed reads from its field names). */
  readonly choiceWords?: Readonly<Record<string, ChoiceWords>>;
  /** A few lines for a newcomer (the lobby). */
  readonly summary: string;
}

/** A seat's player as a person reads it: "Ada", "greedy bot"; "P1" while the seat has no name. */
export function seatWho(seats: readonly Pick<SeatPublicInfo, 'seat' | 'name' | 'bot'>[], seat: number): string {
  const s = seats.find((x) => x.seat === seat);
  return s?.bot ? `${s.bot} bot` : (s?.name ?? `P${seat + 1}`);
}

/** A game's display name from the server's list (`gameList`); "A match" without it. */
export const gameName = (gameId: string, games: readonly GameInfo[]): string => games.find((g) => g.id === gameId)?.displayName ?? 'A match';

/**
 * A match as the replay, the dispute page and "My matches" name it: the game's name and the seats'
 * players ("Four Souls, Ada vs greedy bot"), never the match's or the game's id. `games` is the
 * server's list (`gameList`); without it the game is "A match".
 */
export function matchTitle(
  match: { readonly gameId: string; readonly seats: readonly Pick<SeatPublicInfo, 'seat' | 'name' | 'bot'>[] },
  games: readonly GameInfo[],
): string {
  return `${gameName(match.gameId, games)}, ${match.seats.map((s) => seatWho(match.seats, s.seat)).join(' vs ')}`;
}

/** "P1 · Ada", "P2 · greedy bot"; just "P1" when the seat has no name or is named so. */
export function seatLabel(seats: readonly Pick<SeatPublicInfo, 'seat' | 'name' | 'bot'>[], seat: number): string {
  const label = `P${seat + 1}`;
  const who = seatWho(seats, seat);
  return who === label ? label : `${label} · ${who}`;
}
