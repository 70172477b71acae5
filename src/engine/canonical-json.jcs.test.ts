import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

/**
 * canonicalJson is RFC 8785, the JSON Canonicalization Scheme (JCS), for every JSON value: the
 * RFC's own test vectors, so any JCS library recomputes our chain hashes (docs/replay.md,
 * "Canonical JSON").
 */

/** An IEEE 754 double from its 64 bits, as the RFC's Appendix B lists them. */
function double(hex: string): number {
  const bytes = Buffer.from(hex, 'hex');
  return bytes.readDoubleBE(0);
}

describe('canonicalJson is RFC 8785 (JCS)', () => {
  it('Appendix B: numbers serialised as ECMAScript does (shortest round trip, exponent forms)', () => {
    const vectors: [string, string][] = [
      ['0000000000000000', '0'],
      ['8000000000000000', '0'], // minus zero
      ['0000000000000001', '5e-324'],
      ['8000000000000001', '-5e-324'],
      ['7fefffffffffffff', '1.7976931348623157e+308'],
      ['ffefffffffffffff', '-1.7976931348623157e+308'],
      ['4340000000000000', '9007199254740992'],
      ['c340000000000000', '-9007199254740992'],
      ['4430000000000000', '295147905179352830000'],
      ['44b52d02c7e14af5', '9.999999999999997e+22'],
      ['44b52d02c7e14af6', '1e+23'],
      ['44b52d02c7e14af7', '1.0000000000000001e+23'],
      ['444b1ae4d6e2ef4e', '999999999999999700000'],
      ['444b1ae4d6e2ef4f', '999999999999999900000'],
      ['444b1ae4d6e2ef50', '1e+21'],
      ['3eb0c6f7a0b5ed8c', '9.999999999999997e-7'],
      ['3eb0c6f7a0b5ed8d', '0.000001'],
      ['41b3de4355555553', '333333333.3333332'],
      ['41b3de4355555554', '333333333.33333325'],
      ['41b3de4355555555', '333333333.3333333'],
      ['41b3de4355555556', '333333333.3333334'],
      ['41b3de4355555557', '333333333.33333343'],
      ['becbf647612f3696', '-0.0000033333333333333333'],
      ['43143ff3c1cb0959', '1424953923781206.2'],
    ];
    for (const [bits, text] of vectors) expect(canonicalJson(double(bits)), bits).toBe(text);
  });

  it('Appendix B: NaN and Infinity are not JSON and are refused', () => {
    expect(() => canonicalJson(double('7fffffffffffffff'))).toThrow(TypeError);
    expect(() => canonicalJson(double('7ff0000000000000'))).toThrow(TypeError);
  });

  it('3.2.2: literals, numbers and string escaping (only " \\ and U+0000..U+001F escaped; \\u with lowercase hex)', () => {
    const input = JSON.parse(
      '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001], ' +
        '"string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/", "literals": [null, true, false]}',
    ) as unknown;
    expect(canonicalJson(input)).toBe(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
  });

  it('3.2.3: object members sorted by the UTF-16 code units of their names, not by code points or bytes', () => {
    const input = JSON.parse(
      '{"\\u20ac": "Euro Sign", "\\r": "Carriage Return", "\\ufb33": "Hebrew Letter Dalet With Dagesh", "1": "One", ' +
        '"\\ud83d\\ude00": "Emoji: Grinning Face", "\\u0080": "Control", "\\u00f6": "Latin Small Letter O With Diaeresis"}',
    ) as unknown;
    expect(canonicalJson(input)).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis","\u20ac":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
  });

  it('array-index-like names sort as text too (JavaScript lists them first, numerically)', () => {
    expect(canonicalJson({ b: 1, 10: 'ten', 9: 'nine', a: 0 })).toBe('{"10":"ten","9":"nine","a":0,"b":1}');
  });

  it('every control character takes the RFC 8259 short escape when there is one, else \\u00xx', () => {
    const all = Array.from({ length: 0x20 }, (_, c) => String.fromCharCode(c)).join('');
    const expected = Array.from(
      { length: 0x20 },
      (_, c) => ({ 8: '\\b', 9: '\\t', 10: '\\n', 12: '\\f', 13: '\\r' })[c] ?? `\\u${c.toString(16).padStart(4, '0')}`,
    ).join('');
    expect(canonicalJson(all)).toBe(`"${expected}"`);
    // Everything above U+001F is written as itself, U+007F and U+2028 included.
    expect(canonicalJson('\u007f\u2028é😀')).toBe('"\u007f\u2028é😀"');
  });
});
