import { describe, expect, it } from 'vitest';
import type { AnyGameDefinition, Typed } from '../engine/game-definition';
import { isRejection } from '../engine/rejection';
import { seatNamer } from '../engine/seat-names';
import { decideCreate, decideJoin, type DecidedEvent } from './decide';
import { claimedNames, describeEvent } from './describe';
import { diceRace, type RaceState } from './dice-race.test-support';
import { foldServer, type ServerState } from './state';

const seed = 'ab'.repeat(32);
const apply = (state: ServerState<RaceState>, events: readonly DecidedEvent[]): ServerState<RaceState> =>
  foldServer<RaceState>(
    diceRace,
    events.map((e) => e.payload),
    state,
  );

function live(): ServerState<RaceState> {
  const created = decideCreate(diceRace, { seats: 2 }, seed);
  if (isRejection(created)) throw new Error(created.code);
  let state = apply(foldServer<RaceState>(diceRace, []), created.events);
  for (const seat of [0, 1]) {
    const joined = decideJoin(diceRace, state, seat, `p${seat}`);
    if (isRejection(joined)) throw new Error(joined.code);
    state = apply(state, joined);
  }
  return state;
}

describe('describeEvent names who made a move', () => {
  const rolled = { type: 'race-rolled', seat: 0, value: 4 };
  const plain = describeEvent(diceRace, rolled, live());

  it('a move the server made for a seat says so on the move itself, by reason', () => {
    const state = live();
    const v = state.match.version;
    // The roll is seat 0's only move (conceding aside): auto-pass made a forced move, no stop was involved.
    const forced = describeEvent(diceRace, rolled, state, { seq: v + 1, actor: { kind: 'system', reason: 'auto-pass' }, commandId: `auto:auto-pass:${v}:0` });
    expect(forced).toBe(`${plain}. The server made this move for them: it was their only possible move`);
    expect(forced).not.toMatch(/stop/);
    // With another move open, only the seat's stop let the server pass.
    const choosing: AnyGameDefinition = { ...diceRace, legalActions: () => [{ type: 'roll' }, { type: 'wait' }, { type: 'concede' }] };
    expect(describeEvent(choosing, rolled, state, { seq: v + 1, actor: { kind: 'system', reason: 'auto-pass' }, commandId: `auto:auto-pass:${v}:0` })).toBe(
      `${plain}. The server passed for them: their auto-pass stop allowed it`,
    );
    expect(describeEvent(diceRace, rolled, state, { seq: v + 1, actor: { kind: 'system', reason: 'timeout' }, commandId: `auto:timeout:${v}:0` })).toBe(
      `${plain}. The server acted for them: their deadline expired`,
    );
  });

  it("what followed from that move, a seat's own move and a bot's (it plays as its seat) carry no note", () => {
    const state = live();
    const v = state.match.version;
    expect(describeEvent(diceRace, rolled, state, { seq: v + 2, actor: { kind: 'system', reason: 'auto-pass' }, commandId: `auto:auto-pass:${v}:0` })).toBe(
      plain,
    );
    expect(describeEvent(diceRace, rolled, state, { seq: v + 1, actor: { kind: 'seat', seat: 0 }, commandId: 'c-1' })).toBe(plain);
    expect(describeEvent(diceRace, rolled, state, { seq: v + 1, actor: { kind: 'seat', seat: 0 }, commandId: `auto:bot:${v}:0` })).toBe(plain);
    expect(describeEvent(diceRace, rolled, state)).toBe(plain);
  });
});

describe('describeEvent words the framing events as a player knows them', () => {
  const named: AnyGameDefinition = { ...diceRace, describeEvent: (_e, _s, names) => `${seatNamer(names)(0)} and ${seatNamer(names)(1)} roll` };

  it('the end names the winner, says why in words and reveals the seed without ids or hex', () => {
    const state = live();
    const ended: Typed = { type: 'match.ended', outcome: { winners: [1], reason: 'last-player-standing' }, seed: 'cd'.repeat(32) } as Typed;
    const line = describeEvent(diceRace, ended, state, { seq: 99, actor: { kind: 'system', reason: 'outcome' }, commandId: null });
    expect(line).toBe("Match over: p1 won as the last player standing. The match's seed is revealed (for the audit page)");
    expect(line).not.toMatch(/last-player-standing|\(outcome\)|P2|cdcd/);
    const souls = describeEvent(diceRace, { ...ended, outcome: { winners: [0], reason: 'souls' } } as Typed, state);
    expect(souls).toMatch(/^Match over: p0 won by collecting 4 souls\./);
    expect(describeEvent(diceRace, { ...ended, outcome: { winners: [], reason: 'turn-cap-draw' } } as Typed, state)).toMatch(
      /^Match over: a draw: the turn limit was reached with a tie\./,
    );
  });

  it('a claim says who takes which seat; a bot is said once', () => {
    const state = live();
    expect(describeEvent(diceRace, { type: 'seat.claimed', seat: 1, name: 'greedy bot', bot: 'greedy' } as Typed, state)).toBe(
      'greedy bot takes seat P2 (a bot)',
    );
    expect(describeEvent(diceRace, { type: 'seat.claimed', seat: 0, name: 'Ada', bot: null } as Typed, state)).toBe('Ada takes seat P1');
  });

  it('with the names known by now, a line written before the claims names the players, as every later line does', () => {
    const created = decideCreate(diceRace, { seats: 2 }, seed);
    if (isRejection(created)) throw new Error(created.code);
    const unclaimed = apply(foldServer<RaceState>(diceRace, []), created.events);
    const event = { type: 'race-rolled', seat: 0, value: 1 };
    expect(describeEvent(named, event, unclaimed)).toBe('P1 and P2 roll');
    expect(describeEvent(named, event, unclaimed, undefined, ['Ada', null])).toBe('Ada and P2 roll');
    // A name the state already has wins over the one passed.
    expect(describeEvent(named, event, live(), undefined, ['Ada', 'Bob'])).toBe('p0 and p1 roll');
  });

  it('claimedNames reads the names from the seat claims of a stream', () => {
    expect(
      claimedNames([
        { type: 'match.created', payload: {} },
        { type: 'seat.claimed', payload: { type: 'seat.claimed', seat: 1, name: 'greedy bot', bot: 'greedy' } },
        { type: 'race-rolled', payload: { seat: 0 } },
      ]),
    ).toEqual([null, 'greedy bot']);
  });
});
