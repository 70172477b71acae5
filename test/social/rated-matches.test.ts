import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';

interface Marked {
  readonly marks: readonly { kind: string }[];
}
const ratedMarks = (body: Marked) => body.marks.filter((m) => m.kind === 'rated').length;

/**
 * Rated at creation: the creator's `rated` is recorded in match.created, so every surface reads it
 * from the match itself (summary, view, replay, audit, the lobby) and the audit decides the create
 * again with it; a rematch keeps it. Asked of a match that can never be rated, it is refused and
 * nothing is created.
 */
describe('rated matches', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let client: ReturnType<typeof api>;
  const createdCount = async () =>
    (
      (await app.get(DataSource).query(`SELECT count(*)::int AS n FROM match_appends WHERE first_seq = 1 AND events -> 0 ->> 0 = 'match.created'`)) as {
        n: number;
      }[]
    )[0]!.n;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db);
    client = api(app);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  /** A high-card match against a bot, conceded by the person once created: finished at once. */
  async function playedAndOver(rated: boolean | undefined): Promise<{ matchId: string; token: string }> {
    const { matchId } = await client.create({ gameId: 'high-card', seats: 2, bots: [null, 'random'], ...(rated === undefined ? {} : { rated }) });
    const { token } = await client.join(matchId, 0, 'Ada');
    // Without expectedSeq: the bot may move between a read and the concession, and a concession is legal at any seq.
    expect((await client.command(matchId, 0, token, { commandId: 'give-up', command: { type: 'concede' } })).status).toBe(200);
    return { matchId, token };
  }

  it.each([
    ['asked', true, true],
    ['not asked', undefined, false],
    ['declined', false, false],
  ])('rated %s: every surface says so exactly when it is, the audit decides it again, a rematch keeps it', async (_, asked, rated) => {
    const { matchId, token } = await playedAndOver(asked);
    const summary = (await client.http().get(`/matches/${matchId}`)).body as Marked & { rated: boolean };
    expect(summary.rated).toBe(rated);
    expect(ratedMarks(summary)).toBe(rated ? 1 : 0);
    expect((await client.view(matchId, token)).body.rated).toBe(rated);
    expect(ratedMarks((await client.http().get(`/matches/${matchId}/replay?step=1`)).body as Marked)).toBe(rated ? 1 : 0);
    const audit = (await client.http().get(`/matches/${matchId}/audit`)).body as Marked & { ok: boolean };
    expect(audit.ok).toBe(true);
    expect(ratedMarks(audit)).toBe(rated ? 1 : 0);
    await expect
      .poll(
        async () => ((await client.http().get('/matches?status=finished')).body as { matchId: string; rated: boolean }[]).find((m) => m.matchId === matchId),
        {
          timeout: 5000,
          interval: 100,
        },
      )
      .toMatchObject({ rated });

    const accepted = await client.http().post(`/matches/${matchId}/rematch`).set('Authorization', `Bearer ${token}`);
    const rematch = (accepted.body as { rematch: string }).rematch;
    expect(rematch).toEqual(expect.any(String));
    expect(((await client.http().get(`/matches/${rematch}`)).body as { rated: boolean }).rated).toBe(rated);
  });

  it('refuses `rated` for a match of bots only or a scenario (400 NOT_RATABLE) and a `rated` that is no boolean (400 MALFORMED_REQUEST), creating nothing', async () => {
    const before = await createdCount();
    const botsOnly = await client
      .http()
      .post('/matches')
      .send({ gameId: 'high-card', seats: 2, bots: ['random', 'random'], rated: true });
    expect([botsOnly.status, botsOnly.body.code]).toEqual([400, 'NOT_RATABLE']);
    const scenario = await client
      .http()
      .post('/matches/unlisted')
      .send({ gameId: 'high-card', seats: 2, options: { rounds: 1 }, setup: { hands: [[9], [1]] }, rated: true });
    expect([scenario.status, scenario.body.code]).toEqual([400, 'NOT_RATABLE']);
    const notBoolean = await client.http().post('/matches').send({ gameId: 'high-card', seats: 2, rated: 'yes' });
    expect([notBoolean.status, notBoolean.body.code]).toEqual([400, 'MALFORMED_REQUEST']);
    expect(await createdCount()).toBe(before);
  });
});
