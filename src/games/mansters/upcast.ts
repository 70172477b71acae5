import { EVENT_TYPES, type MEvent } from './events';

export const EVENT_SCHEMA_VERSION = 1;

/** Schema version 1 is the only one: identity. Anything else is refused loudly. */
export function upcast(type: string, schemaVersion: number, payload: unknown): MEvent {
  if (schemaVersion !== EVENT_SCHEMA_VERSION) throw new Error(`Mansters: unknown event schema version ${schemaVersion}`);
  if (!(EVENT_TYPES as readonly string[]).includes(type)) throw new Error(`Mansters: unknown event type ${type}`);
  if (typeof payload !== 'object' || payload === null || (payload as { type?: unknown }).type !== type) {
    throw new Error(`Mansters: payload does not match event type ${type}`);
  }
  return payload as MEvent;
}
