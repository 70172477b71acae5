/**
 * Why each Four Souls event happened (the dispute review's "reason"): the rule ids of
 * docs/rules/four-souls.md and the card and ability that acted. An event's cause joins the rules of
 * the event itself with those of what drove it: the stack object resolving at that moment (its card
 * and ability), or else the command that was answered (the card it played or activated). The events
 * are folded one by one from the state they were decided on, so no rules decision is made again.
 */
import { ruleList, type CauseCard, type CommandOrigin, type GameCause, type GameCauses } from '../../engine';
import { cardDef, isCard } from './cards';
import type { FsCommand } from './commands';
import type { FsEvent } from './events';
import { evolve } from './evolve';
import type { CardId, Decision, FsState, StackItem } from './types';
import { shuffleSites } from './shuffle-sites';
import { findItem } from './zones';

/** What drove an event: its rules and the card that acted. */
interface Driver {
  readonly rules: readonly string[];
  readonly card: CauseCard | null;
}

function card(id: CardId, ability: string | null): CauseCard | null {
  return isCard(id) ? { card: id, name: cardDef(id).name, ability } : null;
}

const COMMAND_RULES: { readonly [T in FsCommand['type']]: readonly string[] } = {
  pass: ['R-STACK-4', 'R-STACK-6'],
  'play-loot': ['R-STACK-4', 'R-TURN-4', 'R-CARD-4'],
  activate: ['R-STACK-4', 'R-CARD-2'],
  'declare-attack': ['R-ATTACK-1', 'R-STACK-8'],
  'declare-purchase': ['R-BUY-1', 'R-STACK-8'],
  'end-turn': ['R-TURN-4', 'R-TURN-5'],
  'order-triggers': ['R-STACK-9', 'R-STACK-10'],
  choose: [],
  arrange: ['R-ZONE-3'],
  concede: ['R-MATCH-2'],
};

/** The server acting for a seat: a deadline's default (R-MATCH-1) or auto-pass (R-MATCH-3). */
const ORIGIN_RULES: { readonly [O in CommandOrigin]: readonly string[] } = { player: [], timeout: ['R-MATCH-1'], 'auto-pass': ['R-MATCH-3'] };

function decisionRules(d: Decision | null): readonly string[] {
  if (!d) return [];
  switch (d.kind) {
    case 'order-triggers':
      return ['R-STACK-9', 'R-STACK-10'];
    case 'arrange':
      return ['R-ZONE-3'];
    case 'choose':
      switch (d.what) {
        case 'discard-to-10':
          return ['R-TURN-5'];
        case 'monster-slot':
          return ['R-ATTACK-2'];
        case 'curse-player':
          return ['R-CARD-5'];
        case 'haunt-player':
          return ['R-CARD-7'];
        case 'discard':
        case 'destroy-item':
          return ['R-PDEATH-3', 'R-CARD-6'];
      }
  }
}

function itemRules(item: StackItem): readonly string[] {
  switch (item.kind) {
    case 'loot':
      return ['R-CARD-4'];
    case 'ability':
      return ['R-CARD-2'];
    case 'trigger':
      return item.trigger === 'on-death' ? ['R-MDEATH-2'] : ['R-STACK-9', 'R-STACK-10'];
    case 'roll':
      return item.purpose.p === 'attack' ? ['R-DICE-1', 'R-DICE-4', 'R-ATTACK-3'] : ['R-DICE-1', 'R-DICE-3', 'R-DICE-4'];
    case 'attack':
      return ['R-ATTACK-1', 'R-ATTACK-2'];
    case 'purchase':
      return ['R-BUY-1', 'R-BUY-2'];
    case 'damage':
      return ['R-ATTACK-3', 'R-ATTACK-4'];
    case 'player-death':
      return ['R-PDEATH-1', 'R-PDEATH-2'];
    case 'monster-death':
      return ['R-MDEATH-1', 'R-MDEATH-2'];
    case 'dead-monster':
      return ['R-MDEATH-2', 'R-MDEATH-3'];
    case 'rewards':
      return ['R-MDEATH-2', 'R-MDEATH-4'];
    case 'death-penalty':
      return ['R-PDEATH-2', 'R-PDEATH-3'];
    case 'refill':
      return item.slotKind === 'monster' ? ['R-REFILL-1', 'R-REFILL-2'] : item.slotKind === 'shop' ? ['R-REFILL-3'] : ['R-REFILL-3', 'R-ROOM-3'];
    case 'event':
      return ['R-CARD-5'];
    case 'turn-loot':
      return ['R-TURN-3'];
  }
}

/** The card a stack object carries or comes from, and which of its abilities it is. */
function itemCard(item: StackItem): CauseCard | null {
  switch (item.kind) {
    case 'loot':
      return card(item.card, 'effect');
    case 'ability':
      return card(item.sourceCard, `ability ${item.ability}`);
    case 'trigger':
      return card(item.sourceCard, item.trigger === 'on-death' ? 'on death' : `trigger ${item.trigger}`);
    case 'roll':
      return item.purpose.p === 'effect' ? card(item.purpose.source, 'roll') : null;
    case 'dead-monster':
      return card(item.card, null);
    case 'rewards':
      return card(item.monsterCard, 'rewards');
    case 'event':
      return card(item.card, 'effect');
    default:
      return null;
  }
}

function commandDriver(s: FsState, command: FsCommand | null, origin: CommandOrigin | null): Driver {
  if (!command) return { rules: [], card: null };
  const rules = ruleList(COMMAND_RULES[command.type], command.type === 'choose' ? decisionRules(s.decision) : [], origin ? ORIGIN_RULES[origin] : []);
  switch (command.type) {
    case 'play-loot': {
      const held = s.players.flatMap((p) => p.hand).find((o) => o.id === command.card);
      return { rules, card: held ? card(held.card, 'effect') : null };
    }
    case 'activate': {
      const source = findItem(s, command.source);
      return { rules, card: source ? card(source.card, `ability ${command.ability}`) : null };
    }
    default:
      return { rules, card: null };
  }
}

const STEP_RULES: { readonly [K in FsState['turn']['step']]: readonly string[] } = {
  'start-triggers': ['R-TURN-1', 'R-TURN-2'],
  'start-loot': ['R-TURN-3'],
  action: ['R-TURN-4'],
  'end-triggers': ['R-TURN-5'],
  'end-cleanup': ['R-TURN-5', 'R-STACK-7'],
};

/** The rules of the event itself; empty for effects whose rule is what drove them (a card, an attack). */
function eventRules(s: FsState, e: FsEvent): readonly string[] {
  switch (e.type) {
    case 'game-started':
      return ['R-SETUP-1'];
    case 'deck-formed':
      return ['R-SETUP-2', 'R-ZONE-3'];
    case 'player-seated':
      return ['R-SETUP-1', 'R-SETUP-4'];
    case 'set-aside':
      return e.to === 'bonus' ? ['R-SETUP-5'] : ['R-ZONE-8'];
    case 'first-player-chosen':
      return ['R-SETUP-6'];
    case 'moved':
      return ['R-ZONE-1'];
    case 'deck-reshuffled':
      return ['R-DECK-1'];
    case 'deck-arranged':
      return ['R-ZONE-3'];
    case 'stack-pushed':
      return ruleList(['R-STACK-1', 'R-STACK-2'], itemRules(e.item));
    case 'stack-popped':
      return e.reason === 'resolve' ? ['R-STACK-6', 'R-STACK-1'] : e.reason === 'cancel' ? ['R-STACK-11'] : ['R-STACK-12'];
    case 'resolution-set':
      return ['R-STACK-6'];
    case 'roll-changed':
      return ['R-DICE-2'];
    case 'priority-given':
      return ['R-STACK-5'];
    case 'priority-passed':
      return ['R-STACK-4'];
    case 'priority-cleared':
      return ['R-STACK-7'];
    case 'triggered':
      return ['R-STACK-10'];
    case 'decision-opened':
      return ruleList(decisionRules(e.decision), ['R-MATCH-1']);
    case 'decision-closed':
      return ruleList(decisionRules(s.decision), ['R-MATCH-1']);
    case 'coins-changed':
      return s.status === 'empty' ? ['R-SETUP-4'] : [];
    case 'damaged':
      return [];
    case 'healed':
      return ['R-TURN-5'];
    case 'tapped':
      return ['R-CARD-2'];
    case 'allowance-changed':
      return ['R-TURN-4'];
    case 'turn-started':
      return ['R-TURN-1'];
    case 'step-changed':
      return STEP_RULES[e.step];
    case 'attack-started':
      return ['R-ATTACK-1'];
    case 'attack-ended':
      return e.reason === 'turn-ended' ? ['R-ATTACK-4', 'R-TURN-6'] : e.reason === 'left-play' ? ['R-ATTACK-5', 'R-MDEATH-6'] : ['R-ATTACK-4'];
    case 'turn-end-requested':
      return ['R-TURN-6'];
    case 'slot-added':
      return ['R-REFILL-4'];
    case 'buffed':
      return ['R-TURN-5'];
    case 'turn-cleaned-up':
      return ['R-TURN-5'];
    case 'player-died':
      return ['R-PDEATH-1'];
    case 'counters-changed':
      return [];
    case 'health-paid':
      return ['R-CARD-2'];
    case 'shielded':
    case 'damage-prevented':
      return [];
    case 'death-replaced':
      return ['R-PDEATH-1'];
    case 'conceded':
      return ['R-MATCH-2'];
    case 'dice-scripted':
    case 'scripted-die-rolled':
      return ['R-DICE-4'];
    case 'game-over':
      return ['R-WIN-1'];
  }
}

/** The card an event names itself: a card-carrying object pushed, a trigger waiting. */
function eventCard(e: FsEvent): CauseCard | null {
  if (e.type === 'stack-pushed') return itemCard(e.item);
  if (e.type === 'triggered') return itemCard(e.trigger.item);
  return null;
}

/** The stack object resolving when `e` applies (the one `e` starts resolving, for a resolve pop). */
function resolvingItem(s: FsState, e: FsEvent): StackItem | null {
  if (e.type === 'stack-popped' && e.reason === 'resolve') return s.stack.find((it) => it.id === e.id) ?? s.resolving?.item ?? null;
  if (e.type === 'resolution-set' && e.resolving) return e.resolving.item;
  return s.resolving?.item ?? null;
}

/** Events of the turn's flow: the rules', never a card's (the log would read "Dynamite's effect: P2 gets priority"). */
const TURN_FLOW: ReadonlySet<FsEvent['type']> = new Set<FsEvent['type']>(['priority-given', 'priority-cleared', 'step-changed', 'turn-started']);

export function explain(before: FsState, command: FsCommand | null, events: readonly FsEvent[], origin: CommandOrigin | null): GameCause[] {
  const byCommand = commandDriver(before, command, origin);
  const out: GameCause[] = [];
  let s = before;
  // The card's object (a loot, an ability, a trigger...) that just resolved without a decision:
  // its effects follow its pop, up to the next priority or step (R-STACK-6), and are its doing,
  // not the command's.
  let resolved: StackItem | null = null;
  for (const e of events) {
    const item = resolvingItem(s, e) ?? resolved;
    const driver: Driver = item ? { rules: itemRules(item), card: itemCard(item) } : byCommand;
    const rules = ruleList(eventRules(s, e), driver.rules);
    // An effect with no card or command behind it happens as part of the turn's current step. The
    // turn's own flow (priority, a step, a new turn) is no card's doing, whatever resolved before it.
    const card = eventCard(e) ?? (TURN_FLOW.has(e.type) ? null : driver.card);
    out.push({ rules: rules.length > 0 ? rules : STEP_RULES[s.turn.step], card });
    if (e.type === 'stack-popped') {
      const popped = e.reason === 'resolve' ? (s.stack.find((it) => it.id === e.id) ?? null) : null;
      resolved = popped && itemCard(popped) ? popped : null;
    } else if (
      e.type === 'priority-given' ||
      e.type === 'priority-cleared' ||
      e.type === 'step-changed' ||
      e.type === 'turn-started' ||
      e.type === 'resolution-set'
    )
      resolved = null;
    s = evolve(s, e);
  }
  return out;
}

/**
 * R-DICE-1: a roll's value is drawn when it goes on the stack; a reroll draws again (R-DICE-2).
 * A scenario's scripted die (dice.ts) announces itself just before the roll that takes it.
 */
function rolled(events: readonly FsEvent[]): (number | null)[] {
  let scripted = false;
  return events.map((e) => {
    if (e.type === 'scripted-die-rolled') scripted = true;
    const value = e.type === 'stack-pushed' && e.item.kind === 'roll' ? e.item.value : e.type === 'roll-changed' && e.how === 'reroll' ? e.value : null;
    if (value === null) return null;
    const drawn = !scripted;
    scripted = false;
    return drawn ? value : null;
  });
}

export const fsCauses: GameCauses<FsState, FsCommand, FsEvent> = {
  explain,
  rolled,
  shuffled: shuffleSites,
  framing: { created: ['R-SETUP-1'], claimed: ['R-SETUP-1'], ended: ['R-WIN-1', 'R-WIN-2', 'R-MATCH-2'] },
};
