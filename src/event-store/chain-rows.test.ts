import { describe, expect, it } from 'vitest';
import { asJsonb, jsonbKeyOrder } from './chain-rows';

/** PostgreSQL's jsonb key order spelled out: shorter UTF-8 first, then by UTF-8 bytes. */
function byUtf8Bytes(a: string, b: string): number {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length - y.length || Buffer.compare(x, y);
}

describe('jsonb key order of appended payloads', () => {
  // ASCII, two- and three-byte characters, and characters outside the BMP (surrogate pairs in
  // UTF-16, where UTF-16 order and UTF-8 byte order disagree with U+E000..U+FFFF).
  const keys = ['b', 'a', 'ab', 'é', 'ée', 'z', 'Z', '', 'seat', 'card', 'cards', '\uE000', '\uFFFD', '😀', 'a😀', '\uFF21', 'ｚ', 'aa', 'ä', 'ü'];

  it('orders keys exactly as their UTF-8 bytes order them, shorter first', () => {
    for (const a of keys) for (const b of keys) expect(Math.sign(jsonbKeyOrder(a, b))).toBe(Math.sign(byUtf8Bytes(a, b)));
    expect([...keys].sort(jsonbKeyOrder)).toEqual([...keys].sort(byUtf8Bytes));
  });

  it('rebuilds nested objects in that order and leaves values and arrays as they are', () => {
    const value = { zz: [{ b: 1, a: { '😀': true, '\uFFFD': null } }], a: 'x', é: 2 };
    const out = asJsonb(value) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['a', 'zz', 'é']);
    const inner = (out.zz as Record<string, unknown>[])[0]!;
    expect(Object.keys(inner)).toEqual(['a', 'b']);
    expect(Object.keys(inner.a as object)).toEqual(['\uFFFD', '😀']);
    expect(out).toEqual(value);
  });
});
