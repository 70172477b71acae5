import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVER_CAP_GRACE_MS } from '../../src/quotas/socket-quotas.service';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { until } from '../support/fold';
import { highCard } from '../support/test-game';
import { startApp } from '../realtime/support/harness';
import { call, liveMatch } from './support';
import { ask, connected, open } from './socket-support';

/** Joins: a cap of 5 against 60 sockets that join and vanish at once. */
const JOINS = { QUOTA_SOCKETS: 80, QUOTA_JOINS: 5 } as const;
/** Budgets and transports: 2 sockets per client, 2 /replay messages a second per socket (bursts of 4). */
const TIGHT = { QUOTA_SOCKETS: 2, QUOTA_REPLAY_MESSAGES_PER_SECOND: 2 } as const;

describe('socket quotas hold against sockets that vanish, reconnect, or never open a namespace', () => {
  let db: TestDatabase;
  let joinsApp: NestExpressApplication;
  let tightApp: NestExpressApplication;
  let joinsUrl: string;
  let tightUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ app: joinsApp, url: joinsUrl } = await startApp(db, [highCard], JOINS));
    ({ app: tightApp, url: tightUrl } = await startApp(db, [highCard], TIGHT));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await tightApp?.close();
    await joinsApp?.close();
    await db?.drop();
  });

  it('60 sockets that send match:join with a seat token and disconnect at once leave every join slot free', async () => {
    const client = '127.0.0.41';
    const live = await liveMatch(joinsUrl, client);
    const matches: string[] = [];
    for (let n = 0; n < JOINS.QUOTA_JOINS; n += 1)
      matches.push((await call(joinsUrl, 'POST', '/matches', { from: client, body: { gameId: 'high-card', seats: 2 } })).body.matchId as string);
    const flood = await Promise.all(Array.from({ length: 60 }, () => connected(joinsUrl, '/', client)));
    // Each socket goes at its own moment in the first 30 ms of its join, so that some leave while
    // the server is still reading the match or checking the token (where the slot used to leak).
    await Promise.all(
      flood.map(async (socket, n) => {
        socket.emit('match:join', { matchId: live.matchId, token: live.tokens[n % 2] }, () => undefined);
        await new Promise((r) => setTimeout(r, n % 30));
        socket.disconnect();
      }),
    );
    const fresh = await connected(joinsUrl, '/', client);
    sockets.push(fresh);
    // Once the server has seen the flood out, the client has all of its slots again.
    for (const matchId of matches) await until(async () => (await ask(fresh, 'match:join', { matchId })).ok, `a join slot for ${matchId}`);
    expect(await ask(fresh, 'match:join', { matchId: live.matchId })).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
  });

  it('the /replay message budget is per client: reconnecting does not refill it', async () => {
    const client = '127.0.0.42';
    const started = Date.now();
    let through = 0;
    let refused = 0;
    // 12 short-lived sockets in turn, each sending its own burst's worth twice over.
    for (let n = 0; n < 12; n += 1) {
      const socket = await connected(tightUrl, '/replay', client);
      const answers = await Promise.all(Array.from({ length: 8 }, () => ask(socket, 'replay.unfollow', { matchId: randomUUID() })));
      // Unfollowing a match never followed is answered ok: what the budget let through.
      through += answers.filter((a) => a.ok).length;
      refused += answers.filter((a) => a.error?.code === 'RATE_LIMITED').length;
      socket.disconnect();
    }
    const seconds = (Date.now() - started) / 1000;
    // The client's budget: QUOTA_SOCKETS sockets' worth, 4/s with bursts of 8 (per socket it would be 12 × 4 at least).
    const perSecond = TIGHT.QUOTA_SOCKETS * TIGHT.QUOTA_REPLAY_MESSAGES_PER_SECOND;
    const allowed = 2 * perSecond + Math.ceil(perSecond * seconds);
    console.log(`[quota figures] /replay reconnect flood: ${through} messages through, ${refused} refused in ${seconds.toFixed(1)} s (allowed ${allowed})`);
    expect(through).toBeLessThanOrEqual(allowed);
    expect(through + refused).toBe(12 * 8);
    expect(through).toBeGreaterThan(0);
    expect(through).toBeLessThan(12 * 4);
  });

  it('bare engine.io transports (websocket and polling) that never open a namespace are counted by QUOTA_SOCKETS', async () => {
    const client = '127.0.0.43';
    const { port } = new URL(tightUrl);
    const websockets = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const ws = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`, { localAddress: client });
            ws.once('message', () => resolve(ws)).once('error', reject);
          }),
      ),
    );
    const sids: string[] = [];
    for (let n = 0; n < 4; n += 1) sids.push(handshakeSid((await poll(port, client, 'GET', '')).body));
    await new Promise((r) => setTimeout(r, OVER_CAP_GRACE_MS + 500));
    const openWebsockets = websockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
    let openPolling = 0;
    for (const sid of sids) if ((await poll(port, client, 'POST', `&sid=${sid}`, '6')).status === 200) openPolling += 1;
    console.log(
      `[quota figures] bare transports: ${openWebsockets} websocket and ${openPolling} polling of 4 + 4 still open after ${OVER_CAP_GRACE_MS + 500} ms`,
    );
    expect(openWebsockets + openPolling).toBe(TIGHT.QUOTA_SOCKETS);
    // They hold the client's slots: its next socket.io connection is refused with the reason.
    const refused = await open(tightUrl, '/', client);
    sockets.push(refused.socket);
    expect(refused.refused).toMatchObject({ data: { code: 'RATE_LIMITED' } });
    for (const ws of websockets) ws.close();
  });
});

/** One engine.io polling request from `from` (the handshake when `query` names no session). */
function poll(port: string, from: string, method: 'GET' | 'POST', query: string, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: `/socket.io/?EIO=4&transport=polling${query}`,
        method,
        localAddress: from,
        agent: false,
        headers: body ? { 'content-type': 'text/plain' } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The session id of an engine.io handshake answer (`0{"sid":...}`). */
function handshakeSid(answer: string): string {
  return (JSON.parse(answer.slice(1)) as { sid: string }).sid;
}
