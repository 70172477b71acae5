import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_RATING, rateMatch } from '../../src/social/ratings/glicko';
import { api, createTestApp } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { until } from '../support/fold';
import { accountClient, type Signed } from './support';

interface Profile {
  username: string;
  ratings: {
    gameId: string;
    rating: number;
    rd: number;
    volatility: number;
    provisional: boolean;
    played: number;
    won: number;
    history: { matchId: string; won: boolean }[];
  }[];
  recentMatches: { matchId: string; won: boolean }[];
}

describe('ratings: Glicko-2 per game for rated matches, and the profile', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let client: ReturnType<typeof accountClient>;
  let ada: Signed;
  let bob: Signed;
  let step = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db);
    client = accountClient(app);
    ada = await client.signUp('ada');
    bob = await client.signUp('bob');
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const profile = async (username: string) => {
    const res = await client.http().get(`/players/${username}`);
    expect(res.status).toBe(200);
    return res.body as Profile;
  };

  /** Claims a seat as a signed-in account (or a guest), answering the seat token. */
  async function claim(matchId: string, seat: number, who: Signed | null): Promise<string> {
    const req = client.http().post(`/matches/${matchId}/seats/${seat}`);
    if (who) req.set('Cookie', who.cookie).set('X-CSRF-Token', who.csrfToken);
    const res = await req.send({ name: `P${seat + 1}` });
    expect(res.status).toBe(201);
    return res.body.token as string;
  }

  /** Plays high card to its end, each seat its first legal card. */
  async function playOut(matchId: string, tokens: string[]): Promise<number[]> {
    for (;;) {
      const summary = (await api(app).http().get(`/matches/${matchId}`)).body as { status: string };
      if (summary.status === 'finished') break;
      for (const [seat, token] of tokens.entries()) {
        const view = (await api(app).view(matchId, token)).body as { waitingFor: number[]; legalActions: { type: string }[] };
        if (!view.waitingFor.includes(seat)) continue;
        step += 1;
        const res = await api(app).command(matchId, seat, token, { commandId: `play-${step}`, command: view.legalActions.find((a) => a.type === 'play') });
        expect(res.status).toBe(200);
      }
    }
    const view = (await api(app).view(matchId, tokens[0])).body as { outcome: { winners: number[] } };
    return view.outcome.winners;
  }

  it('rates a finished match of two accounts as Glicko-2 says, and shows it on both profiles', async () => {
    const { matchId } = await api(app).create({ gameId: 'high-card', seats: 2, options: { rounds: 3 }, rated: true });
    const tokens = [await claim(matchId, 0, ada), await claim(matchId, 1, bob)];
    const winners = await playOut(matchId, tokens);
    const adaProfile = await until(async () => {
      const p = await profile('ada');
      return p.ratings.length > 0 ? p : null;
    }, 'the match to be rated');
    const bobProfile = await profile('bob');
    const expected = rateMatch(
      new Map([
        ['ada', INITIAL_RATING],
        ['bob', INITIAL_RATING],
      ]),
      new Set(winners.map((seat) => (seat === 0 ? 'ada' : 'bob'))),
    );
    for (const [name, p] of [
      ['ada', adaProfile],
      ['bob', bobProfile],
    ] as const) {
      const rating = p.ratings[0]!;
      expect(rating.gameId).toBe('high-card');
      expect(rating.rating).toBeCloseTo(expected.get(name)!.rating, 9);
      expect(rating.rd).toBeCloseTo(expected.get(name)!.rd, 9);
      expect(rating.provisional).toBe(true);
      expect(rating.played).toBe(1);
      expect(rating.history.map((h) => h.matchId)).toEqual([matchId]);
      expect(p.recentMatches.map((m) => m.matchId)).toEqual([matchId]);
    }
    expect(adaProfile.ratings[0]!.won + bobProfile.ratings[0]!.won).toBe(winners.length);
  });

  it('does not rate a match its creator did not make rated, one with a guest, one conceded before anyone played, a scenario, or a sandbox', async () => {
    const before = (await profile('ada')).ratings[0]!.played;
    const unrated = (await api(app).create({ gameId: 'high-card', seats: 2, options: { rounds: 1 } })).matchId;
    await playOut(unrated, [await claim(unrated, 0, ada), await claim(unrated, 1, bob)]);
    const withGuest = (await api(app).create({ gameId: 'high-card', seats: 2, options: { rounds: 1 }, rated: true })).matchId;
    await playOut(withGuest, [await claim(withGuest, 0, ada), await claim(withGuest, 1, null)]);
    const conceded = (await api(app).create({ gameId: 'high-card', seats: 2, options: { rounds: 1 }, rated: true })).matchId;
    const concededTokens = [await claim(conceded, 0, ada), await claim(conceded, 1, bob)];
    expect((await api(app).command(conceded, 1, concededTokens[1]!, { commandId: 'give-up', command: { type: 'concede' } })).status).toBe(200);
    // A scenario cannot be made rated (the creator chose the cards); unrated, it is played and left alone.
    const ratedScenario = await client
      .http()
      .post('/matches')
      .send({ gameId: 'high-card', seats: 2, options: { rounds: 1 }, setup: { hands: [[9], [1]] }, rated: true });
    expect(ratedScenario.status).toBe(400);
    expect(ratedScenario.body).toMatchObject({ code: 'NOT_RATABLE' });
    const scenario = (await api(app).create({ gameId: 'high-card', seats: 2, options: { rounds: 1 }, setup: { hands: [[9], [1]] } })).matchId;
    await playOut(scenario, [await claim(scenario, 0, ada), await claim(scenario, 1, bob)]);
    // A sandbox branched three cards before the end of a finished match (so it is played), its seats attached to both accounts.
    const origin = (await api(app).create({ gameId: 'high-card', seats: 2, options: { rounds: 3 }, rated: true })).matchId;
    await playOut(origin, [await claim(origin, 0, null), await claim(origin, 1, null)]);
    const last = (await client.http().get(`/matches/${origin}/replay?viewer=omniscient`)).body as { step: number };
    const branched = await client
      .http()
      .post(`/matches/${origin}/sandbox`)
      .send({ step: last.step - 3 });
    expect(branched.status, JSON.stringify(branched.body)).toBe(201);
    const sandbox = branched.body as { matchId: string; seats: { seat: number; token: string }[] };
    for (const [seat, who] of [ada, bob].entries()) {
      const attached = await client
        .http()
        .post('/me/seats')
        .set('Cookie', who.cookie)
        .set('X-CSRF-Token', who.csrfToken)
        .send({ matchId: sandbox.matchId, seat, token: sandbox.seats[seat]!.token });
      expect(attached.status, JSON.stringify(attached.body)).toBeLessThan(300);
    }
    await playOut(
      sandbox.matchId,
      sandbox.seats.map((s) => s.token),
    );
    // A rated match after them all: once it is rated, the three before it were seen and left alone.
    const rated = (await api(app).create({ gameId: 'high-card', seats: 2, options: { rounds: 1 }, rated: true })).matchId;
    await playOut(rated, [await claim(rated, 0, bob), await claim(rated, 1, ada)]);
    const after = await until(async () => {
      const p = await profile('ada');
      return p.ratings[0]!.played > before ? p : null;
    }, 'the last match to be rated');
    expect(after.ratings[0]!.played).toBe(before + 1);
    expect(after.recentMatches[0]!.matchId).toBe(rated);
    expect(after.recentMatches.map((m) => m.matchId)).not.toEqual(expect.arrayContaining([withGuest]));
    expect(after.recentMatches.map((m) => m.matchId).some((id) => [unrated, withGuest, conceded, scenario, sandbox.matchId].includes(id))).toBe(false);
    expect((await client.http().get('/players/nobody-by-that-name')).body.code).toBe('UNKNOWN_PLAYER');
  });
});
