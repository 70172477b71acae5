import type { ComposedChoice } from '../../../src/client';
import { cardNamed } from '../catalog';
import type { ChoiceWords } from './types';

/**
 * The modes of the choice's "choose 1" loot card as its text prints them ("Choose 1: A; or B.",
 * src/games/four-souls/cards/text.ts): Blue Pill's are "you get +1 attack until the end of the
 * turn" and "you get +1 health until the end of the turn". Blue Pill is the only modal loot card
 * (one copy), so a mode's words are the same whichever card is picked; alone in a hand it has 4
 * variants, too few for a choice, so the card is always a part. Undefined without the catalog.
 */
const modes = (name: (key: string) => string, choice: ComposedChoice): string[] | undefined =>
  (choice.parts.find((p) => p.field === 'card')?.of ?? [])
    .map((c) => cardNamed(name(`obj:${String(c)}`))?.text)
    .find((t) => t?.startsWith('Choose 1: '))
    ?.slice(10, -1)
    .split('; or ');

/*
 * The words of Four Souls' protocol 2 choices (ChoicePanel): a loot card with many legal variants
 * (its targets, its mode, and whether the character is tapped for an extra loot play) is offered as
 * parts once it has 16 or more: over 10 bot matches of 2 seats (greedy against random), 750 of 8,091
 * prompts, about one in eleven. A mode is null for a card without modes (the rules refuse any other,
 * src/games/four-souls/targets.ts), and a number for a "choose 1" card (null refused).
 */
export const fourSoulsChoices: Readonly<Record<string, ChoiceWords>> = {
  'play-loot': {
    title: 'Play a loot card: pick the card and its targets',
    parts: {
      card: { label: 'Card', one: 'loot card to play', many: 'loot cards to play' },
      targets: { label: 'Targets', one: 'target', many: 'targets' },
      mode: {
        label: 'Mode',
        one: 'mode',
        many: 'modes',
        value: (v, name, choice) => (v === null ? 'None: the card has no modes' : (modes(name, choice)?.[v as number] ?? `Mode ${(v as number) + 1}`)),
      },
      viaCharacter: {
        label: 'Tap your character (an extra loot play)',
        one: 'way to pay for the play',
        many: 'ways to pay',
        pick: 'Say whether you tap your character',
      },
    },
  },
};
