import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('sorts object keys at every depth, without whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { f: 'x', e: null }], c: true } })).toBe('{"a":{"c":true,"d":[3,{"e":null,"f":"x"}]},"b":1}');
  });

  it('gives equal text for equal values built in a different key order', () => {
    expect(canonicalJson({ x: 1, y: [1, 2], z: { q: 'a', p: 'b' } })).toBe(canonicalJson({ z: { p: 'b', q: 'a' }, y: [1, 2], x: 1 }));
  });

  it('omits undefined members, writes undefined array items as null, and quotes keys and strings as JSON does', () => {
    expect(canonicalJson({ a: undefined, b: [undefined, 1], 'q"k': 'line\nbreak' })).toBe('{"b":[null,1],"q\\"k":"line\\nbreak"}');
    expect(canonicalJson({ only: undefined })).toBe('{}');
    expect(canonicalJson([])).toBe('[]');
    expect(canonicalJson('s')).toBe('"s"');
    expect(canonicalJson(null)).toBe('null');
  });

  it('refuses values JSON cannot carry exactly', () => {
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson([Infinity])).toThrow(TypeError);
    expect(() => canonicalJson({ a: 1n })).toThrow(TypeError);
  });
});
