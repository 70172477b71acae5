import { createECDH, randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountNotice } from '../../src/accounts/account-protocol';
import { accountClient, type Signed } from '../accounts/support';
import { startApp, until } from '../realtime/support/harness';
import { api, TEST_ADMIN_TOKEN } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { decryptPush, startPushEndpoint } from '../support/push-endpoint';
import { highCard } from '../support/test-game';
import { NewsClient } from './news-client';

/**
 * What people are told as it happens, with two instances of the server on one database: chat
 * messages, rematch offers and disputes on the play namespace (each socket as the viewer it joined
 * as), and account notices on the account namespace, whichever instance recorded them. Each
 * instance delivers news once per socket: its own at once, the other's through NOTIFY.
 */
describe('news as it happens, on every instance', () => {
  let db: TestDatabase;
  let a: { app: NestExpressApplication; url: string };
  let b: { app: NestExpressApplication; url: string };
  let push: Awaited<ReturnType<typeof startPushEndpoint>>;
  const sockets: { close(): void }[] = [];
  // Bob's browser, subscribed to push (a P-256 key pair and an auth secret, as PushManager makes them).
  const browserKey = createECDH('prime256v1');
  browserKey.generateKeys();
  const authSecret = randomBytes(16).toString('base64url');

  beforeAll(async () => {
    db = await createTestDatabase();
    a = await startApp(db, [highCard], { REMINDER_POLL_MS: 0 });
    b = await startApp(db, [highCard], { REMINDER_POLL_MS: 0 });
    push = await startPushEndpoint();
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    push?.server.close();
    await a?.app.close();
    await b?.app.close();
    await db?.drop();
  });

  const watch = async (url: string, matchId: string, token?: string): Promise<NewsClient> => {
    const client = new NewsClient(url);
    sockets.push(client);
    await client.join(matchId, token ? { token } : {});
    return client;
  };
  const accountSocket = async (url: string, who: Signed): Promise<AccountNotice[]> => {
    const notices: AccountNotice[] = [];
    const socket: Socket = io(`${url}/account`, { transports: ['websocket'], extraHeaders: { Cookie: who.cookie }, reconnection: false, forceNew: true });
    sockets.push(socket);
    socket.on('account.notice', (n: AccountNotice) => notices.push(n));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    return notices;
  };
  const as = (app: NestExpressApplication, who: Signed, method: 'post' | 'put', path: string) =>
    accountClient(app).http()[method](path).set('Cookie', who.cookie).set('X-CSRF-Token', who.csrfToken);
  const say = (app: NestExpressApplication, matchId: string, token: string, text: string) =>
    api(app).http().post(`/matches/${matchId}/chat`).set('Authorization', `Bearer ${token}`).send({ text });
  const concede = async (app: NestExpressApplication, matchId: string, seat: number, token: string) => {
    const seq = (await api(app).view(matchId, token)).body.seq as number;
    expect((await api(app).command(matchId, seat, token, { commandId: `concede-${seat}`, command: { type: 'concede' }, expectedSeq: seq })).status).toBe(200);
  };
  const ofKind = (notices: AccountNotice[], kind: AccountNotice['kind']) => notices.filter((n) => n.kind === kind);

  it('pushes chat to the match sockets of both instances, player chat only to the seats while live and both channels once it is over', async () => {
    const { matchId } = await api(a.app).create({ gameId: 'high-card', seats: 2, options: { rounds: 3 } });
    const [p1, p2] = [(await api(a.app).join(matchId, 0)).token, (await api(a.app).join(matchId, 1)).token];
    const sam = await accountClient(a.app).signUp('sam');
    const player = await watch(b.url, matchId, p1);
    const spectator = await watch(a.url, matchId, undefined);

    // P2 writes on A: P1's socket on B hears it through NOTIFY, the spectator's on A at once.
    expect((await say(a.app, matchId, p2, 'good luck')).status).toBe(201);
    await until(() => player.chat.length === 1 && spectator.chat.length === 1, 'player chat on both instances');
    expect(player.chat[0]).toMatchObject({ matchId, message: { channel: 'players', seat: 1, author: 'seat 1', body: 'good luck' } });

    // Sam, a spectator, writes on B, where P1's socket is: B has told its sockets before answering,
    // so had P1 been sent it, it would arrive before P1's next player message.
    expect((await as(b.app, sam, 'post', `/matches/${matchId}/chat`).send({ text: 'attack now!' })).status).toBe(201);
    await until(() => spectator.bodies().includes('attack now!'), 'spectator chat to the spectator');
    expect((await say(b.app, matchId, p2, 'your move')).status).toBe(201);
    await until(() => player.bodies().includes('your move') && spectator.bodies().includes('your move'), 'the next player message');
    expect(player.bodies()).toEqual(['good luck', 'your move']);
    expect(spectator.bodies()).toEqual(['good luck', 'attack now!', 'your move']);
    expect(player.chat.every((c) => c.message.channel === 'players')).toBe(true);

    // Once the match is over, the players read the spectators too.
    await concede(a.app, matchId, 1, p2);
    await until(async () => (await api(a.app).view(matchId)).body.status === 'finished', 'the end');
    expect((await as(a.app, sam, 'post', `/matches/${matchId}/chat`).send({ text: 'well played' })).status).toBe(201);
    await until(() => player.bodies().includes('well played'), 'spectator chat to a player after the end');
    expect(player.chat.find((c) => c.message.body === 'well played')?.message.channel).toBe('spectators');
  });

  it("pushes rematch offers to the match sockets and tells the other seats' accounts once, on every instance", async () => {
    const http = accountClient(a.app);
    const [ada, bob, eve] = [await http.signUp('ada'), await http.signUp('bob'), await http.signUp('eve')];
    // Bob's browser takes pushes at an endpoint of its own; the match is a correspondence one.
    const bobPush = await startPushEndpoint('/push/bob-rematch');
    sockets.push({ close: () => bobPush.server.close() });
    const subscription = { endpoint: bobPush.url, keys: { p256dh: browserKey.getPublicKey().toString('base64url'), auth: authSecret } };
    expect((await as(a.app, bob, 'post', '/me/push-subscriptions').send(subscription)).status).toBe(204);
    const { matchId } = await api(a.app).create({
      gameId: 'high-card',
      seats: 2,
      options: { rounds: 3 },
      deadlines: { mode: 'correspondence', seconds: 86_400 },
    });
    // Signed in with the CSRF header, the claims belong to the accounts.
    const adaSeat = (await as(a.app, ada, 'post', `/matches/${matchId}/seats/0`).send({ name: 'Ada' })).body as { token: string };
    const bobSeat = (await as(a.app, bob, 'post', `/matches/${matchId}/seats/1`).send({ name: 'Bob' })).body as { token: string };
    const [bobOnA, bobOnB, adaOnB] = [await accountSocket(a.url, bob), await accountSocket(b.url, bob), await accountSocket(b.url, ada)];
    // Eve, signed in, only watches: no notice about the match is hers.
    const eveOnA = await accountSocket(a.url, eve);
    const watcher = await watch(b.url, matchId);
    await concede(a.app, matchId, 1, bobSeat.token);
    await until(() => ofKind(bobOnB, 'match.over').length === 1 && ofKind(bobOnA, 'match.over').length === 1, 'match over on both instances');

    // Ada offers on A: the watcher on B sees the offer; Bob's sockets on A and B are told, Ada's not.
    expect((await api(a.app).http().post(`/matches/${matchId}/rematch`).set('Authorization', `Bearer ${adaSeat.token}`)).status).toBe(201);
    await until(() => watcher.rematch.length === 1, 'the offer on the match socket');
    expect(watcher.rematch[0]).toEqual({ matchId, humanSeats: [0, 1], accepted: [0], rematch: null, rematchOf: null });
    await until(() => ofKind(bobOnA, 'rematch.offered').length === 1 && ofKind(bobOnB, 'rematch.offered').length === 1, 'rematch offered to Bob');
    expect(ofKind(bobOnB, 'rematch.offered')).toEqual([{ kind: 'rematch.offered', matchId, seat: 0 }]);
    // And by push, once (a correspondence match), among the turn and match-over pushes.
    const pushed = () => bobPush.received.map((p) => decryptPush(p, browserKey, authSecret));
    await until(() => pushed().some((p) => p.kind === 'rematch.offered'), 'the rematch push');
    expect(pushed().filter((p) => p.kind === 'rematch.offered')).toEqual([
      { kind: 'rematch.offered', matchId, seat: 0, title: 'Rematch offered', url: `/#/match/${matchId}` },
    ]);

    // Bob accepts on B: the rematch exists; nobody is left to be told.
    expect((await api(b.app).http().post(`/matches/${matchId}/rematch`).set('Authorization', `Bearer ${bobSeat.token}`)).status).toBe(201);
    await until(() => watcher.rematch.length === 2, 'the acceptance on the match socket');
    expect(watcher.rematch[1]).toMatchObject({ accepted: [0, 1], rematch: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    // A later notice to Bob on A marks the end of what came before it: each socket got each notice once.
    const { invitations } = (
      await api(a.app)
        .http()
        .post('/matches/unlisted')
        .send({ gameId: 'high-card', seats: 2, options: { rounds: 1 } })
    ).body as {
      invitations: { seat: number; token: string }[];
    };
    expect((await api(a.app).http().post(`/invitations/${invitations[0]!.token}/invitee`).send({ username: 'bob' })).status).toBe(200);
    await until(() => ofKind(bobOnA, 'invited').length === 1 && ofKind(bobOnB, 'invited').length === 1, 'the later notice');
    for (const notices of [bobOnA, bobOnB]) {
      expect(ofKind(notices, 'match.over')).toHaveLength(1);
      expect(ofKind(notices, 'rematch.offered')).toHaveLength(1);
    }
    expect(ofKind(adaOnB, 'rematch.offered')).toEqual([]);
    expect(eveOnA).toEqual([]);
    expect(pushed().filter((p) => p.kind === 'rematch.offered')).toHaveLength(1);
  });

  it('addresses an invitation to an account once: told in-app and by push, accepted with its session alone', async () => {
    const http = accountClient(a.app);
    const [cat, dan] = [await http.signUp('cat'), await http.signUp('dan')];
    const subscription = { endpoint: push.url, keys: { p256dh: browserKey.getPublicKey().toString('base64url'), auth: authSecret } };
    expect((await as(a.app, dan, 'post', '/me/push-subscriptions').send(subscription)).status).toBe(204);
    const danOnB = await accountSocket(b.url, dan);
    const created = (
      await api(a.app)
        .http()
        .post('/matches/unlisted')
        .send({ gameId: 'high-card', seats: 2, options: { rounds: 1 } })
    ).body as {
      matchId: string;
      invitations: { seat: number; token: string }[];
    };
    const { matchId } = created;
    const [first, second] = created.invitations.map((i) => i.token) as [string, string];
    const address = (token: string, username: string) => api(a.app).http().post(`/invitations/${token}/invitee`).send({ username });

    const addressed = await address(second, 'DAN');
    expect([addressed.status, addressed.body]).toEqual([200, { matchId, seat: 1, used: false, invitee: 'dan' }]);
    await until(() => danOnB.length === 1 && push.received.length === 1, "Dan's notice and push");
    expect(danOnB).toEqual([{ kind: 'invited', matchId, seat: 1 }]);
    expect(decryptPush(push.received[0]!, browserKey, authSecret)).toEqual({
      kind: 'invited',
      matchId,
      seat: 1,
      title: 'You are invited to a match',
      url: `/#/invited/${matchId}/1`,
    });
    // Again to Dan: nothing new. To anyone else, or to nobody: refused, and nothing changes.
    expect((await address(second, 'dan')).status).toBe(200);
    expect((await address(second, 'cat')).body.code).toBe('INVITATION_ADDRESSED');
    expect((await address(second, 'nobody')).body.code).toBe('UNKNOWN_PLAYER');
    expect((await address('not-a-token', 'dan')).body.code).toBe('UNKNOWN_INVITATION');
    expect((await api(a.app).http().get(`/invitations/${second}`)).body).toEqual({ matchId, seat: 1, used: false, invitee: 'dan' });

    // Only Dan takes the seat with his session, and only with the CSRF header.
    const take = (who: Signed) => as(b.app, who, 'post', `/matches/${matchId}/invitations/1`).send({ name: 'Dan' });
    expect((await take(cat)).body.code).toBe('NOT_INVITED');
    const noCsrf = await api(b.app).http().post(`/matches/${matchId}/invitations/1`).set('Cookie', dan.cookie).send({ name: 'Dan' });
    expect(noCsrf.body.code).toBe('CSRF_REFUSED');
    const joined = await take(dan);
    expect([joined.status, joined.body.matchId, joined.body.seat]).toEqual([201, matchId, 1]);
    const mine = (await http.http().get('/me/matches').set('Cookie', dan.cookie)).body as { matchId: string }[];
    expect(mine.map((m) => m.matchId)).toContain(matchId);
    expect((await take(dan)).body.code).toBe('INVITATION_USED');
    expect((await api(a.app).http().post(`/invitations/${second}`).send({ name: 'Eve' })).body.code).toBe('INVITATION_USED');
    expect((await address(second, 'dan')).body.code).toBe('INVITATION_USED');

    // Dan turns invitation pushes off: the next invitation is told in-app only.
    const settings = await as(a.app, dan, 'put', '/me/notification-settings').send({ turn: true, deadlineNear: true, matchOver: true, invited: false });
    expect(settings.body).toEqual({ turn: true, deadlineNear: true, matchOver: true, invited: false, rematchOffered: true });
    expect((await address(first, 'dan')).status).toBe(200);
    await until(() => ofKind(danOnB, 'invited').length === 2, 'the second invitation in-app');
    expect(push.received).toHaveLength(1);
  });

  it('pushes each dispute opened and each verdict to the match sockets of both instances', async () => {
    const { matchId } = await api(a.app).create({ gameId: 'high-card', seats: 2, options: { rounds: 1 } });
    const [p1, p2] = [(await api(a.app).join(matchId, 0)).token, (await api(a.app).join(matchId, 1)).token];
    await concede(a.app, matchId, 1, p2);
    await until(async () => (await api(a.app).view(matchId)).body.status === 'finished', 'the end');
    const [player, spectator] = [await watch(b.url, matchId, p1), await watch(a.url, matchId)];

    const opened = await api(a.app)
      .http()
      .post(`/matches/${matchId}/disputes`)
      .set('Authorization', `Bearer ${p2}`)
      .send({ seq: 3, claim: 'I never conceded' });
    expect(opened.status).toBe(201);
    await until(() => player.disputes.length === 1 && spectator.disputes.length === 1, 'the dispute on both instances');
    expect(player.disputes[0]).toEqual(opened.body);
    expect(player.disputes[0]).toMatchObject({ status: 'open', verdict: null });

    const decided = await api(b.app)
      .http()
      .post(`/matches/${matchId}/disputes/${opened.body.disputeId as string}/verdict`)
      .set('Authorization', `Bearer ${TEST_ADMIN_TOKEN}`)
      .send({ verdict: 'rejected', note: 'the log shows the concession' });
    expect(decided.status).toBe(201);
    await until(() => player.disputes.length === 2 && spectator.disputes.length === 2, 'the verdict on both instances');
    expect(spectator.disputes[1]).toEqual(decided.body);
    expect(spectator.disputes[1]).toMatchObject({ status: 'decided', verdict: { verdict: 'rejected', reviewer: 'operator' } });
  });

  it('signing out disconnects the account sockets of that session on every instance; signing out everywhere, all of the account', async () => {
    const accounts = accountClient(a.app);
    const uma = await accounts.signUp('uma');
    const umaAgain = await accounts.signIn('uma');
    /** An account socket that records whether the server disconnected it. */
    const connect = async (url: string, who: Signed) => {
      const socket: Socket = io(`${url}/account`, { transports: ['websocket'], extraHeaders: { Cookie: who.cookie }, reconnection: false, forceNew: true });
      sockets.push(socket);
      const state = { closedBy: null as string | null };
      socket.on('disconnect', (reason) => (state.closedBy = reason));
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      return state;
    };
    const [hereOnA, hereOnB, otherOnB] = [await connect(a.url, uma), await connect(b.url, uma), await connect(b.url, umaAgain)];

    // "Sign out here" on instance a: this session's sockets on a and on b go; the other session's stay.
    const out = await accounts.http().delete('/sessions/current').set('Cookie', uma.cookie).set('X-CSRF-Token', uma.csrfToken);
    expect(out.status).toBe(204);
    await until(() => hereOnA.closedBy !== null && hereOnB.closedBy !== null, "the session's sockets on both instances");
    expect([hereOnA.closedBy, hereOnB.closedBy]).toEqual(['io server disconnect', 'io server disconnect']);
    expect(otherOnB.closedBy).toBeNull();

    // "Sign out everywhere" from a third session, on instance a: the account's socket on b goes too.
    const third = await accounts.signIn('uma');
    const everywhere = await accounts.http().delete('/sessions').set('Cookie', third.cookie).set('X-CSRF-Token', third.csrfToken);
    expect(everywhere.status).toBe(204);
    await until(() => otherOnB.closedBy !== null, "the account's socket on the other instance");
    expect(otherOnB.closedBy).toBe('io server disconnect');
    expect((await accounts.me(umaAgain.cookie)).status).toBe(401);
  });
});
