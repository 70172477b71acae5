/**
 * The delta of protocol v2 (docs/protocol.md, "Protocol 2"): a structural diff of two JSON values,
 * keyed by object ids where a list holds objects with an `id`, and the digest that names a
 * snapshot. Pure and dependency-free: the server computes deltas with it and every client (the
 * typed client, the web client) applies them with the same code.
 *
 * Everything here reads a value as the wire carries it: a member holding `undefined` is absent
 * and an `undefined` list item is null, as in JSON.stringify. The server's values may hold such
 * members (a DTO's optional field is an own property, `undefined`, once parsed: the priority stop's
 * `turn`); a digest over them while the client's copy lacks them named a snapshot no client could
 * build, and every delta after it ended in a resync.
 */

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * A change to an object: keys whose value is replaced or added (`s`), removed (`d`), or changed
 * in part (`p`, a nested delta).
 */
export interface ObjectDelta {
  readonly t: 'o';
  readonly s?: { readonly [key: string]: Json };
  readonly d?: readonly string[];
  readonly p?: { readonly [key: string]: Delta };
}

/**
 * A change to a list of objects that each have a distinct `id`: the ids in their new order when
 * the order or the members changed (`o`), items new or replaced whole (`s`), items changed in part
 * (`p`), each by id.
 */
export interface KeyedListDelta {
  readonly t: 'k';
  readonly o?: readonly (string | number)[];
  readonly s?: { readonly [id: string]: Json };
  readonly p?: { readonly [id: string]: Delta };
}

/** A change to any other list: its new length, items replaced (`s`) or changed in part (`p`) by index. */
export interface IndexedListDelta {
  readonly t: 'i';
  readonly n: number;
  readonly s?: { readonly [index: string]: Json };
  readonly p?: { readonly [index: string]: Delta };
}

export type Delta = ObjectDelta | KeyedListDelta | IndexedListDelta;

type JsonObject = { [key: string]: Json };

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The keys of an object that JSON keeps (those not holding `undefined`). */
const keysOf = (o: JsonObject): string[] => Object.keys(o).filter((k) => o[k] !== undefined);

/** A list item as JSON writes it: `undefined` is null. */
const asItem = (v: Json | undefined): Json => (v === undefined ? null : v);

/**
 * Deep equality of two JSON values, as the wire carries them. Plain loops, no lists of keys kept
 * or callbacks per item: with them it was a third of a diff's time (35 µs per Four Souls seat
 * update, the diff being weighed in the wire section's streams).
 */
export function sameJson(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!sameJson(asItem(a[i]), asItem(b[i]))) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  // Members holding undefined are absent on the wire: count the others on both sides.
  const ka = Object.keys(a);
  let members = 0;
  for (let i = 0; i < ka.length; i += 1) {
    const key = ka[i]!;
    const value = a[key];
    if (value === undefined) continue;
    members += 1;
    if (!sameJson(value, b[key])) return false;
  }
  const kb = Object.keys(b);
  for (let i = 0; i < kb.length; i += 1) if (b[kb[i]!] !== undefined) members -= 1;
  return members === 0;
}

const size = (v: unknown): number => JSON.stringify(v).length;

/**
 * Whether `value`'s JSON is longer than `limit` characters, counted as JSON.stringify writes it
 * but only until it is: a small delta is weighed against a large value without writing the value
 * out. Writing both out at every level of a changed path was 6 % of the server's CPU at M=200.
 */
export function longerThan(value: Json | undefined, limit: number): boolean {
  let left = limit;
  const walk = (v: Json | undefined): void => {
    if (v === undefined || v === null) left -= 4;
    else if (typeof v === 'string') left -= escaped(v) ? JSON.stringify(v).length : v.length + 2;
    else if (typeof v === 'number') left -= Number.isFinite(v) ? String(v).length : 4;
    else if (typeof v === 'boolean') left -= v ? 4 : 5;
    else if (Array.isArray(v)) {
      left -= v.length > 0 ? v.length + 1 : 2;
      for (let i = 0; i < v.length && left >= 0; i += 1) walk(v[i]);
    } else {
      // The braces, then per member a comma before all but the first, its key and a colon; a
      // member holding undefined is left out, as JSON leaves it.
      const keys = Object.keys(v);
      left -= 2;
      let first = true;
      for (let i = 0; i < keys.length && left >= 0; i += 1) {
        const key = keys[i]!;
        const item = v[key];
        if (item === undefined) continue;
        left -= (first ? 0 : 1) + (escaped(key) ? JSON.stringify(key).length : key.length + 2) + 1;
        first = false;
        walk(item);
      }
    }
  };
  walk(value);
  return left < 0;
}

/**
 * The change from `a` to `b` (two objects), or null when they are equal. A part whose delta would
 * be longer than its new value is sent whole instead.
 */
export function diffObjects(a: JsonObject, b: JsonObject): ObjectDelta | null {
  let s: JsonObject | undefined;
  let p: Record<string, Delta> | undefined;
  let d: string[] | undefined;
  const kb = Object.keys(b);
  for (let i = 0; i < kb.length; i += 1) {
    const key = kb[i]!;
    const after = b[key];
    if (after === undefined) continue;
    const before = a[key];
    if (before !== undefined && sameJson(before, after)) continue;
    const nested = before === undefined ? null : diffValues(before, after);
    if (nested && longerThan(after, size(nested))) (p ??= {})[key] = nested;
    else (s ??= {})[key] = after;
  }
  const ka = Object.keys(a);
  for (let i = 0; i < ka.length; i += 1) {
    const key = ka[i]!;
    if (a[key] !== undefined && b[key] === undefined) (d ??= []).push(key);
  }
  if (!s && !p && !d) return null;
  return { t: 'o', ...(s ? { s } : {}), ...(d ? { d } : {}), ...(p ? { p } : {}) };
}

/** The delta between two values of the same shape (objects, or lists), else null (send the value whole). */
function diffValues(a: Json, b: Json): Delta | null {
  if (isObject(a) && isObject(b)) return diffObjects(a, b);
  if (Array.isArray(a) && Array.isArray(b)) return keyedIds(a) && keyedIds(b) ? diffKeyed(a as JsonObject[], b as JsonObject[]) : diffIndexed(a, b);
  return null;
}

/** The ids of a list of objects that all carry a distinct string or number `id`, else null. */
function keyedIds(list: readonly Json[]): (string | number)[] | null {
  if (list.length === 0) return null;
  const ids: (string | number)[] = [];
  const seen = new Set<string>();
  for (const item of list) {
    if (!isObject(item)) return null;
    const id = item.id;
    if (typeof id !== 'string' && typeof id !== 'number') return null;
    if (seen.has(String(id))) return null;
    seen.add(String(id));
    ids.push(id);
  }
  return ids;
}

function diffKeyed(a: JsonObject[], b: JsonObject[]): KeyedListDelta {
  const before = new Map(a.map((item) => [String(item.id), item]));
  const s: JsonObject = {};
  const p: Record<string, Delta> = {};
  for (const item of b) {
    const id = String(item.id);
    const old = before.get(id);
    if (old && sameJson(old, item)) continue;
    const nested = old ? diffObjects(old, item) : null;
    if (nested && longerThan(item, size(nested))) p[id] = nested;
    else s[id] = item;
  }
  const sameOrder = a.length === b.length && a.every((item, i) => String(item.id) === String(b[i]?.id));
  return {
    t: 'k',
    ...(sameOrder ? {} : { o: b.map((item) => item.id as string | number) }),
    ...(Object.keys(s).length ? { s } : {}),
    ...(Object.keys(p).length ? { p } : {}),
  };
}

function diffIndexed(a: readonly Json[], b: readonly Json[]): IndexedListDelta {
  const s: JsonObject = {};
  const p: Record<string, Delta> = {};
  for (let i = 0; i < b.length; i += 1) {
    const after = asItem(b[i]);
    const old = i < a.length ? asItem(a[i]) : undefined;
    if (old !== undefined && sameJson(old, after)) continue;
    const nested = old === undefined ? null : diffValues(old, after);
    if (nested && longerThan(after, size(nested))) p[i] = nested;
    else s[i] = after;
  }
  return { t: 'i', n: b.length, ...(Object.keys(s).length ? { s } : {}), ...(Object.keys(p).length ? { p } : {}) };
}

/** Thrown when a delta does not fit the value it is applied to (the client then asks for a resync). */
export class DeltaMismatchError extends Error {
  override readonly name = 'DeltaMismatchError';
}

/** `value` with `delta` applied; `value` is not changed (unchanged parts are shared). */
export function applyDelta(value: Json, delta: Delta): Json {
  if (delta.t === 'o') {
    if (!isObject(value)) throw new DeltaMismatchError('an object delta on a value that is not an object');
    const out: JsonObject = { ...value };
    for (const key of delta.d ?? []) delete out[key];
    for (const [key, v] of Object.entries(delta.s ?? {})) out[key] = v;
    for (const [key, d] of Object.entries(delta.p ?? {})) {
      const old = out[key];
      if (old === undefined) throw new DeltaMismatchError(`no "${key}" to change`);
      out[key] = applyDelta(old, d);
    }
    return out;
  }
  if (!Array.isArray(value)) throw new DeltaMismatchError('a list delta on a value that is not a list');
  if (delta.t === 'i') {
    const out = value.slice(0, delta.n);
    for (const [i, v] of Object.entries(delta.s ?? {})) out[Number(i)] = v;
    for (const [i, d] of Object.entries(delta.p ?? {})) {
      const old = out[Number(i)];
      if (old === undefined) throw new DeltaMismatchError(`no item ${i} to change`);
      out[Number(i)] = applyDelta(old, d);
    }
    if (out.length !== delta.n || out.some((v) => v === undefined)) throw new DeltaMismatchError('a list delta leaves a gap');
    return out;
  }
  const byId = new Map<string, Json>(value.map((item) => [String(isObject(item) ? item.id : ''), item]));
  const order = delta.o ?? value.map((item) => (isObject(item) ? (item.id as string | number) : ''));
  return order.map((id) => {
    const key = String(id);
    const whole = delta.s?.[key];
    if (whole !== undefined) return whole;
    const old = byId.get(key);
    if (old === undefined) throw new DeltaMismatchError(`no item with id ${key}`);
    const part = delta.p?.[key];
    return part ? applyDelta(old, part) : old;
  });
}

/** JSON with object keys sorted (the text the digest is computed over): JSON.stringify's text, keys in order. */
export function sortedJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map((v) => sortedJson(asItem(v))).join(',')}]`;
  if (isObject(value))
    return `{${keysOf(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${sortedJson(value[k] as Json)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * The digest naming a snapshot: 64-bit FNV-1a of its sorted JSON (`sortedJson`), in hex. Not a
 * security measure (a client could only fool itself): it tells a client that the snapshot it built
 * from deltas is the one the server meant, synchronously and in any browser.
 *
 * The server computes one per socket and update, so the text is hashed as it is walked, never
 * built: the same digest in 45 µs where building the text took 112 µs (a 4.4 KB Four Souls seat
 * snapshot). Each string is checked for escapes and hashed in the same pass, and an object's keys
 * are not filtered into a second list: 18 % less again (20 µs against 24 for a 3 KB snapshot of
 * the same shape). A test holds it equal to the hash of `sortedJson`.
 */
export function snapshotDigest(value: Json): string {
  const fnv = new Fnv();
  fnv.value(value);
  return fnv.hex();
}

/** Whether JSON may write the UTF-16 unit `c` escaped (JSON.stringify's rules: quote, backslash, controls, surrogates, which it escapes when lone). */
const mayEscape = (c: number): boolean => c === 0x22 || c === 0x5c || c < 0x20 || (c >= 0xd800 && c <= 0xdfff);

/** Whether JSON writes `s` with escapes (or may: a string with surrogates is written out to tell). */
function escaped(s: string): boolean {
  for (let i = 0; i < s.length; i += 1) if (mayEscape(s.charCodeAt(i))) return true;
  return false;
}

/**
 * The key orders met so far, as a trie over keys in the order an object holds them; a node ends
 * an order once it has been sorted. Snapshots' objects come in few orders (95 in 367 nodes over
 * every stream of the wire section, both games), each met again at every update: sorting each
 * object's keys was half the digest's time, 23 µs of a 4.4 KB Four Souls seat snapshot, a walk
 * down the trie instead 15 µs, the same digests. Objects keyed by ids would add orders without
 * end: past a bound on the trie's nodes (a full trie holds about half a megabyte), an order not
 * in it is sorted as before.
 */
interface KeyOrder {
  /** The orders that go on with one more key (null until one does). */
  next: Map<string, KeyOrder> | null;
  sorted: readonly string[] | null;
}
const keyOrders: KeyOrder = { next: null, sorted: null };
const MAX_KEY_ORDER_NODES = 2_048;
let keyOrderNodes = 0;

/** `keys` in sorted order (code units, as Array.prototype.sort): from the trie when met before. */
function sortedKeys(keys: string[]): readonly string[] {
  if (keys.length < 2) return keys;
  let node = keyOrders;
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i]!;
    let next = node.next?.get(key);
    if (!next) {
      if (keyOrderNodes >= MAX_KEY_ORDER_NODES) return keys.sort();
      (node.next ??= new Map()).set(key, (next = { next: null, sorted: null }));
      keyOrderNodes += 1;
    }
    node = next;
  }
  return node.sorted ?? (node.sorted = keys.sort());
}

/** Two 32-bit FNV-1a lanes fed with the characters of a value's sorted JSON as it is walked. */
class Fnv {
  private h1 = 0x811c9dc5;
  private h2 = 0x01000193 ^ 0x5bd1e995;

  hex(): string {
    return (this.h1 >>> 0).toString(16).padStart(8, '0') + (this.h2 >>> 0).toString(16).padStart(8, '0');
  }

  value(v: Json | undefined): void {
    if (v === undefined || v === null) this.text('null');
    else if (typeof v === 'string') this.string(v);
    // JSON writes a finite number as String does, and any other as null.
    else if (typeof v === 'number') this.text(Number.isFinite(v) ? String(v) : 'null');
    else if (typeof v === 'boolean') this.text(v ? 'true' : 'false');
    else if (Array.isArray(v)) {
      this.char(0x5b);
      for (let i = 0; i < v.length; i += 1) {
        if (i > 0) this.char(0x2c);
        this.value(v[i]);
      }
      this.char(0x5d);
    } else {
      // Keys holding undefined are skipped as they come (JSON leaves them out), not filtered first.
      const keys = sortedKeys(Object.keys(v));
      this.char(0x7b);
      let first = true;
      for (let i = 0; i < keys.length; i += 1) {
        const key = keys[i]!;
        const item = v[key];
        if (item === undefined) continue;
        if (!first) this.char(0x2c);
        first = false;
        this.string(key);
        this.char(0x3a);
        this.value(item);
      }
      this.char(0x7d);
    }
  }

  /** A string as JSON writes it, hashed in one pass; one with a character JSON escapes starts over from its text. */
  private string(s: string): void {
    let h1 = Math.imul(this.h1 ^ 0x22, 0x01000193);
    let h2 = Math.imul(this.h2 ^ 0x22, 0x5bd1e995);
    for (let i = 0; i < s.length; i += 1) {
      const c = s.charCodeAt(i);
      if (mayEscape(c)) return this.text(JSON.stringify(s));
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    }
    this.h1 = Math.imul(h1 ^ 0x22, 0x01000193);
    this.h2 = Math.imul(h2 ^ 0x22, 0x5bd1e995);
  }

  private char(c: number): void {
    this.h1 = Math.imul(this.h1 ^ c, 0x01000193);
    this.h2 = Math.imul(this.h2 ^ c, 0x5bd1e995);
  }

  private text(text: string): void {
    let h1 = this.h1;
    let h2 = this.h2;
    for (let i = 0; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    }
    this.h1 = h1;
    this.h2 = h2;
  }
}
