import type { AnyGameDefinition, Typed } from '../engine/game-definition';
import { isFramingType } from './framing';

/** A stored event as every reader gets it: its type, the schema version it was written with, its payload. */
export interface StoredShape {
  readonly type: string;
  readonly schemaVersion: number;
  readonly payload: unknown;
}

/**
 * The event a stored row carries, brought up to the game's current schema. Stored events are never
 * rewritten: the loader, replay, audit and export all read through this one function.
 */
export function upcastEvent(def: AnyGameDefinition, stored: StoredShape): Typed {
  if (isFramingType(stored.type) || stored.schemaVersion >= def.eventSchemaVersion) return stored.payload as Typed;
  return def.upcast(stored.type, stored.schemaVersion, stored.payload) as Typed;
}
