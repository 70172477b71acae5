/** Player death (R-PDEATH-1..5), souls and winning (R-WIN-1/2), and what a match adds (R-MATCH-1..3). */
import { describe, expect, it } from 'vitest';
import { rngFromInt } from '../../engine';
import { fourSouls } from './index';
import { act, coins, eventsOf, given, holder, item, monster, objT, pass, play, resolveAll, resolveTop, seatT, stackKinds, turnOf } from './testing/kit';

describe('R-PDEATH player death', () => {
  it("R-PDEATH-1 the stack and priority page: \"a player 'owns' their death\": it goes on with its owner's other effects, in turn order from the active player, and its owner orders it among their own", () => {
    let t = given({
      characters: ['isaac', 'cain'],
      items: [['cursed-eye'], ['cursed-eye']],
      hands: [['bomb'], []],
      monsters: ['gaper'],
      decks: { monster: ['troll-bombs', 'fly'] },
    });
    t = turnOf(t, 0);
    t = play(t, 0, 'bomb', [seatT(1)]);
    t = resolveAll(t); // Cain is at 1 health
    t = act(t, 0, { type: 'declare-attack', monster: 'deck' });
    t = resolveTop(t); // Troll Bombs is revealed and played
    t = resolveTop(t); // 1 damage to each player: both Cursed Eyes trigger and Cain dies, at the same time
    // The active player's effect goes on first; then Cain's own two (his trigger and his death), in his order.
    expect(t.state.stack.map((i) => (i.kind === 'trigger' ? `${i.sourceCard}@${i.controller}` : i.kind))).toEqual(['cursed-eye@0']);
    expect(t.state.decision).toMatchObject({ kind: 'order-triggers', seat: 1 });
    const keys = (t.state.decision as { readonly keys: readonly string[] }).keys;
    const death = t.state.pending.find((p) => p.item.kind === 'player-death')!.key;
    expect([...keys].sort()).toEqual(
      t.state.pending
        .filter((p) => p.owner === 1)
        .map((p) => p.key)
        .sort(),
    );
    t = act(t, 1, { type: 'order-triggers', keys: [...keys.filter((k) => k !== death), death] }); // his death on top
    expect(t.state.stack.map((i) => (i.kind === 'trigger' ? `${i.sourceCard}@${i.controller}` : i.kind))).toEqual([
      'cursed-eye@0',
      'cursed-eye@1',
      'player-death',
    ]);
    t = resolveTop(t);
    expect(eventsOf(t.last, 'stack-popped')[0]).toMatchObject({ id: death, reason: 'resolve' });
  });

  it('R-PDEATH-2 when the death resolves: curses are discarded, the penalty goes on, "a player died" triggers; the active player gets priority', () => {
    let t = given({
      firstPlayer: 1,
      items: [[], ['dead-bird']],
      hands: [['big-bomb'], []],
      monsters: ['gaper'],
      decks: { monster: ['curse-of-the-tower', 'fly', 'dip'] },
      coins: [0, 0],
    });
    t = turnOf(t, 1);
    t = act(t, 1, { type: 'declare-attack', monster: 'deck' });
    t = resolveTop(t); // the curse is played
    t = resolveTop(t);
    expect(t.state.decision).toMatchObject({ kind: 'choose', what: 'curse-player' });
    t = act(t, 1, { type: 'choose', option: '0' });
    expect(t.state.players[0]!.curses.map((c) => c.card)).toEqual(['curse-of-the-tower']);
    t = resolveAll(t);
    t = turnOf(t, 0); // the curse hits at the start of the turn: 1 damage
    t = play(t, 0, 'big-bomb', [seatT(0)]);
    t = resolveTop(t);
    t = resolveTop(t); // the death resolves
    expect(t.state.players[0]!.curses).toEqual([]);
    expect(t.state.discards.monster.map((c) => c.card)).toContain('curse-of-the-tower');
    expect(t.state.stack.map((i) => (i.kind === 'trigger' ? i.sourceCard : i.kind))).toEqual(['death-penalty', 'dead-bird']);
    expect(holder(t)).toBe(0);
  });

  it('R-PDEATH-3 / R-CARD-3 the penalty (eternal items are never destroyed): discard 1 loot (their choice), lose 1¢, destroy 1 non-eternal item (their choice), deactivate character and tap items', () => {
    let t = given({ items: [['sharp-knife', 'jammer'], []], hands: [['big-bomb', 'a-penny', 'bomb'], []], coins: [5, 0] });
    t = turnOf(t, 0);
    t = play(t, 0, 'big-bomb', [seatT(0)]);
    t = resolveAll(t);
    expect(t.state.decision).toMatchObject({ kind: 'choose', what: 'discard', seat: 0 });
    const penny = t.state.players[0]!.hand.find((c) => c.card === 'a-penny')!.id;
    t = act(t, 0, { type: 'choose', option: penny });
    expect(t.state.decision).toMatchObject({ kind: 'choose', what: 'destroy-item' });
    t = act(t, 0, { type: 'choose', option: item(t, 0, 'jammer') });
    const p = t.state.players[0]!;
    expect(coins(t, 0)).toBe(4);
    expect(p.items.map((c) => c.card)).toEqual(['the-d6', 'sharp-knife']); // R-CARD-3: eternal stays
    expect(p.character.tapped).toBe(true);
    expect(p.items.find((c) => c.card === 'the-d6')!.tapped).toBe(true);
    expect(t.state.discards.loot.map((c) => c.card)).toContain('a-penny');
  });

  it('R-PDEATH-4 an attack involving the dead player ends; a player dies at most once per turn; everyone heals in the end phase', () => {
    let t = given({ hands: [['bomb', 'big-bomb'], []], monsters: ['the-bloat'] });
    t = turnOf(t, 0);
    t = act(t, 0, { type: 'declare-attack', monster: monster(t, 'the-bloat') });
    t.rng.dice(1);
    t = resolveTop(t);
    t = resolveTop(t);
    t = resolveTop(t); // 2 damage: Isaac dies
    expect(t.state.turn.attack).toBeNull();
    expect(stackKinds(t)).toContain('player-death');
    t = play(t, 0, 'bomb', [seatT(0)]);
    t = resolveTop(t);
    expect(t.state.stack.filter((i) => i.kind === 'player-death')).toHaveLength(1);
    t = resolveAll(t);
    while (t.state.decision) t = act(t, 0, { type: 'choose', option: (t.state.decision as { readonly options: readonly string[] }).options[0]! });
    t = resolveAll(t);
    expect(t.state.turn.step === 'end-triggers' || t.state.turn.active === 1).toBe(true);
    while (t.state.turn.active === 0) t = pass(t);
    expect(t.state.players[0]!.damage).toBe(0);
    expect(t.state.players[0]!.diedThisTurn).toBe(false);
  });

  it('R-PDEATH-5 the refills page: when the active player dies their turn goes on to the end phase at once; what is still on the stack resolves at its beginning', () => {
    let t = given({ items: [['guppys-tail'], []], hands: [['big-bomb', 'a-penny'], []], coins: [0, 0] });
    t = turnOf(t, 0);
    t = play(t, 0, 'a-penny');
    t = play(t, 0, 'big-bomb', [seatT(0)], { viaCharacter: true });
    t = resolveTop(t); // Big Bomb: Isaac dies
    t = resolveTop(t); // the death resolves: the turn is in the end phase, the Penny still waits below
    expect(t.state.turn.step).toBe('end-triggers');
    expect(stackKinds(t)).toEqual(['loot', 'death-penalty', 'trigger']); // "at the end of your turn" triggered at once
    t = resolveAll(t);
    while (t.state.turn.active === 0) t = pass(t);
    // In the end phase, top first: Guppy's Tail (+1¢), the penalty (-1¢), then the Penny (+1¢).
    expect(coins(t, 0)).toBe(1);
    expect(eventsOf(t.log, 'coins-changed').map((e) => e.delta)).toEqual([1, -1, 1]);
  });
});

describe('R-WIN souls and winning', () => {
  it('R-WIN-1 a player wins the moment they control 4 souls', () => {
    let t = given({ souls: [['monstro', 'larry-jr', 'gemini'], []], hands: [['reapers-note'], []], monsters: ['peep'] });
    t = turnOf(t, 0);
    t = play(t, 0, 'reapers-note', [objT(monster(t, 'peep'))]);
    t = resolveAll(t);
    expect(t.state.status).toBe('over');
    expect(fourSouls.outcome(t.state)).toEqual({ winners: [0], reason: 'souls' });
    expect(fourSouls.prompt(t.state)).toBeNull();
    expect(fourSouls.legalActions(t.state, 0)).toEqual([]);
  });

  it('R-WIN-1 a 2-soul card counts 2', () => {
    const t = given({ souls: [['monstro', 'larry-jr'], []], hands: [['lost-soul'], []] });
    expect(t.state.status).toBe('playing');
    const u = given({ souls: [['monstro', 'larry-jr', 'lost-soul'], []] });
    expect(u.state.status).toBe('playing');
    const w = given({ souls: [['mom', 'larry-jr', 'lost-soul'], []] });
    expect(w.state.status).toBe('over');
  });

  it('R-WIN-2 bonus souls: the first player with 25¢, with 10 loot in hand, with 2 Guppy items gains each, once', () => {
    const greed = given({ coins: [25, 30] });
    expect(greed.state.players[0]!.souls.map((c) => c.card)).toEqual(['soul-of-greed']);
    expect(greed.state.players[1]!.souls).toEqual([]);
    const guppy = given({ items: [[], ['guppys-head', 'guppys-tail']] });
    expect(guppy.state.players[1]!.souls.map((c) => c.card)).toEqual(['soul-of-guppy']);
    let glut = given({ hands: [Array.from({ length: 9 }, () => 'a-penny'), []] });
    glut = turnOf(glut, 0); // the turn's loot makes 10
    expect(glut.state.players[0]!.souls.map((c) => c.card)).toEqual(['soul-of-gluttony']);
  });
});

describe('R-MATCH what an online match adds', () => {
  it('R-MATCH-1 deadline defaults: pass priority, end the turn on an empty action stack, first option of a decision', () => {
    let t = given({ hands: [['temperance', 'a-penny', 'bomb', 'nudge'], []] });
    expect(fourSouls.defaultAction(t.state, 0)).toEqual({ type: 'pass' });
    expect(fourSouls.defaultAction(t.state, 1)).toBeNull();
    t = turnOf(t, 0);
    expect(fourSouls.defaultAction(t.state, 0)).toEqual({ type: 'end-turn' });
    t = play(t, 0, 'temperance', [seatT(0)]);
    t = resolveTop(t);
    const d = t.state.decision as { readonly options: readonly string[] };
    expect(fourSouls.defaultAction(t.state, 0)).toEqual({ type: 'choose', option: d.options[0] });
  });

  it('R-MATCH-2 a player may concede at any time, even holding priority; with two players the other wins', () => {
    let t = given({ seats: 3, hands: [['a-penny'], [], []] });
    t = turnOf(t, 0);
    t = play(t, 0, 'a-penny');
    t = act(t, 0, { type: 'concede' });
    expect(t.state.status).toBe('playing');
    expect(t.state.players[0]!.hand).toEqual([]);
    expect(holder(t)).toBe(1);
    t = resolveAll(t);
    while (t.state.turn.active === 0) t = pass(t);
    expect(t.state.turn.active).toBe(1);
    t = act(t, 2, { type: 'concede' });
    expect(fourSouls.outcome(t.state)).toEqual({ winners: [1], reason: 'last-player' });
  });

  it('R-MATCH-2 concede is a legal action of every seat still playing, last, in words; never of a seat that conceded or after the end', () => {
    let t = given({ seats: 3, hands: [['a-penny'], [], []] });
    t = turnOf(t, 0);
    for (const seat of [0, 1, 2]) expect(fourSouls.legalActions(t.state, seat).at(-1)).toEqual({ type: 'concede' });
    // A seat without priority has nothing else to do, but may still concede.
    expect(fourSouls.legalActions(t.state, 1)).toEqual([{ type: 'concede' }]);
    expect(fourSouls.labelAction(t.state, 1, { type: 'concede' })).toEqual({ label: 'Concede the game', refs: [] });
    t = act(t, 1, { type: 'concede' });
    expect(fourSouls.legalActions(t.state, 1)).toEqual([]);
    t = act(t, 2, { type: 'concede' });
    expect(t.state.status).not.toBe('playing');
    expect(fourSouls.legalActions(t.state, 0)).toEqual([]);
  });

  it('R-MATCH-2 R-MATCH-3 bots never concede, whatever they hold', () => {
    let t = given({ seats: 2, hands: [['a-penny'], []] });
    t = turnOf(t, 0);
    const rng = rngFromInt(7);
    for (let i = 0; i < 200; i += 1) {
      for (const seat of [0, 1]) {
        expect(fourSouls.bots.random(t.state, seat, rng)?.type).not.toBe('concede');
        expect(fourSouls.bots.greedy!(t.state, seat, rng)?.type).not.toBe('concede');
      }
    }
    // The seat without priority: no play, so no bot command at all.
    expect(fourSouls.bots.random(t.state, 1, rng)).toBeNull();
    expect(fourSouls.bots.greedy!(t.state, 1, rng)).toBeNull();
  });

  it("R-MATCH-3 auto-pass passes only when passing is the seat's sole legal action", () => {
    let t = given({ hands: [['a-penny'], ['a-penny']] });
    t = turnOf(t, 0);
    expect(fourSouls.autoPassAction(t.state, 0)).toBeNull(); // may end the turn, attack...
    t = play(t, 0, 'a-penny');
    t = pass(t);
    expect(fourSouls.autoPassAction(t.state, 1)).toBeNull(); // P2 could still use Yum Heart
    expect(new Set(fourSouls.legalActions(t.state, 1).map((c) => c.type))).toEqual(new Set(['pass', 'activate', 'concede']));
    const s = { ...t.state, players: t.state.players.map((p) => (p.seat === 1 ? { ...p, items: p.items.map((o) => ({ ...o, tapped: true })) } : p)) };
    // Concede is always legal (R-MATCH-2) but is no reason to stop: passing is the seat's only play.
    expect(fourSouls.legalActions(s, 1)).toEqual([{ type: 'pass' }, { type: 'concede' }]);
    expect(fourSouls.autoPassAction(s, 1)).toEqual({ type: 'pass' });
    expect(fourSouls.autoPassAction(s, 0)).toBeNull();
  });
});
