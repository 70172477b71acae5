import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { until } from '../support/fold';
import { highCard } from '../support/test-game';
import { startApp } from '../realtime/support/harness';
import { call, liveMatch, playOne } from './support';
import { ask, connected, open } from './socket-support';

const LIMITS = { QUOTA_SOCKETS: 4, QUOTA_JOINS: 3, QUOTA_FOLLOWS: 2, QUOTA_REPLAY_MESSAGES_PER_SECOND: 2 } as const;
const HOST = '127.0.0.9';

describe('socket quotas per client: sockets, joins, follows and the /replay message rate', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let base: string;
  let matches: string[];
  let live: { matchId: string; tokens: string[] };
  let sockets: Socket[] = [];
  const keep = (socket: Socket) => (sockets.push(socket), socket);

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ app, url: base } = await startApp(db, [highCard], LIMITS));
    live = await liveMatch(base, HOST);
    matches = [];
    for (let n = 0; n < 5; n += 1)
      matches.push((await call(base, 'POST', '/matches', { from: HOST, body: { gameId: 'high-card', seats: 2 } })).body.matchId as string);
  });
  afterEach(() => {
    for (const socket of sockets) socket.disconnect();
    sockets = [];
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('QUOTA_SOCKETS: a client has at most that many sockets over both namespaces; the next is refused with connect_error RATE_LIMITED; closing one frees a slot', async () => {
    const client = '127.0.0.21';
    for (const namespace of ['/', '/replay', '/', '/replay'] as const) keep(await connected(base, namespace, client));
    for (const namespace of ['/', '/replay'] as const) {
      const refused = await open(base, namespace, client);
      keep(refused.socket);
      expect(refused.refused).toEqual({ message: expect.stringMatching(/too many sockets/), data: { code: 'RATE_LIMITED', message: expect.any(String) } });
    }
    // Another client is not affected.
    keep(await connected(base, '/', '127.0.0.22'));
    sockets[0]?.disconnect();
    await until(async () => {
      const again = await open(base, '/', client);
      keep(again.socket);
      return again.refused === null;
    }, 'a slot freed by the closed socket');
  });

  it("QUOTA_JOINS: matches joined at once are counted over all of a client's sockets; leaving frees a slot", async () => {
    const client = '127.0.0.23';
    const [a, b] = [keep(await connected(base, '/', client)), keep(await connected(base, '/', client))];
    for (const matchId of matches.slice(0, 2)) expect(await ask(a, 'match:join', { matchId })).toMatchObject({ ok: true });
    expect(await ask(b, 'match:join', { matchId: matches[2] })).toMatchObject({ ok: true });
    // Joining the same match again takes no new slot.
    expect(await ask(a, 'match:join', { matchId: matches[0] })).toMatchObject({ ok: true });
    expect(await ask(a, 'match:join', { matchId: matches[3] })).toMatchObject({
      ok: false,
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/joined matches/) },
    });
    expect(await ask(b, 'match:join', { matchId: matches[3] })).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    expect(await ask(a, 'match:leave', { matchId: matches[0] })).toMatchObject({ ok: true });
    expect(await ask(b, 'match:join', { matchId: matches[3] })).toMatchObject({ ok: true });
    // A socket that closes frees its joins.
    b.disconnect();
    const c = keep(await connected(base, '/', client));
    await until(async () => (await ask(c, 'match:join', { matchId: matches[4] })).ok, 'the joins of the closed socket freed');
  });

  it("QUOTA_FOLLOWS: matches followed at once on /replay, over all of a client's sockets; unfollowing frees a slot", async () => {
    const client = '127.0.0.24';
    // Three sockets, each within its message budget (bursts of 4).
    const [a, b, c] = [
      keep(await connected(base, '/replay', client)),
      keep(await connected(base, '/replay', client)),
      keep(await connected(base, '/replay', client)),
    ];
    expect(await ask(a, 'replay.follow', { matchId: matches[0] })).toMatchObject({ ok: true });
    expect(await ask(b, 'replay.follow', { matchId: matches[1] })).toMatchObject({ ok: true });
    // Following the same again takes no new slot.
    expect(await ask(a, 'replay.follow', { matchId: matches[0] })).toMatchObject({ ok: true });
    expect(await ask(c, 'replay.follow', { matchId: matches[2] })).toMatchObject({
      ok: false,
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/followed matches/) },
    });
    expect(await ask(b, 'replay.unfollow', { matchId: matches[1] })).toMatchObject({ ok: true });
    expect(await ask(c, 'replay.follow', { matchId: matches[2] })).toMatchObject({ ok: true });
    // A socket that closes frees its follows.
    a.disconnect();
    await until(async () => (await ask(b, 'replay.follow', { matchId: matches[3] })).ok, 'the follows of the closed socket freed');
  });

  it('the /replay namespace is rate-limited per socket: a burst beyond it is refused RATE_LIMITED and the socket carries on', async () => {
    const socket = keep(await connected(base, '/replay', '127.0.0.25'));
    const answers = await Promise.all(Array.from({ length: 12 }, () => ask(socket, 'replay.unfollow', { matchId: matches[0] })));
    const refused = answers.filter((a) => !a.ok);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((a) => a.error?.code === 'RATE_LIMITED')).toBe(true);
    expect(answers.filter((a) => a.ok).length).toBeGreaterThan(0);
    await until(async () => (await ask(socket, 'replay.unfollow', { matchId: matches[0] })).ok, 'the budget to refill');
  });

  it('under a flood of connections, joins and follows from one client a player of a live match is still answered', async () => {
    const client = '127.0.0.26';
    let attempts = 0;
    let refusedConnections = 0;
    const flooding = (async () => {
      const opened = await Promise.all(
        Array.from({ length: 200 }, async (_, n) => {
          const namespace = n % 2 === 0 ? '/' : '/replay';
          const result = await open(base, namespace, client);
          attempts += 1;
          if (result.refused) refusedConnections += 1;
          return { namespace, socket: keep(result.socket) };
        }),
      );
      // The sockets that got in spam joins and follows of every match.
      const spam = await Promise.all(
        opened
          .filter(({ socket }) => socket.connected)
          .flatMap(({ namespace, socket }) => matches.map((matchId) => ask(socket, namespace === '/replay' ? 'replay.follow' : 'match:join', { matchId }))),
      );
      return spam.filter((a) => a.error?.code === 'RATE_LIMITED').length;
    })();
    await until(async () => attempts >= 20, 'the flood to start');
    const command = await playOne(base, HOST, live.matchId, live.tokens, 'during-socket-flood');
    const refusedMessages = await flooding;
    console.log(
      `[quota figures] socket flood: ${attempts} connections, ${refusedConnections} refused; ${refusedMessages} joins/follows refused; a player's command meanwhile: ${command.status} in ${command.ms.toFixed(0)} ms`,
    );
    expect(command.status).toBe(200);
    expect(command.ms).toBeLessThan(15_000);
    expect(refusedConnections).toBe(200 - LIMITS.QUOTA_SOCKETS);
    expect(refusedMessages).toBeGreaterThan(0);
  });
});
