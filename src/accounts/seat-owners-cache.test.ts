import { describe, expect, it } from 'vitest';
import { SeatOwnersCache } from './seat-owners-cache';

const owners = (entries: [number, string][]) => new Map(entries);

describe('SeatOwnersCache', () => {
  it('keeps a read until the match is invalidated', () => {
    const cache = new SeatOwnersCache(10);
    cache.fill('m1', owners([[0, 'ada']]), cache.begin());
    expect(cache.get('m1')).toEqual(owners([[0, 'ada']]));
    cache.invalidate('m1');
    expect(cache.get('m1')).toBeUndefined();
  });

  it('drops a read that was under way when any invalidation or a clear came in', () => {
    const cache = new SeatOwnersCache(10);
    const before = cache.begin();
    cache.invalidate('m2');
    cache.fill('m1', owners([]), before);
    expect(cache.get('m1')).toBeUndefined();

    const again = cache.begin();
    cache.clear();
    cache.fill('m1', owners([]), again);
    expect(cache.get('m1')).toBeUndefined();

    cache.fill('m1', owners([]), cache.begin());
    expect(cache.get('m1')).toEqual(owners([]));
  });

  it('holds at most its capacity, the least recently used going first', () => {
    const cache = new SeatOwnersCache(2);
    cache.fill('a', owners([]), cache.begin());
    cache.fill('b', owners([]), cache.begin());
    expect(cache.get('a')).toBeDefined();
    cache.fill('c', owners([]), cache.begin());
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });
});
