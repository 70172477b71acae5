import type { CommandOrigin } from './types';

/**
 * Why an event happened, in the rules' own terms: the ids of the rules that made it happen (as the
 * game's rules reference numbers them) and, when a card's text is what acted, the card and which of
 * its abilities. Derived by the game from the state the event was decided on, so the stored log
 * stays as it was and every recorded match can be explained by re-running its decisions.
 */
export interface GameCause {
  readonly rules: readonly string[];
  readonly card: CauseCard | null;
}

/** The card whose text acted: its catalog id, its name, and which ability ("ability 0", "trigger 1", "effect"...). */
export interface CauseCard {
  readonly card: string;
  readonly name: string;
  readonly ability: string | null;
}

/** How a game explains its events: pure, from the state they were decided on. */
/** Where one shuffle's order is recorded in a batch: a label for people and the places, in order. */
export interface RecordedShuffle {
  /** What was shuffled, in words ("loot deck", "characters"). */
  readonly label: string;
  readonly sites: readonly { readonly index: number; readonly path: string }[];
}

export interface GameCauses<S, C, E> {
  /**
   * One cause per event of `events`, which `command` (null: the match's setup) produced from
   * `before`; `origin` says who sent the command (a deadline's default and auto-pass cite the
   * rules that allow the server to act for a seat).
   */
  explain(before: S, command: C | null, events: readonly E[], origin: CommandOrigin | null): GameCause[];
  /**
   * Per event of one decided batch: the die value it records when the generator rolled a die for
   * it there and then (a roll put on the stack, a reroll), else null (a scenario's scripted die is
   * not drawn). A dice proof pairs these, in order, with the generator's d6 draws.
   */
  rolled?(events: readonly E[]): (number | null)[];
  /**
   * For one decided batch (a command's events, or the setup's), in the order the rules shuffled:
   * where the events record the order each shuffle gave (the event's index in `events` and a JSON
   * pointer to a card or a list of cards, read by src/fairness/recorded-cards.ts). When the rules
   * keep only the top of a shuffle (characters dealt, bonus souls), the places hold those first
   * cards. A shuffle proof pairs these, in order, with the generator's shuffles.
   */
  shuffled?(events: readonly E[]): RecordedShuffle[];
  /** The rule ids of the match framing: the match made, a seat taken, the match over. */
  readonly framing: { readonly created: readonly string[]; readonly claimed: readonly string[]; readonly ended: readonly string[] };
}

/** The rule ids in order of first mention, each once. */
export function ruleList(...groups: readonly (readonly string[])[]): string[] {
  return [...new Set(groups.flat())];
}
