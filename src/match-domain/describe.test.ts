import { describe, expect, it } from 'vitest';
import { isRejection } from '../engine/rejection';
import { decideCreate, decideJoin, type DecidedEvent } from './decide';
import { describeEvent } from './describe';
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
    expect(describeEvent(diceRace, rolled, state, { seq: v + 1, actor: { kind: 'system', reason: 'auto-pass' }, commandId: `auto:auto-pass:${v}:0` })).toBe(
      `${plain} (the server passed for them: their auto-pass stop allowed it)`,
    );
    expect(describeEvent(diceRace, rolled, state, { seq: v + 1, actor: { kind: 'system', reason: 'timeout' }, commandId: `auto:timeout:${v}:0` })).toBe(
      `${plain} (the server acted for them: their deadline expired)`,
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
