/**
 * The loot deck (R-CARD-4): played onto the stack with a loot play, discarded when they resolve;
 * trinkets become items, soul loot becomes a soul. `copies` is how many the deck holds. Texts are
 * generated from the data (text.ts).
 */
import type { Op, RollBranch } from '../types';
import { withText } from './build';
import type { LootDef, StaticDef, TargetSpec, TreasureDef } from './model';

const loot = (id: string, name: string, targets: readonly TargetSpec[], ops: readonly Op[], extra: Partial<Omit<LootDef, 'text'>> = {}): LootDef =>
  withText<LootDef>({ kind: 'loot', id, name, targets, ops, ...extra });

const trinket = (id: string, name: string, statics: readonly StaticDef[]): Partial<Omit<LootDef, 'text'>> => ({
  trinket: withText<TreasureDef>({ kind: 'treasure', id, name, abilities: [], triggers: [], statics }),
});

const me = 'controller' as const;
const coins = (n: number): Op => ({ op: 'coins', who: me, n });
const draw = (n: number): Op => ({ op: 'loot', who: me, n });
const roll = (...branches: RollBranch[]): Op => ({ op: 'roll', branches });

export const LOOT: readonly { readonly def: LootDef; readonly copies: number }[] = [
  { copies: 2, def: loot('a-penny', 'A Penny', [], [coins(1)]) },
  { copies: 2, def: loot('two-cents', 'Two Cents', [], [coins(2)]) },
  { copies: 2, def: loot('three-cents', 'Three Cents', [], [coins(3)]) },
  { copies: 1, def: loot('a-nickel', 'A Nickel', [], [coins(5)]) },
  { copies: 2, def: loot('bomb', 'Bomb', ['monster-or-player'], [{ op: 'damage', to: 'target', n: 1 }]) },
  { copies: 1, def: loot('big-bomb', 'Big Bomb', ['monster-or-player'], [{ op: 'damage', to: 'target', n: 2 }]) },
  { copies: 1, def: loot('holy-water', 'Holy Water', [], [{ op: 'damage', to: 'each-monster', n: 1 }]) },
  {
    copies: 1,
    def: loot(
      'sulfur-burst',
      'Sulfur Burst',
      ['player', 'monster'],
      [
        { op: 'damage', to: 'target', n: 1 },
        { op: 'damage', to: 'target2', n: 1 },
      ],
    ),
  },
  { copies: 1, def: loot('a-heart', 'A Heart', ['player'], [{ op: 'heal', to: 'target', n: 2 }]) },
  {
    copies: 1,
    def: loot(
      'red-pill',
      'Red Pill',
      [],
      [roll({ min: 1, max: 2, ops: [coins(2)] }, { min: 3, max: 4, ops: [draw(1)] }, { min: 5, max: 6, ops: [{ op: 'damage', to: 'controller', n: 1 }] })],
    ),
  },
  {
    copies: 1,
    def: loot('blue-pill', 'Blue Pill', [], [], {
      modes: [
        { text: '+1 attack until end of turn', targets: [], ops: [{ op: 'buff', who: me, stat: 'attack', n: 1 }] },
        { text: '+1 health until end of turn', targets: [], ops: [{ op: 'buff', who: me, stat: 'health', n: 1 }] },
      ],
    }),
  },
  { copies: 1, def: loot('dice-shard', 'Dice Shard', ['roll'], [{ op: 'modify-roll', how: 'reroll' }]) },
  { copies: 1, def: loot('nudge', 'Nudge', ['roll'], [{ op: 'modify-roll', how: 'add', n: 1 }]) },
  { copies: 1, def: loot('flip-card', 'Flip Card', ['roll'], [{ op: 'modify-roll', how: 'flip' }]) },
  { copies: 1, def: loot('loaded-die', 'Loaded Die', ['roll'], [{ op: 'modify-roll', how: 'set', n: 6 }]) },
  { copies: 1, def: loot('butter-bean', 'Butter Bean', ['stack-effect'], [{ op: 'cancel' }]) },
  { copies: 1, def: loot('lucky-charm', 'Lucky Charm', [], [], trinket('lucky-charm', 'Lucky Charm', [{ stat: 'attack', n: 1 }])) },
  { copies: 1, def: loot('lost-soul', 'Lost Soul', [], [], { soul: 1 }) },
  { copies: 1, def: loot('temperance', 'Temperance', ['player'], [{ op: 'discard', who: 'target', n: 2 }]) },
  { copies: 1, def: loot('pickpocket', 'Pickpocket', ['other-player'], [{ op: 'steal-loot', n: 1 }]) },
  { copies: 1, def: loot('smoke-bomb', 'Smoke Bomb', [], [{ op: 'cancel-attack' }]) },
  { copies: 1, def: loot('reapers-note', "Reaper's Note", ['monster'], [{ op: 'kill', to: 'target' }]) },
  { copies: 1, def: loot('jam', 'Jam', ['item'], [{ op: 'tap', to: 'target' }]) },
  { copies: 1, def: loot('battery', 'Battery', ['item'], [{ op: 'recharge', to: 'target' }]) },
  { copies: 1, def: loot('second-wind', 'Second Wind', [], [{ op: 'grant', who: me, what: 'attacks', n: 1 }]) },
  { copies: 1, def: loot('crystal-ball', 'Crystal Ball', [], [{ op: 'arrange-top', deck: 'monster', n: 3 }]) },
  { copies: 1, def: loot('a-sack', 'A Sack', [], [draw(2)]) },
  { copies: 1, def: loot('time-out', 'Time Out', [], [{ op: 'end-turn' }]) },
  { copies: 1, def: loot('shopping-spree', 'Shopping Spree', [], [{ op: 'grant', who: me, what: 'purchases', n: 1 }]) },
  // Our own cards for the mechanics of the card model (prevention, counters, costs, rolls).
  { copies: 1, def: loot('pocket-change', 'Pocket Change', [], [coins(4)]) },
  { copies: 1, def: loot('coin-purse', 'Coin Purse', [], [roll({ min: 1, max: 6, ops: [{ op: 'coins', who: me, n: 'X' }] })]) },
  { copies: 1, def: loot('shield-charm', 'Shield Charm', [], [{ op: 'prevent', who: me, n: 2 }]) },
  { copies: 1, def: loot('prayer-card', 'Prayer Card', ['player'], [{ op: 'prevent', who: 'target', n: 1 }]) },
  { copies: 1, def: loot('bandage', 'Bandage', ['player'], [{ op: 'heal', to: 'target', n: 1 }]) },
  { copies: 1, def: loot('dynamite', 'Dynamite', ['monster'], [{ op: 'damage', to: 'target', n: 3 }]) },
  { copies: 1, def: loot('stink-bomb', 'Stink Bomb', [], [{ op: 'damage', to: 'each-other-player', n: 1 }]) },
  {
    copies: 1,
    def: loot(
      'caltrops',
      'Caltrops',
      [],
      [
        { op: 'damage', to: 'each-monster', n: 1 },
        { op: 'damage', to: 'each-player', n: 1 },
      ],
    ),
  },
  { copies: 1, def: loot('counterfeit', 'Counterfeit', ['other-player'], [{ op: 'steal-coins', n: 2 }]) },
  { copies: 1, def: loot('chalk-marks', 'Chalk Marks', ['item'], [{ op: 'counters', to: 'target', n: 2 }]) },
  { copies: 1, def: loot('eraser', 'Eraser', ['item'], [{ op: 'counters', to: 'target', n: -3 }]) },
  { copies: 1, def: loot('sabotage', 'Sabotage', ['item'], [{ op: 'destroy', to: 'target' }]) },
  {
    copies: 1,
    def: loot(
      'war-cry',
      'War Cry',
      [],
      [
        { op: 'buff', who: me, stat: 'attack', n: 1 },
        { op: 'grant', who: me, what: 'attacks', n: 1 },
      ],
    ),
  },
  { copies: 1, def: loot('busy-hands', 'Busy Hands', [], [{ op: 'grant', who: me, what: 'lootPlays', n: 2 }]) },
  { copies: 1, def: loot('card-trick', 'Card Trick', [], [draw(3), { op: 'discard', who: me, n: 2 }]) },
  { copies: 1, def: loot('rummage', 'Rummage', [], [draw(2), { op: 'discard', who: me, n: 1 }]) },
  { copies: 1, def: loot('reset-button', 'Reset Button', [], [{ op: 'recharge', to: 'all-own' }]) },
  { copies: 1, def: loot('minus-one', 'Minus One', ['roll'], [{ op: 'modify-roll', how: 'add', n: -1 }]) },
  { copies: 1, def: loot('snake-eyes', 'Snake Eyes', ['roll'], [{ op: 'modify-roll', how: 'set', n: 1 }]) },
  { copies: 1, def: loot('window-shopping', 'Window Shopping', [], [{ op: 'arrange-top', deck: 'treasure', n: 3 }]) },
  { copies: 1, def: loot('big-sack', 'Big Sack', [], [draw(3)]) },
  { copies: 1, def: loot('skeleton-key', 'Skeleton Key', [], [{ op: 'clear-room' }]) },
  { copies: 1, def: loot('repossession', 'Repossession', ['item'], [{ op: 'repossess' }]) },
  { copies: 1, def: loot('rabbit-tooth', "Rabbit's Tooth", [], [], trinket('rabbit-tooth', "Rabbit's Tooth", [{ rule: 'attack-roll', n: 1 }])) },
  { copies: 1, def: loot('paper-crown', 'Paper Crown', [], [], trinket('paper-crown', 'Paper Crown', [{ stat: 'health', n: 1 }])) },
];
