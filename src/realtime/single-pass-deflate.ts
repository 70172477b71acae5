/**
 * permessage-deflate in one pass through zlib per message.
 *
 * The websocket library under socket.io (ws 8) compresses a message with two writes to the
 * socket's zlib stream, the message and then a Z_SYNC_FLUSH, and each write is a round trip
 * through libuv's thread pool with Node's stream machinery around it. A stream whose own flush
 * mode is Z_SYNC_FLUSH gives the same bytes from one write: the sync flush ends the message's
 * deflate blocks on a byte boundary with the empty stored block (00 00 ff ff) that the extension
 * then strips. Same compression, same context takeover, same bytes on the wire; half the trips.
 *
 * Why it matters: with protocol 2 and deflate on, the seat sockets' compression was the largest
 * part of the server's main thread at M=200 (zlib's `processChunk` 18 % of its busy time, the
 * streams around it as much again). Recorded-size messages through 400 contexts cost 72-93 µs of
 * CPU each in two writes and 49-59 µs in one (docs/operations.md, "Bytes on the wire").
 *
 * This replaces the library's private `_compress` (and extends `cleanup` to answer a message still
 * in the stream, as the library's own does: its compressions share a process-wide limit of ten in
 * flight, so an unanswered one would hold a slot forever). It is installed only when the shape it
 * replaces is there; the package pins ws to the minor version it was written against, and
 * test/realtime/single-pass-deflate.test.ts holds its output byte for byte to the library's.
 */
import { createRequire } from 'node:module';
import { constants, createDeflateRaw, type DeflateRaw } from 'node:zlib';

type Compressed = (error: Error | null, data?: Buffer) => void;

/** What this module uses of ws's PerMessageDeflate (not part of its typings). */
interface PerMessageDeflateInternals {
  readonly _isServer: boolean;
  readonly _options: { readonly zlibDeflateOptions?: Readonly<Record<string, unknown>> };
  readonly params: Readonly<Record<string, unknown>>;
  _deflate: DeflateRaw | null;
  _compress(data: Buffer | string, fin: boolean, callback: Compressed): void;
  cleanup(): void;
}

/** A stream's output so far and the message it is compressing. */
interface Output {
  chunks: Buffer[];
  pending: Compressed | null;
}

const outputs = new WeakMap<DeflateRaw, Output>();
const INSTALLED = Symbol.for('stackbound.singlePassDeflate');
/** The sync flush's empty stored block, which permessage-deflate leaves off the end of a message (RFC 7692 §7.2.1). */
const TAIL_BYTES = 4;

function prototypeOf(): (PerMessageDeflateInternals & { [INSTALLED]?: true }) | null {
  // The package's CommonJS entry, the one socket.io's engine loads (its ES module wrapper leaves the class out).
  const ws = createRequire(__filename)('ws') as { PerMessageDeflate?: { prototype?: unknown } };
  const proto = ws.PerMessageDeflate?.prototype as (PerMessageDeflateInternals & { [INSTALLED]?: true }) | undefined;
  return proto && typeof proto._compress === 'function' && typeof proto.cleanup === 'function' ? proto : null;
}

/** True once the websocket library compresses in one pass (installSinglePassDeflate). */
export function singlePassDeflateInstalled(): boolean {
  return prototypeOf()?.[INSTALLED] === true;
}

/**
 * Makes the websocket library compress each message in one pass. Idempotent; returns false (and
 * changes nothing) when the library's shape is not the one this was written for.
 */
export function installSinglePassDeflate(): boolean {
  const proto = prototypeOf();
  if (!proto) return false;
  if (proto[INSTALLED]) return true;
  const cleanup = proto.cleanup;
  proto._compress = compressInOnePass;
  proto.cleanup = function cleanupAnswering(this: PerMessageDeflateInternals): void {
    const stream = this._deflate;
    const output = stream ? outputs.get(stream) : undefined;
    const pending = output?.pending ?? null;
    if (output) output.pending = null;
    cleanup.call(this);
    pending?.(new Error('The deflate stream was closed while data was being processed'));
  };
  proto[INSTALLED] = true;
  return true;
}

function compressInOnePass(this: PerMessageDeflateInternals, data: Buffer | string, fin: boolean, callback: Compressed): void {
  const endpoint = this._isServer ? 'server' : 'client';
  const stream = this._deflate ?? open(this, endpoint);
  const output = outputs.get(stream) as Output;
  output.pending = callback;
  stream.write(data, () => {
    // Closed meanwhile: cleanup answered the message.
    if (this._deflate !== stream || output.pending !== callback) return;
    output.pending = null;
    const whole = output.chunks.length === 1 ? (output.chunks[0] as Buffer) : Buffer.concat(output.chunks);
    output.chunks = [];
    if (fin && this.params[`${endpoint}_no_context_takeover`]) stream.reset();
    callback(null, fin ? whole.subarray(0, whole.length - TAIL_BYTES) : whole);
  });
}

function open(pmd: PerMessageDeflateInternals, endpoint: 'server' | 'client'): DeflateRaw {
  const bits = pmd.params[`${endpoint}_max_window_bits`];
  const stream = createDeflateRaw({
    ...pmd._options.zlibDeflateOptions,
    windowBits: typeof bits === 'number' ? bits : constants.Z_DEFAULT_WINDOWBITS,
    // Every write ends with a sync flush: a message is one trip through zlib.
    flush: constants.Z_SYNC_FLUSH,
  });
  const output: Output = { chunks: [], pending: null };
  outputs.set(stream, output);
  stream.on('data', (chunk: Buffer) => output.chunks.push(chunk));
  pmd._deflate = stream;
  return stream;
}
