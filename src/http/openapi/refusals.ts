import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorCatalogue, type ErrorCode } from '../../errors/catalogue';
import { HTTP_STATUS_OF_KIND } from '../api-exception.filter';
import { schemaRef } from './wire-schema-refs';

/**
 * The open sets of a game's own codes (each game declares its own, see `DomainError.fromRejection`):
 * its rules refusals from `decide`, and its refusals of a command, options or setup it cannot parse.
 */
export const GameCodes = { GAME_RULES: 'rules', GAME_MALFORMED: 'malformed' } as const;
export type GameCodeSet = keyof typeof GameCodes;
export type Refusal = ErrorCode | GameCodeSet;

/** The shape every code has (the catalogue's, the engine's shared ones and each game's). */
const CODE_PATTERN = '^[A-Z][A-Z0-9_]*$';

function isGameCodeSet(code: Refusal): code is GameCodeSet {
  return Object.hasOwn(GameCodes, code);
}

/** The status a refusal is answered with: its kind's (the same table the exception filter uses). */
export function statusOfRefusal(code: Refusal): number {
  return HTTP_STATUS_OF_KIND[isGameCodeSet(code) ? GameCodes[code] : ErrorCatalogue[code]];
}

/**
 * The one error body of a status, its `code` enumerated: the catalogue codes the operation can
 * answer with at that status, and, where a game's own codes can come, any code of their shape.
 */
function errorBodySchema(codes: readonly Refusal[]): object {
  const named = codes.filter((c): c is ErrorCode => !isGameCodeSet(c)).sort();
  const enumerated = { type: 'string', enum: named };
  const open = { type: 'string', pattern: CODE_PATTERN, description: "a game's own code (see the game's reference)" };
  const code = codes.some(isGameCodeSet) ? (named.length ? { anyOf: [enumerated, open] } : open) : enumerated;
  return { allOf: [schemaRef('ApiErrorBody'), { type: 'object', properties: { code } }] };
}

/** A quota refusal says when to retry (the exception filter sets it from the refusal). */
const RETRY_AFTER = { 'Retry-After': { description: 'Seconds until a retry can succeed', schema: { type: 'integer', minimum: 0 } } };

export function errorResponse(codes: readonly Refusal[]): {
  description: string;
  content: { 'application/json': { schema: object } };
  headers?: typeof RETRY_AFTER;
} {
  const description = codes.map((c) => (isGameCodeSet(c) ? `a game's ${GameCodes[c]} code` : c)).join(', ');
  return {
    description,
    content: { 'application/json': { schema: errorBodySchema(codes) } },
    ...(codes.includes('RATE_LIMITED') ? { headers: RETRY_AFTER } : {}),
  };
}

/** The refusals an error response documents (read back to merge the common ones in). */
export function refusalsOf(response: { description?: string; content?: Record<string, { schema?: unknown }> }): Refusal[] {
  const text = JSON.stringify(response.content?.['application/json']?.schema ?? {});
  const enumerated = /"enum":(\[[^\]]*\])/.exec(text)?.[1];
  const named = enumerated ? (JSON.parse(enumerated) as ErrorCode[]) : [];
  const open = /a game's (\w+) code/.exec(JSON.stringify(response.description ?? ''))?.[1];
  const set = (Object.keys(GameCodes) as GameCodeSet[]).find((k) => GameCodes[k] === open);
  return set ? [...named, set] : named;
}

/**
 * Documents the refusals an operation can answer, each under the status of its kind. The common
 * ones (malformed input, INTERNAL, UNAVAILABLE) are added to every operation by `completeOpenApi`.
 */
export function ApiRefusals(...codes: Refusal[]): MethodDecorator {
  const byStatus = new Map<number, Refusal[]>();
  for (const code of codes) byStatus.set(statusOfRefusal(code), [...(byStatus.get(statusOfRefusal(code)) ?? []), code]);
  return applyDecorators(...[...byStatus].map(([status, group]) => ApiResponse({ status, ...errorResponse(group) })));
}
