import type { NestExpressApplication } from '@nestjs/platform-express';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp } from '../support/app';
import { createTestDatabase, withClient, type TestDatabase } from '../support/database';
import { startApp, until, within } from '../realtime/support/harness';
import { highCard } from '../support/test-game';
import { accountClient } from './support';

/** Who owns each seat of a match, as the accounts tables record it (read as the owner role). */
async function owners(db: TestDatabase, matchId: string): Promise<Record<number, string>> {
  return withClient(db.ownerUrl, async (c) => {
    const { rows } = await c.query<{ seat: number; account_id: string }>(`SELECT seat, account_id FROM account_seats WHERE match_id = $1`, [matchId]);
    return Object.fromEntries(rows.map((r) => [r.seat, r.account_id]));
  });
}

function accountSocket(url: string, headers: Record<string, string>): Socket {
  return io(`${url}/account`, { transports: ['websocket'], extraHeaders: headers, reconnection: false, forceNew: true });
}

/** The socket's first connect or connect_error, as a settled outcome. */
function outcome(socket: Socket): Promise<{ connected: true } | { connected: false; code: string | undefined }> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ connected: true }));
    socket.once('connect_error', (error: Error & { data?: { code?: string } }) => resolve({ connected: false, code: error.data?.code ?? error.message }));
  });
}

describe('accounts: seats that belong to an account, and the account socket', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let url: string;
  let client: ReturnType<typeof accountClient>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ app, url } = await startApp(db, [highCard]));
    client = accountClient(app);
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await app?.close();
    await db?.drop();
  });

  it("attaches a guest's seat to an account by its seat token; another account cannot take it, a wrong token attaches nothing", async () => {
    const { matchId } = await api(app).create({ gameId: 'high-card', seats: 2, options: { rounds: 3 } });
    const guest = await api(app).join(matchId, 0, 'Guest');
    const ada = await client.signUp('ada');
    const bad = await client
      .http()
      .post('/me/seats')
      .set('Cookie', ada.cookie)
      .set('X-CSRF-Token', ada.csrfToken)
      .send({ matchId, seat: 0, token: 'not-the-token' });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('INVALID_SEAT_TOKEN');
    expect(await owners(db, matchId)).toEqual({});
    const noCsrf = await client.http().post('/me/seats').set('Cookie', ada.cookie).send({ matchId, seat: 0, token: guest.token });
    expect(noCsrf.status).toBe(403);
    expect(await owners(db, matchId)).toEqual({});
    const ok = await client
      .http()
      .post('/me/seats')
      .set('Cookie', ada.cookie)
      .set('X-CSRF-Token', ada.csrfToken)
      .send({ matchId, seat: 0, token: guest.token });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ matchId, seat: 0 });
    expect(await owners(db, matchId)).toEqual({ 0: ada.accountId });
    const bob = await client.signUp('bob');
    const stolen = await client
      .http()
      .post('/me/seats')
      .set('Cookie', bob.cookie)
      .set('X-CSRF-Token', bob.csrfToken)
      .send({ matchId, seat: 0, token: guest.token });
    expect(stolen.status).toBe(409);
    expect(stolen.body.code).toBe('SEAT_OWNED');
    expect(await owners(db, matchId)).toEqual({ 0: ada.accountId });
    // The guest keeps playing with the seat token exactly as before.
    expect((await api(app).view(matchId, guest.token)).status).toBe(200);
  });

  it('a seat claimed while signed in (with the CSRF token) belongs to the account; a wrong token claims nothing; no token is a guest claim', async () => {
    const { matchId } = await api(app).create({ gameId: 'high-card', seats: 3, options: { rounds: 3 } });
    const grace = await client.signUp('grace');
    const forged = await client
      .http()
      .post(`/matches/${matchId}/seats/0`)
      .set('Cookie', grace.cookie)
      .set('X-CSRF-Token', 'x'.repeat(43))
      .send({ name: 'Grace' });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('CSRF_REFUSED');
    expect((await api(app).http().get(`/matches/${matchId}`)).body.seats[0].claimed).toBe(false);
    const claimed = await client
      .http()
      .post(`/matches/${matchId}/seats/0`)
      .set('Cookie', grace.cookie)
      .set('X-CSRF-Token', grace.csrfToken)
      .send({ name: 'Grace' });
    expect(claimed.status).toBe(201);
    const asGuest = await client.http().post(`/matches/${matchId}/seats/1`).set('Cookie', grace.cookie).send({ name: 'Cross-site' });
    expect(asGuest.status).toBe(201);
    expect(await owners(db, matchId)).toEqual({ 0: grace.accountId });
  });

  // Each socket wait names itself: a full run once spent this test's whole minute without saying where.
  it('authenticates the account socket by the session cookie; refuses no session and other origins; signing out disconnects it', async () => {
    const hedy = await client.signUp('hedy');
    const host = new URL(url).host;
    const anonymous = accountSocket(url, {});
    const foreign = accountSocket(url, { Cookie: hedy.cookie, Origin: 'https://evil.example' });
    sockets.push(anonymous, foreign);
    // Both outcomes listened for from the start: the second refusal may come while the first is awaited
    // (a loaded machine), and a listener attached after it would wait for nothing.
    const refusals = [outcome(anonymous), outcome(foreign)];
    expect(await within(refusals[0]!, 'the anonymous socket refused')).toEqual({ connected: false, code: 'NOT_SIGNED_IN' });
    expect(await within(refusals[1]!, 'the other origin refused')).toEqual({ connected: false, code: 'CSRF_REFUSED' });

    const other = await client.signIn('hedy');
    const here = accountSocket(url, { Cookie: hedy.cookie, Origin: `http://${host}` });
    const elsewhere = accountSocket(url, { Cookie: other.cookie });
    sockets.push(here, elsewhere);
    expect(await within(Promise.all([outcome(here), outcome(elsewhere)]), 'both sessions connected')).toEqual([{ connected: true }, { connected: true }]);

    // A notice reaches every socket of the account.
    const notices: unknown[] = [];
    elsewhere.on('account.notice', (n: unknown) => notices.push(n));
    const { matchId } = await api(app).create({ gameId: 'high-card', seats: 2, options: { rounds: 3 } });
    const seat = await api(app).join(matchId, 1, 'Hedy');
    await client.http().post('/me/seats').set('Cookie', other.cookie).set('X-CSRF-Token', other.csrfToken).send({ matchId, seat: 1, token: seat.token });
    await until(() => notices.length > 0, 'the seat.attached notice');
    expect(notices).toEqual([{ kind: 'seat.attached', matchId, seat: 1 }]);

    // Sign out here: only this session's socket goes.
    const hereClosed = new Promise<string>((resolve) => here.once('disconnect', resolve));
    await client.http().delete('/sessions/current').set('Cookie', hedy.cookie).set('X-CSRF-Token', hedy.csrfToken);
    expect(await within(hereClosed, "this session's socket closed")).toBe('io server disconnect');
    expect(elsewhere.connected).toBe(true);
    // Sign out everywhere: the rest go, and the cookie no longer opens a socket.
    const elsewhereClosed = new Promise<string>((resolve) => elsewhere.once('disconnect', resolve));
    await client.http().delete('/sessions').set('Cookie', other.cookie).set('X-CSRF-Token', other.csrfToken);
    expect(await within(elsewhereClosed, "the other session's socket closed")).toBe('io server disconnect');
    const again = accountSocket(url, { Cookie: other.cookie });
    sockets.push(again);
    expect(await within(outcome(again), 'the signed-out cookie refused')).toEqual({ connected: false, code: 'NOT_SIGNED_IN' });
  }, 120_000);
});

describe('accounts: my matches', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db);
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('lists the matches of my seats on another device: waiting for me first, then live, waiting for players, finished', async () => {
    const client = accountClient(app);
    const laptop = await client.signUp('ada');
    const claim = async (matchId: string, seat: number): Promise<string> => {
      const res = await client
        .http()
        .post(`/matches/${matchId}/seats/${seat}`)
        .set('Cookie', laptop.cookie)
        .set('X-CSRF-Token', laptop.csrfToken)
        .send({ name: 'Ada' });
      expect(res.status).toBe(201);
      return res.body.token as string;
    };
    const create = async () => (await api(app).create({ gameId: 'high-card', seats: 2, options: { rounds: 3 } })).matchId;
    const send = async (matchId: string, token: string, command: Record<string, unknown>) => {
      const res = await api(app).command(matchId, 0, token, { commandId: `c-${matchId}`, command });
      expect(res.status).toBe(200);
    };

    // Every round of high card waits for each seat that has not played yet.
    const finished = await create();
    const finishedToken = await claim(finished, 0);
    await api(app).join(finished, 1, 'Guest');
    await send(finished, finishedToken, { type: 'concede' });
    const waiting = await create();
    await claim(waiting, 0);
    const played = await create();
    const playedToken = await claim(played, 0);
    await api(app).join(played, 1, 'Guest');
    const view = (await api(app).view(played, playedToken)).body as { legalActions: { type: string; card?: number }[] };
    await send(
      played,
      playedToken,
      view.legalActions.find((a) => a.type === 'play')!,
    );
    const myTurn = await create();
    await claim(myTurn, 0);
    await api(app).join(myTurn, 1, 'Guest');
    // Someone else's match is not mine.
    const strangers = await create();
    await api(app).join(strangers, 0, 'Someone');

    const phone = await client.signIn('ada');
    const res = await client.http().get('/me/matches').set('Cookie', phone.cookie);
    expect(res.status).toBe(200);
    const list = res.body as { matchId: string; status: string; waitingForMe: boolean; mySeats: number[] }[];
    expect(list.map((m) => [m.matchId, m.status, m.waitingForMe])).toEqual([
      [myTurn, 'live', true],
      [played, 'live', false],
      [waiting, 'waiting', false],
      [finished, 'finished', false],
    ]);
    expect(list.every((m) => m.mySeats.length === 1 && m.mySeats[0] === 0)).toBe(true);
    expect((await client.http().get('/me/matches')).status).toBe(401);
  });
});
