import type { ComposedChoice } from '../../../src/client';
import type { ChoiceWords } from '../games/types';
import { asMasks, valueKey, wordsOf } from './choice-words';
import type { PickKey } from './picking';

/**
 * What the player has picked in each protocol 2 choice shown, from the panel or from the board (a
 * card clicked on the table picks it in its choice). Per part a bit mask over its values (a `one`
 * part has at most one bit), by `choiceKey`.
 */
export type ChoicePicks = ReadonlyMap<string, readonly number[]>;

/** A choice's identity: a new prompt's choice (other values) is another, and starts with nothing picked. */
export const choiceKey = (c: ComposedChoice): string => `${c.type} ${JSON.stringify(c.parts)}`;

/** The picks of `choice` (nothing picked when it has none yet). */
export const picksOf = (all: ChoicePicks, choice: ComposedChoice): readonly number[] => all.get(choiceKey(choice)) ?? choice.parts.map(() => 0);

/** The picks after a click on value `j` of part `i`: a `one` part takes it (or drops it when it was picked), a `some` part adds or drops it. */
export function toggle(all: ChoicePicks, choice: ComposedChoice, i: number, j: number): ChoicePicks {
  const picks = picksOf(all, choice);
  const p = picks[i]!;
  const next = choice.parts[i]!.pick === 'one' && !(p & (1 << j)) ? 1 << j : p ^ (1 << j);
  return new Map(all).set(
    choiceKey(choice),
    picks.map((x, k) => (k === i ? next : x)),
  );
}

/** The picks as the panel reads them, with what each part still allows (`fitPicks`). */
export interface FittedPicks {
  /** Per part a bit mask, as `picksOf`, after the two rules of `fitPicks`. */
  readonly picks: readonly number[];
  /** Per part, the values some legal combination allows with the parts picked before it. */
  readonly allowed: readonly number[];
  /** Per part, whether its pick was filled in (the parts before it leave it one value) rather than clicked. */
  readonly implied: readonly boolean[];
}

/**
 * The picks of a choice read in the player's order (`order`, the game's): a `one` part's pick that
 * no legal combination allows with the parts picked before it is dropped (Blue Pill picked after a
 * mode of no card: "None" is no mode of Blue Pill's), and a `one` part the parts before it leave a
 * single value is filled in (Bomb picked: its mode can only be none; the character already tapped:
 * no extra loot play). The player never has to click the one thing there is to pick, and a value
 * that cannot go with what came before is shown as such (`allowed`) instead of being found out at
 * Confirm. A `some` part keeps its picks: the hint says what is wrong with them (`missingPick`).
 */
export function fitPicks(choice: ComposedChoice, clicked: readonly number[], order: readonly number[]): FittedPicks {
  let fitting = choice.legal.map((combo) => asMasks(choice, combo));
  const picks = choice.parts.map(() => 0);
  const allowed = choice.parts.map(() => 0);
  const implied = choice.parts.map(() => false);
  for (const i of order) {
    const one = choice.parts[i]!.pick === 'one';
    allowed[i] = fitting.reduce((bits, m) => bits | m[i]!, 0);
    let pick = clicked[i]!;
    if (one && pick && !(allowed[i]! & pick)) pick = 0;
    const values = new Set(fitting.map((m) => m[i]!));
    if (one && !pick && values.size === 1) [pick, implied[i]] = [[...values][0]!, true];
    picks[i] = pick;
    if (pick) fitting = fitting.filter((m) => (one ? m[i] === pick : (m[i]! & pick) === pick));
  }
  return { picks, allowed, implied };
}

/** A card a choice is made with: where it is among the choice's values. */
export interface ChoiceCard {
  readonly choice: ComposedChoice;
  readonly part: number;
  readonly value: number;
}

/**
 * The table's cards each choice is made with, by key (`obj:ID`): the values of its first part, in
 * the game's order, whose values are all cards (a loot play's card, a trade's cards to give). What
 * the card aims at (its targets, a slab) is picked after it, in the panel.
 */
export function choiceCards(choices: readonly ComposedChoice[], words: Readonly<Record<string, ChoiceWords>>): Map<PickKey, ChoiceCard[]> {
  const map = new Map<PickKey, ChoiceCard[]>();
  for (const choice of choices) {
    const part = wordsOf(choice, words[choice.type]).order.find((i) => choice.parts[i]!.of.every((v) => valueKey(v)?.startsWith('obj:')));
    if (part === undefined) continue;
    choice.parts[part]!.of.forEach((v, value) => {
      const key = valueKey(v)!;
      map.set(key, [...(map.get(key) ?? []), { choice, part, value }]);
    });
  }
  return map;
}
