import wireSchemas from '../../api-docs/wire-schemas.json';

/** A wire type named in src/api-docs/wire-types.ts (the generated schemas' keys). */
export type WireType = keyof typeof wireSchemas;

/** The schemas of every wire type, their references pointing into `prefix` (`#/components/schemas/`). */
export function wireSchemasUnder(prefix: string): Record<string, object> {
  return JSON.parse(JSON.stringify(wireSchemas).replaceAll('"#/definitions/', `"${prefix}`)) as Record<string, object>;
}

export function schemaRef(type: WireType): { $ref: string } {
  return { $ref: `#/components/schemas/${type}` };
}
