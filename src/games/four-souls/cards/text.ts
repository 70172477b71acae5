/**
 * Card text in our own words, generated from the card's data: every op, cost, static, trigger
 * and replacement has one phrase here, so a card's `text` always says what its data does (the
 * catalog test compares them). The op table is typed `{ [K in Op['op']]: … }` like the handler
 * table in effects/ops.ts, so a new op does not compile until it has words.
 */
import type { Aim, Amount, Op, RollBranch, Who } from '../types';
import type { AbilityDef, CardDef, Cost, EffectDef, MonsterDef, ReplacementDef, StaticDef, TargetSpec, TriggerDef } from './model';

/** What the words of one effect may refer to: its target specs, and whether "this" is a monster. */
interface Ctx {
  readonly specs: readonly TargetSpec[];
  /** A monster's own effect: it is controlled by the active player (R-STACK-9), and "this" is the monster. */
  readonly monster?: boolean;
  /** What was chosen for each target, by name: an action's words name the chosen ones ("cancel Dice Shard"). */
  readonly chosen?: readonly string[];
}

const SPEC: Record<TargetSpec, string> = {
  player: 'player',
  'other-player': 'other player',
  monster: 'monster',
  'monster-or-player': 'monster or player',
  item: 'item',
  roll: 'dice roll',
  'stack-effect': 'loot card, ability or triggered ability on the stack',
};

const s = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const amt = (n: Amount) => (n === 'X' ? 'X' : String(n));
const target = (c: Ctx, i: number) => c.chosen?.[i] ?? `target ${SPEC[c.specs[i] ?? 'player']}`;

/** Subject and verb agreement: "you gain", "each player gains". */
function who(w: Who, c: Ctx): { subj: string; you: boolean } {
  if (typeof w === 'number') return { subj: `P${w + 1}`, you: false };
  switch (w) {
    case 'controller':
      return c.monster ? { subj: 'the active player', you: false } : { subj: 'you', you: true };
    case 'active':
      return { subj: 'the active player', you: false };
    case 'target':
      return { subj: target(c, 0), you: false };
    case 'each':
      return { subj: 'each player', you: false };
    case 'each-other':
      return { subj: 'each other player', you: false };
  }
}
const does = (w: Who, c: Ctx, verb: string, verbS = `${verb}s`) => {
  const x = who(w, c);
  return `${x.subj} ${x.you ? verb : verbS}`;
};

function aim(a: Aim, c: Ctx): string {
  switch (a) {
    case 'target':
      return target(c, 0);
    case 'target2':
      return target(c, 1);
    case 'controller':
      return c.monster ? 'the active player' : 'you';
    case 'each-player':
      return 'each player';
    case 'each-monster':
      return 'each monster';
    case 'each-other-player':
      return 'each other player';
    case 'attacked-monster':
      return c.monster ? 'this' : 'the attacked monster';
  }
}

const ALLOWANCE = {
  lootPlays: ['play', 'more loot card', 'more loot cards'],
  attacks: ['attack', 'more time', 'more times'],
  purchases: ['purchase', 'more time', 'more times'],
} as const;

function branch(b: RollBranch, c: Ctx): string {
  const range = b.min === b.max ? String(b.min) : `${b.min}-${b.max}`;
  return `${range}: ${ops(b.ops, c, ' and ')}`;
}

type Words = { readonly [K in Op['op']]: (op: Extract<Op, { op: K }>, c: Ctx) => string };

const WORDS: Words = {
  coins: (o, c) =>
    o.n === 'X' ? `${does(o.who, c, 'gain')} ¢ equal to the roll` : o.n < 0 ? `${does(o.who, c, 'lose')} ${-o.n}¢` : `${does(o.who, c, 'gain')} ${o.n}¢`,
  loot: (o, c) => (o.n === 'X' ? `${does(o.who, c, 'loot')} cards equal to the roll` : `${does(o.who, c, 'loot')} ${amt(o.n)}`),
  damage: (o, c) => `deal ${o.n === 'X' ? 'damage equal to the roll' : `${o.n} damage`} to ${aim(o.to, c)}`,
  heal: (o, c) => `heal ${aim(o.to, c)} ${o.n === 'X' ? 'as much as the roll' : o.n}`,
  kill: (o, c) => `kill ${aim(o.to, c)}`,
  roll: (o, c) => `roll (${o.branches.map((b) => branch(b, c)).join('; ')})`,
  discard: (o, c) => `${does(o.who, c, 'discard')} ${s(o.n, 'loot card')}`,
  'steal-loot': (o, c) => `steal ${s(o.n, 'random loot card')} from ${target(c, 0)}`,
  'steal-coins': (o, c) => `steal ${o.n}¢ from ${target(c, 0)}`,
  'destroy-item': (o, c) => `${does(o.who, c, 'destroy')} one of ${who(o.who, c).you ? 'your' : 'their'} non-eternal items`,
  tap: (o, c) => `deactivate ${o.to === 'self' ? 'this' : target(c, 0)}`,
  recharge: (o, c) => `recharge ${o.to === 'self' ? 'this' : o.to === 'all-own' ? 'all your items' : target(c, 0)}`,
  cancel: (_o, c) => `cancel ${target(c, 0)}`,
  'modify-roll': (o, c) => {
    const t = target(c, 0);
    switch (o.how) {
      case 'add':
        return (o.n ?? 0) < 0 ? `subtract ${-(o.n ?? 0)} from ${t}` : `add ${o.n ?? 0} to ${t}`;
      case 'set':
        return `set ${t} to ${o.n ?? 1}`;
      case 'flip':
        return `flip ${t} (7 minus its value)`;
      case 'reroll':
        return `reroll ${t}`;
    }
  },
  grant: (o, c) => {
    const [verb, one, many] = ALLOWANCE[o.what];
    return `${who(o.who, c).subj} may ${verb} ${o.n === 1 ? one.replace('more', 'one more') : `${o.n} ${many}`} this turn`;
  },
  'add-slot': (o) => `add a ${o.kind} slot`,
  'arrange-top': (o) => `look at the top ${s(o.n, 'card')} of the ${o.deck} deck and put them back in any order`,
  capture: (_o, c) => `put ${target(c, 0)} (a basic one) under this item, outside the game`,
  'cancel-attack': () => 'cancel the current attack',
  'end-turn': () => 'end the turn',
  buff: (o, c) => `${does(o.who, c, 'get')} ${o.n >= 0 ? '+' : ''}${o.n} ${o.stat} until the end of the turn`,
  'gain-treasure': (o, c) => `${does(o.who, c, 'gain')} ${s(o.n, 'treasure')}`,
  curse: () => 'the active player chooses a player who keeps this curse until they die',
  'deactivate-all': (o, c) => `deactivate the character of ${who(o.who, c).subj} and each of their items with a tap ability`,
  counters: (o, c) => {
    const on = o.to === 'self' ? 'this' : target(c, 0);
    return o.n >= 0 ? `put ${s(o.n, 'counter')} on ${on}` : `remove ${s(-o.n, 'counter')} from ${on}`;
  },
  prevent: (o, c) => `prevent the next ${o.n} damage ${who(o.who, c).subj === 'you' ? 'you' : who(o.who, c).subj} would take this turn`,
  destroy: (o, c) => `destroy ${o.to === 'self' ? 'this' : target(c, 0)}`,
  repossess: (_o, c) => `put ${target(c, 0)} (not an eternal one) on top of shop slot 1, covering the item there; it is for sale again`,
  'clear-room': () => 'clear the room in play (its slot refills from the room deck)',
  'pass-haunt': () => 'give this to another player of your choice',
  finish: () => '',
};

function op(o: Op, c: Ctx): string {
  return (WORDS[o.op] as (x: Op, c: Ctx) => string)(o, c);
}

function ops(list: readonly Op[], c: Ctx, join = '. '): string {
  return list
    .map((o) => op(o, c))
    .filter((x) => x !== '')
    .join(join);
}

const cap = (x: string) => (x === '' ? x : x[0]!.toUpperCase() + x.slice(1));
const sentence = (x: string) => (x === '' ? '' : `${cap(x)}${/[.!?]$/.test(x) ? '' : '.'}`);
export const lower = (x: string) => (x === '' ? x : x[0]!.toLowerCase() + x.slice(1));

export function effectText(e: EffectDef): string {
  if (e.modes && e.modes.length > 0) return sentence(`choose 1: ${e.modes.map((m) => ops(m.ops, { specs: m.targets }, ' and ')).join('; or ')}`);
  return ops(e.ops, { specs: e.targets }).split('. ').map(sentence).join(' ');
}

/**
 * What an effect does with its targets chosen (one mode of a "choose 1" effect, or the effect
 * itself), in lower case: "cancel Dice Shard", "deal 1 damage to P2".
 */
export function chosenEffectText(e: EffectDef, mode: number | null, chosen: readonly string[]): string {
  const m = mode !== null ? e.modes?.[mode] : undefined;
  return m ? ops(m.ops, { specs: m.targets, chosen }, ' and ') : ops(e.ops, { specs: e.targets, chosen }, ', then ');
}

export function costText(cost: Cost): string {
  const parts: string[] = [];
  if (cost.tap) parts.push('tap');
  if (cost.coins) parts.push(`pay ${cost.coins}¢`);
  if (cost.health) parts.push(`pay ${cost.health} health`);
  if (cost.loot) parts.push(`discard ${s(cost.loot, 'loot card')}`);
  if (cost.items) parts.push(`destroy ${s(cost.items, 'other item')}`);
  if (cost.souls) parts.push(`give up ${s(cost.souls, 'soul')}`);
  if (cost.counters) parts.push(`remove ${s(cost.counters, 'counter')} from this`);
  return cap(parts.join(', '));
}

export function abilityText(a: AbilityDef): string {
  return `${costText(a.cost)}: ${lower(effectText(a))}`;
}

export function staticText(st: StaticDef): string {
  if ('stat' in st) return `${st.n >= 0 ? '+' : ''}${st.n} ${st.stat}.`;
  const more = (n: number) => (n >= 0 ? 'more' : 'fewer');
  switch (st.rule) {
    case 'loot-plays':
      return `You may play ${Math.abs(st.n)} ${more(st.n)} loot ${Math.abs(st.n) === 1 ? 'card' : 'cards'} each turn.`;
    case 'attacks':
      return `You may attack ${Math.abs(st.n)} ${more(st.n)} ${Math.abs(st.n) === 1 ? 'time' : 'times'} each turn.`;
    case 'purchases':
      return `You may purchase ${Math.abs(st.n)} ${more(st.n)} ${Math.abs(st.n) === 1 ? 'time' : 'times'} each turn.`;
    case 'attack-roll':
      return `${st.n >= 0 ? '+' : ''}${st.n} to your attack rolls.`;
    case 'hand-size':
      return `You may keep ${Math.abs(st.n)} ${more(st.n)} loot ${Math.abs(st.n) === 1 ? 'card' : 'cards'} at the end of your turn.`;
    case 'price':
      return `Items cost you ${Math.abs(st.n)}¢ ${st.n < 0 ? 'less' : 'more'}.`;
    case 'prevent':
      return `Prevent ${st.n} of each damage you would take.`;
    case 'untargetable':
      return "Other players' loot cards and abilities can't target you.";
  }
}

function triggerWhen(t: TriggerDef, monster: boolean): string {
  switch (t.on) {
    case 'turn-start':
      return 'at the start of your turn';
    case 'turn-end':
      return 'at the end of your turn';
    case 'roll':
      if (monster) return `each time an attack roll of ${t.value} is made against this`;
      return `each time ${t.mine ? 'you roll' : 'a player rolls'} ${t.attack ? 'an attack roll of ' : 'a '}${t.value}`;
    case 'damaged':
      return monster ? 'each time this takes damage' : 'each time you take damage';
    case 'player-death':
      return t.mine ? 'when you die' : 'each time a player dies';
    case 'item-gained':
      return 'when you gain this';
    case 'monster-killed':
      return 'each time you kill a monster';
    case 'item-bought':
      return 'each time you buy an item';
    case 'attack-missed':
      return monster ? 'each time an attack roll against this misses' : 'each time you miss an attack';
    case 'targeted':
      return 'each time another player targets you';
    case 'slot-refilled':
      return `each time a ${t.kind} slot is refilled`;
    case 'entered-play':
      return monster ? 'Ambush: each time this enters play' : 'when this enters play';
  }
}

export function triggerText(t: TriggerDef, monster = false): string {
  const specs: TargetSpec[] = t.aim === 'attacked-monster' ? ['monster'] : t.aim === 'subject-player' ? ['player'] : [];
  return sentence(`${triggerWhen(t, monster)}, ${ops(t.ops, { specs, monster }, ', then ')}`);
}

export function replacementText(r: ReplacementDef): string {
  return sentence(
    `if you would die${r.needsCounter ? ' and this has a counter' : ''}, instead ${r.needsCounter ? 'remove a counter from this, ' : ''}${ops(r.ops, { specs: [] }, ' and ')}`,
  );
}

const join = (parts: readonly string[]) => parts.filter((x) => x !== '').join(' ');

function abilitiesText(a: {
  abilities: readonly AbilityDef[];
  triggers: readonly TriggerDef[];
  statics: readonly StaticDef[];
  replacements?: readonly ReplacementDef[];
}): string {
  return join([
    ...a.statics.map(staticText),
    ...a.abilities.map(abilityText),
    ...a.triggers.map((t) => triggerText(t)),
    ...(a.replacements ?? []).map(replacementText),
  ]);
}

/** A monster's rewards, in words (the catalog shows them apart). */
export function rewardsText(m: MonsterDef): string {
  return ops(m.rewards, { specs: [], monster: true }, ' and ');
}

function monsterText(m: MonsterDef): string {
  return join([
    `${m.health} HP, dice ${m.evasion}+, ${m.attack} attack.`,
    m.soul > 0 ? `Boss: ${s(m.soul, 'soul')}.` : '',
    m.rewards.length > 0 ? `Rewards: ${rewardsText(m)}.` : '',
    m.armor ? `Prevent ${m.armor} of each damage dealt to this that is not combat damage.` : '',
    ...(m.aura ?? []).map((st) => `While this is in play, each player: ${staticText(st)}`),
    ...m.triggers.map((t) => triggerText(t, true)),
    m.onDeath.length > 0 ? `When this dies: ${ops(m.onDeath, { specs: [], monster: true }, ' and ')}.` : '',
  ]);
}

/** The text of any card, from its data. */
export function cardText(d: Omit<CardDef, 'text'> & Pick<CardDef, 'kind'>): string {
  const def = d as CardDef;
  switch (def.kind) {
    case 'character':
      return join([
        `${def.health} HP, ${def.attack} attack.`,
        'Tap: play an additional loot card.',
        abilitiesText(def),
        def.counters ? `Starts with ${s(def.counters, 'counter')}.` : '',
      ]);
    case 'treasure':
      return join([def.eternal ? 'Eternal.' : '', def.guppy ? 'Guppy.' : '', def.haunt ? 'Haunt.' : '', abilitiesText(def)]);
    case 'loot':
      if (def.trinket) return `Trinket: becomes an item when it resolves. ${abilitiesText(def.trinket)}`;
      if (def.soul) return `Becomes a soul (${def.soul}) when it resolves.`;
      return effectText(def);
    case 'monster':
      return monsterText(def);
    case 'event':
      if (def.curse)
        return join([
          'Curse: the active player chooses a player who keeps this until they die. The cursed player ("you"):',
          abilitiesText({ abilities: [], ...def.curse }),
        ]);
      return `Event: ${ops(def.ops, { specs: [], monster: true }).split('. ').map(sentence).join(' ')}`;
    case 'room':
      return join([
        'Room: in play while it is the top card of a room slot; cleared when a monster dies.',
        def.statics.length > 0 ? `Each player: ${def.statics.map(staticText).join(' ')}` : '',
        def.triggers.length > 0 ? `The active player ("you"): ${def.triggers.map((t) => triggerText(t)).join(' ')}` : '',
      ]);
    case 'bonus-soul':
      return BONUS[def.condition];
  }
}

const BONUS = {
  'coins-25': 'The first player with 25¢ or more gains this soul.',
  'loot-10': 'The first player with 10 or more loot cards in hand gains this soul.',
  'guppy-2': 'The first player with 2 or more Guppy items gains this soul.',
} as const;
