import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { highCard } from '../support/test-game';
import { startApp } from './support/harness';

/**
 * permessage-deflate (docs/operations.md, "Bytes on the wire"): with no WS_DEFLATE_THRESHOLD_BYTES
 * set, the server accepts a client's offer of deflate on the realtime socket.
 */
describe('permessage-deflate on the realtime socket', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let url: string;

  beforeAll(async () => {
    delete process.env.WS_DEFLATE_THRESHOLD_BYTES;
    db = await createTestDatabase();
    ({ app, url } = await startApp(db, [highCard]));
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  /** The extensions the server agreed to for a websocket that offers deflate (or does not). */
  const negotiated = (perMessageDeflate: boolean) =>
    new Promise<string>((resolve, reject) => {
      const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, { perMessageDeflate });
      ws.once('open', () => {
        resolve(ws.extensions);
        ws.close();
      });
      ws.once('error', reject);
    });

  it('is negotiated by default when the client offers it', async () => {
    expect(await negotiated(true)).toContain('permessage-deflate');
  });

  it('is not used with a client that does not offer it', async () => {
    expect(await negotiated(false)).toBe('');
  });
});
