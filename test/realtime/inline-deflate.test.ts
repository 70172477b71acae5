import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { constants, createDeflateRaw, createInflateRaw, deflateRawSync, type DeflateRaw } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RealtimeGateway } from '../../src/realtime/realtime.gateway';
import { inlineDeflateInstalled, installInlineDeflate } from '../../src/realtime/inline-deflate';

/**
 * The websocket library's permessage-deflate run in one synchronous zlib call per message, each
 * way (src/realtime/inline-deflate.ts): the same bytes as the library's own writes, message after
 * message through one context; what it reads back; and the library's limits and close codes kept.
 */

type Done = (error: Error | null, data?: Buffer) => void;
interface Extension {
  accept(offers: Record<string, unknown>[]): unknown;
  compress(data: Buffer | string, fin: boolean, callback: Done): void;
  decompress(data: Buffer, fin: boolean, callback: Done): void;
  cleanup(): void;
}
type ExtensionClass = new (options: { isServer?: boolean; maxPayload?: number }) => Extension;
interface WsModule {
  PerMessageDeflate: ExtensionClass;
  WebSocketServer: new (options: object) => {
    once(event: 'listening', listener: () => void): void;
    on(event: 'connection', listener: (socket: { on(event: 'message', listener: (data: Buffer) => void): void }) => void): void;
    address(): AddressInfo;
    close(): void;
  };
  WebSocket: new (
    url: string,
    options?: object,
  ) => {
    once(event: 'open' | 'close', listener: (code?: number) => void): void;
    on(event: 'error', listener: (error: Error) => void): void;
    send(data: string): void;
    close(): void;
  };
}
// The package's CommonJS entry, as socket.io's engine loads it (its ES module wrapper leaves the class out).
const ws = createRequire(__filename)('ws') as WsModule;
const { PerMessageDeflate } = ws;
const statusCode = (createRequire(createRequire(__filename).resolve('ws'))('./lib/constants') as { kStatusCode: symbol }).kStatusCode;

/** Messages shaped like a match's deltas: repeating keys, changing values, one past the 64 KB output buffer. */
const messages: string[] = Array.from({ length: 60 }, (_, i) =>
  JSON.stringify({
    matchId: 'd5228572-5b0e-4f7e-9d43-2f1c1e0b6a11',
    seq: 100 + i,
    events: Array.from({ length: 1 + (i % 4) }, (_, k) => ({
      type: k % 2 ? 'loot-drawn' : 'card-played',
      actor: (i + k) % 2,
      at: 1_700_000_000_000 + i * 977,
    })),
    delta: { t: 'o', s: { coins: i % 7, hand: Array.from({ length: i % 6 }, (_, k) => `card-${(i * 31 + k * 17) % 97}`) } },
    // Incompressible digits: this one deflates to more than 64 KB.
    ...(i === 40 ? { log: Array.from({ length: 30_000 }, (_, k) => ((k * 7919 + 13) % 100_003).toString(36)).join('') } : {}),
  }),
);

const promised = (run: (done: Done) => void) =>
  new Promise<Buffer>((resolve, reject) => run((error, data) => (error ? reject(error) : resolve(data as Buffer))));
const failed = (run: (done: Done) => void) =>
  new Promise<Error>((resolve, reject) => run((error) => (error ? resolve(error) : reject(new Error('it succeeded')))));

function extension(isServer: boolean, maxPayload = 0): Extension {
  const made = new PerMessageDeflate({ isServer, maxPayload });
  made.accept([{}]);
  return made;
}

/** The library's own way, by hand: the message, then a sync flush, the flush's empty block left off. */
async function inTwoWrites(): Promise<Buffer[]> {
  const deflate: DeflateRaw = createDeflateRaw({ windowBits: 15 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const out: Buffer[] = [];
  for (const message of messages) {
    deflate.write(message);
    await new Promise<void>((resolve) => deflate.flush(constants.Z_SYNC_FLUSH, () => resolve()));
    const whole = Buffer.concat(chunks.splice(0));
    out.push(whole.subarray(0, whole.length - 4));
  }
  deflate.close();
  return out;
}

describe('permessage-deflate in one synchronous call per message', () => {
  it('is installed by the realtime gateway, which offers deflate by default', () => {
    expect(RealtimeGateway).toBeDefined();
    expect(inlineDeflateInstalled()).toBe(true);
    expect(installInlineDeflate()).toBe(true);
  });

  it('patches the copy of the websocket library that socket.io serves with', () => {
    const require = createRequire(__filename);
    const servedBy = createRequire(require.resolve('engine.io')).resolve('ws');
    expect(dirname(servedBy)).toBe(dirname(require.resolve('ws')));
  });

  it('sends what the library’s two writes send, message after message through one context', async () => {
    const server = extension(true);
    const sent: Buffer[] = [];
    for (const message of messages) sent.push(await promised((done) => server.compress(message, true, done)));
    server.cleanup();
    const expected = await inTwoWrites();
    expect(sent.map((b) => b.toString('hex'))).toEqual(expected.map((b) => b.toString('hex')));
    expect(Math.max(...sent.map((b) => b.length))).toBeGreaterThan(64 * 1024);
    // A plain zlib stream with one context reads every message back (RFC 7692: the empty block appended again).
    const inflate = createInflateRaw({ windowBits: 15 });
    const read: string[] = [];
    for (const frame of sent) {
      const parts: Buffer[] = [];
      const onData = (c: Buffer) => parts.push(c);
      inflate.on('data', onData);
      inflate.write(Buffer.concat([frame, Buffer.from([0, 0, 0xff, 0xff])]));
      await new Promise<void>((resolve) => inflate.flush(() => resolve()));
      inflate.off('data', onData);
      read.push(Buffer.concat(parts).toString());
    }
    inflate.close();
    expect(read).toEqual(messages);
    // Context takeover pays: the repeated message shapes deflate to a fraction of their text.
    const bytes = (list: readonly (string | Buffer)[]) => list.reduce((n, m) => n + Buffer.byteLength(m), 0);
    expect(bytes(sent.filter((_, i) => i !== 40))).toBeLessThan(bytes(messages.filter((_, i) => i !== 40)) / 3);
  });

  it('differs from the library only where its stream adds an empty block after an exactly full output buffer', async () => {
    // Node's stream keeps a 16 KB output buffer across writes; when a sync flush fills it exactly,
    // zlib is called again and ends the message with a second, empty stored block (5 bytes).
    const texts = Array.from({ length: 1500 }, (_, i) =>
      JSON.stringify({ i, s: 'x'.repeat(i % 500), r: Array.from({ length: i % 50 }, (_, k) => (k * i) % 97) }),
    );
    const library = createDeflateRaw({ windowBits: 15 });
    const server = extension(true);
    let extraBlocks = 0;
    for (const text of texts) {
      const ours = await promised((done) => server.compress(text, true, done));
      const theirs = await new Promise<Buffer>((resolve) => {
        const parts: Buffer[] = [];
        const onData = (c: Buffer) => parts.push(c);
        library.on('data', onData);
        library.write(text);
        library.flush(constants.Z_SYNC_FLUSH, () => {
          library.off('data', onData);
          const whole = Buffer.concat(parts);
          resolve(whole.subarray(0, whole.length - 4));
        });
      });
      if (theirs.equals(ours)) continue;
      expect(theirs.toString('hex')).toBe(`${ours.toString('hex')}0000ffff00`);
      extraBlocks += 1;
    }
    library.close();
    server.cleanup();
    expect(extraBlocks).toBeGreaterThan(0);
    expect(extraBlocks).toBeLessThan(texts.length / 100);
  });

  it('reads back, through one context, what the library’s two writes sent', async () => {
    const client = extension(false);
    const read: string[] = [];
    for (const frame of await inTwoWrites()) read.push((await promised((done) => client.decompress(frame, true, done))).toString());
    client.cleanup();
    expect(read).toEqual(messages);
  });

  it('answers an inflated message after the call, not inside it', async () => {
    const server = extension(true);
    const frame = deflateRawSync(Buffer.from('{"hello":1}'), { finishFlush: constants.Z_SYNC_FLUSH }).subarray(0, -4);
    let answered = false;
    const reading = promised((done) =>
      server.decompress(frame, true, (error, data) => {
        answered = true;
        done(error, data);
      }),
    );
    expect(answered).toBe(false);
    expect((await reading).toString()).toBe('{"hello":1}');
    server.cleanup();
  });

  it('stops a message that inflates past the limit with the library’s 1009, and corrupt data with 1007', async () => {
    const bomb = deflateRawSync(Buffer.alloc(200_000, 0x20), { finishFlush: constants.Z_SYNC_FLUSH }).subarray(0, -4);
    expect(bomb.length).toBeLessThan(1000);
    const limited = extension(true, 100_000);
    const tooLarge = await failed((done) => limited.decompress(bomb, true, done));
    expect(tooLarge).toBeInstanceOf(RangeError);
    expect((tooLarge as Error & { code: string }).code).toBe('WS_ERR_UNSUPPORTED_MESSAGE_LENGTH');
    expect((tooLarge as unknown as Record<symbol, number>)[statusCode]).toBe(1009);
    // The same message under a limit it fits.
    const roomy = extension(true, 300_000);
    expect((await promised((done) => roomy.decompress(bomb, true, done))).length).toBe(200_000);
    const corrupt = await failed((done) => roomy.decompress(Buffer.from([0xff, 0xff, 0xff, 0x00, 0x12]), true, done));
    expect((corrupt as unknown as Record<symbol, number>)[statusCode]).toBe(1007);
    // The next message on the same extension gets a fresh context.
    const fresh = deflateRawSync(Buffer.from('again'), { finishFlush: constants.Z_SYNC_FLUSH }).subarray(0, -4);
    expect((await promised((done) => roomy.decompress(fresh, true, done))).toString()).toBe('again');
    limited.cleanup();
    roomy.cleanup();
  });

  it('reads a message whose sender ended its deflate stream, and the next one in a fresh context', async () => {
    const server = extension(true);
    // Z_FINISH: a final block, as a peer without context takeover might send.
    const first = await promised((done) => server.decompress(deflateRawSync(Buffer.from('first')), true, done));
    const second = await promised((done) => server.decompress(deflateRawSync(Buffer.from('second')), true, done));
    expect([first.toString(), second.toString()]).toEqual(['first', 'second']);
    server.cleanup();
  });

  it('takes thousands of small compressed messages in one read without nesting a call per message', async () => {
    const server = new ws.WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: { threshold: 0 } });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const count = 20_000;
    const received: string[] = [];
    const all = new Promise<void>((resolve) =>
      server.on('connection', (socket) =>
        socket.on('message', (data) => {
          received.push(data.toString());
          if (received.length === count) resolve();
        }),
      ),
    );
    const client = new ws.WebSocket(`ws://127.0.0.1:${server.address().port}`, { perMessageDeflate: { threshold: 0 } });
    client.on('error', () => undefined);
    await new Promise<void>((resolve) => client.once('open', () => resolve()));
    // Sent in one go: the socket writes them together, and the server reads many per chunk.
    for (let i = 0; i < count; i += 1) client.send(String(i % 10));
    await all;
    expect(received).toEqual(Array.from({ length: count }, (_, i) => String(i % 10)));
    client.close();
    server.close();
  });
});
