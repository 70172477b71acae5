import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { highCard } from '../support/test-game';
import { startApp } from './support/harness';

/**
 * permessage-deflate (docs/operations.md, "Bytes on the wire"): with no WS_DEFLATE_THRESHOLD_BYTES
 * or WS_DEFLATE_WINDOW_BITS set, the server accepts a client's offer of deflate on the realtime
 * socket and tells it the window it deflates in.
 */
describe('permessage-deflate on the realtime socket', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let url: string;

  beforeAll(async () => {
    delete process.env.WS_DEFLATE_THRESHOLD_BYTES;
    delete process.env.WS_DEFLATE_WINDOW_BITS;
    db = await createTestDatabase();
    ({ app, url } = await startApp(db, [highCard]));
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  /** The extensions the server agreed to, with their parameters, for a websocket that offers deflate (or does not). */
  const negotiated = (perMessageDeflate: boolean) =>
    new Promise<string>((resolve, reject) => {
      const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, { perMessageDeflate });
      let answered = '';
      ws.once('upgrade', (res) => (answered = String(res.headers['sec-websocket-extensions'] ?? '')));
      ws.once('open', () => {
        resolve(answered);
        ws.close();
      });
      ws.once('error', reject);
    });

  it('is negotiated by default when the client offers it, with the server deflating in an 8 KB window', async () => {
    const extensions = await negotiated(true);
    expect(extensions).toContain('permessage-deflate');
    expect(extensions).toContain('server_max_window_bits=13');
  });

  it('is not used with a client that does not offer it', async () => {
    expect(await negotiated(false)).toBe('');
  });
});
