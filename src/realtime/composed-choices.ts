import { canonicalJson } from '../engine/canonical-json';
import { commandOf } from './choice-commands';
import type { ActionInfo, ChoicePart, ComposedChoice, GameMessage, JsonObject, JsonValue } from './protocol';

/**
 * A command type with at least this many legal variants is offered as parts (protocol 2). A
 * Mansters trade answer listed 824 legal commands, 632 of them counter-trades (every set of cards to
 * give with every sum to ask), in a 205 KB update; as parts and index tuples it is a few KB.
 */
export const COMPOSE_FROM = 16;

/** A `some` part's bit mask is a 32-bit integer: a longer list of values is not composed. */
const MAX_SOME = 30;

const key = (value: unknown) => canonicalJson(value);

function distinct(values: readonly JsonValue[]): JsonValue[] {
  const seen = new Map<string, JsonValue>();
  for (const v of values) if (!seen.has(key(v))) seen.set(key(v), v);
  return [...seen.values()];
}

/** The part of one field that varies among `commands`, or null when it cannot be one. */
function partOf(field: string, values: readonly JsonValue[]): ChoicePart | null {
  if (values.every(Array.isArray)) {
    const of = distinct(values.flat());
    return of.length <= MAX_SOME ? { field, pick: 'some', of } : null;
  }
  return { field, pick: 'one', of: distinct(values) };
}

/**
 * The commands of one type as a choice, or null when they are not exactly its combinations (a field
 * missing from some, a list too long for a mask or out of the parts' order): then they stay listed.
 */
function composeType(type: string, commands: readonly GameMessage[]): ComposedChoice | null {
  const fields = [...new Set(commands.flatMap((c) => Object.keys(c)))].filter((f) => f !== 'type').sort();
  const fixed: JsonObject = {};
  const parts: ChoicePart[] = [];
  for (const field of fields) {
    if (commands.some((c) => c[field] === undefined)) return null;
    const values = commands.map((c) => c[field] as JsonValue);
    if (values.every((v) => key(v) === key(values[0]))) {
      fixed[field] = values[0] as JsonValue;
      continue;
    }
    const part = partOf(field, values);
    if (!part) return null;
    parts.push(part);
  }
  const indexes = parts.map((p) => new Map(p.of.map((v, i) => [key(v), i])));
  const legal = commands.map((c) =>
    parts.map((p, i) => {
      const value = c[p.field] as JsonValue;
      if (p.pick === 'one') return indexes[i]?.get(key(value)) ?? 0;
      return (value as JsonValue[]).reduce<number>((mask, v) => mask | (1 << (indexes[i]?.get(key(v)) ?? 0)), 0);
    }),
  );
  const choice: ComposedChoice = { type, fixed, parts, legal };
  // Exact or nothing: every combination must give back its command.
  return commands.every((c, i) => key(commandOf(choice, legal[i] ?? [])) === key(c)) ? choice : null;
}

/**
 * Protocol 2's actions of a seat: each command type with COMPOSE_FROM or more variants as a choice
 * of parts, the others as they are (in their order).
 */
export function composeActions(actions: readonly ActionInfo[]): { actions: ActionInfo[]; choices: ComposedChoice[] } {
  const byType = new Map<string, ActionInfo[]>();
  for (const a of actions) byType.set(a.command.type, [...(byType.get(a.command.type) ?? []), a]);
  const choices: ComposedChoice[] = [];
  const composed = new Set<string>();
  for (const [type, group] of byType) {
    if (group.length < COMPOSE_FROM) continue;
    const choice = composeType(
      type,
      group.map((a) => a.command),
    );
    if (!choice) continue;
    choices.push(choice);
    composed.add(type);
  }
  return { actions: actions.filter((a) => !composed.has(a.command.type)), choices };
}
