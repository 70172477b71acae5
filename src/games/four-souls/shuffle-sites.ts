/**
 * Where a Four Souls batch records what the seeded generator shuffled (the dispute review's
 * shuffle proofs), in the order the rules shuffle: at setup the loot, treasure, monster and room
 * decks (R-SETUP-2, one `deck-formed` each), the characters (R-SETUP-1: the first ones are dealt,
 * one `player-seated` per seat) and the bonus souls (R-SETUP-5: three set aside); later every
 * run-out reshuffle (R-DECK-1, `deck-reshuffled`). Every deck is formed and every reshuffle
 * recorded by the event right after its shuffle, so the event order is the shuffle order.
 */
import type { RecordedShuffle } from '../../engine';
import type { FsEvent } from './events';

export function shuffleSites(events: readonly FsEvent[]): RecordedShuffle[] {
  const out: RecordedShuffle[] = [];
  events.forEach((e, index) => {
    if (e.type === 'deck-formed') out.push({ label: `${e.deck} deck`, sites: [{ index, path: '/cards' }] });
    else if (e.type === 'deck-reshuffled') out.push({ label: `${e.deck} deck reshuffled`, sites: [{ index, path: '/cards' }] });
    else if (e.type === 'set-aside' && e.to === 'bonus') out.push({ label: 'bonus souls', sites: [{ index, path: '/cards' }] });
    else if (e.type === 'player-seated') {
      // The seats take the shuffled characters in seat order, one event each.
      const last = out.at(-1);
      const site = { index, path: '/character' };
      if (last?.label === 'characters' && events[index - 1]?.type === 'player-seated') out[out.length - 1] = { ...last, sites: [...last.sites, site] };
      else out.push({ label: 'characters', sites: [site] });
    }
  });
  return out;
}
