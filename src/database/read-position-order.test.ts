import { describe, expect, it } from 'vitest';
import { laterPosition } from './read-position-order';

describe('read position order', () => {
  it('compares WAL locations by both halves, as numbers, not as text', () => {
    expect(laterPosition('0/9FFFFFF', '0/A000000')).toBe('0/A000000');
    expect(laterPosition('1/0', '0/FFFFFFFF')).toBe('1/0');
    expect(laterPosition('A/10', 'A/F')).toBe('A/10');
    expect(laterPosition(null, '0/16B3748')).toBe('0/16B3748');
  });
});
