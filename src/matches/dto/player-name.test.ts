import { describe, expect, it } from 'vitest';
import { normalizePlayerName } from './player-name';

describe('normalizePlayerName', () => {
  it('normalizes to NFC', () => {
    expect(normalizePlayerName('Zoe\u0301')).toBe('Zo\u00e9');
    expect(normalizePlayerName('Ame\u0301lie')).toBe('Am\u00e9lie');
  });

  it('removes zero-width, soft hyphen, BOM, word joiner and bidi controls, then trims', () => {
    expect(normalizePlayerName('A\u200bd\u00ada\u2060\ufeff')).toBe('Ada');
    expect(normalizePlayerName('\u202eAda\u202c \u2066x\u2069\u200e\u200f\u061c')).toBe('Ada x');
    expect(normalizePlayerName('  Ada\t')).toBe('Ada');
  });

  it('leaves nothing of a name made only of invisible characters', () => {
    expect(normalizePlayerName('\u200b\u200c\u200d\u202a\u202b\u202d\u2067\u2068')).toBe('');
  });

  it('leaves non-strings for the validator', () => {
    expect(normalizePlayerName(42)).toBe(42);
  });
});
