/**
 * Fixed tables the browser tests set up as scenarios (`setup` of POST /matches): known characters,
 * decks and monsters, so that every run deals the same game.
 */

/** Four Souls: Isaac (P1, the page) against Cain (P2), known decks, plain monsters; `extra` overrides any part. */
export const fourSoulsTable = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  characters: ['isaac', 'cain'],
  firstPlayer: 0,
  hands: [[], []],
  monsters: ['gaper', 'leaper'],
  shop: ['breakfast', 'sharp-knife'],
  decks: {
    loot: ['a-penny', 'two-cents', 'a-penny', 'two-cents', 'a-penny', 'two-cents'],
    monster: ['dip', 'fly', 'clotty', 'pooter'],
    treasure: ['lucky-foot', 'guppys-tail', 'cursed-eye'],
  },
  ...extra,
});
