/**
 * The published contract of the hosted games as JSON Schema: per game id, its commands, events
 * and view (docs/reference/, generated from the TypeScript types and kept in step by
 * reference.test.ts). For documents that embed them (the OpenAPI and AsyncAPI descriptions) and
 * for clients in other languages.
 */
import fourSoulsCommands from '../../docs/reference/four-souls/commands.schema.json';
import fourSoulsEvents from '../../docs/reference/four-souls/events.schema.json';
import fourSoulsPublicEvents from '../../docs/reference/four-souls/public-events.schema.json';
import fourSoulsView from '../../docs/reference/four-souls/view.schema.json';
import manstersCommands from '../../docs/reference/mansters/commands.schema.json';
import manstersEvents from '../../docs/reference/mansters/events.schema.json';
import manstersPublicEvents from '../../docs/reference/mansters/public-events.schema.json';
import manstersView from '../../docs/reference/mansters/view.schema.json';

/** A JSON Schema document (draft-07), as generated: `title`, `$ref` to the type and its `definitions`. */
export type JsonSchema = { readonly [key: string]: unknown };

export interface GameSchemas {
  /** The union of the game's commands (`match:command` `command`, REST commands). */
  readonly commands: JsonSchema;
  /** The union of the game's events as stored; a viewer may receive a redacted form with fields left out. */
  readonly events: JsonSchema;
  /** The union of the public forms of its events: what a viewer who may not see an event whole receives (the game's `redactEvent`). */
  readonly publicEvents: JsonSchema;
  /** The game's view (the snapshot's `view`). */
  readonly view: JsonSchema;
}

export const REFERENCE_SCHEMAS: Readonly<Record<string, GameSchemas>> = {
  'four-souls': { commands: fourSoulsCommands, events: fourSoulsEvents, publicEvents: fourSoulsPublicEvents, view: fourSoulsView },
  mansters: { commands: manstersCommands, events: manstersEvents, publicEvents: manstersPublicEvents, view: manstersView },
};

export { REFERENCE_TYPES, referenceFile, type GameReference, type ReferencePart } from './reference-types';
