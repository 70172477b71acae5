import { assertNever } from '../../../engine';
import type { CardSpec, Effect, Prerequisite, Trigger, Who } from './types';

/*
 * Card text in our own words, generated from the card data, so a card can never say one thing and
 * do another. The catalog test also checks that every printed number appears in it.
 */

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const whoText = (who: Who, verb: string, verbOther: string): string => (who === 'you' ? `you ${verb}` : `the owner of its stack ${verbOther}`);

export function effectText(e: Effect): string {
  switch (e.op) {
    case 'heal-stack':
      return `remove up to ${e.amount} damage from one of your stacks`;
    case 'clear-own-damage':
      return 'remove all damage from its stack';
    case 'heal-this-stack':
      return `remove up to ${e.amount} damage from its stack`;
    case 'damage-stack':
      return `deal ${e.amount} damage to an opponent's active stack`;
    case 'damage-attacker':
      return `deal ${e.amount} damage to the attacker's active stack`;
    case 'remove-card':
      return "discard a meat, bone or spirit card from an opponent's active stack";
    case 'scavenge':
      return 'scavenge: take a graveyard card of your choice into your hand';
    case 'steal-card':
      return "take a random card from an opponent's hand";
    case 'force-swap':
      return "move an opponent's slab token to their other slab";
    case 'everyone-draws':
      return 'every player still in draws a morgue card, you first, then clockwise';
    case 'draw':
      return `${whoText(e.who, 'draw', 'draws')} ${plural(e.count, e.source === 'morgue' ? 'morgue card' : 'manster card')}`;
    case 'discard-random':
      return `${whoText(e.who, 'discard', 'discards')} a random card from hand`;
    case 'shield-active':
      return 'your active stack takes no damage until your next turn starts';
    case 'heal-player':
      return `remove up to ${e.amount} of your direct damage`;
    case 'damage-player':
      return `deal ${e.amount} direct damage to an opponent`;
    case 'damage-each-opponent':
      return `deal ${e.amount} direct damage to each opponent`;
    case 'choose':
      return `choose one: ${e.options.map((o) => o.map(effectText).join(', then ')).join('; or ')}`;
    default:
      return assertNever(e, 'effect');
  }
}

export function prerequisiteText(p: Prerequisite, cardName: (id: string) => string): string {
  switch (p.type) {
    case 'minCount':
      return `at least ${plural(p.count, `${p.kind} card`)}`;
    case 'minHealth':
      return `at least ${p.health} health`;
    case 'containsCard':
      return `a ${cardName(p.card)}`;
    default:
      return assertNever(p, 'prerequisite');
  }
}

const TRIGGER_WORDS: { readonly [K in Trigger['on']]: string } = {
  attacked: 'When its stack is attacked',
  attacks: 'When its stack attacks',
  defeated: 'When its stack is defeated',
};

/** The full text of a card. `cardName` resolves card ids named by prerequisites. */
export function cardText(c: CardSpec, cardName: (id: string) => string): string {
  const parts: string[] = [];
  if (c.kind === 'meat') parts.push(`Meat ${c.health}: adds ${c.health} health to its stack.`);
  if (c.kind === 'bone') parts.push(`Bone ${c.damage}: adds ${c.damage} damage to its stack's attack.`);
  if (c.kind === 'manster') {
    parts.push(`Manster: +${c.health} health, +${c.damage} damage.`);
    const where = c.joinsAnyStack ? 'May join a stack that is not full' : 'Joins a full stack';
    const needs = c.prerequisites.map((p) => prerequisiteText(p, cardName));
    parts.push(`${where}${needs.length > 0 ? ` with ${needs.join(' and ')}` : ''}.`);
  }
  if (c.anywhere) parts.push('Anywhere.');
  if (c.atAnyTime) parts.push('At any time.');
  if (c.effects.length > 0) parts.push(`Instant: ${c.effects.map(effectText).join(', then ')}.`);
  if (c.ongoing?.type === 'attackBonus')
    parts.push(
      `Ongoing: its stack deals ${Math.abs(c.ongoing.amount)} ${c.ongoing.amount >= 0 ? 'more' : 'less'} damage${c.ongoing.amount < 0 ? ' (never below 0)' : ''}.`,
    );
  if (c.ongoing?.type === 'healthBonus') parts.push(`Ongoing: its stack has ${c.ongoing.amount} more health.`);
  for (const t of c.triggers) parts.push(`${TRIGGER_WORDS[t.on]}: ${t.effects.map(effectText).join(', then ')}.`);
  return parts.join(' ');
}
