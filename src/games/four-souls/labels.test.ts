/** Every choice in words: given a table, the labels of a seat's legal actions and the prompt's text. */
import { describe, expect, it } from 'vitest';
import { fourSouls } from './index';
import { act, given, inHand, monster, pass, play, resolveAll, resolveTop, turnOf, type Table } from './testing/kit';

const labels = (t: Table, seat: number) => fourSouls.legalActions(t.state, seat).map((c) => fourSouls.labelAction(t.state, seat, c).label);
const action = (t: Table, seat: number, label: string) => {
  const c = fourSouls.legalActions(t.state, seat).find((x) => fourSouls.labelAction(t.state, seat, x).label === label);
  if (!c) throw new Error(`no action "${label}" among ${JSON.stringify(labels(t, seat))}`);
  return { command: c, ...fourSouls.labelAction(t.state, seat, c) };
};
const promptText = (t: Table) => fourSouls.prompt(t.state)?.text;

/** P2 dies (a bomb, then Troll Bombs) while both Cursed Eyes trigger: P2 orders its death and its trigger (R-STACK-10). */
function p2Dying(): Table {
  let t = given({
    characters: ['isaac', 'cain'],
    items: [['cursed-eye'], ['cursed-eye']],
    hands: [['bomb'], []],
    monsters: ['gaper'],
    decks: { monster: ['troll-bombs', 'fly'] },
  });
  t = turnOf(t, 0);
  t = play(t, 0, 'bomb', [{ seat: 1 }]);
  t = resolveAll(t);
  t = act(t, 0, { type: 'declare-attack', monster: 'deck' });
  t = resolveTop(t);
  return resolveTop(t);
}

describe('Four Souls action labels and prompts', () => {
  it('R-ATTACK-1 R-ATTACK-3 an attack says what a hit needs, the health left and both attacks; it refers to the monster', () => {
    let t = given({ monsters: ['trite', 'gaper'] });
    t = turnOf(t, 0);
    const trite = action(t, 0, 'Attack Trite (needs 5+, 1 health, 1 attack; you deal 1)');
    expect(trite.command).toEqual({ type: 'declare-attack', monster: monster(t, 'trite') });
    expect(trite.refs).toEqual([{ object: monster(t, 'trite') }]);
    expect(labels(t, 0)).toContain('Attack the top card of the monster deck (unseen until revealed)');
    expect(labels(t, 0)).toContain('End your turn');
    expect(promptText(t)).toBe("P1 has priority (P1's turn, action phase)");
  });

  it('R-BUY-2 a purchase names the item and its price for the buyer', () => {
    let t = given({ shop: ['sack-of-pennies', 'the-d6'], coins: [12, 3] });
    t = turnOf(t, 0);
    const shopTop = t.state.slots.shop[0]!.at(-1)!;
    expect(action(t, 0, 'Buy Sack of Pennies (10¢)').refs).toEqual([{ object: shopTop.id }]);
    expect(labels(t, 0)).toContain('Buy the top card of the treasure deck (10¢, unseen)');
  });

  it('R-STACK-3 a loot card names what it does to its chosen target, and a stack object is said to be on the stack', () => {
    let t = given({ hands: [['crystal-ball', 'butter-bean'], []] });
    t = turnOf(t, 0);
    t = play(t, 0, 'crystal-ball');
    const crystal = t.state.stack.at(-1)!;
    // The turn's loot play is used: the extra one is the character's (R-CARD-1).
    const cancel = action(t, 0, 'Play Butter Bean: cancel Crystal Ball (on the stack) (tap your character: an extra loot play)');
    expect(cancel.command).toMatchObject({ type: 'play-loot', targets: [{ id: crystal.id }], viaCharacter: true });
    expect(cancel.refs).toEqual([{ object: inHand(t, 0, 'butter-bean') }, { object: crystal.id }]);
    expect(labels(t, 0)).toContain('Pass priority (top of the stack: Crystal Ball)');
    expect(promptText(t)).toBe("P1 has priority (P1's turn, top of the stack: Crystal Ball)");
    t = pass(t);
    expect(promptText(t)).toBe("P2 has priority (P1's turn, top of the stack: Crystal Ball)");
  });

  it('R-CARD-2 each mode of a "choose 1" card is its own action, in words', () => {
    let t = given({ hands: [['blue-pill'], []] });
    t = turnOf(t, 0);
    const pill = labels(t, 0).filter((l) => l.startsWith('Play Blue Pill') && !l.includes('tap your character'));
    expect(pill).toEqual(['Play Blue Pill: you get +1 attack until the end of the turn', 'Play Blue Pill: you get +1 health until the end of the turn']);
  });

  it('R-ATTACK-2 the monster slot choice names the revealed monster and the monster each slot would cover', () => {
    let t = given({ monsters: ['gaper', 'fly'], decks: { monster: ['spider', 'dip'] } });
    t = turnOf(t, 0);
    t = act(t, 0, { type: 'declare-attack', monster: 'deck' });
    t = resolveTop(t);
    expect(promptText(t)).toBe('P1 chooses a monster slot for Spider (it covers the monster there)');
    expect(labels(t, 0)).toEqual(['Put Spider in monster slot 1, covering Gaper', 'Put Spider in monster slot 2, covering Fly', 'Concede the game']);
    expect(action(t, 0, 'Put Spider in monster slot 2, covering Fly').refs).toEqual([{ object: t.state.slots.monster[1]!.at(-1)!.id }]);
  });

  it('R-DECK arranging names the looked-at cards for the looker only and says which is the new top card', () => {
    let t = given({ hands: [['crystal-ball'], []], decks: { monster: ['spider', 'trite', 'dip', 'fly'] } });
    t = turnOf(t, 0);
    t = play(t, 0, 'crystal-ball');
    t = resolveAll(t);
    expect(t.state.decision).toMatchObject({ kind: 'arrange', seat: 0 });
    // The prompt is public: it counts the cards, never names them.
    expect(promptText(t)).toBe('P1 looks at the top 3 cards of the monster deck and puts them back in any order (the first chosen is the new top card)');
    expect(labels(t, 0)).toContain('Put Dip, then Spider, then Trite on top (Dip is the new top card)');
    expect(labels(t, 1)).toEqual(['Concede the game']);
  });

  it('R-STACK-10 ordering simultaneous effects names each and says which resolves first', () => {
    const t = p2Dying();
    expect(t.state.decision).toMatchObject({ kind: 'order-triggers', seat: 1 });
    expect(promptText(t)).toMatch(/^P2 orders simultaneous effects: .*P2's death.*the last one put on resolves first\)$/);
    const orders = labels(t, 1);
    expect(orders).toContain("Stack Cursed Eye's trigger, then P2's death: P2's death resolves first");
    expect(orders).toContain("Stack P2's death, then Cursed Eye's trigger: Cursed Eye's trigger resolves first");
  });

  it('R-STACK-3 R-STACK-4 R-STACK-10 labels and prompts name players by their names; the seat too when two share a name; "P2" without names', () => {
    let t = given({ hands: [['bomb'], []] });
    t = turnOf(t, 0);
    const bombs = (names?: readonly (string | null)[]) =>
      fourSouls
        .legalActions(t.state, 0)
        .map((c) => fourSouls.labelAction(t.state, 0, c, names).label)
        .filter((l) => l.startsWith('Play Bomb') && !l.includes('tap your character'));
    // Given named seats, when Ada may bomb, then the targets read "Bob" and "Ada (you)".
    expect(bombs(['Ada', 'Bob'])).toEqual(expect.arrayContaining(['Play Bomb: deal 1 damage to Bob', 'Play Bomb: deal 1 damage to Ada (you)']));
    expect(bombs(['Ada', 'Bob']).join('\n')).not.toMatch(/\bP[12]\b/);
    // Two seats with one name keep the seat, so nobody is confused; an unnamed seat (or no names) reads P2.
    expect(bombs(['Ada', 'Ada'])).toEqual(expect.arrayContaining(['Play Bomb: deal 1 damage to Ada (P2)', 'Play Bomb: deal 1 damage to Ada (P1) (you)']));
    expect(bombs(['Ada', null])).toContain('Play Bomb: deal 1 damage to P2');
    expect(bombs()).toContain('Play Bomb: deal 1 damage to P2');
    // The prompt names them the same way.
    expect(fourSouls.prompt(t.state, ['Ada', 'Bob'])?.text).toBe("Ada has priority (Ada's turn, action phase)");
    expect(fourSouls.prompt(t.state, ['Ada', 'Ada'])?.text).toBe("Ada (P1) has priority (Ada (P1)'s turn, action phase)");
    expect(promptText(t)).toBe("P1 has priority (P1's turn, action phase)");
    // A stack object of a seat ("P2's death") reads with its player's name, in labels and prompt alike.
    const dying = p2Dying();
    const orders = fourSouls.legalActions(dying.state, 1).map((c) => fourSouls.labelAction(dying.state, 1, c, ['Ada', 'Bob']).label);
    expect(orders).toContain("Stack Cursed Eye's trigger, then Bob's death: Bob's death resolves first");
    expect(fourSouls.prompt(dying.state, ['Ada', 'Bob'])?.text).toMatch(/^Bob orders simultaneous effects: .*Bob's death/);
  });
});

describe('Four Souls view: current values', () => {
  it('R-ATTACK-3 R-BUY-2 R-ZONE-6 monsters carry health left, dice to hit and attack; the shop its price; slot tops what they cover', () => {
    let t = given({ monsters: ['trite', 'gaper'], shop: ['sack-of-pennies', 'the-d6'], covered: { monster: [['fly'], []] } });
    t = turnOf(t, 0);
    const v = fourSouls.view(t.state, { kind: 'seat', seat: 0 });
    expect(v.slots.monster[0]!.at(-1)).toMatchObject({ card: 'trite', name: 'Trite', health: 1, maxHealth: 1, diceToHit: 5, attack: 1, covered: 1 });
    expect(v.slots.monster[0]![0]).toEqual({ id: t.state.slots.monster[0]![0]!.id, card: 'fly', name: 'Fly' });
    expect(v.slots.shop[0]!.at(-1)).toMatchObject({ card: 'sack-of-pennies', name: 'Sack of Pennies', price: 10, covered: 0 });
    expect(v.stepText).toBe('action phase');
    // Hidden cards carry nothing: another seat's hand is not there at all.
    expect(v.players[1]!.hand).toBeNull();
  });
});

describe('Four Souls view: what changed a number', () => {
  it('R-ATTACK-3 R-BUY-2 a slot top names the cards whose statics change its dice or price for the seat, and by how much', () => {
    let t = given({ characters: ['samson', 'cain'], monsters: ['trite', 'tax-collector'], shop: ['sack-of-pennies', 'the-d6'] });
    t = turnOf(t, 0);
    const mine = fourSouls.view(t.state, { kind: 'seat', seat: 0 });
    expect(mine.slots.monster[0]!.at(-1)).toMatchObject({ card: 'trite', diceToHit: 4, modifiers: [{ name: 'Samson', n: 1 }] });
    expect(mine.slots.shop[0]!.at(-1)).toMatchObject({ price: 12, modifiers: [{ name: 'Tax Collector', n: 2 }] });
    const theirs = fourSouls.view(t.state, { kind: 'seat', seat: 1 });
    expect(theirs.slots.monster[0]!.at(-1)).toMatchObject({ diceToHit: 5 });
    expect(theirs.slots.monster[0]!.at(-1)!.modifiers).toBeUndefined(); // nothing changes Cain's rolls
    expect(theirs.slots.shop[0]!.at(-1)).toMatchObject({
      price: 11,
      modifiers: [
        { name: 'Cain', n: -1 },
        { name: 'Tax Collector', n: 2 },
      ],
    });
  });
});
