import { describe, expect, it } from 'vitest';
import { isRejection, type Rejection } from '../engine/rejection';
import { isCatalogued } from '../errors/catalogue';
import { rngFor, seedCommitment } from '../fairness/seed';
import { decideCommand, decideCreate, decideJoin, type DecidedCreate, type DecidedEvent } from './decide';
import { diceRace } from './dice-race.test-support';
import { MatchRefusals } from './refusals';
import { foldServer, statusOf, type ServerState } from './state';

const seed = 'ab'.repeat(32);

function created(input: Parameters<typeof decideCreate>[1]): DecidedCreate {
  const out = decideCreate(diceRace, input, seed);
  if (isRejection(out)) throw new Error(`create refused: ${out.code}`);
  return out;
}
const fold = (events: readonly DecidedEvent[], from?: ServerState): ServerState =>
  foldServer(
    diceRace,
    events.map((e) => e.payload),
    from,
  );
const refusal = (out: unknown): string => (isRejection(out) ? (out as Rejection).code : 'accepted');

/** A live two-seat race: created and both seats claimed. */
function live(goal = 10): ServerState {
  const create = created({ seats: 2, options: { goal } });
  let state = fold(create.events);
  for (const seat of [0, 1]) state = fold(decideJoin(diceRace, state, seat, `P${seat + 1}`) as DecidedEvent[], state);
  return state;
}

describe('decideCreate', () => {
  it('writes match.created with the commitment and deadlines, the setup drawn with rngFor(seed, 1), then the bots seats', () => {
    const out = created({ seats: 3, options: { goal: 12 }, deadlines: { mode: 'live', seconds: 30 }, bots: [null, 'random', null] });
    expect(out.events.map((e) => [e.type, e.actor])).toEqual([
      ['match.created', { kind: 'system', reason: 'create' }],
      ['race-dealt', { kind: 'system', reason: 'setup' }],
      ['seat.claimed', { kind: 'system', reason: 'bot' }],
    ]);
    expect(out.events[0]).toMatchObject({
      schemaVersion: 1,
      visibility: { kind: 'public' },
      payload: {
        gameId: 'dice-race',
        rulesVersion: 'dice-race-1',
        seatCount: 3,
        options: { goal: 12 },
        seedCommitment: seedCommitment(seed),
        scenario: false,
        deadlines: { mode: 'live', seconds: 30 },
      },
    });
    const rng = rngFor(seed, 1);
    const secrets = [rng.int(1, 100), rng.int(1, 100), rng.int(1, 100)];
    // The game's schema version and the game's visibility (the secrets are nobody's but their seat's).
    expect(out.events[1]).toMatchObject({ schemaVersion: 2, visibility: { kind: 'seats', seats: [] }, payload: { secrets } });
    expect(out.events[2]?.payload).toEqual({ type: 'seat.claimed', seat: 1, name: 'random bot', bot: 'random' });
    expect(out.recorded).toEqual({
      gameId: 'dice-race',
      seats: 3,
      options: { goal: 12 },
      deadlines: { mode: 'live', seconds: 30 },
      bots: [null, 'random', null],
      setup: null,
    });
  });

  it('deciding again from the recorded input gives the same events (what the audit relies on)', () => {
    const first = created({ seats: 2, options: {}, bots: ['random', null] });
    expect(created(first.recorded)).toEqual(first);
  });

  it('ends the match in the same batch when a scenario setup already decides it', () => {
    const out = created({ seats: 2, options: { goal: 5 }, setup: { totals: [0, 7] } });
    expect(out.events.at(-1)).toMatchObject({
      type: 'match.ended',
      payload: { outcome: { winners: [1], reason: 'goal' }, seed },
      actor: { kind: 'system', reason: 'outcome' },
    });
    expect(out.recorded.setup).toEqual({ totals: [0, 7] });
    expect(statusOf(fold(out.events))).toBe('finished');
  });

  it('refuses a seat count the game is not played by, unknown bots, bad options and an indigestible scenario', () => {
    expect(refusal(decideCreate(diceRace, { seats: 4 }, seed))).toBe('BAD_SEAT');
    expect(refusal(decideCreate(diceRace, { seats: 1.5 }, seed))).toBe('BAD_SEAT');
    expect(refusal(decideCreate(diceRace, { seats: 2, bots: ['random'] }, seed))).toBe('UNKNOWN_BOT');
    expect(refusal(decideCreate(diceRace, { seats: 2, bots: ['random', 'genius'] }, seed))).toBe('UNKNOWN_BOT');
    expect(refusal(decideCreate(diceRace, { seats: 2, bots: ['toString', null] }, seed))).toBe('UNKNOWN_BOT');
    expect(refusal(decideCreate(diceRace, { seats: 2, options: { goal: -1 } }, seed))).toBe('BAD_OPTIONS');
    expect(refusal(decideCreate(diceRace, { seats: 2, setup: { totals: 'all of them' } }, seed))).toBe('BAD_SCENARIO');
  });
});

describe("decideCreate: the creator's choice to rate the match", () => {
  const createdPayload = (out: DecidedCreate) => out.events[0]!.payload as { rated?: boolean };

  it("records `rated` in match.created and in the ledger's input when given, and neither when not (a create recorded before the choice)", () => {
    const rated = created({ seats: 2, bots: [null, 'random'], rated: true });
    expect(createdPayload(rated).rated).toBe(true);
    expect(rated.recorded.rated).toBe(true);
    const unrated = created({ seats: 2, rated: false });
    expect(createdPayload(unrated).rated).toBe(false);
    expect(unrated.recorded.rated).toBe(false);
    const old = created({ seats: 2 });
    expect('rated' in createdPayload(old)).toBe(false);
    expect('rated' in old.recorded).toBe(false);
    // Decided again from what the ledger recorded, the create gives the same events (the audit's check).
    expect(decideCreate(diceRace, rated.recorded, seed)).toEqual(rated);
    expect(decideCreate(diceRace, old.recorded, seed)).toEqual(old);
  });

  it('refuses `rated` for a scenario, a sandbox and a match of bots only (never ratable), and accepts them unrated', () => {
    expect(refusal(decideCreate(diceRace, { seats: 2, setup: { totals: [0, 7] }, rated: true }, seed))).toBe(MatchRefusals.NOT_RATABLE);
    expect(refusal(decideCreate(diceRace, { seats: 2, bots: ['random', 'random'], rated: true }, seed))).toBe(MatchRefusals.NOT_RATABLE);
    const origin = fold(created({ seats: 2 }).events);
    const branch = { from: { matchId: 'm', step: 1, seq: 1 }, game: origin.match.game };
    expect(refusal(decideCreate(diceRace, { seats: 2, branch, rated: true }, seed))).toBe(MatchRefusals.NOT_RATABLE);
    expect(refusal(decideCreate(diceRace, { seats: 2, bots: ['random', 'random'], rated: false }, seed))).toBe('accepted');
  });
});

describe('decideJoin', () => {
  it('claims a free seat as that seat; refuses a taken or missing one', () => {
    const state = fold(created({ seats: 2, bots: [null, 'random'] }).events);
    expect(decideJoin(diceRace, state, 0, 'Ada')).toEqual([
      {
        type: 'seat.claimed',
        schemaVersion: 1,
        payload: { type: 'seat.claimed', seat: 0, name: 'Ada', bot: null },
        visibility: { kind: 'public' },
        actor: { kind: 'seat', seat: 0 },
        // A game without `causes` cites no rules; the command says who took the seat.
        cause: { rules: [], card: null, command: { seat: 0, type: 'join', actedBy: 'seat', prompt: null } },
      },
    ]);
    expect(refusal(decideJoin(diceRace, state, 1, 'Bob'))).toBe('SEAT_TAKEN');
    expect(refusal(decideJoin(diceRace, state, 2, 'Cy'))).toBe('BAD_SEAT');
    expect(refusal(decideJoin(diceRace, state, -1, 'Cy'))).toBe('BAD_SEAT');
  });
});

describe('decideCommand', () => {
  it('refuses before the rules: a free seat (not started), a missing seat, a stale seq; a malformed command never gets here', () => {
    const waiting = fold(created({ seats: 2 }).events);
    expect(refusal(decideCommand(diceRace, waiting, { seat: 0, origin: 'player', payload: { type: 'roll' } }, seed))).toBe('MATCH_NOT_STARTED');
    const state = live();
    expect(refusal(decideCommand(diceRace, state, { seat: 5, origin: 'player', payload: { type: 'roll' } }, seed))).toBe('BAD_SEAT');
    expect(refusal(decideCommand(diceRace, state, { seat: 0, origin: 'player', payload: { type: 'roll' }, expectedSeq: state.match.version - 1 }, seed))).toBe(
      'STALE_SEQ',
    );
    // The receiver parses (the pipeline, the audit): the decider takes parsed commands only.
    expect(refusal(diceRace.parseCommand({ type: 'jump' }))).toBe('MALFORMED_COMMAND');
    expect(refusal(decideCommand(diceRace, state, { seat: 1, origin: 'player', payload: { type: 'roll' } }, seed))).toBe('NOT_YOUR_TURN');
  });

  it('decides with rngFor(seed, version); the actor is the seat, or the server for a timeout or auto-pass', () => {
    const state = live();
    const value = rngFor(seed, state.match.version).d6();
    expect(decideCommand(diceRace, state, { seat: 0, origin: 'player', payload: { type: 'roll' }, expectedSeq: state.match.version }, seed)).toEqual([
      {
        type: 'race-rolled',
        schemaVersion: 2,
        payload: { type: 'race-rolled', seat: 0, value },
        visibility: { kind: 'public' },
        actor: { kind: 'seat', seat: 0 },
        cause: { rules: [], card: null, command: { seat: 0, type: 'roll', actedBy: 'seat', prompt: diceRace.prompt(state.match.game as never) } },
      },
    ]);
    const timeout = decideCommand(diceRace, state, { seat: 0, origin: 'timeout', payload: { type: 'roll' } }, seed) as DecidedEvent[];
    expect(timeout[0]?.actor).toEqual({ kind: 'system', reason: 'timeout' });
    expect(timeout[0]?.cause.command?.actedBy).toBe('deadline');
  });

  it('appends match.ended with the revealed seed in the batch that decides the match; then refuses MATCH_OVER', () => {
    const state = live();
    const out = decideCommand(diceRace, state, { seat: 1, origin: 'player', payload: { type: 'concede' } }, seed) as DecidedEvent[];
    expect(out.map((e) => e.type)).toEqual(['race-conceded', 'match.ended']);
    expect(out[1]).toMatchObject({
      payload: { type: 'match.ended', outcome: { winners: [0], reason: 'goal' }, seed },
      actor: { kind: 'system', reason: 'outcome' },
    });
    const over = fold(out, state);
    expect(refusal(decideCommand(diceRace, over, { seat: 0, origin: 'player', payload: { type: 'roll' } }, seed))).toBe('MATCH_OVER');
  });
});

describe('the refusal codes', () => {
  it("are the server catalogue's (BAD_SCENARIO, like the games' own setup codes, is open and malformed)", () => {
    const codes: string[] = Object.values(MatchRefusals);
    expect(codes.filter((code) => !isCatalogued(code))).toEqual(['BAD_SCENARIO']);
  });
});
