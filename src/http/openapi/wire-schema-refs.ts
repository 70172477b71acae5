import wireSchemas from '../../api-docs/wire-schemas.json';
import { withGameSchemas } from './game-schemas';

/** A wire type named in src/api-docs/wire-types.ts (the generated schemas' keys). */
export type WireType = keyof typeof wireSchemas;

/**
 * The schemas of every wire type, with each hosted game's commands, events and views in the
 * envelopes that carry them (game-schemas.ts), their references pointing into `prefix`
 * (`#/components/schemas/`).
 */
export function wireSchemasUnder(prefix: string): Record<string, object> {
  const wire = JSON.parse(JSON.stringify(wireSchemas).replaceAll('"#/definitions/', `"${prefix}`)) as Record<string, Record<string, unknown>>;
  return withGameSchemas(wire, prefix);
}

export function schemaRef(type: WireType): { $ref: string } {
  return { $ref: `#/components/schemas/${type}` };
}
