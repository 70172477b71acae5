import type { CardDef, InstantEffect, OngoingEffect, Prerequisite } from './types';

/*
 * The Mansters card set (the seed gives none; the project designs it, see docs/games/mansters.md).
 * Pure data: values, flags and effect descriptors. Values stay in the ranges the rules reference
 * asks for: meat 1–4 health, bone 1–3 damage.
 */

const base = {
  health: 0,
  damage: 0,
  anywhere: false,
  atAnyTime: false,
  instant: null as InstantEffect | null,
  ongoing: null as OngoingEffect | null,
  prerequisites: [] as readonly Prerequisite[],
  joinsAnyStack: false,
};

const meat = (id: string, name: string, health: number): CardDef => ({
  ...base,
  id,
  name,
  kind: 'meat',
  health,
  text: `Meat ${health}: adds ${health} health to its stack.`,
});

const bone = (id: string, name: string, damage: number): CardDef => ({
  ...base,
  id,
  name,
  kind: 'bone',
  damage,
  text: `Bone ${damage}: adds ${damage} damage to its stack's attack.`,
});

const spirit = (id: string, name: string, text: string, extra: Partial<CardDef>): CardDef => ({
  ...base,
  id,
  name,
  kind: 'spirit',
  text,
  ...extra,
});

const manster = (id: string, name: string, health: number, damage: number, text: string, extra: Partial<CardDef> = {}): CardDef => ({
  ...base,
  id,
  name,
  kind: 'manster',
  health,
  damage,
  text,
  ...extra,
});

export const CARDS: readonly CardDef[] = [
  // Meat (M-CARD-2)
  meat('scrap-meat', 'Scrap Meat', 1),
  meat('tripe', 'Tripe', 2),
  meat('flank', 'Flank', 2),
  meat('shank', 'Shank', 3),
  meat('haunch', 'Haunch', 3),
  meat('prime-cut', 'Prime Cut', 4),
  // Bone (M-CARD-3)
  bone('knuckle', 'Knuckle', 1),
  bone('rib', 'Rib', 1),
  bone('jawbone', 'Jawbone', 2),
  bone('femur', 'Femur', 2),
  bone('spine', 'Spine', 3),
  bone('skull', 'Skull', 3),
  // Spirits (M-CARD-4)
  spirit('salve-wisp', 'Salve Wisp', 'Instant: remove up to 3 damage from one of your stacks.', {
    instant: { type: 'healStack', amount: 3 },
  }),
  spirit('hex-shard', 'Hex Shard', "Instant: deal 2 damage to an opponent's stack.", {
    instant: { type: 'damageStack', amount: 2 },
  }),
  spirit('grave-robber', 'Grave Robber', 'Instant: scavenge — take one card of your choice from the graveyard into your hand.', {
    instant: { type: 'scavenge' },
  }),
  spirit('pickpocket', 'Pickpocket', "Instant: take a random card from an opponent's hand.", {
    instant: { type: 'stealCard' },
  }),
  spirit('poltergeist', 'Poltergeist', "Instant: move an opponent's slab token to their other slab (a forced swap).", {
    instant: { type: 'forceSwap' },
  }),
  spirit('carrion-crow', 'Carrion Crow', "Instant: remove a meat, bone or spirit card from an opponent's stack and discard it. A meat removed from a full stack damages it (M-MISC-2).", {
    instant: { type: 'removeCard' },
  }),
  spirit('wake-of-the-dead', 'Wake of the Dead', 'Instant: every player still in the game draws a morgue card, you first, then clockwise.', {
    instant: { type: 'everyoneDraws' },
  }),
  spirit('warding-candle', 'Warding Candle', "Ongoing: while this is in one of your stacks, opponents' cards cannot target your inactive slab or be played onto it.", {
    ongoing: { type: 'protectInactive' },
  }),
  spirit('rage-spirit', 'Rage Spirit', 'Ongoing: its stack deals 1 more damage.', {
    ongoing: { type: 'attackBonus', amount: 1 },
  }),
  spirit('bulwark-spirit', 'Bulwark Spirit', 'Ongoing: its stack has 2 more health.', {
    ongoing: { type: 'healthBonus', amount: 2 },
  }),
  spirit('gloom-moth', 'Gloom Moth', "Anywhere. Ongoing: its stack deals 1 less damage (never below 0).", {
    anywhere: true,
    ongoing: { type: 'attackBonus', amount: -1 },
  }),
  spirit('spite-wraith', 'Spite Wraith', "At any time. Instant: deal 1 damage to an opponent's stack.", {
    atAnyTime: true,
    instant: { type: 'damageStack', amount: 1 },
  }),
  // Mansters (M-CARD-6)
  manster('gravewing', 'Gravewing', 3, 2, 'Joins a full stack with at least 2 health.', {
    prerequisites: [{ type: 'minHealth', health: 2 }],
  }),
  manster('bone-colossus', 'Bone Colossus', 5, 3, 'Joins a full stack with at least 2 bone cards.', {
    prerequisites: [{ type: 'minCount', kind: 'bone', count: 2 }],
  }),
  manster('meat-golem', 'Meat Golem', 6, 1, 'Joins a full stack with at least 5 health.', {
    prerequisites: [{ type: 'minHealth', health: 5 }],
  }),
  manster('spectral-hound', 'Spectral Hound', 2, 2, 'Joins a full stack with at least 2 spirit cards.', {
    prerequisites: [{ type: 'minCount', kind: 'spirit', count: 2 }],
  }),
  manster('crypt-crawler', 'Crypt Crawler', 2, 1, 'May join a stack that is not full, as long as it holds a meat card.', {
    joinsAnyStack: true,
    prerequisites: [{ type: 'minCount', kind: 'meat', count: 1 }],
  }),
  manster('lich-lord', 'Lich Lord', 4, 4, 'Joins a full stack that already holds a manster.', {
    prerequisites: [{ type: 'minCount', kind: 'manster', count: 1 }],
  }),
  manster('bloated-ghoul', 'Bloated Ghoul', 7, 0, 'Joins a full stack with at least 2 meat cards. Instant: remove all damage from its stack.', {
    prerequisites: [{ type: 'minCount', kind: 'meat', count: 2 }],
    instant: { type: 'clearOwnDamage' },
  }),
  manster('banshee-queen', 'Banshee Queen', 3, 3, 'Joins a full stack that holds a Rage Spirit.', {
    prerequisites: [{ type: 'containsCard', card: 'rage-spirit' }],
  }),
];

const BY_ID: Readonly<Record<string, CardDef>> = Object.fromEntries(CARDS.map((c) => [c.id, c]));

export function isCardId(id: string): boolean {
  return Object.prototype.hasOwnProperty.call(BY_ID, id);
}

/** The definition of a card id; throws on an unknown id (ids in state are always valid). */
export function cardDef(id: string): CardDef {
  const def = BY_ID[id];
  if (!def) throw new Error(`unknown Mansters card ${id}`);
  return def;
}
