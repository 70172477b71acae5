/**
 * describeEvent: every event type has its own sentence, on the full event and on every redacted
 * form a viewer may hold (redact.ts), and never throws. Events come from greedy/random bot
 * matches; `EXAMPLES` adds one constructed (or kit-played) example of EVERY type, so a type the
 * bots never produce (a concession) is still covered, and a new event type does not compile here
 * until it has an example.
 */
import { describe, expect, it } from 'vitest';
import { isRejection, rngFromInt, seatViewer, spectator, type BotPolicy, type Typed, type Viewer } from '../../engine';
import type { FsCommand } from './commands';
import type { FsEvent, FsEventType } from './events';
import { fourSouls } from './index';
import { act, eventsOf, given, item, monster, toAction } from './testing/kit';
import type { FsState, StackItem } from './types';

const describeEvent = fourSouls.describeEvent;
const fallback = (type: string) => type.replace(/-/g, ' ');
const viewers = (seats: number): Viewer[] => [...Array.from({ length: seats }, (_, i) => seatViewer(i)), spectator];

/** Why `line` is not a proper sentence for `e`, or null. */
function problem(e: Typed, before: FsState): string | null {
  let line: string;
  try {
    line = describeEvent(e, before);
  } catch (err) {
    return `${e.type}: throws ${String(err)}`;
  }
  if (typeof line !== 'string' || line.trim() === '') return `${e.type}: empty line`;
  if (line === fallback(e.type)) return `${e.type}: fallback line "${line}"`;
  if (/undefined|NaN|\[object|null/.test(line)) return `${e.type}: "${line}"`;
  return null;
}

/** Problems of the full event and of its redacted form for every seat and a spectator. */
function problems(e: FsEvent, before: FsState): string[] {
  const out: string[] = [];
  const full = problem(e, before);
  if (full) out.push(full);
  for (const v of viewers(before.seatCount || 4)) {
    const p = problem(fourSouls.redactEvent(e, v), before);
    if (p) out.push(`${p} (redacted for ${v.kind === 'seat' ? `P${v.seat + 1}` : v.kind})`);
  }
  return out;
}

// ── Constructed examples: a real table (kit scenario), events built with its real object ids ──

const table = toAction(given({ hands: [['bomb'], ['a-penny']], monsters: ['gaper', 'leaper'] }));
const s = table.state;
const p1 = s.players[0]!;
const gaper = monster(table, 'gaper');
const d6 = item(table, 0, 'the-d6');
const deathOfP2: StackItem = { kind: 'player-death', id: 'o9001', controller: 1, targets: [], seat: 1 };
const deathOfGaper: StackItem = { kind: 'monster-death', id: 'o9002', controller: 0, targets: [], monster: gaper, slot: 0 };
const attackOnGaper: StackItem = { kind: 'attack', id: 'o9003', controller: 0, targets: [{ id: gaper }], monster: gaper };
const resolving: FsState = { ...s, resolving: { item: deathOfP2, ops: [], x: null } };
const attacking: FsState = { ...s, turn: { ...s.turn, attack: { id: 1, attacker: 0, monster: gaper } } };
const deciding: FsState = { ...s, decision: { kind: 'choose', seat: 0, what: 'discard', options: [p1.hand[0]!.id], ctx: null } };
const conceded = eventsOf(act(table, 1, { type: 'concede' }).last, 'conceded');

interface Example<E> {
  readonly event: E;
  readonly before: FsState;
  readonly line: string;
}
const ex = <E extends FsEvent>(event: E, line: string, before: FsState = s): Example<E> => ({ event, before, line });

const EXAMPLES: { readonly [K in FsEventType]: readonly Example<Extract<FsEvent, { type: K }>>[] } = {
  'game-started': [
    ex(
      { type: 'game-started', seatCount: 2, turnCap: 60, shopSlots: 2, monsterSlots: 2 },
      'a game of Four Souls begins for 2 players (2 shop slots, 2 monster slots, at most 60 turns)',
    ),
  ],
  'deck-formed': [ex({ type: 'deck-formed', deck: 'loot', cards: s.decks.loot.slice(0, 5) }, 'the loot deck is formed (5 cards)')],
  'player-seated': [
    ex({ type: 'player-seated', seat: 0, character: p1.character, startingItem: p1.items[0]!, coins: 3 }, 'P1 plays Isaac, starting with The D6 and 3¢'),
  ],
  'set-aside': [
    ex({ type: 'set-aside', to: 'outside', cards: [{ id: 'o9010', card: 'cain' }] }, '1 card set aside outside the game: Cain'),
    ex(
      {
        type: 'set-aside',
        to: 'bonus',
        cards: [
          { id: 'o9011', card: 'soul-of-greed' },
          { id: 'o9012', card: 'soul-of-guppy' },
        ],
      },
      '2 bonus souls set aside: Soul of Greed, Soul of Guppy',
    ),
  ],
  'first-player-chosen': [ex({ type: 'first-player-chosen', seat: 1 }, 'P2 goes first')],
  moved: [
    ex(
      { type: 'moved', from: { z: 'hand', seat: 0 }, to: { z: 'discard', deck: 'loot' }, fromId: p1.hand[0]!.id, obj: { id: 'o9020', card: 'bomb' } },
      "Bomb moved from P1's hand to the loot discard",
    ),
    // Limbo, where a card waits while it resolves, is no place a player knows: the line says where the card goes.
    ex({ type: 'moved', from: { z: 'limbo' }, to: { z: 'souls', seat: 0 }, fromId: 'o9021', obj: { id: 'o9021', card: 'gaper' } }, "Gaper goes to P1's souls"),
    ex(
      { type: 'moved', from: { z: 'hand', seat: 0 }, to: { z: 'limbo' }, fromId: p1.hand[0]!.id, obj: { id: 'o9020', card: 'bomb' } },
      "Bomb leaves P1's hand to resolve",
    ),
  ],
  'deck-reshuffled': [
    ex({ type: 'deck-reshuffled', deck: 'treasure', cards: s.decks.treasure.slice(0, 1) }, 'the treasure deck is reshuffled from its discard (1 card)'),
  ],
  'deck-arranged': [
    ex(
      { type: 'deck-arranged', deck: 'loot', seat: 0, ids: s.decks.loot.slice(0, 3).map((c) => c.id) },
      'P1 puts the top 3 cards of the loot deck back in a chosen order',
    ),
  ],
  'stack-pushed': [
    ex({ type: 'stack-pushed', item: attackOnGaper, from: null, fromPending: null }, 'P1: the attack on Gaper goes on the stack targeting Gaper'),
    ex(
      { type: 'stack-pushed', item: { kind: 'turn-loot', id: 'o9004', controller: 0, targets: [], seat: 0 }, from: null, fromPending: null },
      "P1's turn loot goes on the stack",
    ),
  ],
  'stack-popped': [ex({ type: 'stack-popped', id: attackOnGaper.id, reason: 'cancel' }, 'the attack on Gaper is cancelled', { ...s, stack: [attackOnGaper] })],
  'resolution-set': [
    ex({ type: 'resolution-set', resolving: { item: deathOfP2, ops: [], x: null } }, "P2's death waits for a decision while it resolves"),
    ex({ type: 'resolution-set', resolving: null }, "P2's death finishes resolving", resolving),
  ],
  'roll-changed': [ex({ type: 'roll-changed', id: 'o9030', value: 4, how: 'add' }, 'the roll becomes 4 (add)')],
  'priority-given': [ex({ type: 'priority-given', seat: 1 }, 'P2 gets priority')],
  'priority-passed': [ex({ type: 'priority-passed', seat: 0, to: 1 }, 'P1 passes to P2')],
  'priority-cleared': [ex({ type: 'priority-cleared' }, 'P1 no longer has priority; nobody holds it')],
  triggered: [
    ex({ type: 'triggered', trigger: { key: 'k1', owner: 1, item: deathOfP2 } }, "P2's death triggers for P2 (waiting to go on the stack)"),
    ex(
      { type: 'triggered', trigger: { key: 'k2', owner: 'monster', item: deathOfGaper } },
      'the death of Gaper triggers as a monster effect (waiting to go on the stack)',
    ),
    ex(
      {
        type: 'triggered',
        trigger: {
          key: 'k3',
          owner: 0,
          item: { kind: 'trigger', id: 'o9004', controller: 0, targets: [], source: d6, sourceCard: 'the-d6', trigger: 0, x: null },
        },
      },
      'The D6 triggers for P1 (waiting to go on the stack)',
    ),
  ],
  'decision-opened': [
    ex({ type: 'decision-opened', decision: deciding.decision! }, 'P1 chooses a loot card to discard (1 option)'),
    ex(
      { type: 'decision-opened', decision: { kind: 'arrange', seat: 0, deck: 'loot', ids: s.decks.loot.slice(0, 3).map((c) => c.id) } },
      'P1 looks at the top 3 cards of the loot deck to put them back in any order',
    ),
    ex({ type: 'decision-opened', decision: { kind: 'order-triggers', seat: 1, keys: ['k1', 'k2'] } }, 'P2 orders 2 simultaneous triggers'),
  ],
  'decision-closed': [ex({ type: 'decision-closed' }, 'P1 has decided', deciding), ex({ type: 'decision-closed' }, 'the decision is closed')],
  'coins-changed': [ex({ type: 'coins-changed', seat: 1, delta: -2 }, 'P2 loses 2¢')],
  damaged: [ex({ type: 'damaged', target: { id: gaper }, amount: 1 }, 'Gaper takes 1 damage')],
  healed: [ex({ type: 'healed', target: { seat: 0 }, amount: 2 }, 'P1 heals 2')],
  tapped: [
    ex({ type: 'tapped', id: d6, tapped: true }, 'The D6 is deactivated'),
    ex({ type: 'tapped', id: p1.character.id, tapped: false }, 'Isaac is recharged'),
  ],
  'allowance-changed': [
    ex({ type: 'allowance-changed', seat: 0, what: 'lootPlays', delta: -1 }, 'P1 uses a loot play'),
    ex({ type: 'allowance-changed', seat: 0, what: 'attacks', delta: 1 }, 'P1 may make one more attack this turn'),
    ex({ type: 'allowance-changed', seat: 1, what: 'purchases', delta: 2 }, 'P2 may make 2 more purchases this turn'),
  ],
  'turn-started': [ex({ type: 'turn-started', seat: 1, number: 2 }, 'turn 2: P2')],
  'step-changed': [ex({ type: 'step-changed', step: 'end-triggers' }, "P1's turn: end of turn (triggers)")],
  'attack-started': [ex({ type: 'attack-started', attack: { id: 1, attacker: 0, monster: gaper } }, 'P1 attacks Gaper')],
  'attack-ended': [ex({ type: 'attack-ended', reason: 'cancelled' }, "P1's attack on Gaper ends: it was cancelled", attacking)],
  'turn-end-requested': [ex({ type: 'turn-end-requested' }, "P1's turn will end once the stack has resolved")],
  'slot-added': [ex({ type: 'slot-added', kind: 'shop' }, 'a shop slot is added (3 shop slots now)')],
  buffed: [ex({ type: 'buffed', buff: { seat: 1, stat: 'health', n: 1 } }, 'P2 gets +1 health until the end of the turn')],
  'turn-cleaned-up': [ex({ type: 'turn-cleaned-up' }, 'cleanup of P1\'s turn: players and monsters heal, "until end of turn" effects expire')],
  'player-died': [ex({ type: 'player-died', seat: 1 }, 'P2 dies')],
  'counters-changed': [
    ex({ type: 'counters-changed', id: d6, delta: 2 }, '2 counters put on The D6'),
    ex({ type: 'counters-changed', id: d6, delta: -1 }, '1 counter removed from The D6'),
  ],
  'health-paid': [ex({ type: 'health-paid', seat: 0, amount: 1 }, 'P1 pays 1 health')],
  shielded: [ex({ type: 'shielded', seat: 1, n: 1 }, 'the next 1 damage to P2 this turn will be prevented')],
  'damage-prevented': [ex({ type: 'damage-prevented', target: { seat: 0 }, amount: 1, used: 1 }, '1 damage to P1 is prevented')],
  'death-replaced': [ex({ type: 'death-replaced', seat: 0, source: d6 }, 'P1 would die, but The D6 replaces the death')],
  conceded: conceded.map((e) => ex(e, 'P2 concedes')),
  'dice-scripted': [ex({ type: 'dice-scripted', values: [4, 6] }, 'the scenario sets the next 2 die results')],
  'scripted-die-rolled': [ex({ type: 'scripted-die-rolled', value: 4 }, 'the die shows 4, as the scenario set it')],
  'game-over': [
    ex({ type: 'game-over', winners: [0], reason: 'souls' }, 'P1 wins by collecting 4 souls'),
    ex({ type: 'game-over', winners: [], reason: 'everyone-conceded' }, 'the match is a draw: everyone conceded'),
  ],
};
const ALL_TYPES = Object.keys(EXAMPLES) as FsEventType[];

// ── Bot matches: every event with the state before it ──

function botEvents(seats: number, seed: number, policy: BotPolicy<FsState, FsCommand>, f: (e: FsEvent, before: FsState) => void): void {
  const rng = rngFromInt(seed);
  const setup = fourSouls.setup({ seatCount: seats, options: { turnCap: 30 }, scenario: null }, rng);
  if (isRejection(setup)) throw new Error(setup.message);
  let state = fourSouls.initialState();
  const apply = (e: FsEvent) => {
    f(e, state);
    state = fourSouls.evolve(state, e);
  };
  setup.forEach(apply);
  for (let n = 0; state.status === 'playing' && n < 20_000; n += 1) {
    const seat = fourSouls.prompt(state)!.seats[0]!;
    const r = fourSouls.decide(state, policy(state, seat, rng)!, { seat, origin: 'player', rng });
    if (isRejection(r)) throw new Error(r.message);
    r.forEach(apply);
  }
}

describe('describeEvent', () => {
  it('has a constructed example of every event type, and the concession is a real one', () => {
    for (const type of ALL_TYPES) expect(EXAMPLES[type].length, type).toBeGreaterThan(0);
    expect(conceded).toHaveLength(1);
  });

  it.each(ALL_TYPES)('%s: its own sentence, on the full event and every redacted form', (type) => {
    for (const { event, before, line } of EXAMPLES[type] as readonly Example<FsEvent>[]) {
      expect(describeEvent(event, before)).toBe(line);
      expect(problems(event, before)).toEqual([]);
    }
  });

  it.each(ALL_TYPES)('%s: the bare public form (every field dropped) neither throws nor falls back', (type) => {
    expect(problem({ type }, s)).toBeNull();
    expect(problem({ type }, fourSouls.initialState())).toBeNull();
  });

  it('hidden cards stay hidden: a loot card drawn into a hand and a deck order are not named to others', () => {
    const draw: FsEvent = { type: 'moved', from: { z: 'deck', deck: 'loot' }, to: { z: 'hand', seat: 0 }, fromId: null, obj: { id: 'o9040', card: 'bomb' } };
    expect(describeEvent(draw, s)).toBe("Bomb moved from the loot deck to P1's hand");
    expect(describeEvent(fourSouls.redactEvent(draw, seatViewer(1)), s)).toBe("a hidden card moved from the loot deck to P1's hand");
    const arrange = EXAMPLES['decision-opened'][1]!.event;
    expect(describeEvent(fourSouls.redactEvent(arrange, seatViewer(1)), s)).toBe('P1 looks at the top of a deck to put them back in any order');
    expect(describeEvent(fourSouls.redactEvent(EXAMPLES['deck-arranged'][0]!.event, spectator), s)).toBe(
      'P1 puts the top 3 cards of the loot deck back in a chosen order',
    );
  });

  it('R-STACK-4 R-PDEATH-1 R-WIN-1 event lines name players by their names; the seat too when two share a name; "P1" without names', () => {
    const passed: FsEvent = { type: 'priority-passed', seat: 0, to: 1 };
    const bombed: FsEvent = { type: 'damaged', target: { seat: 1 }, amount: 1 };
    const dying: FsEvent = { type: 'resolution-set', resolving: { item: deathOfP2, ops: [], x: null } };
    const won: FsEvent = { type: 'game-over', winners: [0], reason: 'souls' };
    // Given the players' names, when an event names seats, then its line reads the names.
    expect(describeEvent(passed, s, ['Ada', 'Bob'])).toBe('Ada passes to Bob');
    expect(describeEvent(bombed, s, ['Ada', 'Bob'])).toBe('Bob takes 1 damage');
    expect(describeEvent(dying, s, ['Ada', 'Bob'])).toBe("Bob's death waits for a decision while it resolves");
    expect(describeEvent(won, s, ['Ada', 'Bob'])).toBe('Ada wins by collecting 4 souls');
    // A redacted form a seat holds is named the same way (the names are public).
    expect(describeEvent(fourSouls.redactEvent(EXAMPLES['deck-arranged'][0]!.event, seatViewer(1)), s, ['Ada', 'Bob'])).toBe(
      'Ada puts the top 3 cards of the loot deck back in a chosen order',
    );
    // Two seats with one name keep their seats; an unnamed seat and no names at all read P1/P2.
    expect(describeEvent(passed, s, ['Ada', 'Ada'])).toBe('Ada (P1) passes to Ada (P2)');
    expect(describeEvent(passed, s, [null, 'Bob'])).toBe('P1 passes to Bob');
    expect(describeEvent(passed, s)).toBe('P1 passes to P2');
  });

  it('bot matches (2-4 players, greedy, random and mixed): every event, full and redacted for every seat and a spectator, has a sentence', () => {
    const seen = new Set<FsEventType>();
    const found: string[] = [];
    const greedy = fourSouls.bots.greedy!;
    const random = fourSouls.bots.random;
    const mixed: BotPolicy<FsState, FsCommand> = (st, seat, rng) => (seat % 2 ? random : greedy)(st, seat, rng);
    for (const seats of [2, 3, 4]) {
      for (const [i, policy] of [greedy, random, mixed, greedy].entries()) {
        botEvents(seats, 1000 * seats + i, policy, (e, before) => {
          seen.add(e.type);
          if (found.length < 20) found.push(...problems(e, before));
        });
      }
    }
    expect(found).toEqual([]);
    // The bots exercise most types for real; the rest have a constructed example above.
    expect(seen.size).toBeGreaterThan(ALL_TYPES.length / 2);
    expect(ALL_TYPES.filter((t) => !seen.has(t) && EXAMPLES[t].length === 0)).toEqual([]);
  }, 120_000);
});
