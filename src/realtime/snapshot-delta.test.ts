import { describe, expect, it } from 'vitest';
import { applyDelta, DeltaMismatchError, diffObjects, longerThan, sameJson, snapshotDigest, sortedJson, type Json } from './snapshot-delta';

type Obj = { [key: string]: Json };

/** A deterministic generator (no Math.random: fixed cases). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

function randomValue(next: () => number, depth: number): Json {
  const r = next();
  if (depth <= 0 || r < 0.3) return r < 0.1 ? null : r < 0.2 ? Math.floor(next() * 100) : `s${Math.floor(next() * 20)}`;
  if (r < 0.55) return Object.fromEntries(Array.from({ length: Math.floor(next() * 5) }, (_, i) => [`k${i}`, randomValue(next, depth - 1)]));
  if (r < 0.8) {
    const ids = Array.from({ length: Math.floor(next() * 6) + 1 }, (_, i) => i).filter(() => next() < 0.8);
    return ids.map((id) => ({ id: `o${id}`, n: Math.floor(next() * 3), tags: randomValue(next, depth - 2) }));
  }
  return Array.from({ length: Math.floor(next() * 5) }, () => randomValue(next, depth - 1));
}

function mutate(next: () => number, value: Json, depth: number): Json {
  if (Array.isArray(value)) {
    const out = value.map((v) => (next() < 0.3 ? mutate(next, v, depth - 1) : v));
    if (next() < 0.3) out.reverse();
    if (next() < 0.2) out.pop();
    if (next() < 0.2) out.push(randomValue(next, depth - 1));
    return out;
  }
  if (value !== null && typeof value === 'object') {
    const out: Obj = {};
    for (const [k, v] of Object.entries(value)) if (next() > 0.1) out[k] = next() < 0.4 ? mutate(next, v, depth - 1) : v;
    if (next() < 0.3) out[`new${Math.floor(next() * 3)}`] = randomValue(next, depth - 1);
    return out;
  }
  return next() < 0.5 ? value : randomValue(next, 1);
}

/** 64-bit FNV-1a of a text, written out: the definition in docs/protocol.md (the digest hashes as it walks). */
function fnvOfText(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    h1 = Math.imul(h1 ^ text.charCodeAt(i), 0x01000193);
    h2 = Math.imul(h2 ^ text.charCodeAt(i), 0x5bd1e995);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

describe('snapshot deltas', () => {
  it('applying the diff of a to b gives b, over many generated pairs', () => {
    const next = lcg(42);
    for (let i = 0; i < 500; i += 1) {
      const a = { root: randomValue(next, 5), list: randomValue(next, 4) } as Obj;
      const b = mutate(next, a, 5) as Obj;
      const delta = diffObjects(a, b);
      const result = delta ? applyDelta(a, delta) : a;
      expect(result).toEqual(b);
      expect(snapshotDigest(result)).toBe(snapshotDigest(b));
    }
  });

  it('two values are the same exactly when their JSON with sorted keys is', () => {
    const next = lcg(23);
    const wire = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
    for (let i = 0; i < 500; i += 1) {
      const a = randomValue(next, 5);
      const b = next() < 0.5 ? mutate(next, a, 5) : wire(a);
      expect(sameJson(a, b)).toBe(sortedJson(a) === sortedJson(b));
      expect(sameJson(b, a)).toBe(sortedJson(a) === sortedJson(b));
    }
    // As the wire carries them: an undefined member is absent, an undefined item null.
    expect(sameJson({ a: 1, b: undefined } as unknown as Json, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined } as unknown as Json)).toBe(true);
    expect(sameJson({ a: 1, b: undefined } as unknown as Json, { a: 1, c: 2 })).toBe(false);
    expect(sameJson([undefined] as unknown as Json, [null])).toBe(true);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
    expect(sameJson([1, 2], { 0: 1, 1: 2 })).toBe(false);
  });

  it('names objects of a list by id: a moved item costs its id, not its content', () => {
    const card = (id: string) => ({ id, name: `card ${id}`, text: 'x'.repeat(200) });
    const a = { hand: [card('a'), card('b'), card('c')] };
    const b = { hand: [card('c'), card('a'), { ...card('b'), tapped: true }] };
    const delta = diffObjects(a, b)!;
    expect(delta).toEqual({ t: 'o', p: { hand: { t: 'k', o: ['c', 'a', 'b'], p: { b: { t: 'o', s: { tapped: true } } } } } });
    expect(applyDelta(a, delta)).toEqual(b);
  });

  it('equal values have no delta; a delta on a value of another shape is refused', () => {
    expect(diffObjects({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBeNull();
    const long = 'x'.repeat(50);
    const delta = diffObjects({ a: { b: 1, long } }, { a: { b: 2, long } })!;
    expect(delta).toEqual({ t: 'o', p: { a: { t: 'o', s: { b: 2 } } } });
    expect(() => applyDelta({ a: [1] }, delta)).toThrow(DeltaMismatchError);
    expect(() => applyDelta({}, delta)).toThrow(DeltaMismatchError);
  });

  it('the digest does not depend on key order and changes with any value', () => {
    expect(snapshotDigest({ a: 1, b: [1, 2] })).toBe(snapshotDigest({ b: [1, 2], a: 1 }));
    expect(snapshotDigest({ a: 1, b: [1, 2] })).not.toBe(snapshotDigest({ a: 1, b: [2, 1] }));
    expect(snapshotDigest({ a: 1 })).toMatch(/^[0-9a-f]{16}$/);
  });

  it('the digest is 64-bit FNV-1a of the sorted JSON text (the definition a client in another language implements)', () => {
    const odd = {
      'k"ey': { z: 1, a: 2 },
      s: ['quote " back \\ tab \t', '\u0001', '\ud800 lone', 'é😀'],
      n: [1e21, -0, 0.1, -5],
      b: [true, false, null],
      e: [],
      o: {},
    };
    const next = lcg(11);
    for (const value of [odd, ...Array.from({ length: 200 }, () => randomValue(next, 4))]) expect(snapshotDigest(value)).toBe(fnvOfText(sortedJson(value)));
    // A fixed vector: the digest clients have always computed for this value.
    expect(snapshotDigest({ a: 1, b: [1, 'x'] })).toBe('7bfc625c980e28bd');
  });

  it('the digest stays the same whatever key orders came before: met again, new, or past the bound on those kept', () => {
    const expected = (value: Json) => fnvOfText(sortedJson(value));
    const shapes = (i: number): Json[] => [
      { b: i, a: [i], c: { z: 1, y: 2 } },
      { c: { y: 2, z: 1 }, a: [i], b: i },
      // Keyed by ids: a new key order each, tens of thousands of them.
      { [`o${i}`]: i, [`n${i}`]: { id: `o${i}` } },
    ];
    for (let i = 0; i < 25_000; i += 1)
      for (const value of shapes(i))
        if (i % 997 === 0) expect(snapshotDigest(value)).toBe(expected(value));
        else snapshotDigest(value);
    for (const i of [0, 1, 24_999, 25_000, 30_000]) for (const value of shapes(i)) expect(snapshotDigest(value)).toBe(expected(value));
  });

  it('weighs a value against a length exactly as JSON.stringify writes it', () => {
    const next = lcg(5);
    const odd = { 'k"ey': [undefined, 'quote " \\u0001', -0, 1e21, true, false, null, NaN], skipped: undefined, e: [], o: {} } as unknown as Json;
    for (const value of [odd, ...Array.from({ length: 300 }, () => randomValue(next, 4))]) {
      const length = JSON.stringify(value).length;
      for (const limit of [0, length - 1, length, length + 1, Math.floor(length / 2)])
        expect(longerThan(value, limit), `${length} against ${limit}`).toBe(length > limit);
    }
  });

  it('reads values as the wire carries them: an undefined member is absent, an undefined list item null', () => {
    /** What a client holds of a value the server sent: its JSON. */
    const wire = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
    // A priority stop parsed by a DTO holds `turn: undefined` as an own property.
    const held = { autoPassStop: { mode: 'smart', turn: 3 }, seq: 1, list: [1, 2] } as unknown as Obj;
    const server = { autoPassStop: { mode: 'smart', turn: undefined }, seq: 2, extra: undefined, list: [1, undefined] } as unknown as Obj;
    expect(snapshotDigest(server)).toBe(snapshotDigest(wire(server)));
    const delta = diffObjects(wire(held), server)!;
    const built = applyDelta(wire(held), wire(delta));
    expect(built).toEqual(wire(server));
    expect(snapshotDigest(built)).toBe(snapshotDigest(server));
    // Equal once on the wire: no delta at all.
    expect(diffObjects(wire(server), server)).toBeNull();
  });
});
