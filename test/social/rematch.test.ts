import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';

interface RematchState {
  readonly matchId: string;
  readonly humanSeats: number[];
  readonly accepted: number[];
  readonly rematch: string | null;
  readonly rematchOf: string | null;
}

/** Rematch: offered and accepted by every human seat of a finished match, created once, linked both ways. */
describe('rematch', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let client: ReturnType<typeof api>;

  const accept = (matchId: string, token: string) => client.http().post(`/matches/${matchId}/rematch`).set('Authorization', `Bearer ${token}`);
  const state = async (matchId: string): Promise<RematchState> => (await client.http().get(`/matches/${matchId}/rematch`)).body as RematchState;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db);
    client = api(app);
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('is refused while the match is live; once over, the last acceptance creates the same match, linked both ways, where each seat takes its place once', async () => {
    const { matchId } = await client.create({ gameId: 'high-card', seats: 3, options: { rounds: 2 }, bots: [null, null, 'random'] });
    const tokens = [(await client.join(matchId, 0, 'Ada')).token, (await client.join(matchId, 1, 'Bea')).token];
    const early = await accept(matchId, tokens[0]!);
    expect([early.status, early.body.code]).toEqual([409, 'MATCH_NOT_FINISHED']);
    const seq = (await client.view(matchId, tokens[1])).body.seq as number;
    expect((await client.command(matchId, 1, tokens[1]!, { commandId: 'give-up', command: { type: 'concede' }, expectedSeq: seq })).status).toBe(200);

    const first = await accept(matchId, tokens[1]!);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ matchId, humanSeats: [0, 1], accepted: [1], rematch: null, rematchOf: null });
    // Accepting again changes nothing; no seat may take a place before the rematch exists.
    expect((await accept(matchId, tokens[1]!)).body.accepted).toEqual([1]);
    const tooSoon = await client.http().post(`/matches/${matchId}/rematch/seat`).set('Authorization', `Bearer ${tokens[1]!}`);
    expect([tooSoon.status, tooSoon.body.code]).toEqual([404, 'NO_REMATCH']);
    expect((await accept(matchId, 'not-a-token')).body.code).toBe('INVALID_SEAT_TOKEN');

    const last = await accept(matchId, tokens[0]!);
    const rematch = (last.body as RematchState).rematch;
    expect(rematch).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(await state(matchId)).toEqual({ matchId, humanSeats: [0, 1], accepted: [0, 1], rematch, rematchOf: null });
    expect(await state(rematch!)).toEqual({ matchId: rematch, humanSeats: [0, 1], accepted: [], rematch: null, rematchOf: matchId });

    const seats = await Promise.all(
      [0, 1].map((seat) => client.http().post(`/matches/${matchId}/rematch/seat`).set('Authorization', `Bearer ${tokens[seat]!}`)),
    );
    expect(seats.map((s) => [s.status, s.body.matchId, s.body.seat])).toEqual([
      [201, rematch, 0],
      [201, rematch, 1],
    ]);
    const again = await client.http().post(`/matches/${matchId}/rematch/seat`).set('Authorization', `Bearer ${tokens[0]!}`);
    expect([again.status, again.body.code]).toEqual([409, 'SEAT_TAKEN']);
    const summary = (await client.http().get(`/matches/${rematch!}`)).body as { gameId: string; status: string; seats: { name: string; bot: string | null }[] };
    expect(summary.gameId).toBe('high-card');
    expect(summary.seats.map((s) => [s.name, s.bot])).toEqual([
      ['Ada', null],
      ['Bea', null],
      [expect.any(String), 'random'],
    ]);
    // The new seat tokens play the rematch.
    expect((await client.view(rematch!, seats[1]!.body.token)).body.viewer).toEqual({ kind: 'seat', seat: 1 });
  });
});
