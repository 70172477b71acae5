import type { ChoicePartWords, ChoiceWords } from './types';

/*
 * The words of Mansters' protocol 2 choices (ChoicePanel; rules in docs/games/mansters.md): a trade
 * (M-TURN-2: own cards for a number of the partner's, who chooses which, at least one card moving)
 * and a card played onto a slab with its target (M-TURN-3). Cards, slabs and seats are named by
 * the table (choice-words.ts, valueText).
 */

const give: ChoicePartWords = { label: 'You give', one: 'card to give', many: 'cards to give' };

/** M-TURN-2: the partner's hand is hidden, so a count is asked and the partner chooses the cards. */
const ask: ChoicePartWords = {
  label: 'You ask for',
  one: 'number of cards to ask for',
  many: 'numbers of cards to ask for',
  value: (v) => (v === 0 ? 'Nothing' : `${String(v)} card${v === 1 ? '' : 's'} of their choice`),
};

export const manstersChoices: Readonly<Record<string, ChoiceWords>> = {
  // With one opponent left, `to` is fixed and its part is not shown.
  'offer-trade': {
    title: 'Offer a trade: pick what you give and what you ask for',
    parts: { to: { label: 'With', one: 'player to trade with', many: 'players', value: (v, name) => name(`seat:${String(v)}`) }, give, ask },
  },
  'counter-trade': { title: 'Counter-trade: pick what you give and what you ask for', parts: { give, ask } },
  'accept-trade': { title: 'Accept the trade: pick the cards they get from you', parts: { give } },
  'play-card': {
    title: 'Play a card: pick the card, the slab and its target',
    parts: {
      cardId: { label: 'Card', one: 'card to play', many: 'cards' },
      to: { label: 'Onto', one: 'slab to play onto', many: 'slabs' },
      target: { label: 'Target', one: 'target', many: 'targets' },
      choice: { label: 'Effect', one: 'effect', many: 'effects', value: (v) => (v === null ? null : `Option ${Number(v) + 1}`) },
    },
  },
};
