import { EVENT_TYPES, type MEvent } from './events';
import { currentName, LEGACY_EVENT_TYPES } from './legacy-names';

/**
 * 1: camelCase event names. 2: kebab-case names (the project's convention for game events and
 * commands); payloads are otherwise unchanged.
 */
export const EVENT_SCHEMA_VERSION = 2;

/** Brings a stored event up to the current schema; an unknown version, type or payload is refused loudly. */
export function upcast(type: string, schemaVersion: number, payload: unknown): MEvent {
  if (schemaVersion !== 1 && schemaVersion !== EVENT_SCHEMA_VERSION) throw new Error(`Mansters: unknown event schema version ${schemaVersion}`);
  if (typeof payload !== 'object' || payload === null || (payload as { type?: unknown }).type !== type) {
    throw new Error(`Mansters: payload does not match event type ${type}`);
  }
  const current = schemaVersion === 1 ? currentName(LEGACY_EVENT_TYPES, type) : type;
  if (!(EVENT_TYPES as readonly string[]).includes(current)) throw new Error(`Mansters: unknown event type ${type} (schema ${schemaVersion})`);
  return (current === type ? payload : { ...payload, type: current }) as MEvent;
}
