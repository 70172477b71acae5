import { createECDH, randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeadlineReminders } from '../../src/social/notifications/deadline-reminders.service';
import { api } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { decryptPush, startPushEndpoint } from '../support/push-endpoint';
import { startApp, until } from '../realtime/support/harness';
import { highCard } from '../support/test-game';
import { accountClient, type Signed } from './support';

/**
 * "Your turn", "deadline near" and "match over": on the account socket, and by Web Push for a
 * correspondence match, delivered to a push endpoint the test runs and decrypted with the
 * subscription's private key (RFC 8291, aes128gcm), so both the payload and its encryption are
 * proven. One push per turn, one reminder, and the account's settings are obeyed.
 */
describe('notifications: in-app and Web Push', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let url: string;
  let push: Awaited<ReturnType<typeof startPushEndpoint>>;
  const sockets: Socket[] = [];
  // Bob's browser: its P-256 key pair and auth secret, as PushManager.subscribe makes them.
  const browserKey = createECDH('prime256v1');
  browserKey.generateKeys();
  const authSecret = randomBytes(16).toString('base64url');

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ app, url } = await startApp(db, [highCard], { REMINDER_POLL_MS: 0 }));
    push = await startPushEndpoint();
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    push?.server.close();
    await app?.close();
    await db?.drop();
  });

  const decrypted = (i: number) => decryptPush(push.received[i]!, browserKey, authSecret);

  it('tells the account of its turn once, reminds once at 80 % of the deadline, and obeys its push settings', async () => {
    const client = accountClient(app);
    const ada = await client.signUp('ada');
    const bob = await client.signUp('bob');
    const write = (who: Signed, method: 'post' | 'put' | 'delete', path: string) =>
      client.http()[method](path).set('Cookie', who.cookie).set('X-CSRF-Token', who.csrfToken);

    const key = await client.http().get('/push/public-key');
    expect(key.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const subscription = { endpoint: push.url, keys: { p256dh: browserKey.getPublicKey().toString('base64url'), auth: authSecret } };
    expect((await client.http().post('/me/push-subscriptions').set('Cookie', bob.cookie).send(subscription)).status).toBe(403);
    expect((await write(bob, 'post', '/me/push-subscriptions').send(subscription)).status).toBe(204);

    const notices: { kind: string; matchId: string; seat: number }[] = [];
    const socket = io(`${url}/account`, { transports: ['websocket'], extraHeaders: { Cookie: bob.cookie }, reconnection: false, forceNew: true });
    sockets.push(socket);
    socket.on('account.notice', (n: (typeof notices)[number]) => notices.push(n));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));

    const { matchId } = await api(app).create({
      gameId: 'high-card',
      seats: 2,
      options: { rounds: 3 },
      deadlines: { mode: 'correspondence', seconds: 86_400 },
    });
    const adaSeat = await write(ada, 'post', `/matches/${matchId}/seats/0`).send({ name: 'Ada' });
    await write(bob, 'post', `/matches/${matchId}/seats/1`).send({ name: 'Bob' });

    // The match starts: high card waits for both seats; Bob hears of his turn, in-app and by push.
    await until(() => push.received.length === 1 && notices.length === 1, "Bob's turn notice and push");
    expect(notices).toEqual([{ kind: 'turn', matchId, seat: 1 }]);
    const first = push.received[0]!;
    expect(first.headers['content-encoding']).toBe('aes128gcm');
    expect(first.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key.body.publicKey as string}$`));
    expect(decrypted(0)).toEqual({ kind: 'turn', matchId, seat: 1, title: 'Your turn', url: `/#/match/${matchId}` });

    // Ada plays; it is still Bob's same turn: nothing more is sent to him, and his deadline (the
    // latest event's time plus the seconds) moves on.
    const remindAt = async () =>
      (
        (await app.get(DataSource).query(`SELECT remind_at FROM awaited_seats WHERE match_id = $1 AND seat = 1`, [matchId])) as { remind_at: Date }[]
      )[0]!.remind_at.getTime();
    const sent = Date.now();
    const adaAwaited = async () =>
      ((await app.get(DataSource).query(`SELECT 1 FROM awaited_seats WHERE match_id = $1 AND seat = 0`, [matchId])) as unknown[]).length > 0;
    const view = (await api(app).view(matchId, adaSeat.body.token as string)).body as { legalActions: { type: string }[] };
    const played = await api(app).command(matchId, 0, adaSeat.body.token as string, {
      commandId: 'ada-1',
      command: view.legalActions.find((a) => a.type === 'play'),
    });
    expect(played.status).toBe(200);
    // 80 % of a day after Ada's move: the review of her move has run.
    await until(async () => !(await adaAwaited()) && (await remindAt()) >= sent + 0.8 * 86_400_000, "the review of Ada's move");
    const reminders = app.get(DeadlineReminders);
    expect(await reminders.sweep()).toBe(0);
    expect(push.received).toHaveLength(1);

    // 80 % of the deadline passes (moved back in time here): one reminder, never a second.
    await app.get(DataSource).query(`UPDATE awaited_seats SET remind_at = now() - interval '1 second' WHERE match_id = $1`, [matchId]);
    expect(await reminders.sweep()).toBe(1);
    expect(await reminders.sweep()).toBe(0);
    // The push and the socket's notice travel apart: wait for both, as for the turn above.
    await until(() => push.received.length === 2 && notices.some((n) => n.kind === 'deadline.near'), 'the reminder push and notice');
    expect(decrypted(1)).toMatchObject({ kind: 'deadline.near', matchId, seat: 1 });
    expect(notices.at(-1)).toEqual({ kind: 'deadline.near', matchId, seat: 1 });

    // Bob turns "match over" pushes off; the match ends: in-app only.
    const settings = await write(bob, 'put', '/me/notification-settings').send({ turn: true, deadlineNear: true, matchOver: false });
    // A client that knows only the first three kinds leaves the others as they were.
    expect(settings.body).toEqual({ turn: true, deadlineNear: true, matchOver: false, invited: true, rematchOffered: true });
    expect((await client.http().get('/me/notification-settings').set('Cookie', bob.cookie)).body).toEqual(settings.body);
    await api(app).command(matchId, 0, adaSeat.body.token as string, { commandId: 'ada-2', command: { type: 'concede' } });
    await until(() => notices.some((n) => n.kind === 'match.over'), 'the match over notice');
    expect(notices.at(-1)).toEqual({ kind: 'match.over', matchId, seat: 1 });
    expect(push.received).toHaveLength(2);
  });
});
