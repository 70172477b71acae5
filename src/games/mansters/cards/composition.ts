import { CARDS, cardDef } from './catalog';
import type { DeckName } from './types';

/**
 * How many copies of each card a standard game uses (data). Morgue: 24 meat, 20 bone, 29 spirit;
 * manster deck: 2 of each manster (28). Enough for 6 players (M-SETUP-1 RULING) to set up and play.
 */
export const COPIES: Readonly<Record<string, number>> = {
  'scrap-meat': 4,
  tripe: 4,
  flank: 4,
  shank: 4,
  haunch: 4,
  'prime-cut': 4,
  knuckle: 4,
  rib: 4,
  jawbone: 3,
  femur: 3,
  spine: 3,
  skull: 3,
  'salve-wisp': 2,
  'hex-shard': 2,
  'grave-robber': 2,
  pickpocket: 2,
  poltergeist: 2,
  'carrion-crow': 2,
  'wake-of-the-dead': 1,
  'warding-candle': 2,
  'rage-spirit': 2,
  'bulwark-spirit': 1,
  'gloom-moth': 1,
  'spite-wraith': 1,
  'kindred-wisp': 1,
  'hollow-echo': 1,
  'last-gasp': 1,
  'grave-ward': 1,
  'soul-mender': 1,
  'wail-of-the-lost': 1,
  'twin-wisp': 1,
  'crossroads-spirit': 1,
  'thorn-spirit': 1,
  gravewing: 2,
  'bone-colossus': 2,
  'meat-golem': 2,
  'spectral-hound': 2,
  'crypt-crawler': 2,
  'lich-lord': 2,
  'bloated-ghoul': 2,
  'banshee-queen': 2,
  thornback: 2,
  'carrion-king': 2,
  'howling-wight': 2,
  'grave-titan': 2,
  'soul-reaper': 2,
  'ossuary-hulk': 2,
};

/** Which deck a card belongs to (M-CARD-1, M-CARD-7). */
export function deckOf(cardId: string): DeckName {
  return cardDef(cardId).kind === 'manster' ? 'manster' : 'morgue';
}

/** The unshuffled card ids of a standard deck, in catalog order. */
export function standardDeck(deck: DeckName): string[] {
  const out: string[] = [];
  for (const c of CARDS) {
    if (deckOf(c.id) !== deck) continue;
    for (let i = 0; i < (COPIES[c.id] ?? 0); i += 1) out.push(c.id);
  }
  return out;
}
