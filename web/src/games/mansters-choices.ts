import type { JsonValue } from '../../../src/client';
import type { ChoicePartWords, ChoiceWords } from './types';

/*
 * The words of Mansters' protocol 2 choices (ChoicePanel; rules in docs/games/mansters.md): a trade
 * (M-TURN-2: own cards for a number of the partner's, who chooses which, at least one card moving)
 * and a card played onto a slab with its target (M-TURN-3).
 */

const field = (v: JsonValue, k: string): unknown => (v && typeof v === 'object' && !Array.isArray(v) ? v[k] : undefined);

const give: ChoicePartWords = { label: 'You give', one: 'card to give', many: 'cards to give' };

/** M-TURN-2: the partner's hand is hidden, so a count is asked and the partner chooses the cards. */
const ask: ChoicePartWords = {
  label: 'You ask for',
  one: 'number of cards to ask for',
  many: 'numbers of cards to ask for',
  value: (v) => (typeof v !== 'number' ? null : v === 0 ? 'Nothing' : `${v} card${v === 1 ? '' : 's'} of their choice`),
};

const slab = (v: JsonValue) => `slab:${String(field(v, 'seat'))}:${String(field(v, 'slab'))}`;

/** An effect's target (src/games/mansters/commands.ts, EffectTarget). */
function target(v: JsonValue, name: (key: string) => string): string | null {
  switch (field(v, 'kind')) {
    case 'stack':
      return `the stack on ${name(slab(v))}`;
    case 'seat':
      return name(`seat:${String(field(v, 'seat'))}`);
    case 'graveyard':
      return `${name(`obj:${String(field(v, 'cardId'))}`)} (graveyard)`;
    case 'stackCard':
      return `${name(`obj:${String(field(v, 'cardId'))}`)} on ${name(slab(v))}`;
    default:
      return v === null ? 'No target' : null;
  }
}

export const manstersChoices: Readonly<Record<string, ChoiceWords>> = {
  'offer-trade': {
    // With one opponent left, `to` is fixed and its part is not shown.
    title: 'Offer a trade: pick what you give and what you ask for',
    parts: {
      to: { label: 'With', one: 'player to trade with', many: 'players to trade with', value: (v, name) => name(`seat:${String(v)}`) },
      give,
      ask,
    },
  },
  'counter-trade': { title: 'Counter-trade: pick what you give and what you ask for', parts: { give, ask } },
  'accept-trade': { title: 'Accept the trade: pick the cards they get from you', parts: { give } },
  'play-card': {
    title: 'Play a card: pick the card, the slab and its target',
    parts: {
      cardId: { label: 'Card', one: 'card to play', many: 'cards to play' },
      to: { label: 'Onto', one: 'slab to play onto', many: 'slabs', value: (v, name) => name(slab(v)) },
      target: { label: 'Target', one: 'target', many: 'targets', value: target },
      choice: {
        label: 'Effect',
        one: 'effect',
        many: 'effects',
        value: (v) => (typeof v === 'number' ? `Option ${v + 1}` : 'None'),
      },
    },
  },
};
