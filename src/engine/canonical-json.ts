/**
 * A canonical JSON text (object keys sorted, no whitespace) so that equal states give equal
 * strings and therefore equal hashes. `undefined` object members are omitted, as JSON does.
 *
 * For JSON values (what the store keeps) this is RFC 8785, the JSON Canonicalization Scheme:
 * names sorted by UTF-16 code units (`sort()`'s order), strings and numbers as ECMAScript's
 * JSON.stringify writes them (canonical-json.jcs.test.ts holds the RFC's vectors). It is not JCS
 * for non-JSON objects, which the store never holds: a Date gives `{}` (no toJSON call).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError('canonicalJson: non-finite number');
    if (typeof value === 'bigint' || typeof value === 'function' || typeof value === 'symbol') {
      throw new TypeError(`canonicalJson: unsupported ${typeof value}`);
    }
    return JSON.stringify(value) ?? 'null';
  }
  // Plain loops and one growing string: this runs for every event appended (the hash chain) and
  // every state hash, and the array-of-parts version was a visible share of the append's CPU.
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i += 1) {
      const v: unknown = value[i];
      out += (i === 0 ? '' : ',') + (v === undefined ? 'null' : canonicalJson(v));
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  let out = '{';
  for (const k of Object.keys(record).sort()) {
    const v = record[k];
    if (v === undefined) continue;
    out += (out.length === 1 ? '' : ',') + JSON.stringify(k) + ':' + canonicalJson(v);
  }
  return `${out}}`;
}

/**
 * A value as a JSON column gives it back: what JSON keeps of it (no `undefined` members, dates as
 * their ISO text). Compare a value about to be stored with a stored one only in this form.
 */
export function asStoredJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null)) as unknown;
}

/** True when two values are the same once stored as JSON (jsonb keeps neither key order nor `undefined`). */
export function sameStoredJson(a: unknown, b: unknown): boolean {
  return canonicalJson(asStoredJson(a)) === canonicalJson(asStoredJson(b));
}
