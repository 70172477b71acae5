import { describe, expect, it } from 'vitest';
import { parseNews } from './news-items';

/** The NOTIFY payload of the news bus: read as sent, anything else dropped rather than delivered. */
describe('parseNews', () => {
  it('reads the instance and the items of a payload as the bus sends it', () => {
    const items = [
      { k: 'notice', r: '17', u: 'a' },
      { k: 'chat', r: '9', u: 'b', t: 1_764_000_000_123.456 },
    ];
    expect(parseNews(JSON.stringify({ i: 'instance-1', n: items }))).toEqual({ instance: 'instance-1', items });
  });

  it('drops items of an unknown kind or shape, and answers null for what is not news', () => {
    const payload = JSON.stringify({
      i: 'x',
      n: [{ k: 'gossip', r: '1', u: 'a' }, { k: 'chat', r: 1, u: 'b' }, { k: 'chat', r: '2', u: 'e', t: 'now' }, null, { k: 'dispute', r: 'd', u: 'c' }],
    });
    expect(parseNews(payload)).toEqual({ instance: 'x', items: [{ k: 'dispute', r: 'd', u: 'c' }] });
    expect(parseNews('not json')).toBeNull();
    expect(parseNews(JSON.stringify({ n: [] }))).toBeNull();
    expect(parseNews(JSON.stringify({ i: 'x', n: 'chat' }))).toBeNull();
  });
});
