import type { NestExpressApplication } from '@nestjs/platform-express';
import { io as connect, type Socket } from 'socket.io-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, withClient, type TestDatabase } from './support/database';
import { highCard } from './support/test-game';
import { claimSeats, createMatch, startApp } from './realtime/support/harness';
import { STORED_EVENTS } from './support/event-log';

type Refusal = { ok: false; error: { code: string; rule: string | null; message: string; request?: string; matchId?: string } };
type Answer = { ok: true } | Refusal;

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A payload whose own keys include `__proto__` or `constructor`, as a JSON client would send it. */
const withOwnKey = (key: string, payload: Record<string, unknown>): unknown =>
  JSON.parse(JSON.stringify(payload).replace(/^\{/, `{"${key}":{"polluted":true},`));

/** One error model: the same codes and the same refusal shape over REST and both socket namespaces. */
describe('one error model across REST, the play namespace and /replay', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let url: string;
  let play: Socket;
  let replay: Socket;
  let liveMatch: string;

  const ask = (socket: Socket, name: string, payload: unknown) => socket.timeout(10_000).emitWithAck(name, payload) as Promise<Answer>;
  const refusal = async (socket: Socket, name: string, payload: unknown): Promise<Refusal['error']> => {
    const answer = await ask(socket, name, payload);
    if (answer.ok) throw new Error(`${name} ${JSON.stringify(payload)} was accepted`);
    return answer.error;
  };
  /** The same request to each namespace: join on the play namespace, follow on /replay. */
  const both = async (payload: unknown) => ({
    play: await refusal(play, 'match:join', payload),
    replay: await refusal(replay, 'replay.follow', payload),
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ app, url } = await startApp(db, [highCard]));
    play = connect(url, { transports: ['websocket'] });
    replay = connect(`${url}/replay`, { transports: ['websocket'] });
    liveMatch = await createMatch(url, { gameId: 'high-card', seats: 2 });
    await claimSeats(url, liveMatch, 2);
  });
  afterAll(async () => {
    play?.disconnect();
    replay?.disconnect();
    await app?.close();
    await db?.drop();
  });

  it('answers a malformed payload and an unknown match with the same acknowledgement shape in both namespaces', async () => {
    const malformed = await both({ matchId: 'not-a-uuid' });
    const unknown = await both({ matchId: UNKNOWN });
    for (const [name, pair, code] of [
      ['malformed', malformed, 'MALFORMED_MESSAGE'],
      ['unknown match', unknown, 'UNKNOWN_MATCH'],
    ] as const) {
      expect({ name, play: pair.play.code, replay: pair.replay.code }).toEqual({ name, play: code, replay: code });
      expect(Object.keys(pair.play).sort(), name).toEqual(Object.keys(pair.replay).sort());
      expect(pair.play.rule).toBeNull();
      expect(pair.replay.rule).toBeNull();
      expect(typeof pair.replay.message).toBe('string');
    }
    expect(unknown.play).toMatchObject({ request: 'match:join', matchId: UNKNOWN });
    expect(unknown.replay).toMatchObject({ request: 'replay.follow', matchId: UNKNOWN });
    const raw = await ask(replay, 'replay.follow', 'garbage');
    expect(raw).toEqual({
      ok: false,
      error: { code: 'MALFORMED_MESSAGE', rule: null, message: 'the payload must be a JSON object', request: 'replay.follow' },
    });
    expect(await ask(replay, 'replay.unfollow', { matchId: 'nope' })).toMatchObject({
      ok: false,
      error: { code: 'MALFORMED_MESSAGE', request: 'replay.unfollow' },
    });
  });

  it('refuses unknown fields in both namespaces, including __proto__ and constructor keys', async () => {
    for (const payload of [
      { matchId: liveMatch, extra: 1 },
      withOwnKey('__proto__', { matchId: liveMatch }),
      withOwnKey('constructor', { matchId: liveMatch }),
    ]) {
      const key = Object.keys(payload as object).find((k) => k !== 'matchId');
      const pair = await both(payload);
      expect({ key, play: pair.play.code, replay: pair.replay.code }).toEqual({ key, play: 'MALFORMED_MESSAGE', replay: 'MALFORMED_MESSAGE' });
      expect(pair.play.message).toContain(`property ${key} should not exist`);
      expect(pair.replay.message).toContain(`property ${key} should not exist`);
    }
    // The play namespace checks every message, not only join.
    await ask(play, 'match:join', { matchId: liveMatch });
    const command = withOwnKey('__proto__', { matchId: liveMatch, commandId: 'c-1', command: { type: 'play', card: 1 } });
    expect((await refusal(play, 'match:command', command)).code).toBe('MALFORMED_MESSAGE');
    // Still a working socket on each namespace afterwards.
    expect((await ask(replay, 'replay.follow', { matchId: liveMatch })).ok).toBe(true);
  });

  it('refuses __proto__ and constructor keys in REST bodies too, and creates nothing', async () => {
    const events = () => withClient(db.url, async (c) => Number((await c.query(STORED_EVENTS)).rows[0].n));
    const before = await events();
    for (const key of ['__proto__', 'constructor']) {
      const body = JSON.stringify(withOwnKey(key, { gameId: 'high-card', seats: 2 }));
      const res = await request(app.getHttpServer()).post('/matches').set('Content-Type', 'application/json').send(body);
      expect({ key, status: res.status, body: res.body }).toEqual({
        key,
        status: 400,
        body: { statusCode: 400, code: 'MALFORMED_REQUEST', rule: null, message: `property ${key} should not exist` },
      });
    }
    expect(await events()).toBe(before);
  });

  it('/replay refuses the viewer and token fields it used to ignore: the live follow is the spectator view', async () => {
    const omniscient = await refusal(replay, 'replay.follow', { matchId: liveMatch, viewer: 'omniscient' });
    expect(omniscient).toMatchObject({ code: 'MALFORMED_MESSAGE', message: expect.stringContaining('property viewer should not exist') });
    const token = await refusal(replay, 'replay.follow', { matchId: liveMatch, token: 'a-seat-token' });
    expect(token).toMatchObject({ code: 'MALFORMED_MESSAGE', message: expect.stringContaining('property token should not exist') });
    expect((await refusal(replay, 'replay.follow', { matchId: liveMatch, unit: 'turn' })).code).toBe('MALFORMED_MESSAGE');
  });

  it('an internal failure is INTERNAL over REST and both socket namespaces, without its internals', async () => {
    // A real failure: the event log disappears under the running server, then comes back.
    await withClient(db.ownerUrl, (c) => c.query('ALTER TABLE match_appends RENAME TO match_appends_away'));
    try {
      const rest = await request(app.getHttpServer()).get(`/matches/${UNKNOWN}`);
      const sockets = await both({ matchId: UNKNOWN });
      expect({ status: rest.status, rest: rest.body.code, play: sockets.play.code, replay: sockets.replay.code }).toEqual({
        status: 500,
        rest: 'INTERNAL',
        play: 'INTERNAL',
        replay: 'INTERNAL',
      });
      expect(rest.body).toEqual({ statusCode: 500, code: 'INTERNAL', rule: null, message: 'internal error' });
      expect(sockets.play.message).toBe('internal error');
      expect(sockets.replay.message).toBe('internal error');
    } finally {
      await withClient(db.ownerUrl, (c) => c.query('ALTER TABLE match_appends_away RENAME TO match_appends'));
    }
    expect((await request(app.getHttpServer()).get(`/matches/${UNKNOWN}`)).body.code).toBe('UNKNOWN_MATCH');
  });
});
