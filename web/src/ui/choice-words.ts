import type { ChoicePart, ComposedChoice, JsonValue } from '../../../src/client';
import type { ChoicePartWords, ChoiceWords } from '../games/types';
import type { PickKey } from './picking';

/**
 * How a protocol 2 choice reads (ChoicePanel): its title and parts in a game's words, or from its
 * field names when the game has none; the values in a person's order; what is still to pick.
 * The panel keeps each value's index in `part.of`, so `legal` and `commandOf` are untouched by the
 * order shown.
 */

/** "viaCharacter" → "Via character", "counter-trade" → "Counter trade". */
export function readable(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .toLowerCase();
  return words[0]!.toUpperCase() + words.slice(1);
}

/** The words of a choice: the game's, else its command type and field names made readable; its parts in the game's order. */
export function wordsOf(choice: ComposedChoice, words: ChoiceWords | undefined) {
  const listed = Object.keys(words?.parts ?? {});
  const rank = (i: number) => (listed.indexOf(choice.parts[i]!.field) + listed.length + 1) % (listed.length + 1);
  return {
    title: words?.title ?? readable(choice.type),
    parts: choice.parts.map((p): ChoicePartWords => {
      const label = readable(p.field);
      return words?.parts[p.field] ?? { label, one: `value for ${label}`, many: `values for ${label}` };
    }),
    order: choice.parts.map((_, i) => i).sort((a, b) => rank(a) - rank(b)),
  };
}

/** The table element a value names (`obj:ID` for an id or an object with `id` or `cardId`, `slab:S:N`, `seat:N`), or null. */
export function valueKey(value: JsonValue): PickKey | null {
  if (typeof value === 'string') return `obj:${value}`;
  if (!value || typeof value !== 'object') return null;
  const o = value as Record<string, JsonValue>;
  const card = o.id ?? o.cardId;
  if (typeof card === 'string') return `obj:${card}`;
  if (typeof o.slab === 'number') return `slab:${String(o.seat)}:${o.slab}`;
  return typeof o.seat === 'number' ? `seat:${o.seat}` : null;
}

/**
 * A value as the table names it (`name` takes a table key: `obj:ID`, `seat:N`, `slab:N:M`): a card
 * by its name, a slab, a seat; a yes/no; a number as it is.
 */
export function valueText(value: JsonValue, name: (key: string) => string): string {
  const key = valueKey(value);
  if (key) return name(key);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value === null ? 'None' : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const collator = new Intl.Collator('en', { numeric: true });

/**
 * The indexes of a part's values in the order a person looks for them: numbers ascending (none
 * first), anything else by its words (cards by name); equal words keep the server's order.
 */
export function readingOrder(part: ChoicePart, texts: readonly string[]): number[] {
  const numeric = part.of.every((v) => v === null || typeof v === 'number');
  const key = (j: number) => (part.of[j] as number | null) ?? -1;
  return part.of.map((_, j) => j).sort((a, b) => (numeric ? key(a) - key(b) : collator.compare(texts[a]!, texts[b]!)) || a - b);
}

/** A legal combination (`ComposedChoice.legal`: per part a value's index, or a `some` part's mask) as picks: per part a bit mask. */
export const asMasks = (choice: ComposedChoice, combo: readonly number[]): number[] => combo.map((n, i) => (choice.parts[i]!.pick === 'some' ? n : 1 << n));

const bits = (mask: number): number => (mask ? (mask & 1) + bits(mask >>> 1) : 0);

const count = (n: number, w: ChoicePartWords, more = '') => (n === 1 ? `one${more} ${w.one}` : `${n}${more} ${w.many}`);

/**
 * What is still to pick before the picks are a legal combination, in words; null once they are.
 * `picks`: per part, a bit mask over its values (a `one` part: one bit, 0 for none); `order`: the
 * parts in the order the player fills them in.
 */
export function missingPick(choice: ComposedChoice, picks: readonly number[], parts: readonly ChoicePartWords[], order: readonly number[]): string | null {
  const some = (i: number) => choice.parts[i]!.pick === 'some';
  const masks = choice.legal.map((combo) => asMasks(choice, combo));
  if (masks.some((m) => m.every((x, i) => x === picks[i]))) return null;
  // The legal combinations the picks can still grow into (every picked value is in them): the
  // first part, in the player's order, that each of them wants more of.
  const reachable = masks.filter((m) => m.every((x, i) => (picks[i]! & x) === picks[i]));
  for (const i of order) {
    const need = Math.min(...reachable.map((m) => bits(m[i]!) - bits(picks[i]!)));
    if (need > 0 && need < Infinity)
      return some(i) ? `Pick at least ${count(need, parts[i]!, picks[i] ? ' more' : '')}` : (parts[i]!.pick ?? `Pick a ${parts[i]!.one}`);
  }
  // Too many of a part for the other picks.
  const agreeing = masks.filter((m) => m.every((x, i) => some(i) || !picks[i] || x === picks[i]));
  for (const i of order) {
    const most = Math.max(...agreeing.map((m) => bits(m[i]!)));
    if (some(i) && bits(picks[i]!) > most) return most > 0 ? `At most ${count(most, parts[i]!)}` : `No ${parts[i]!.many} with these picks`;
  }
  return reachable.length ? 'Pick one more' : 'These picks do not go together: change one';
}
