import { seatNamer, type Seat, type SeatNames, type Typed } from '../../engine';
import { cardDef, isCardId } from './cards/catalog';
import type { MState } from './state';

/*
 * One readable line per event. It reads only fields that the public forms (redact.ts) also carry
 * and only public parts of `before` (slabs, graveyard), so it is safe for any viewer and works on
 * both full and redacted events. Players are named by their names when the server knows them
 * (seat-names.ts), else P1..Pn.
 */

type Loose = Record<string, unknown> & Typed;

const name = (card: unknown): string => {
  const id = typeof card === 'object' && card !== null ? (card as { card?: unknown }).card : card;
  return typeof id === 'string' && isCardId(id) ? cardDef(id).name : 'a card';
};
const slabName = (slab: unknown): string => `slab ${Number(slab) + 1}`;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const sourceName = (s: unknown): string => (s === 'morgue' ? 'the morgue' : s === 'manster' ? 'the manster deck' : 'the graveyard');

/** The steps of a turn in words (M-TURN-1..5), never their ids. */
const STEPS: Readonly<Record<string, string>> = {
  draw: 'draw step',
  trade: 'trade step',
  'trade-answer': 'trade step: an answer to the offer is awaited',
  play: 'play step',
  swap: 'swap step',
  attack: 'attack step',
};

/** "Ada's active stack"; `whose` in place of "Ada's" ("their", when Ada is the one acting). */
function stackOwner(before: MState, seat: number, slab: number, P: (seat: Seat) => string, whose = `${P(seat)}'s`): string {
  const active = before.players[seat]?.activeSlab === slab;
  return `${whose} ${active ? 'active' : 'inactive'} stack`;
}

export function describeEvent(event: Typed, before: MState, names?: SeatNames): string {
  const P = seatNamer(names);
  const e = event as Loose;
  const n = (k: string): number => Number(e[k]);
  switch (e.type) {
    case 'game-created':
      return `A game of Mansters for ${n('seatCount')} players begins`;
    case 'decks-formed':
      return 'The morgue and the manster deck are shuffled';
    case 'scenario-loaded':
      return 'The table is set from a scenario';
    case 'first-player-draw': {
      const draws = (e.draws as { seat: number; card: unknown }[]) ?? [];
      return `First-player draw (round ${n('round')}): ${draws.map((d) => `${P(d.seat)} ${name(d.card)} (${cardDef((d.card as { card: string }).card).health} health)`).join(', ')}`;
    }
    case 'first-player-chosen':
      return `${P(n('seat'))} goes first`;
    case 'manster-deck-shuffled':
      return 'The manster deck is shuffled';
    case 'graveyard-filled':
      return `${plural(((e.cards as unknown[]) ?? []).length, 'card')} go face up into the ${e.reason === 'setup' ? 'new' : 'empty'} graveyard`;
    case 'cards-drawn': {
      const count = Array.isArray(e.cards) ? e.cards.length : n('count');
      const top = e.source === 'graveyard' ? ` (${name(Array.isArray(e.cards) ? e.cards[0] : (e.revealed as unknown[])?.[0])})` : '';
      return `${P(n('seat'))} drew ${plural(count, 'card')} from ${sourceName(e.source)}${top}`;
    }
    case 'draw-fizzled':
      return `${P(n('seat'))} could not draw: ${sourceName(e.source)} is empty`;
    case 'deck-rebuilt':
      return `The ${e.deck === 'morgue' ? 'morgue' : 'manster deck'} is rebuilt from ${plural(((e.takenIds as unknown[]) ?? []).length, 'graveyard card')}`;
    case 'opening-started':
      return `${P(n('seat'))} builds an opening stack`;
    case 'turn-started':
      return `Turn ${n('turnNumber')}: ${P(n('seat'))}`;
    case 'step-entered': {
      const offer = before.tradeOffer;
      if (e.step === 'trade-answer' && offer) return `${P(offer.to)} is to answer ${P(offer.from)}'s offer`;
      const step = typeof e.step === 'string' && Object.prototype.hasOwnProperty.call(STEPS, e.step) ? STEPS[e.step] : 'next step';
      return before.current === null ? `The ${step} begins` : `${P(before.current)}'s ${step}`;
    }
    case 'trade-offered':
      return Array.isArray(e.give)
        ? `${P(n('from'))} offers ${P(n('to'))} ${(e.give as unknown[]).map(name).join(' and ') || 'nothing'} for ${plural(n('ask'), 'card')}`
        : `${P(n('from'))} offers ${P(n('to'))} a trade`;
    case 'trade-countered':
      return Array.isArray(e.give)
        ? `${P(n('from'))} counters ${P(n('to'))}'s offer: ${(e.give as unknown[]).map(name).join(' and ') || 'nothing'} for ${plural(n('ask'), 'card')}`
        : `${P(n('from'))} makes ${P(n('to'))} a counter-offer`;
    case 'trade-declined':
      return `${P(n('to'))} declines ${P(n('from'))}'s trade`;
    case 'trade-accepted':
    case 'trade-ended': {
      const count = (k: string): number => (Array.isArray(e[k]) ? (e[k] as unknown[]).length : 0);
      const moved = e.type === 'trade-ended' ? n('cardsMoved') : count('fromCards') + count('toCards') + count('gave') + count('received');
      return moved === 0 ? `No trade between ${P(n('from'))} and ${P(n('to'))}` : `${P(n('from'))} and ${P(n('to'))} traded (${plural(moved, 'card')} moved)`;
    }
    case 'trade-skipped':
      return `${P(n('seat'))} does not trade`;
    case 'trade-cancelled':
      return `The trade between ${P(n('from'))} and ${P(n('to'))} is called off`;
    case 'card-played': {
      const to = e.to as { seat: number; slab: number };
      // "Ada played Skull onto their active stack": the player's own slab is "their", not "Ada's" twice.
      const whose = to.seat === n('seat') ? 'their' : `${P(to.seat)}'s`;
      const where = before.players[to.seat]?.slabs[to.slab as 0 | 1]
        ? `onto ${stackOwner(before, to.seat, to.slab, P, whose)}`
        : `onto ${whose} empty ${slabName(to.slab)}`;
      return `${P(n('seat'))} played ${name(e.card)} ${where}${e.counted ? '' : ' (at any time)'}`;
    }
    case 'stack-healed':
      return `${stackOwner(before, n('seat'), n('slab'), P)} heals ${n('amount')}`;
    case 'stack-damaged':
      return `${stackOwner(before, n('seat'), n('slab'), P)} takes ${n('amount')} damage${e.cause === 'meat-removed' ? ' (meat removed)' : ''}`;
    case 'effect-triggered': {
      const on = e.on === 'attacked' ? 'is attacked' : e.on === 'attacks' ? 'attacks' : 'is defeated';
      return `${name(e.card)} triggers: ${P(n('seat'))}'s stack ${on}`;
    }
    case 'player-healed':
      return `${P(n('seat'))} heals ${n('amount')} direct damage (${n('total')} left)`;
    case 'card-discarded':
      return `${P(n('seat'))} discards ${name(e.card)} at random`;
    case 'stack-shielded':
      return `${stackOwner(before, n('seat'), n('slab'), P)} is shielded until ${P(n('seat'))}'s next turn`;
    case 'damage-prevented':
      return `${stackOwner(before, n('seat'), n('slab'), P)} is shielded: ${n('amount')} damage prevented`;
    case 'stack-defeated':
      return `${stackOwner(before, n('seat'), n('slab'), P)} is defeated and goes to the graveyard`;
    case 'card-removed':
      return `${name(e.card)} is removed from ${stackOwner(before, n('seat'), n('slab'), P)}`;
    case 'card-scavenged':
      return `${P(n('seat'))} scavenged ${name(e.card)} from the graveyard`;
    case 'card-stolen':
      return `${P(n('to'))} stole a card from ${P(n('from'))}`;
    case 'slab-swapped':
      return n('by') === n('seat') ? `${P(n('seat'))} swapped stacks` : `${P(n('by'))} forced ${P(n('seat'))} to swap stacks`;
    case 'attack-declared':
      // The block said as the attack label says it (labels.ts): the damage goes to the full stack, not the player.
      return `${P(n('attacker'))} attacks ${P(n('defender'))} for ${n('damage')}${e.blocked ? `; blocked by ${P(n('defender'))}'s full active stack` : ''}`;
    case 'direct-damage-taken':
      return `${P(n('seat'))} takes ${n('amount')} direct damage (${n('total')} in total)`;
    case 'player-out':
      return `${P(n('seat'))} ${e.reason === 'conceded' ? 'concedes' : 'is eliminated'}`;
    case 'player-cleared':
      return `${P(n('seat'))}'s cards go to the graveyard`;
    case 'turn-ended':
      return `${P(n('seat'))} ends their turn`;
    case 'turn-limit-reached':
      return `The turn limit is reached after turn ${n('turnNumber')}`;
    case 'game-ended': {
      const w = (e.winners as number[]) ?? [];
      return w.length === 0 ? 'The game ends in a draw' : `${w.map((s) => P(s)).join(', ')} wins`;
    }
    default:
      return `(${String(e.type)})`;
  }
}
