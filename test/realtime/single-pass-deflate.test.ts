import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { constants, createDeflateRaw, createInflateRaw, type DeflateRaw } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RealtimeGateway } from '../../src/realtime/realtime.gateway';
import { installSinglePassDeflate, singlePassDeflateInstalled } from '../../src/realtime/single-pass-deflate';

/**
 * The websocket library's permessage-deflate driven in one write per message
 * (src/realtime/single-pass-deflate.ts): the same bytes as the library's own two writes, message
 * after message through one context, and a message caught by a close still answered.
 */

interface Extension {
  accept(offers: Record<string, unknown>[]): unknown;
  compress(data: Buffer | string, fin: boolean, callback: (error: Error | null, data?: Buffer) => void): void;
  cleanup(): void;
}
// The package's CommonJS entry, as socket.io's engine loads it (its ES module wrapper leaves the class out).
const { PerMessageDeflate } = createRequire(__filename)('ws') as { PerMessageDeflate: new (options: object, isServer: boolean) => Extension };

/** Messages shaped like a match's deltas: repeating keys, changing values, one past zlib's 16 KB output chunk. */
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
    ...(i === 40 ? { log: Array.from({ length: 3000 }, (_, k) => (k * 7919) % 10007).join(',') } : {}),
  }),
);

/** What the library sends: each message through one server-side extension with context takeover. */
async function sentByExtension(): Promise<Buffer[]> {
  const extension = new PerMessageDeflate({}, true);
  extension.accept([{}]);
  const out: Buffer[] = [];
  for (const message of messages) {
    out.push(
      await new Promise<Buffer>((resolve, reject) => extension.compress(message, true, (error, data) => (error ? reject(error) : resolve(data as Buffer)))),
    );
  }
  extension.cleanup();
  return out;
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

describe('permessage-deflate in one pass per message', () => {
  it('is installed by the realtime gateway, which offers deflate by default', () => {
    expect(RealtimeGateway).toBeDefined();
    expect(singlePassDeflateInstalled()).toBe(true);
    expect(installSinglePassDeflate()).toBe(true);
  });

  it('patches the copy of the websocket library that socket.io serves with', () => {
    const require = createRequire(__filename);
    const servedBy = createRequire(require.resolve('engine.io')).resolve('ws');
    expect(dirname(servedBy)).toBe(dirname(require.resolve('ws')));
  });

  it('sends the same bytes as the library’s two writes, message after message through one context', async () => {
    installSinglePassDeflate();
    const sent = await sentByExtension();
    const expected = await inTwoWrites();
    expect(sent.map((b) => b.toString('hex'))).toEqual(expected.map((b) => b.toString('hex')));
    // And a receiver with one context reads every message back (RFC 7692: the empty block appended again).
    const inflate = createInflateRaw({ windowBits: 15 });
    const read: string[] = [];
    for (const frame of sent) {
      read.push(
        await new Promise<string>((resolve) => {
          const parts: Buffer[] = [];
          const onData = (c: Buffer) => parts.push(c);
          inflate.on('data', onData);
          inflate.write(Buffer.concat([frame, Buffer.from([0, 0, 0xff, 0xff])]));
          inflate.flush(() => {
            inflate.off('data', onData);
            resolve(Buffer.concat(parts).toString());
          });
        }),
      );
    }
    inflate.close();
    expect(read).toEqual(messages);
    // Context takeover pays: the repeated message shapes deflate to a fraction of their text.
    const bytes = (list: readonly (string | Buffer)[]) => list.reduce((n, m) => n + Buffer.byteLength(m), 0);
    expect(bytes(sent)).toBeLessThan(bytes(messages) / 3);
  });

  it('answers a message whose stream is closed under it, so the library’s limit of compressions in flight is given back', async () => {
    installSinglePassDeflate();
    const results: (Error | Buffer)[] = [];
    // Eleven messages caught by a close: with any one left unanswered, the limit of ten would
    // hold the later compressions below forever.
    for (let i = 0; i < 11; i += 1) {
      const extension = new PerMessageDeflate({}, true);
      extension.accept([{}]);
      extension.compress(messages[i] as string, true, (error, data) => results.push(error ?? (data as Buffer)));
      extension.cleanup();
    }
    expect(results).toHaveLength(11);
    expect(results.every((r) => r instanceof Error && /closed while data was being processed/.test(r.message))).toBe(true);
    const later = new PerMessageDeflate({}, true);
    later.accept([{}]);
    const data = await new Promise<Buffer>((resolve, reject) => later.compress(messages[0] as string, true, (e, d) => (e ? reject(e) : resolve(d as Buffer))));
    later.cleanup();
    expect(data.length).toBeGreaterThan(0);
  });
});
