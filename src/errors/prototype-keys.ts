import type { CodeOf } from './catalogue';
import { DomainError } from './domain-error';

/**
 * Keys no payload of ours has, which the DTO whitelist does not refuse: copied onto a DTO instance,
 * `__proto__` replaces its prototype instead of becoming a field (so the whitelist never sees it)
 * and `constructor` hides the class the validation rules are looked up by. JSON.parse makes them
 * ordinary own keys, so a client can send them.
 */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Refuses a payload object that has any of those keys, in the whitelist's words. */
export function refusePrototypeKeys(payload: object, code: CodeOf<'malformed'>): void {
  const found = Object.keys(payload).filter((key) => PROTOTYPE_KEYS.has(key));
  if (found.length > 0) throw DomainError.of(code, found.map((key) => `property ${key} should not exist`).join('; '));
}
