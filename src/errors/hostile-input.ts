import type { CodeOf } from './catalogue';
import { DomainError } from './domain-error';

/**
 * How deeply a request body or socket payload may nest objects and arrays. No payload of ours
 * comes near (a game command or a scenario setup is a few levels); a deeper one is refused before
 * any recursive code (the DTO transformer, JSON columns) could overflow the stack on it.
 */
export const MAX_PAYLOAD_DEPTH = 32;

/** A UTF-16 surrogate without its partner: not a character, and no UTF-8 text can hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a parsed JSON value cannot be taken, or null when it can: nesting deeper than
 * MAX_PAYLOAD_DEPTH, or a string (value or key) holding NUL (PostgreSQL text and jsonb cannot store
 * it) or a lone surrogate (not text). Walks with an explicit stack, so a hostile depth cannot
 * overflow the check itself.
 */
export function hostileInputProblem(value: unknown): string | null {
  const pending: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const problem = stringProblem(next.value);
    if (problem) return `${next.path || 'the payload'} ${problem}`;
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > MAX_PAYLOAD_DEPTH) return `the payload nests deeper than ${MAX_PAYLOAD_DEPTH} levels`;
    for (const [key, child] of Object.entries(next.value)) {
      const keyProblem = stringProblem(key);
      const path = next.path ? `${next.path}.${key}` : key;
      if (keyProblem) return `a key ${keyProblem}`;
      pending.push({ value: child, depth, path });
    }
  }
  return null;
}

function stringProblem(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.includes('\u0000')) return 'contains a NUL character';
  if (LONE_SURROGATE.test(value)) return 'contains a lone surrogate (not valid Unicode text)';
  return null;
}

/** Throws `code` (MALFORMED_REQUEST over REST, MALFORMED_MESSAGE on sockets) when the value is hostile. */
export function refuseHostileInput(value: unknown, code: CodeOf<'malformed'>): void {
  const problem = hostileInputProblem(value);
  if (problem) throw DomainError.of(code, problem);
}
