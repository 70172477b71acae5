import type { ChoiceWords } from './types';

/*
 * The words of Four Souls' protocol 2 choices (ChoicePanel): a loot card with many legal variants
 * (its targets, its mode, and whether the character is tapped for an extra loot play) is offered as
 * parts once it has 16 or more: over 10 bot matches of 2 seats (greedy against random), 750 of 8,091
 * prompts, about one in eleven.
 */
export const fourSoulsChoices: Readonly<Record<string, ChoiceWords>> = {
  'play-loot': {
    title: 'Play a loot card: pick the card and its targets',
    parts: {
      card: { label: 'Card', one: 'loot card to play', many: 'loot cards to play' },
      targets: { label: 'Targets', one: 'target', many: 'targets' },
      mode: { label: 'Mode', one: 'mode', many: 'modes', value: (v) => (v === null ? null : `Mode ${Number(v) + 1}`) },
      viaCharacter: {
        label: 'Tap your character (an extra loot play)',
        one: 'way to pay for the play',
        many: 'ways to pay',
        pick: 'Say whether you tap your character',
      },
    },
  },
};
