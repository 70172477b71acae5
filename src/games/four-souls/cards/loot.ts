/**
 * The loot deck (R-CARD-4): played onto the stack with a loot play, discarded when they resolve;
 * trinkets become items, soul loot becomes a soul. `copies` is how many the deck holds.
 */
import type { Op } from '../types';
import type { LootDef, TargetSpec } from './model';

const loot = (id: string, name: string, text: string, targets: readonly TargetSpec[], ops: readonly Op[], extra: Partial<LootDef> = {}): LootDef => ({
  kind: 'loot', id, name, text, targets, ops, ...extra,
});

export const LOOT: readonly { readonly def: LootDef; readonly copies: number }[] = [
  { copies: 2, def: loot('a-penny', 'A Penny', 'Gain 1¢.', [], [{ op: 'coins', who: 'controller', n: 1 }]) },
  { copies: 2, def: loot('two-cents', 'Two Cents', 'Gain 2¢.', [], [{ op: 'coins', who: 'controller', n: 2 }]) },
  { copies: 2, def: loot('three-cents', 'Three Cents', 'Gain 3¢.', [], [{ op: 'coins', who: 'controller', n: 3 }]) },
  { copies: 1, def: loot('a-nickel', 'A Nickel', 'Gain 5¢.', [], [{ op: 'coins', who: 'controller', n: 5 }]) },
  { copies: 2, def: loot('bomb', 'Bomb', 'Deal 1 damage to target monster or player.', ['monster-or-player'], [{ op: 'damage', to: 'target', n: 1 }]) },
  { copies: 1, def: loot('big-bomb', 'Big Bomb', 'Deal 2 damage to target monster or player.', ['monster-or-player'], [{ op: 'damage', to: 'target', n: 2 }]) },
  { copies: 1, def: loot('holy-water', 'Holy Water', 'Deal 1 damage to each monster.', [], [{ op: 'damage', to: 'each-monster', n: 1 }]) },
  { copies: 1, def: loot('sulfur-burst', 'Sulfur Burst', 'Deal 1 damage to target player and 1 damage to target monster.', ['player', 'monster'], [{ op: 'damage', to: 'target', n: 1 }, { op: 'damage', to: 'target2', n: 1 }]) },
  { copies: 1, def: loot('a-heart', 'A Heart', 'Heal target player 2.', ['player'], [{ op: 'heal', to: 'target', n: 2 }]) },
  { copies: 1, def: loot('red-pill', 'Red Pill', 'Roll. 1-2: gain 2¢. 3-4: loot 1. 5-6: take 1 damage.', [], [{ op: 'roll', branches: [
    { min: 1, max: 2, ops: [{ op: 'coins', who: 'controller', n: 2 }] },
    { min: 3, max: 4, ops: [{ op: 'loot', who: 'controller', n: 1 }] },
    { min: 5, max: 6, ops: [{ op: 'damage', to: 'controller', n: 1 }] },
  ] }]) },
  { copies: 1, def: loot('blue-pill', 'Blue Pill', 'Choose 1: +1 attack until end of turn; or +1 health until end of turn.', [], [], { modes: [
    { text: '+1 attack until end of turn', targets: [], ops: [{ op: 'buff', who: 'controller', stat: 'attack', n: 1 }] },
    { text: '+1 health until end of turn', targets: [], ops: [{ op: 'buff', who: 'controller', stat: 'health', n: 1 }] },
  ] }) },
  { copies: 1, def: loot('dice-shard', 'Dice Shard', 'Reroll target dice roll.', ['roll'], [{ op: 'modify-roll', how: 'reroll' }]) },
  { copies: 1, def: loot('nudge', 'Nudge', 'Add 1 to target dice roll.', ['roll'], [{ op: 'modify-roll', how: 'add', n: 1 }]) },
  { copies: 1, def: loot('flip-card', 'Flip Card', 'Flip target dice roll (7 minus its value).', ['roll'], [{ op: 'modify-roll', how: 'flip' }]) },
  { copies: 1, def: loot('loaded-die', 'Loaded Die', 'Set target dice roll to 6.', ['roll'], [{ op: 'modify-roll', how: 'set', n: 6 }]) },
  { copies: 1, def: loot('butter-bean', 'Butter Bean', 'Cancel target loot card, ability or triggered ability on the stack.', ['stack-effect'], [{ op: 'cancel' }]) },
  { copies: 1, def: loot('lucky-charm', 'Lucky Charm', 'Trinket: becomes an item with "+1 attack" when it resolves.', [], [], { trinket: {
    kind: 'treasure', id: 'lucky-charm', name: 'Lucky Charm', text: '+1 attack.', abilities: [], triggers: [], statics: [{ stat: 'attack', n: 1 }],
  } }) },
  { copies: 1, def: loot('lost-soul', 'Lost Soul', 'Becomes a soul (1) when it resolves.', [], [], { soul: 1 }) },
  { copies: 1, def: loot('temperance', 'Temperance', 'Target player discards 2 loot cards.', ['player'], [{ op: 'discard', who: 'target', n: 2 }]) },
  { copies: 1, def: loot('pickpocket', 'Pickpocket', 'Steal a random loot card from target other player.', ['other-player'], [{ op: 'steal-loot', n: 1 }]) },
  { copies: 1, def: loot('smoke-bomb', 'Smoke Bomb', 'Cancel the current attack.', [], [{ op: 'cancel-attack' }]) },
  { copies: 1, def: loot('reapers-note', "Reaper's Note", 'Kill target monster.', ['monster'], [{ op: 'kill', to: 'target' }]) },
  { copies: 1, def: loot('jam', 'Jam', 'Deactivate target item.', ['item'], [{ op: 'tap', to: 'target' }]) },
  { copies: 1, def: loot('battery', 'Battery', 'Recharge target item.', ['item'], [{ op: 'recharge', to: 'target' }]) },
  { copies: 1, def: loot('second-wind', 'Second Wind', 'You may attack one more time this turn.', [], [{ op: 'grant', who: 'controller', what: 'attacks', n: 1 }]) },
  { copies: 1, def: loot('crystal-ball', 'Crystal Ball', 'Look at the top 3 cards of the monster deck and put them back in any order.', [], [{ op: 'arrange-top', deck: 'monster', n: 3 }]) },
  { copies: 1, def: loot('a-sack', 'A Sack', 'Loot 2.', [], [{ op: 'loot', who: 'controller', n: 2 }]) },
  { copies: 1, def: loot('time-out', 'Time Out', 'End the turn.', [], [{ op: 'end-turn' }]) },
  { copies: 1, def: loot('shopping-spree', 'Shopping Spree', 'You may purchase one more time this turn.', [], [{ op: 'grant', who: 'controller', what: 'purchases', n: 1 }]) },
];
