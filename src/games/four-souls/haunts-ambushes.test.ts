/**
 * Haunts (R-CARD-7), ambushes (R-CARD-8) and trinkets in a shop slot, with the uncovering rule of
 * the zones page: "Ambushes and Trinkets that are covered in a slot become monsters and items again
 * respectively when they enter play from being uncovered" (R-ZONE-6). One test per card.
 */
import { describe, expect, it } from 'vitest';
import { attackRollModifier, handLimit, priceFor } from './statics';
import { act, coins, given, monster, objT, play, resolveAll, resolveTop, shop, stackKinds, turnOf, type Table } from './testing/kit';
import type { CardId } from './types';
import { activeMonsters } from './zones';

type Given = Parameters<typeof given>[0];
const cards = (t: Table, seat: number) => t.state.players[seat]!.items.map((o) => o.card);
/** P1 buys the shop item in slot 1 (10¢ unless said). */
const buyFirst = (t: Table) => act(t, 0, { type: 'declare-purchase', item: shop(t, 0) });
const p1Turn = (extra: Given) => turnOf(given({ characters: ['isaac', 'maggy'], coins: [10, 0], ...extra }), 0);

describe('R-CARD-7 haunts', () => {
  it('R-CARD-7 a haunt bought goes on to the other player by its own "when you gain this" trigger (a give, not a gain)', () => {
    let t = p1Turn({ shop: ['rattling-chains', 'sharp-knife'] });
    t = resolveTop(buyFirst(t));
    expect(cards(t, 0)).toContain('rattling-chains');
    expect(stackKinds(t)).toContain('trigger'); // it can be responded to like any trigger
    t = resolveAll(t);
    expect(cards(t, 0)).not.toContain('rattling-chains');
    expect(cards(t, 1)).toContain('rattling-chains');
    expect(t.state.stack).toEqual([]); // the new holder did not gain it: nothing triggers again
  });

  it('R-CARD-7 with several other players, its holder chooses who gets it', () => {
    let t = turnOf(given({ seats: 3, characters: ['isaac', 'maggy', 'cain'], coins: [10, 0, 0], shop: ['grave-bell', 'sharp-knife'] }), 0);
    t = resolveAll(buyFirst(t));
    expect(t.state.decision).toMatchObject({ kind: 'choose', seat: 0, what: 'haunt-player', options: ['1', '2'] });
    t = resolveAll(act(t, 0, { type: 'choose', option: '2' }));
    expect(cards(t, 2)).toContain('grave-bell');
    expect(cards(t, 1)).not.toContain('grave-bell');
  });

  const held = (card: CardId) => turnOf(given({ characters: ['isaac', 'maggy'], coins: [0, 3], items: [[], [card]] }), 0);
  it('card rattling-chains: its holder has -1 to attack rolls', () => expect(attackRollModifier(held('rattling-chains').state, 1)).toBe(-1));
  it('card cold-lantern: its holder loses 1¢ at the start of their turn', () => {
    const t = turnOf(act(held('cold-lantern'), 0, { type: 'end-turn' }), 1);
    expect(coins(t, 1)).toBe(2);
  });
  it('card moaning-jar: its holder keeps 2 fewer loot cards', () => expect(handLimit(held('moaning-jar').state, 1)).toBe(8));
  it('card grave-bell: items cost its holder 2¢ more', () => expect(priceFor(held('grave-bell').state, 1)).toBe(12));
});

describe('R-CARD-8 ambushes, and R-ZONE-6 uncovering', () => {
  it('card lurker: revealed into a slot by a refill, its ambush deals 1 damage to the active player (R-REFILL-2)', () => {
    let t = p1Turn({ hands: [['reapers-note'], []], monsters: ['leaper', 'gaper'], decks: { monster: ['lurker', 'dip'] } });
    t = resolveAll(play(t, 0, 'reapers-note', [objT(monster(t, 'leaper'))]));
    expect(activeMonsters(t.state).map((m) => m.obj.card)).toContain('lurker');
    expect(t.state.players[0]!.damage).toBe(1);
  });

  it('card pickpocket-fly: revealed by attacking the monster deck (R-ATTACK-2), its ambush takes 2¢ from the active player', () => {
    let t = p1Turn({ monsters: ['leaper'], decks: { monster: ['pickpocket-fly', 'dip'] } });
    t = resolveTop(act(t, 0, { type: 'declare-attack', monster: 'deck' }));
    expect(stackKinds(t).slice(-2)).toEqual(['roll', 'trigger']); // the ambush goes on above the attack roll
    t = resolveTop(t);
    expect(coins(t, 0)).toBe(8);
  });

  it('card trapdoor-spider / R-ZONE-6: covered it is not in play; uncovered it is a monster again, a new object, and its ambush triggers', () => {
    let t = p1Turn({ hands: [['reapers-note', 'a-penny'], []], monsters: ['leaper'], covered: { monster: [['trapdoor-spider']] } });
    const covered = t.state.slots.monster[0]![0]!;
    expect(activeMonsters(t.state).map((m) => m.obj.card)).toEqual(['leaper']);
    t = resolveAll(play(t, 0, 'reapers-note', [objT(monster(t, 'leaper'))]));
    const spider = activeMonsters(t.state).find((m) => m.obj.card === 'trapdoor-spider')!;
    expect(spider.obj.id).not.toBe(covered.id);
    // The ambush makes the active player discard 1 loot card of their choice.
    expect(t.state.decision).toMatchObject({ kind: 'choose', seat: 0, what: 'discard' });
    const penny = t.state.players[0]!.hand.find((c) => c.card === 'a-penny')!.id;
    t = resolveAll(act(t, 0, { type: 'choose', option: penny }));
    expect(t.state.discards.loot.map((c) => c.card)).toContain('a-penny');
    expect(act(t, 0, { type: 'declare-attack', monster: spider.obj.id }).state.stack.at(-1)!.kind).toBe('attack');
  });

  it('R-ZONE-6 a trinket covered in a shop slot is an item for sale again when uncovered, and becomes an item when bought', () => {
    let t = p1Turn({ coins: [20, 0], hands: [['shopping-spree'], []], shop: ['sharp-knife'], covered: { shop: [['lucky-charm']] } });
    t = resolveAll(buyFirst(t));
    expect(t.state.slots.shop[0]!.map((c) => c.card)).toEqual(['lucky-charm']);
    t = resolveAll(play(t, 0, 'shopping-spree'));
    t = resolveAll(buyFirst(t));
    expect(cards(t, 0)).toEqual(['the-d6', 'sharp-knife', 'lucky-charm']);
    expect(t.state.players[0]!.coins).toBe(0);
  });

  it('card repossession: R-CARD-9 a non-eternal item goes on top of shop slot 1, covering the item there, and is for sale again; an eternal one stays', () => {
    let t = p1Turn({ hands: [['repossession'], []], coins: [10, 0], items: [[], ['sharp-knife']], shop: ['breakfast', 'lucky-foot'] });
    t = resolveAll(play(t, 0, 'repossession', [objT(t.state.players[1]!.items.find((o) => o.card === 'sharp-knife')!.id)]));
    expect(cards(t, 1)).toEqual(['yum-heart']);
    expect(t.state.slots.shop[0]!.map((c) => c.card)).toEqual(['breakfast', 'sharp-knife']);
    t = resolveAll(buyFirst(t));
    expect(cards(t, 0)).toEqual(['the-d6', 'sharp-knife']);
    expect(t.state.slots.shop[0]!.map((c) => c.card)).toEqual(['breakfast']); // uncovered, for sale again
    let e = p1Turn({ hands: [['repossession'], []] });
    e = resolveAll(play(e, 0, 'repossession', [objT(e.state.players[1]!.items[0]!.id)]));
    expect(cards(e, 1)).toEqual(['yum-heart']);
  });
});
