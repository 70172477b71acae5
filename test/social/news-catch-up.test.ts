import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountNotice } from '../../src/accounts/account-protocol';
import { PgListener } from '../../src/event-store/pg-listener.service';
import { NewsBus } from '../../src/news/news-bus.service';
import { accountClient, type Signed } from '../accounts/support';
import { startApp, until } from '../realtime/support/harness';
import { api } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { highCard } from '../support/test-game';
import { NewsClient } from './news-client';

/**
 * News published while an instance's LISTEN connection is down reaches that instance's sockets once
 * the connection is back (read from the news log), and no item reaches a socket twice, whether
 * the connection dropped or not. Two instances on one database; the drop is the database ending
 * instance B's LISTEN backend, as a failover or an idle-connection killer would.
 */
describe('news missed while the LISTEN connection was down', () => {
  let db: TestDatabase;
  let a: { app: NestExpressApplication; url: string };
  let b: { app: NestExpressApplication; url: string };
  let superuser: pg.Client;
  const sockets: { close(): void }[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    a = await startApp(db, [highCard], { REMINDER_POLL_MS: 0 });
    b = await startApp(db, [highCard], { REMINDER_POLL_MS: 0 });
    superuser = new pg.Client({ connectionString: db.superuserUrl });
    await superuser.connect();
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await superuser?.end();
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
  const say = async (app: NestExpressApplication, matchId: string, token: string, text: string) =>
    expect((await api(app).http().post(`/matches/${matchId}/chat`).set('Authorization', `Bearer ${token}`).send({ text })).status).toBe(201);
  const invite = async (app: NestExpressApplication, username: string) => {
    const { invitations } = (
      await api(app)
        .http()
        .post('/matches/unlisted')
        .send({ gameId: 'high-card', seats: 2, options: { rounds: 1 } })
    ).body as { invitations: { token: string }[] };
    expect((await api(app).http().post(`/invitations/${invitations[0]!.token}/invitee`).send({ username })).status).toBe(200);
  };
  const aMatch = async () => {
    const { matchId } = await api(a.app).create({ gameId: 'high-card', seats: 2, options: { rounds: 3 } });
    const tokens = [(await api(a.app).join(matchId, 0)).token, (await api(a.app).join(matchId, 1)).token] as const;
    return { matchId, tokens };
  };
  /** Ends B's LISTEN backend and keeps B from reconnecting until the returned function is called. */
  const dropListenOfB = async (): Promise<() => void> => {
    const listener = b.app.get(PgListener);
    const internals = listener as unknown as { connect(): Promise<void> };
    const connect = internals.connect;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    internals.connect = async () => {
      await released;
      return connect.call(listener);
    };
    const pid = listener.backendPid;
    expect(pid).not.toBeNull();
    expect((await superuser.query('SELECT pg_terminate_backend($1) AS ended', [pid])).rows).toEqual([{ ended: true }]);
    await until(() => !listener.listening, "B's LISTEN connection to drop");
    return () => {
      delete (internals as { connect?: unknown }).connect;
      release();
    };
  };

  it('delivers the chat and the notice sent while B was not listening once B listens again, each once', async () => {
    const { matchId, tokens } = await aMatch();
    const kim = await accountClient(a.app).signUp('kim');
    const [playerOnB, spectatorOnA] = [await watch(b.url, matchId, tokens[0]), await watch(a.url, matchId)];
    const kimOnB = await accountSocket(b.url, kim);
    await say(a.app, matchId, tokens[1], 'before');
    await until(() => playerOnB.bodies().includes('before'), 'the first message on B');

    const reconnect = await dropListenOfB();
    await say(a.app, matchId, tokens[1], 'while down');
    await invite(a.app, 'kim');
    // A's sockets heard it; B's NOTIFYs went nowhere.
    await until(() => spectatorOnA.bodies().includes('while down'), 'the message on A');
    expect(playerOnB.bodies()).toEqual(['before']);
    expect(kimOnB).toEqual([]);

    reconnect();
    await until(() => playerOnB.bodies().includes('while down') && kimOnB.length === 1, 'the missed news on B after the reconnection');
    expect(kimOnB).toEqual([{ kind: 'invited', matchId: expect.any(String), seat: 0 }]);
    // Later news marks the end of what came before: nothing arrived twice.
    await say(a.app, matchId, tokens[1], 'after');
    await invite(a.app, 'kim');
    await until(() => playerOnB.bodies().includes('after') && kimOnB.length === 2, 'the later news on B');
    expect(playerOnB.bodies()).toEqual(['before', 'while down', 'after']);
    expect(spectatorOnA.bodies()).toEqual(['before', 'while down', 'after']);
    expect(kimOnB.map((n) => n.kind)).toEqual(['invited', 'invited']);
  });

  it('delivers nothing twice when the connection held, nor when a reconnection re-reads news already delivered', async () => {
    const { matchId, tokens } = await aMatch();
    const playerOnB = await watch(b.url, matchId, tokens[0]);
    for (const text of ['one', 'two', 'three']) await say(a.app, matchId, tokens[1], text);
    await until(() => playerOnB.bodies().includes('three'), 'the messages on B');
    expect(playerOnB.bodies()).toEqual(['one', 'two', 'three']);

    // The catch-up after this drop re-reads the three (logged within its margin): B has them already.
    const reconnect = await dropListenOfB();
    reconnect();
    await until(() => b.app.get(PgListener).listening, 'B listening again');
    await say(a.app, matchId, tokens[1], 'four');
    await until(() => playerOnB.bodies().includes('four'), 'the next message on B');
    expect(playerOnB.bodies()).toEqual(['one', 'two', 'three', 'four']);
  });

  it('prunes the news log by age', async () => {
    const database = a.app.get(DataSource);
    const old = '00000000-0000-4000-8000-000000000001';
    await database.query(`INSERT INTO news_log (item, kind, ref, instance, created_at) VALUES ($1, 'chat', '1', $1, now() - interval '2 hours')`, [old]);
    const logged = async () => ((await database.query(`SELECT item::text AS item FROM news_log`)) as { item: string }[]).map((r) => r.item);
    expect(await logged()).toContain(old);
    const recent = (await logged()).length - 1;
    await a.app.get(NewsBus).prune();
    expect(await logged()).not.toContain(old);
    expect((await logged()).length).toBe(recent);
  });
});
