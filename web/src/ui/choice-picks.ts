import type { ComposedChoice } from '../../../src/client';
import type { ChoiceWords } from '../games/types';
import { valueKey, wordsOf } from './choice-words';
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
