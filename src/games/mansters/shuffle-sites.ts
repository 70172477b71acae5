/**
 * Where a Mansters batch records what the seeded generator shuffled (the dispute review's shuffle
 * proofs), in the order the rules shuffle: the morgue then the manster deck at setup (M-SETUP-2,
 * one `decks-formed`), the manster deck with the revealed mansters shuffled back (M-SETUP-3) and a
 * deck rebuilt from the graveyard (M-ZONE-6). Each is recorded by the event right after its shuffle.
 */
import type { RecordedShuffle } from '../../engine';
import type { MEvent } from './events';

export function shuffleSites(events: readonly MEvent[]): RecordedShuffle[] {
  return events.flatMap((e, index): RecordedShuffle[] => {
    switch (e.type) {
      case 'decks-formed':
        return [
          { label: 'morgue', sites: [{ index, path: '/morgue' }] },
          { label: 'manster deck', sites: [{ index, path: '/mansterDeck' }] },
        ];
      case 'manster-deck-shuffled':
        return [{ label: 'manster deck', sites: [{ index, path: '/cards' }] }];
      case 'deck-rebuilt':
        return [{ label: `${e.deck === 'morgue' ? 'morgue' : 'manster deck'} rebuilt from the graveyard`, sites: [{ index, path: '/cards' }] }];
      default:
        return [];
    }
  });
}
