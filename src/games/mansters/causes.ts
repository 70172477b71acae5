/**
 * Why each Mansters event happened (the dispute review's "reason"): the rule ids of
 * docs/rules/mansters.md and the card that acted. An event's cause joins the rules of the event
 * itself with those of what drove it: the card most recently played or triggered in the same batch
 * (its effects follow it as their own events), or else the command that was answered.
 */
import { ruleList, type CauseCard, type CommandOrigin, type GameCause, type GameCauses } from '../../engine';
import { cardDef, isCardId } from './cards/catalog';
import type { MCommand } from './commands';
import type { MEvent } from './events';
import { evolve } from './evolve';
import { shuffleSites } from './shuffle-sites';
import type { MState } from './state';

interface Driver {
  readonly rules: readonly string[];
  readonly card: CauseCard | null;
}

function card(id: string, ability: string | null): CauseCard | null {
  return isCardId(id) ? { card: id, name: cardDef(id).name, ability } : null;
}

const COMMAND_RULES: { readonly [T in MCommand['type']]: readonly string[] } = {
  draw: ['M-TURN-1'],
  'offer-trade': ['M-TURN-2'],
  'skip-trade': ['M-TURN-2'],
  'counter-trade': ['M-TURN-2'],
  'accept-trade': ['M-TURN-2'],
  'decline-trade': ['M-TURN-2'],
  'play-card': ['M-TURN-3'],
  'draw-instead': ['M-TURN-3'],
  'end-play': ['M-TURN-3'],
  swap: ['M-TURN-4'],
  'skip-swap': ['M-TURN-4'],
  attack: ['M-TURN-5'],
  concede: ['M-END-2'],
};

/** The rules of the event itself (every type names at least one). */
function eventRules(s: MState, e: MEvent): readonly string[] {
  switch (e.type) {
    case 'game-created':
      return ['M-SETUP-1'];
    case 'decks-formed':
      return ['M-SETUP-2', 'M-CARD-1'];
    case 'scenario-loaded':
      return ['M-SETUP-1'];
    case 'first-player-draw':
    case 'first-player-chosen':
    case 'manster-deck-shuffled':
      return ['M-SETUP-3'];
    case 'graveyard-filled':
      return e.reason === 'setup' ? ['M-SETUP-4'] : ['M-ZONE-3'];
    case 'cards-drawn':
      return s.phase === 'setup' || s.phase === 'pregame' ? ['M-SETUP-5'] : ['M-TURN-1'];
    case 'draw-fizzled':
    case 'deck-rebuilt':
      return ['M-ZONE-6'];
    case 'opening-started':
      return ['M-SETUP-6'];
    case 'turn-started':
      return ['M-TURN-1'];
    case 'step-entered':
      return [STEP_RULE[e.step]];
    case 'trade-offered':
    case 'trade-countered':
    case 'trade-declined':
    case 'trade-accepted':
    case 'trade-skipped':
    case 'trade-cancelled':
      return ['M-TURN-2'];
    case 'card-played':
      return ruleList(s.phase === 'opening' ? ['M-SETUP-6'] : ['M-TURN-3'], e.counted ? [] : ['M-CARD-8', 'M-MISC-3'], ['M-ZONE-1']);
    case 'stack-healed':
      return ['M-CARD-2', 'M-CARD-4'];
    case 'stack-damaged':
      return e.cause === 'attack' ? ['M-TURN-5', 'M-TURN-6'] : e.cause === 'meat-removed' ? ['M-MISC-2'] : ['M-CARD-4', 'M-TURN-6'];
    case 'stack-shielded':
      return ['M-CARD-4'];
    case 'effect-triggered':
      return ['M-CARD-4', 'M-MISC-1'];
    case 'player-healed':
      return ['M-CARD-4', 'M-END-1'];
    case 'card-discarded':
      return ['M-CARD-4', 'M-ZONE-2'];
    case 'damage-prevented':
      return ['M-CARD-4'];
    case 'stack-defeated':
      return ['M-TURN-6', 'M-ZONE-2'];
    case 'card-removed':
      return ['M-CARD-4', 'M-ZONE-2'];
    case 'card-scavenged':
      return ['M-ZONE-4'];
    case 'card-stolen':
      return ['M-CARD-4', 'M-ZONE-5'];
    case 'slab-swapped':
      return ['M-TURN-4', 'M-ZONE-1'];
    case 'attack-declared':
      return ['M-TURN-5'];
    case 'direct-damage-taken':
      return ['M-TURN-5', 'M-END-1'];
    case 'player-out':
      return e.reason === 'eliminated' ? ['M-END-1'] : ['M-END-2'];
    case 'player-cleared':
      return ['M-ZONE-2', 'M-END-2'];
    case 'turn-ended':
      return ['M-TURN-5'];
    case 'turn-limit-reached':
    case 'game-ended':
      return ['M-END-2'];
  }
}

const STEP_RULE: { readonly [K in NonNullable<MState['step']>]: string } = {
  draw: 'M-TURN-1',
  trade: 'M-TURN-2',
  'trade-answer': 'M-TURN-2',
  play: 'M-TURN-3',
  swap: 'M-TURN-4',
  attack: 'M-TURN-5',
};

/** The card an event itself says acted: a card played, a card's effect triggered. */
function eventDriver(e: MEvent): Driver | null {
  if (e.type === 'card-played') return { rules: [], card: card(e.card.card, 'effect') };
  if (e.type === 'effect-triggered') return { rules: ['M-CARD-4'], card: card(e.card, `when ${e.on}`) };
  return null;
}

function commandDriver(s: MState, command: MCommand | null, origin: CommandOrigin | null): Driver {
  if (!command) return { rules: [], card: null };
  const rules = ruleList(COMMAND_RULES[command.type], origin === 'timeout' ? ['M-MISC-4'] : []);
  if (command.type !== 'play-card') return { rules, card: null };
  const held = s.players.flatMap((p) => p.hand).find((c) => c.id === command.cardId);
  return { rules, card: held ? card(held.card, 'effect') : null };
}

/**
 * The turn's own flow: a card played last does not drive these, nor what follows them in the batch
 * (the next seat's opening, a new turn or step). A card's effects come right after the card is
 * played, and a later card's effect announces itself (`effect-triggered`).
 */
const TURN_FLOW: ReadonlySet<MEvent['type']> = new Set<MEvent['type']>([
  'opening-started',
  'turn-started',
  'step-entered',
  'attack-declared',
  'turn-ended',
  'turn-limit-reached',
  'game-ended',
]);

export function explain(before: MState, command: MCommand | null, events: readonly MEvent[], origin: CommandOrigin | null): GameCause[] {
  let driver = commandDriver(before, command, origin);
  const out: GameCause[] = [];
  let s = before;
  for (const e of events) {
    if (TURN_FLOW.has(e.type)) driver = { rules: driver.rules, card: null };
    driver = eventDriver(e) ?? driver;
    out.push({ rules: ruleList(eventRules(s, e), driver.rules), card: driver.card });
    s = evolve(s, e);
  }
  return out;
}

export const manstersCauses: GameCauses<MState, MCommand, MEvent> = {
  explain,
  shuffled: shuffleSites,
  framing: { created: ['M-SETUP-1'], claimed: ['M-SETUP-1'], ended: ['M-END-2'] },
};
