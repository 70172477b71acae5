import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandPipeline } from '../../src/matches/command-pipeline.service';
import { MAX_PAYLOAD_DEPTH } from '../../src/errors/hostile-input';
import { RecordingClient, claimSeats, createMatch, startApp } from '../realtime/support/harness';
import { createMigratedDataSource, createTestDatabase, type TestDatabase } from '../support/database';
import { eventCount } from '../support/fold';
import { highCard } from '../support/test-game';

/** `[[[…]]]` nested `depth` levels, as raw JSON text. */
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** JSON text with escapes, so a NUL or a lone surrogate reaches the server's JSON parser as sent. */
const NUL_NAME = '{"name":"A\\u0000da"}';
const LONE_SURROGATE_NAME = '{"name":"Ada\\ud800"}';

describe('hostile input gets a 4xx with a code and changes nothing', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let app: NestExpressApplication;
  let url: string;
  const clients: RecordingClient[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ app, url } = await startApp(db, [highCard]));
    ds = await createMigratedDataSource(db, 2);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await app?.close();
    await ds?.destroy();
    await db?.drop();
  });

  async function send(method: string, path: string, raw?: string, token?: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${url}${path}`, { method, headers, body: raw });
    return { status: res.status, body: (await res.json()) as { code: string; message: string } };
  }
  const waitingMatch = () => createMatch(url, { gameId: 'high-card', seats: 2, options: { rounds: 3 } });

  describe('REST', () => {
    it('refuses a deeply nested body (10,000 levels, and one past the limit) as MALFORMED_REQUEST', async () => {
      const matchId = await waitingMatch();
      const before = await eventCount(ds);
      for (const depth of [10_000, MAX_PAYLOAD_DEPTH + 1]) {
        const nested = `{"gameId":"high-card","seats":2,"options":{"deep":${deepArray(depth)}}}`;
        expect(await send('POST', '/matches', nested)).toMatchObject({ status: 400, body: { code: 'MALFORMED_REQUEST' } });
        const command = `{"commandId":"c1","command":{"type":"play","card":${deepArray(depth)}}}`;
        expect(await send('POST', `/matches/${matchId}/seats/0/commands`, command)).toMatchObject({ status: 400, body: { code: 'MALFORMED_REQUEST' } });
      }
      expect(await eventCount(ds)).toBe(before);
    });

    it('refuses NUL and lone surrogates in a name, a command, a key or the query as MALFORMED_REQUEST', async () => {
      const matchId = await waitingMatch();
      const before = await eventCount(ds);
      for (const raw of [NUL_NAME, LONE_SURROGATE_NAME, '{"name":"\\udc00"}']) {
        const res = await send('POST', `/matches/${matchId}/seats/0`, raw);
        expect(res, raw).toMatchObject({ status: 400, body: { code: 'MALFORMED_REQUEST' } });
      }
      for (const raw of ['{"commandId":"c1","command":{"type":"pl\\u0000ay"}}', '{"commandId":"c1","command":{"type":"play","\\ud83d":1}}']) {
        expect(await send('POST', `/matches/${matchId}/seats/0/commands`, raw), raw).toMatchObject({ status: 400, body: { code: 'MALFORMED_REQUEST' } });
      }
      expect(await send('POST', '/matches', '{"gameId":"high-card","seats":2,"options":{"rounds":3},"setup":{"x":"\\u0000"}}')).toMatchObject({
        status: 400,
        body: { code: 'MALFORMED_REQUEST' },
      });
      expect(await send('GET', '/matches?gameId=high%00card')).toMatchObject({ status: 400, body: { code: 'MALFORMED_REQUEST' } });
      expect(await eventCount(ds)).toBe(before);
      // A well-formed pair (an emoji) is text like any other.
      expect((await send('POST', `/matches/${matchId}/seats/0`, '{"name":"Ada \\ud83d\\ude00"}')).status).toBe(201);
    });

    it('takes seat numbers only in canonical decimal: 0x1, +1, 1e0, 1.0, 01 are BAD_SEAT', async () => {
      const matchId = await waitingMatch();
      const before = await eventCount(ds);
      for (const seat of ['0x1', '+1', '%2B1', '1e0', '1.0', '01', '00', '-0', ' 1', '1 ', '１']) {
        const res = await send('POST', `/matches/${matchId}/seats/${encodeURI(seat)}`, '{"name":"Ada"}');
        expect(res, seat).toMatchObject({ status: 400, body: { code: 'BAD_SEAT' } });
      }
      expect(await eventCount(ds)).toBe(before);
      expect((await send('POST', `/matches/${matchId}/seats/1`, '{"name":"Ada"}')).status).toBe(201);
      expect((await send('POST', `/matches/${matchId}/seats/0`, '{"name":"Bo"}')).status).toBe(201);
    });

    it('refuses a name that is only invisible or bidi control characters, and stores names NFC-normalized without them', async () => {
      const matchId = await waitingMatch();
      const before = await eventCount(ds);
      for (const name of [
        '\u200b',
        '\u200b\u200c\u200d\u2060',
        '\u00ad',
        '\u202e',
        '\u202a\u202c',
        '\u2066\u2069',
        '\u200e\u200f\u061c',
        '\ufeff',
        '  \u200b  ',
      ]) {
        const res = await send('POST', `/matches/${matchId}/seats/0`, JSON.stringify({ name }));
        expect(res, JSON.stringify(name)).toMatchObject({ status: 400, body: { code: 'MALFORMED_REQUEST' } });
      }
      expect(await eventCount(ds)).toBe(before);
      // "Zoe\u0301" (e + combining acute) becomes "Zoé" (one code point); the override is removed.
      expect((await send('POST', `/matches/${matchId}/seats/0`, JSON.stringify({ name: '\u202eZoe\u0301\u200b' }))).status).toBe(201);
      expect((await send('POST', `/matches/${matchId}/seats/1`, JSON.stringify({ name: 'B'.repeat(41) }))).status).toBe(400);
      const summary = (await (await fetch(`${url}/matches/${matchId}`)).json()) as { seats: { name: string | null }[] };
      expect(summary.seats[0]?.name).toBe('Zo\u00e9');
    });

    it("answers a claim of a taken seat at once, even while the match's command queue is busy", async () => {
      const matchId = await createMatch(url, { gameId: 'high-card', seats: 3, options: { rounds: 3 } });
      expect((await send('POST', `/matches/${matchId}/seats/0`, '{"name":"Ada"}')).status).toBe(201);
      const pipeline = app.get(CommandPipeline);
      let release = () => undefined as void;
      let released = false;
      const busy = pipeline.exclusive(matchId, () => new Promise<void>((resolve) => (release = resolve)));
      try {
        const started = performance.now();
        const taken = await send('POST', `/matches/${matchId}/seats/0`, '{"name":"Spam"}');
        const tookMs = performance.now() - started;
        expect(taken).toMatchObject({ status: 409, body: { code: 'SEAT_TAKEN' } });
        expect(released).toBe(false);
        expect(tookMs).toBeLessThan(1_000);
        // A claim of a free seat does go through the queue: it waits until the queue is free.
        let freeAnswered = false;
        const free = send('POST', `/matches/${matchId}/seats/1`, '{"name":"Bo"}').then((res) => ((freeAnswered = true), res));
        await new Promise((r) => setTimeout(r, 300));
        expect(freeAnswered).toBe(false);
        released = true;
        release();
        expect((await free).status).toBe(201);
      } finally {
        released = true;
        release();
        await busy;
      }
    });
  });

  describe('sockets', () => {
    it('refuses deep nesting, NUL and lone surrogates as MALFORMED_MESSAGE and appends nothing', async () => {
      const matchId = await createMatch(url, { gameId: 'high-card', seats: 2, options: { rounds: 3 } });
      const tokens = await claimSeats(url, matchId, 2);
      const player = new RecordingClient(url);
      clients.push(player);
      await player.join(matchId, { token: tokens[0] });
      const before = await eventCount(ds);
      const emit = (name: string, payload: unknown) =>
        new Promise<{ ok: boolean; error?: { code: string } }>((resolve) =>
          (player.socket as unknown as { emit(...a: unknown[]): void }).emit(name, payload, resolve),
        );
      let deep: unknown = 1;
      for (let i = 0; i < 200; i += 1) deep = [deep];
      const hostile = [
        { matchId, commandId: 'deep', command: { type: 'play', card: deep } },
        { matchId, commandId: 'nul', command: { type: 'play\u0000', card: 1 } },
        { matchId, commandId: 'lone', command: { type: 'play', card: 1, note: 'x\ud800' } },
        { matchId, commandId: 'key', command: { type: 'play', card: 1, ['\udfff']: 1 } },
      ];
      for (const payload of hostile) expect((await emit('match:command', payload)).error?.code, payload.commandId).toBe('MALFORMED_MESSAGE');
      expect((await emit('match:join', { matchId, token: 'a\u0000b' })).error?.code).toBe('MALFORMED_MESSAGE');
      expect((await emit('match:resync', { matchId, lastSeq: 0, extra: deep })).error?.code).toBe('MALFORMED_MESSAGE');
      expect(await eventCount(ds)).toBe(before);
      // The connection carries on: a legal message still works.
      expect((await emit('match:resync', { matchId })).ok).toBe(true);
    });
  });
});
