/** Card builders: every card's `text` is generated from its data (text.ts), never written by hand. */
import type { CardDef } from './model';
import { cardText } from './text';

type Untexted<T extends CardDef> = T extends unknown ? Omit<T, 'text'> : never;

export function withText<T extends CardDef>(def: Untexted<T>): T {
  return { ...def, text: cardText(def as Omit<CardDef, 'text'>) } as unknown as T;
}
