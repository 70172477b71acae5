import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { startApp } from '../realtime/support/harness';
import { highCard } from '../support/test-game';

const openapi = JSON.parse(readFileSync(join(__dirname, '..', '..', 'docs', 'openapi.json'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * Every answer says nosniff and no-store (they carry seat tokens, receipts and signed heads): each
 * route of the published OpenAPI document, called with placeholder parameters (whatever it
 * answers, refusals included), a seat claim that does hand out a token, and socket.io's
 * long-polling transport, which engine.io writes before Express sees the request.
 */
describe('nosniff and no-store on every route and the socket.io transport', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let url: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ app, url } = await startApp(db, [highCard]));
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  function expectHeaders(res: Response, what: string): void {
    expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(res.headers.get('cache-control') ?? '', what).toMatch(/\bno-store\b/);
  }

  it('every OpenAPI operation', async () => {
    const calls = Object.entries(openapi.paths).flatMap(([path, ops]) => METHODS.filter((m) => m in ops).map((m) => [m, path] as const));
    expect(calls.length).toBeGreaterThan(10);
    for (const [method, path] of calls) {
      const concrete = path.replace(/\{(\w+)\}/g, (_m, name: string) => (/seat/i.test(name) ? '0' : '00000000-0000-4000-8000-000000000000'));
      const res = await fetch(`${url}${concrete}`, {
        method: method.toUpperCase(),
        ...(method === 'get' ? {} : { headers: { 'content-type': 'application/json' }, body: '{}' }),
      });
      await res.arrayBuffer();
      expectHeaders(res, `${method.toUpperCase()} ${path} (${res.status})`);
    }
  });

  it('the seat claim that hands out a token', async () => {
    const created = (await (
      await fetch(`${url}/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ gameId: 'high-card', seats: 2 }),
      })
    ).json()) as { matchId: string };
    const claim = await fetch(`${url}/matches/${created.matchId}/seats/0`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada' }),
    });
    expect(((await claim.json()) as { token?: string }).token).toEqual(expect.any(String));
    expectHeaders(claim, 'the seat claim');
  });

  it("socket.io's polling transport: the handshake, a message sent and the answer polled", async () => {
    const polling = `${url}/socket.io/?EIO=4&transport=polling`;
    const handshake = await fetch(polling);
    expect(handshake.status).toBe(200);
    const text = await handshake.text();
    expect(text).toContain('"sid"');
    expectHeaders(handshake, 'the polling handshake');
    const { sid } = JSON.parse(text.slice(1)) as { sid: string };
    // Opens the default namespace (socket.io packet 40) and reads the server's answer to it.
    const sent = await fetch(`${polling}&sid=${sid}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '40' });
    expect(await sent.text()).toBe('ok');
    expectHeaders(sent, 'a message sent over polling');
    const polled = await fetch(`${polling}&sid=${sid}`);
    expect(await polled.text()).toMatch(/^40\{"sid"/);
    expectHeaders(polled, 'a polled answer');
    await fetch(`${polling}&sid=${sid}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '1' });
  });
});
