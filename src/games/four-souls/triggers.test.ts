/** Triggered abilities and their order (R-STACK-9, R-STACK-10; the stack and priority page's FAQ). */
import { describe, expect, it } from 'vitest';
import { isRejection } from '../../engine';
import { act, attempt, coins, given, holder, monster, resolveAll, resolveTop, stackKinds, toAction, top, turnOf } from './testing/kit';
import { needsOrder, nextGroup } from './triggers';
import type { PendingTrigger, StackItem } from './types';

const sources = (stack: readonly StackItem[]) => stack.map((i) => (i.kind === 'trigger' ? `${i.sourceCard}@${i.controller}` : i.kind));

describe('R-STACK-9 / R-STACK-10 triggered effects', () => {
  it('R-STACK-9 FAQ: two passive items of different players trigger at once: they go on in turn order from the active player, no prompt', () => {
    let t = given({ items: [['cursed-eye'], ['cursed-eye']], monsters: ['gaper'], decks: { monster: ['troll-bombs', 'fly'] } });
    t = turnOf(t, 0);
    t = act(t, 0, { type: 'declare-attack', monster: 'deck' });
    t = resolveTop(t); // reveals Troll Bombs: it is played instead (R-ATTACK-2)
    expect(stackKinds(t)).toEqual(['event']);
    t = resolveTop(t);
    expect(t.state.decision).toBeNull();
    expect(sources(t.state.stack)).toEqual(['cursed-eye@0', 'cursed-eye@1']); // P2's resolves first
    expect(holder(t)).toBe(0); // R-STACK-5
  });

  it('R-STACK-9 FAQ: a player whose several items trigger at once chooses their order (a prompt)', () => {
    let t = given({ firstPlayer: 1, items: [['sack-head', 'sack-of-pennies'], []], coins: [0, 0] });
    t = turnOf(t, 1);
    t = act(t, 1, { type: 'end-turn' });
    t = resolveAll(t);
    while (!t.state.decision) t = act(t, holder(t), { type: 'pass' });
    expect(t.state.decision).toMatchObject({ kind: 'order-triggers', seat: 0 });
    const keys = (t.state.decision as { readonly keys: readonly string[] }).keys;
    const r = attempt(t, 1, { type: 'order-triggers', keys });
    expect(isRejection(r) && r.code).toBe('NOT_YOUR_DECISION');
    const bad = attempt(t, 0, { type: 'order-triggers', keys: [keys[0]!] });
    expect(isRejection(bad) && [bad.code, bad.rule]).toEqual(['BAD_ORDER', 'R-STACK-9']);
    t = act(t, 0, { type: 'order-triggers', keys: [...keys].reverse() });
    expect(sources(t.state.stack)).toEqual(['sack-of-pennies@0', 'sack-head@0']);
    t = resolveTop(t);
    expect(coins(t, 0)).toBe(0); // Sack Head (on top) resolved first
  });

  it('R-STACK-9 monster deaths at the same time: the active player chooses their order (a prompt)', () => {
    let t = given({ hands: [['holy-water'], []], monsters: ['fly', 'dip'], decks: { monster: ['gaper', 'leaper'] } });
    t = turnOf(t, 0);
    t = act(t, 0, { type: 'play-loot', card: t.state.players[0]!.hand.find((c) => c.card === 'holy-water')!.id, targets: [], mode: null, viaCharacter: false });
    t = resolveTop(t);
    expect(t.state.decision).toMatchObject({ kind: 'order-triggers', seat: 0 });
    const keys = (t.state.decision as { readonly keys: readonly string[] }).keys;
    t = act(t, 0, { type: 'order-triggers', keys: [keys[1]!, keys[0]!] });
    expect(t.state.stack.map((i) => i.kind)).toEqual(['monster-death', 'monster-death']);
    expect(t.state.stack.map((i) => i.id)).toEqual([keys[1], keys[0]]);
  });

  it('R-STACK-10 identical simultaneous triggers of one player need no prompt', () => {
    let t = given({ firstPlayer: 1, items: [['sack-of-pennies', 'sack-of-pennies'], []], coins: [0, 0] });
    t = turnOf(t, 0);
    expect(t.state.decision).toBeNull();
    expect(coins(t, 0)).toBe(2);
  });

  it('R-STACK-9 FAQ: a monster roll trigger and my item roll trigger on the same roll: the monster effect goes on first', () => {
    let t = given({ items: [['lucky-foot'], []], monsters: ['duke-of-flies'], coins: [0, 0] });
    t = turnOf(t, 0);
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'duke-of-flies') });
    t.rng.dice(6);
    t = resolveTop(t);
    t = resolveTop(t); // the roll of 6 resolves: a hit, then both triggers
    expect(sources(t.state.stack)).toEqual(['damage', 'duke-of-flies@0', 'lucky-foot@0']);
    t = resolveTop(t);
    expect(coins(t, 0)).toBe(1);
  });

  it('R-STACK-10 triggers wait for the next time a player would receive priority: after the resolution that caused them', () => {
    let t = given({ items: [['cursed-eye'], []], hands: [['bomb'], []] });
    t = toAction(t);
    t = act(t, 0, {
      type: 'play-loot',
      card: t.state.players[0]!.hand.find((c) => c.card === 'bomb')!.id,
      targets: [{ seat: 0 }],
      mode: null,
      viaCharacter: false,
    });
    t = resolveTop(t);
    expect(top(t)).toMatchObject({ kind: 'trigger', sourceCard: 'cursed-eye' });
    expect(t.state.pending).toEqual([]);
  });

  it("R-STACK-9 the stack and priority page: monster deaths and other monster effects are one group the active player orders; it goes on below the players' effects, except above a player death of the same moment (the monster death page FAQ, R-MDEATH-5)", () => {
    const t = given({ firstPlayer: 1, monsters: ['horf', 'fly'] });
    const active = t.state.turn.active;
    const horfDeath: PendingTrigger = {
      key: 'p1',
      owner: 'monster',
      item: { kind: 'monster-death', id: 'p1', controller: active, targets: [], monster: monster(t, 'fly'), slot: 1 },
    };
    const horfRoll: PendingTrigger = {
      key: 'p2',
      owner: 'monster',
      item: { kind: 'trigger', id: 'p2', controller: active, targets: [], source: monster(t, 'horf'), sourceCard: 'horf', trigger: 0, x: 1 },
    };
    const eye: PendingTrigger = {
      key: 'p3',
      owner: 0,
      item: { kind: 'trigger', id: 'p3', controller: 0, targets: [], source: 'o1', sourceCard: 'cursed-eye', trigger: 0, x: null },
    };
    const death: PendingTrigger = { key: 'p4', owner: 0, item: { kind: 'player-death', id: 'p4', controller: 0, targets: [], seat: 0 } };
    const group = nextGroup({ ...t.state, pending: [eye, horfRoll, horfDeath] });
    expect(group).toEqual({ chooser: active, members: [horfRoll, horfDeath] });
    expect(needsOrder(group!)).toBe(true);
    // A player death at the same moment: that player's effects go on first, then the monster group.
    expect(nextGroup({ ...t.state, pending: [eye, death, horfRoll, horfDeath] })).toEqual({ chooser: 0, members: [eye, death] });
    // Monster effects without a monster death keep their place below the player's death.
    expect(nextGroup({ ...t.state, pending: [death, horfRoll] })).toEqual({ chooser: active, members: [horfRoll] });
  });
});
