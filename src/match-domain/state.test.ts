import { describe, expect, it } from 'vitest';
import { isRejection } from '../engine/rejection';
import { decideCreate, decideJoin, type DecidedEvent } from './decide';
import { diceRace, type RaceState } from './dice-race.test-support';
import { isFramingEvent, isFramingType } from './framing';
import { evolveServer, foldServer, hasGameEvents, initialServerState, stateHash, statusOf, type ServerState } from './state';
import { upcastEvent } from './upcast';

const seed = 'cd'.repeat(32);

function createdState(bots: (string | null)[] = [null, null]): ServerState<RaceState> {
  const out = decideCreate(diceRace, { seats: bots.length, bots }, seed);
  if (isRejection(out)) throw new Error(out.code);
  return foldServer<RaceState>(
    diceRace,
    out.events.map((e) => e.payload),
  );
}

describe('framing', () => {
  it('is exactly match.created, seat.claimed and match.ended', () => {
    expect(['match.created', 'seat.claimed', 'match.ended'].every(isFramingType)).toBe(true);
    expect(['match.restarted', 'seat.left', 'race-rolled', 'matchCreated'].some(isFramingType)).toBe(false);
    expect(isFramingEvent({ type: 'seat.claimed' })).toBe(true);
  });
});

describe('the fold', () => {
  it('counts every event in the version, seats from match.created and seat.claimed, the game only from its own events', () => {
    const state = createdState([null, 'random']);
    expect(state.match.version).toBe(3);
    expect(state.seats).toEqual([
      { seat: 0, name: null, claimed: false, bot: null },
      { seat: 1, name: 'random bot', claimed: true, bot: 'random' },
    ]);
    expect(state.match.game.totals).toEqual([0, 0]);
    expect(statusOf(state)).toBe('waiting');
    const joined = foldServer(
      diceRace,
      (decideJoin(diceRace, state, 0, 'Ada') as DecidedEvent[]).map((e) => e.payload),
      state,
    );
    expect(statusOf(joined)).toBe('live');
    const ended = evolveServer(diceRace, joined, { type: 'match.ended', outcome: { winners: [0], reason: 'goal' }, seed } as never);
    expect(statusOf(ended)).toBe('finished');
    expect(ended.match.ended?.seed).toBe(seed);
  });

  it('has no game before the setup, and an empty stream is waiting, not live', () => {
    const empty = initialServerState(diceRace);
    expect(statusOf(empty)).toBe('waiting');
    expect(hasGameEvents(empty)).toBe(false);
    const onlyCreated = foldServer(diceRace, [{ type: 'match.created', gameId: 'dice-race', seatCount: 2 } as never]);
    expect(hasGameEvents(onlyCreated)).toBe(false);
    expect(hasGameEvents(createdState())).toBe(true);
  });

  it('hashes equal states equally and different states differently', () => {
    expect(stateHash(createdState())).toBe(stateHash(createdState()));
    expect(stateHash(createdState())).not.toBe(stateHash(createdState([null, 'random'])));
  });
});

describe('upcast on read', () => {
  it('brings older game events to the current schema and leaves framing and current events alone', () => {
    expect(upcastEvent(diceRace, { type: 'race-rolled', schemaVersion: 1, payload: { type: 'race-rolled', seat: 1, roll: 4 } })).toEqual({
      type: 'race-rolled',
      seat: 1,
      value: 4,
    });
    const current = { type: 'race-rolled', seat: 1, value: 4 };
    expect(upcastEvent(diceRace, { type: 'race-rolled', schemaVersion: 2, payload: current })).toBe(current);
    const claim = { type: 'seat.claimed', seat: 0, name: 'A', bot: null };
    expect(upcastEvent(diceRace, { type: 'seat.claimed', schemaVersion: 1, payload: claim })).toBe(claim);
  });
});
