/**
 * The commands of a protocol 2 choice (docs/protocol.md, "Protocol 2"): shared by the server, which
 * checks that a choice gives back exactly its commands, and every client. Pure; it imports no code.
 */
import type { ComposedChoice, GameMessage, JsonValue } from './protocol';

/** The command a combination stands for (`combo`: one number per part, see `ComposedChoice.legal`). */
export function commandOf(choice: ComposedChoice, combo: readonly number[]): GameMessage {
  const out: Record<string, JsonValue> = { type: choice.type, ...choice.fixed };
  choice.parts.forEach((part, i) => {
    const n = combo[i] ?? 0;
    out[part.field] = part.pick === 'one' ? (part.of[n] ?? null) : part.of.filter((_, j) => (n & (1 << j)) !== 0);
  });
  return out as GameMessage;
}

/** Every legal command of a choice, in the order the server listed them. */
export function choiceCommands(choice: ComposedChoice): GameMessage[] {
  return choice.legal.map((combo) => commandOf(choice, combo));
}
