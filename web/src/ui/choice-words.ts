import type { ChoicePart, ComposedChoice, JsonValue } from '../../../src/client';
import type { ChoicePartWords, ChoiceWords } from '../games/types';

/**
 * How a protocol 2 choice reads (ChoicePanel): its title and parts in a game's words, or from its
 * field names when the game has none; the values in a person's order; what is still to pick.
 * The panel keeps each value's index in `part.of`, so `legal` and `commandOf` are untouched by the
 * order shown.
 */

/** "viaCharacter" → "Via character", "counter-trade" → "Counter trade". */
export function readable(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The words of a choice: the game's, else its command type and field names made readable. */
export function wordsOf(choice: ComposedChoice, words: ChoiceWords | undefined): { title: string; parts: ChoicePartWords[]; order: number[] } {
  const listed = Object.keys(words?.parts ?? {});
  const rank = (p: ChoicePart) => (listed.includes(p.field) ? listed.indexOf(p.field) : listed.length);
  const order = choice.parts.map((_, i) => i).sort((a, b) => rank(choice.parts[a]!) - rank(choice.parts[b]!));
  const parts = choice.parts.map((p): ChoicePartWords => {
    const label = readable(p.field);
    return words?.parts[p.field] ?? { label, one: `value for “${label}”`, many: `values for “${label}”` };
  });
  return { title: words?.title ?? readable(choice.type), parts, order };
}

/**
 * A value as the table names it (`name` takes a table key, `obj:ID`, `seat:N`): a card id or
 * `{ id }` by the card's name, `{ seat }` by the seat, a yes/no, a number as it is.
 */
export function valueText(value: JsonValue, name: (key: string) => string): string {
  if (typeof value === 'string') return name(`obj:${value}`);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === null) return 'None';
  if (typeof value === 'number') return String(value);
  if (!Array.isArray(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && typeof value.id === 'string') return name(`obj:${value.id}`);
    if (keys.length === 1 && typeof value.seat === 'number') return name(`seat:${value.seat}`);
  }
  return JSON.stringify(value);
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The indexes of a part's values in the order a person looks for them: numbers ascending (none
 * first), anything else by its words (cards by name); equal words keep the server's order.
 */
export function readingOrder(part: ChoicePart, texts: readonly string[]): number[] {
  const numeric = part.of.every((v) => v === null || typeof v === 'number');
  const num = (v: JsonValue) => (typeof v === 'number' ? v : -Infinity);
  return part.of.map((_, j) => j).sort((a, b) => (numeric ? num(part.of[a]!) - num(part.of[b]!) : collator.compare(texts[a]!, texts[b]!)) || a - b);
}

const bits = (mask: number): number => {
  let n = 0;
  for (let m = mask >>> 0; m !== 0; m &= m - 1) n += 1;
  return n;
};

const count = (n: number, w: ChoicePartWords, more = false) => `${n === 1 ? 'one' : n}${more ? ' more' : ''} ${n === 1 ? w.one : w.many}`;
const a = (phrase: string) => `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;

/**
 * What is still to pick before the picks are a legal combination, in words; null once they are.
 * `picks`: per part, a bit mask over its values (a `one` part: one bit, 0 for none); `order`: the
 * parts in the order the player fills them in.
 */
export function missingPick(choice: ComposedChoice, picks: readonly number[], parts: readonly ChoicePartWords[], order: readonly number[]): string | null {
  const masks = choice.legal.map((combo) => combo.map((n, i) => (choice.parts[i]!.pick === 'one' ? 1 << n : n)));
  if (masks.some((m) => m.every((x, i) => x === picks[i]))) return null;
  // The legal combinations the picks can still grow into: every picked value is in them.
  const reachable = masks.filter((m) => m.every((x, i) => (picks[i]! & x) === picks[i]));
  if (reachable.length > 0) {
    // The first part, in the player's order, that every one of them wants more of.
    const more = (i: number) => Math.min(...reachable.map((m) => bits(m[i]!) - bits(picks[i]!)));
    for (const i of order) {
      const need = more(i);
      if (need === 0) continue;
      if (choice.parts[i]!.pick === 'one') return parts[i]!.pick ?? `Pick ${a(parts[i]!.one)}`;
      return `Pick at least ${count(need, parts[i]!, picks[i] !== 0)}`;
    }
    // Each part is complete in some of them but not all at once: the nearest one says what to add.
    const extra = (m: readonly number[]) => m.reduce((s, x, i) => s + bits(x) - bits(picks[i]!), 0);
    const nearest = reachable.reduce((best, m) => (extra(m) < extra(best) ? m : best));
    const i = order.find((k) => bits(nearest[k]!) > bits(picks[k]!))!;
    return `Pick ${choice.parts[i]!.pick === 'one' ? a(parts[i]!.one) : `one more of the ${parts[i]!.many}`}`;
  }
  // Too many of a part for the other picks, or picks that do not go together.
  const agreeing = masks.filter((m) => m.every((x, i) => choice.parts[i]!.pick === 'some' || picks[i] === 0 || x === picks[i]));
  for (const i of order) {
    if (choice.parts[i]!.pick !== 'some' || agreeing.length === 0) continue;
    const most = Math.max(...agreeing.map((m) => bits(m[i]!)));
    if (bits(picks[i]!) > most) return most === 0 ? `No ${parts[i]!.many} with these picks` : `At most ${count(most, parts[i]!)}`;
  }
  return 'These picks do not go together: change one';
}
