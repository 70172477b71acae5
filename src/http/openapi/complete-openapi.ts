import type { OpenAPIObject } from '@nestjs/swagger';
import type { ErrorCode } from '../../errors/catalogue';
import { errorResponse, refusalsOf, statusOfRefusal } from './refusals';
import { wireSchemasUnder } from './wire-schema-refs';

/**
 * Refusals every operation can answer: a query or body the edge refuses before any route
 * (too deep, a NUL, a lone surrogate: MALFORMED_REQUEST), the database away (UNAVAILABLE) and a
 * server failure (INTERNAL).
 */
const EVERY_OPERATION: readonly ErrorCode[] = ['MALFORMED_REQUEST', 'UNAVAILABLE', 'INTERNAL'];
/** And every operation with a JSON body: one above BODY_LIMIT. */
const WITH_BODY: readonly ErrorCode[] = ['PAYLOAD_TOO_LARGE'];

/** Express tags every GET answer with an ETag; a client that sends it back in If-None-Match may get 304. */
const NOT_MODIFIED: ResponseLike = { description: 'Not modified: the answer is the one whose ETag the client sent in If-None-Match' };

type Operation = { responses: Record<string, ResponseLike>; security?: Record<string, string[]>[]; requestBody?: unknown };
type ResponseLike = { description?: string; content?: Record<string, { schema?: unknown }> };

/**
 * What @nestjs/swagger does not write from the decorators: OpenAPI 3.1 (the wire schemas are JSON
 * Schema 2020-12), the wire types as components, the common refusals merged into each operation's
 * own, `security: []` on public operations, and `nullable` in 3.1's spelling.
 */
export function completeOpenApi(document: OpenAPIObject): OpenAPIObject {
  const doc = toJsonSchemaNulls(document) as OpenAPIObject & { openapi: string };
  doc.openapi = '3.1.0';
  doc.components = { ...doc.components, schemas: { ...wireSchemasUnder('#/components/schemas/'), ...doc.components?.schemas } };
  for (const path of Object.values(doc.paths)) {
    for (const [method, operation] of Object.entries(path) as [string, Operation][]) {
      if (typeof operation !== 'object' || !operation.responses) continue;
      addRefusals(operation, operation.requestBody ? [...EVERY_OPERATION, ...WITH_BODY] : EVERY_OPERATION);
      if (method === 'get') operation.responses['304'] ??= NOT_MODIFIED;
      operation.security ??= [];
    }
  }
  doc.components.schemas = reachable(doc.paths, doc.components.schemas ?? {}) as typeof doc.components.schemas;
  return doc;
}

/** The schemas the operations use, directly or through others (the socket protocol's live in the AsyncAPI document). */
function reachable(paths: object, schemas: Record<string, unknown>): Record<string, unknown> {
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    for (const match of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const name = match[1] as string;
      if (used.has(name)) continue;
      used.add(name);
      visit(schemas[name]);
    }
  };
  visit(paths);
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}

function addRefusals(operation: Operation, codes: readonly ErrorCode[]): void {
  for (const code of codes) {
    const status = String(statusOfRefusal(code));
    const existing = operation.responses[status];
    // A status answered with its own body (readiness's 503) keeps it.
    if (existing && !isErrorResponse(existing)) continue;
    const known = existing ? refusalsOf(existing) : [];
    if (!known.includes(code)) operation.responses[status] = errorResponse([...known, code]);
  }
}

function isErrorResponse(response: ResponseLike): boolean {
  return JSON.stringify(response.content?.['application/json']?.schema ?? null).includes('#/components/schemas/ApiErrorBody');
}

/** `{ type: T, nullable: true }` (OpenAPI 3.0, as @nestjs/swagger writes it) becomes `{ type: [T, 'null'] }`. */
function toJsonSchemaNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchemaNulls);
  if (typeof value !== 'object' || value === null) return value;
  const { nullable, ...rest } = value as Record<string, unknown>;
  const out = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, toJsonSchemaNulls(v)]));
  if (nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  return out;
}
