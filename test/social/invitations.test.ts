import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from '../accounts/support';
import { api, createTestApp } from '../support/app';
import { createTestDatabase, withClient, type TestDatabase } from '../support/database';

interface UnlistedMatch {
  readonly matchId: string;
  readonly invitations: { seat: number; token: string; link: string }[];
}

/** Unlisted matches: out of the lobby's lists, seated by invitation links, each used once. */
describe('unlisted matches and invitations', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let client: ReturnType<typeof api>;

  const createUnlisted = async (body: Record<string, unknown>): Promise<UnlistedMatch> => {
    const res = await client.http().post('/matches/unlisted').send(body);
    expect(res.status).toBe(201);
    return res.body as UnlistedMatch;
  };
  const lobbyIds = async (): Promise<string[]> => ((await client.http().get('/matches')).body as { matchId: string }[]).map((m) => m.matchId);

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db);
    client = api(app);
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('gives one link per seat no bot plays; each claims its seat once, and the match stays out of the lobby', async () => {
    const listed = await client.create({ gameId: 'high-card', seats: 2 });
    const created = await createUnlisted({ gameId: 'high-card', seats: 3, bots: [null, 'random', null] });
    expect(created.invitations.map((i) => i.seat)).toEqual([0, 2]);
    const [first, second] = created.invitations;
    expect(first!.link).toBe(`/invitations/${first!.token}`);
    expect(first!.token).not.toBe(second!.token);

    expect((await client.http().get(`/invitations/${second!.token}`)).body).toEqual({ matchId: created.matchId, seat: 2, used: false, invitee: null });
    const accepted = await client.http().post(`/invitations/${second!.token}`).send({ name: 'Bea' });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ matchId: created.matchId, seat: 2, token: expect.any(String) });
    // The seat token works as any seat's does.
    expect((await client.view(created.matchId, accepted.body.token)).body.viewer).toEqual({ kind: 'seat', seat: 2 });

    const again = await client.http().post(`/invitations/${second!.token}`).send({ name: 'Eve' });
    expect([again.status, again.body.code]).toEqual([409, 'INVITATION_USED']);
    expect((await client.http().get(`/invitations/${second!.token}`)).body.used).toBe(true);
    const unknown = await client.http().post('/invitations/not-a-token').send({ name: 'Eve' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'UNKNOWN_INVITATION']);
    const summary = await client.http().get(`/matches/${created.matchId}`);
    expect(summary.body.seats.map((s: { name: string | null }) => s.name)).toEqual([null, expect.any(String), 'Bea']);

    // The projection has caught up once the listed match shows; the unlisted one never does.
    await expect.poll(lobbyIds, { timeout: 5000, interval: 100 }).toContain(listed.matchId);
    expect(await lobbyIds()).not.toContain(created.matchId);
  });

  it('a signed-in player who opens the link gets the seat on the account; a refused claim keeps the link usable', async () => {
    const created = await createUnlisted({ gameId: 'high-card', seats: 2 });
    const [first] = created.invitations;
    const ada = await accountClient(app).signUp('ada');
    const wrongCsrf = await client.http().post(`/invitations/${first!.token}`).set('Cookie', ada.cookie).set('X-CSRF-Token', 'wrong').send({ name: 'Ada' });
    expect([wrongCsrf.status, wrongCsrf.body.code]).toEqual([403, 'CSRF_REFUSED']);
    const ok = await client.http().post(`/invitations/${first!.token}`).set('Cookie', ada.cookie).set('X-CSRF-Token', ada.csrfToken).send({ name: 'Ada' });
    expect(ok.status).toBe(201);
    const owners = await withClient(
      db.ownerUrl,
      async (c) => (await c.query(`SELECT seat, account_id FROM account_seats WHERE match_id = $1`, [created.matchId])).rows,
    );
    expect(owners).toEqual([{ seat: 0, account_id: ada.accountId }]);
  });

  it('a link whose seat was claimed another way is given back after the refusal, then refused as used', async () => {
    const created = await createUnlisted({ gameId: 'high-card', seats: 2 });
    const [first] = created.invitations;
    await client.join(created.matchId, 0, 'Direct');
    const refused = await client.http().post(`/invitations/${first!.token}`).send({ name: 'Late' });
    expect([refused.status, refused.body.code]).toEqual([409, 'SEAT_TAKEN']);
    expect((await client.http().get(`/invitations/${first!.token}`)).body.used).toBe(false);
  });
});
