import { describe, expect, it } from 'vitest';
import { isRejection } from '../engine/rejection';
import { decideCommand, decideCreate, decideJoin, type DecidedEvent } from './decide';
import { diceRace, type RaceState } from './dice-race.test-support';
import { foldServer, stateHash, type ServerState } from './state';
import { matchFacts, viewerSnapshot } from './viewer-snapshot';

const seed = 'ef'.repeat(32);
const at = (state: ServerState) => ({ def: diceRace, state });
const apply = (state: ServerState<RaceState>, events: unknown): ServerState<RaceState> =>
  foldServer<RaceState>(
    diceRace,
    (events as DecidedEvent[]).map((e) => e.payload),
    state,
  );

function waiting(): ServerState<RaceState> {
  const out = decideCreate(diceRace, { seats: 2 }, seed);
  if (isRejection(out)) throw new Error(out.code);
  return apply(foldServer<RaceState>(diceRace, []), out.events);
}

describe('viewerSnapshot', () => {
  it('a waiting match waits for seats, not for a decision: no prompt, nobody waited for, no legal actions', () => {
    const state = apply(waiting(), decideJoin(diceRace, waiting(), 0, 'Ada'));
    const seat0 = viewerSnapshot(at(state), { kind: 'seat', seat: 0 });
    expect(seat0).toMatchObject({
      status: 'waiting',
      prompt: null,
      waitingFor: [],
      legalActions: [],
      outcome: null,
      seed: null,
      stateHash: null,
      scenario: false,
    });
    // The table is set: the seat sees its own secret, a spectator none.
    expect(seat0.view).toEqual({ secret: state.match.game.secrets[0], totals: [0, 0] });
    expect(viewerSnapshot(at(state), { kind: 'spectator' }).view).toEqual({ secret: null, totals: [0, 0] });
    // The game on its own would prompt seat 0; the match does not, since commands are refused.
    expect(diceRace.prompt(state.match.game)?.seats).toEqual([0]);
  });

  it('a live match: the prompt and who is waited for; legal actions only for a seat', () => {
    let state = waiting();
    for (const seat of [0, 1]) state = apply(state, decideJoin(diceRace, state, seat, `P${seat + 1}`));
    const seat0 = viewerSnapshot(at(state), { kind: 'seat', seat: 0 });
    expect(seat0).toMatchObject({
      status: 'live',
      seq: 4,
      prompt: { kind: 'roll', seats: [0] },
      waitingFor: [0],
      legalActions: [{ type: 'roll' }, { type: 'concede' }],
    });
    expect(viewerSnapshot(at(state), { kind: 'seat', seat: 1 }).legalActions).toEqual([{ type: 'concede' }]);
    expect(viewerSnapshot(at(state), { kind: 'spectator' }).legalActions).toEqual([]);
    expect(viewerSnapshot(at(state), { kind: 'omniscient' }).legalActions).toEqual([]);
    // Each legal action comes with the game's words for it, in the same order.
    expect(seat0.actions).toEqual([
      { command: { type: 'roll' }, label: 'Roll the die', refs: [] },
      { command: { type: 'concede' }, label: 'Concede', refs: [] },
    ]);
    expect(viewerSnapshot(at(state), { kind: 'spectator' }).actions).toEqual([]);
    // The snapshot is the viewer-independent facts plus the view and the seat's legal actions.
    expect({ ...matchFacts(at(state)), view: seat0.view, legalActions: seat0.legalActions, actions: seat0.actions }).toEqual(seat0);
  });

  it('a finished match reveals the seed and the state hash, and waits for nobody', () => {
    let state = waiting();
    for (const seat of [0, 1]) state = apply(state, decideJoin(diceRace, state, seat, `P${seat + 1}`));
    state = apply(state, decideCommand(diceRace, state, { seat: 0, origin: 'player', payload: { type: 'concede' } }, seed));
    expect(viewerSnapshot(at(state), { kind: 'seat', seat: 1 })).toMatchObject({
      status: 'finished',
      prompt: null,
      waitingFor: [],
      legalActions: [],
      outcome: { winners: [1], reason: 'goal' },
      seed,
      stateHash: stateHash(state),
    });
  });

  it('has no view before the game is set up', () => {
    const onlyCreated = foldServer(diceRace, [{ type: 'match.created', gameId: 'dice-race', seatCount: 2, scenario: true } as never]);
    expect(viewerSnapshot(at(onlyCreated), { kind: 'spectator' })).toMatchObject({ view: null, status: 'waiting', scenario: true });
  });
});
