import { cardText } from './text';
import type { CardDef, CardSpec, Effect, OngoingEffect, Prerequisite, Trigger } from './types';

/*
 * The Mansters card set (the page gives none; the project designs it, see docs/games/mansters.md).
 * Pure data: values, flags, effects, triggers and prerequisites; the text is generated from them.
 * Values stay in the ranges the rules reference asks for: meat 1–4 health, bone 1–3 damage.
 */

const base = {
  health: 0,
  damage: 0,
  anywhere: false,
  atAnyTime: false,
  effects: [] as readonly Effect[],
  ongoing: null as OngoingEffect | null,
  triggers: [] as readonly Trigger[],
  prerequisites: [] as readonly Prerequisite[],
  joinsAnyStack: false,
};

type Extra = Partial<Omit<CardSpec, 'id' | 'name' | 'kind'>>;

const meat = (id: string, name: string, health: number): CardSpec => ({ ...base, id, name, kind: 'meat', health });
const bone = (id: string, name: string, damage: number): CardSpec => ({ ...base, id, name, kind: 'bone', damage });
const spirit = (id: string, name: string, extra: Extra): CardSpec => ({ ...base, id, name, kind: 'spirit', ...extra });
const manster = (id: string, name: string, health: number, damage: number, extra: Extra): CardSpec => ({
  ...base,
  id,
  name,
  kind: 'manster',
  health,
  damage,
  ...extra,
});

const SPECS: readonly CardSpec[] = [
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
  spirit('salve-wisp', 'Salve Wisp', { effects: [{ op: 'heal-stack', amount: 3 }] }),
  spirit('hex-shard', 'Hex Shard', { effects: [{ op: 'damage-stack', amount: 2 }] }),
  spirit('grave-robber', 'Grave Robber', { effects: [{ op: 'scavenge' }] }),
  spirit('pickpocket', 'Pickpocket', { effects: [{ op: 'steal-card' }] }),
  spirit('poltergeist', 'Poltergeist', { effects: [{ op: 'force-swap' }] }),
  spirit('carrion-crow', 'Carrion Crow', { effects: [{ op: 'remove-card' }] }),
  spirit('wake-of-the-dead', 'Wake of the Dead', { effects: [{ op: 'everyone-draws' }] }),
  spirit('warding-candle', 'Warding Candle', { effects: [{ op: 'shield-active' }] }),
  spirit('rage-spirit', 'Rage Spirit', { ongoing: { type: 'attackBonus', amount: 1 } }),
  spirit('bulwark-spirit', 'Bulwark Spirit', { ongoing: { type: 'healthBonus', amount: 2 } }),
  spirit('gloom-moth', 'Gloom Moth', { anywhere: true, ongoing: { type: 'attackBonus', amount: -1 } }),
  spirit('spite-wraith', 'Spite Wraith', { atAnyTime: true, effects: [{ op: 'damage-stack', amount: 1 }] }),
  spirit('kindred-wisp', 'Kindred Wisp', {
    anywhere: true,
    effects: [
      { op: 'draw', who: 'you', count: 1, source: 'morgue' },
      { op: 'draw', who: 'stack-owner', count: 1, source: 'morgue' },
    ],
  }),
  spirit('hollow-echo', 'Hollow Echo', { anywhere: true, effects: [{ op: 'discard-random', who: 'stack-owner' }] }),
  spirit('last-gasp', 'Last Gasp', { atAnyTime: true, effects: [{ op: 'heal-stack', amount: 2 }] }),
  spirit('grave-ward', 'Grave Ward', { atAnyTime: true, effects: [{ op: 'shield-active' }] }),
  spirit('soul-mender', 'Soul Mender', { effects: [{ op: 'heal-player', amount: 2 }] }),
  spirit('wail-of-the-lost', 'Wail of the Lost', { effects: [{ op: 'damage-player', amount: 1 }] }),
  spirit('twin-wisp', 'Twin Wisp', {
    effects: [{ op: 'choose', options: [[{ op: 'heal-stack', amount: 2 }], [{ op: 'damage-stack', amount: 1 }]] }],
  }),
  spirit('crossroads-spirit', 'Crossroads Spirit', {
    effects: [
      {
        op: 'choose',
        options: [[{ op: 'draw', who: 'you', count: 2, source: 'morgue' }], [{ op: 'draw', who: 'you', count: 1, source: 'manster' }]],
      },
    ],
  }),
  spirit('thorn-spirit', 'Thorn Spirit', { triggers: [{ on: 'attacked', effects: [{ op: 'damage-attacker', amount: 1 }] }] }),
  // Mansters (M-CARD-6)
  manster('gravewing', 'Gravewing', 3, 2, { prerequisites: [{ type: 'minHealth', health: 2 }] }),
  manster('bone-colossus', 'Bone Colossus', 5, 3, { prerequisites: [{ type: 'minCount', kind: 'bone', count: 2 }] }),
  manster('meat-golem', 'Meat Golem', 6, 1, { prerequisites: [{ type: 'minHealth', health: 5 }] }),
  manster('spectral-hound', 'Spectral Hound', 2, 2, { prerequisites: [{ type: 'minCount', kind: 'spirit', count: 2 }] }),
  manster('crypt-crawler', 'Crypt Crawler', 2, 1, { joinsAnyStack: true, prerequisites: [{ type: 'minCount', kind: 'meat', count: 1 }] }),
  manster('lich-lord', 'Lich Lord', 4, 4, { prerequisites: [{ type: 'minCount', kind: 'manster', count: 1 }] }),
  manster('bloated-ghoul', 'Bloated Ghoul', 7, 0, { prerequisites: [{ type: 'minCount', kind: 'meat', count: 2 }], effects: [{ op: 'clear-own-damage' }] }),
  manster('banshee-queen', 'Banshee Queen', 3, 3, { prerequisites: [{ type: 'containsCard', card: 'rage-spirit' }] }),
  manster('thornback', 'Thornback', 4, 1, {
    prerequisites: [{ type: 'minCount', kind: 'bone', count: 1 }],
    triggers: [{ on: 'attacked', effects: [{ op: 'damage-attacker', amount: 2 }] }],
  }),
  manster('carrion-king', 'Carrion King', 3, 3, {
    prerequisites: [{ type: 'minHealth', health: 4 }],
    triggers: [{ on: 'defeated', effects: [{ op: 'draw', who: 'you', count: 2, source: 'morgue' }] }],
  }),
  manster('howling-wight', 'Howling Wight', 2, 3, {
    prerequisites: [{ type: 'minCount', kind: 'spirit', count: 1 }],
    triggers: [{ on: 'attacks', effects: [{ op: 'heal-this-stack', amount: 1 }] }],
  }),
  manster('grave-titan', 'Grave Titan', 8, 2, {
    prerequisites: [
      { type: 'minHealth', health: 6 },
      { type: 'minCount', kind: 'meat', count: 3 },
    ],
  }),
  manster('soul-reaper', 'Soul Reaper', 2, 2, {
    prerequisites: [{ type: 'minCount', kind: 'spirit', count: 1 }],
    triggers: [{ on: 'defeated', effects: [{ op: 'damage-each-opponent', amount: 1 }] }],
  }),
  manster('ossuary-hulk', 'Ossuary Hulk', 5, 2, { prerequisites: [{ type: 'minCount', kind: 'bone', count: 3 }] }),
];

const SPEC_BY_ID: ReadonlyMap<string, CardSpec> = new Map(SPECS.map((c) => [c.id, c]));
const nameOf = (id: string): string => SPEC_BY_ID.get(id)?.name ?? id;

export const CARDS: readonly CardDef[] = SPECS.map((c) => ({ ...c, text: cardText(c, nameOf) }));

const BY_ID: ReadonlyMap<string, CardDef> = new Map(CARDS.map((c) => [c.id, c]));

export function isCardId(id: string): boolean {
  return BY_ID.has(id);
}

/** The definition of a card id; throws on an unknown id (ids in state are always valid). */
export function cardDef(id: string): CardDef {
  const def = BY_ID.get(id);
  if (!def) throw new Error(`unknown Mansters card ${id}`);
  return def;
}
