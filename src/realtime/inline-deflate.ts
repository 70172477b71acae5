/**
 * permessage-deflate on the calling thread: one synchronous zlib call per message, each way.
 *
 * The websocket library under socket.io (ws 8) compresses a message in two writes to the socket's
 * zlib stream (the message, then a Z_SYNC_FLUSH) and inflates one in three (the message, the
 * extension's tail, a flush). Each write is a round trip through libuv's thread pool with Node's
 * stream machinery around it, and for a match's updates (a few hundred bytes to a few KB) that
 * machinery costs more than the deflate itself. Messages shaped like a seat's updates through 400
 * contexts: 50-60 µs of CPU each as one asynchronous write, 18-30 µs as one synchronous call
 * (docs/operations.md, "Bytes on the wire"). The pool buys no parallelism worth its cost either:
 * on the server's machine the other cores run PostgreSQL.
 *
 * Each socket's context is still a zlib stream, used for its native handle: `writeSync` with
 * Z_SYNC_FLUSH runs the whole message through the context into an output buffer and returns with
 * the context kept for the next message (`zlib.deflateRawSync` cannot: it closes its context after
 * one call). Same compression, same context takeover, same bytes on the wire, but for the empty
 * stored block the library's stream adds to a message when its 16 KB output buffer fills exactly
 * (5 bytes, about once in a thousand messages). The sync flush's own empty block (00 00 ff ff) is
 * left off the end of a message as RFC 7692 §7.2.1 asks.
 *
 * Two rules kept from the library's own way:
 * - An inflated message is handed back on a microtask, not inside the call: the receiver parses
 *   the next frame of the same read inside that callback, so a client could otherwise nest one
 *   stack frame per message, thousands in one TCP read.
 * - A message that inflates beyond the receiver's limit (maxPayload) stops there, and the
 *   connection closes with 1009 as the library closes it; corrupt data closes it with 1007.
 *
 * This replaces the library's private `_compress` and `_decompress`, and uses zlib's private
 * handle; it is installed only when both shapes are there (the package pins ws to the minor
 * version it was written against), and test/realtime/inline-deflate.test.ts holds its bytes to
 * the library's, message after message.
 */
import { createRequire } from 'node:module';
import { constants, createDeflateRaw, createInflateRaw, type DeflateRaw, type InflateRaw } from 'node:zlib';

type Done = (error: Error | null, data?: Buffer) => void;
type Endpoint = 'server' | 'client';

/** What this module uses of ws's PerMessageDeflate (not part of its typings). */
interface PerMessageDeflateInternals {
  readonly _isServer: boolean;
  readonly _maxPayload: number;
  readonly _options: {
    readonly zlibDeflateOptions?: Readonly<Record<string, unknown>>;
    readonly zlibInflateOptions?: Readonly<Record<string, unknown>>;
  };
  readonly params: Readonly<Record<string, unknown>>;
  _deflate: DeflateRaw | null;
  _inflate: InflateRaw | null;
  _compress(data: Buffer | string, fin: boolean, callback: Done): void;
  _decompress(data: Buffer, fin: boolean, callback: Done): void;
}

/** What this module uses of a zlib stream (Node's own, not part of its typings). */
interface ZlibInternals {
  readonly _handle: {
    writeSync(flush: number, input: Buffer, inOffset: number, inLength: number, output: Buffer, outOffset: number, outLength: number): void;
  } | null;
  /** After a write: [output space left, input left]. */
  readonly _writeState: Uint32Array;
}

type Context = (DeflateRaw | InflateRaw) & ZlibInternals;

const INSTALLED = Symbol.for('stackbound.inlineDeflate');
/** The sync flush's empty stored block, left off the end of a message (RFC 7692 §7.2.1). */
const TAIL = Buffer.from([0x00, 0x00, 0xff, 0xff]);
/** Output is written here, then copied out at its size: one allocation per message, not per 16 KB chunk. */
const scratch = Buffer.allocUnsafe(64 * 1024);

/** What one run of a message through a context gave. */
export interface Flushed {
  readonly output: Buffer;
  /** Inflate only: the peer ended its deflate stream (a final block); the context is spent. */
  readonly ended: boolean;
  /** The output passed the limit and was cut there; the context is spent. */
  readonly overLimit: boolean;
}

/**
 * Runs `inputs` through the stream's context with a sync flush after each, synchronously; the
 * output up to `limit` bytes (beyond it the run stops and `overLimit` is set). Throws zlib's error
 * for data it cannot read (the stream is then destroyed).
 */
export function flushThrough(stream: DeflateRaw | InflateRaw, inputs: readonly Buffer[], limit = Infinity): Flushed {
  const context = stream as Context;
  const state = context._writeState;
  const parts: Buffer[] = [];
  let total = 0;
  let offset = 0;
  for (const input of inputs) {
    let inOffset = 0;
    let inLength = input.length;
    for (;;) {
      const handle = context._handle;
      if (!handle) throw stream.errored ?? new Error('The zlib context is closed');
      handle.writeSync(constants.Z_SYNC_FLUSH, input, inOffset, inLength, scratch, offset, scratch.length - offset);
      if (stream.errored) throw stream.errored;
      const spaceLeft = state[0] as number;
      const inputLeft = state[1] as number;
      const produced = scratch.length - offset - spaceLeft;
      total += produced;
      offset += produced;
      if (total > limit) return { output: joined(parts, offset), ended: false, overLimit: true };
      inOffset += inLength - inputLeft;
      inLength = inputLeft;
      if (spaceLeft === 0) {
        // The output filled the scratch: keep it and go on (zlib may hold more).
        parts.push(Buffer.from(scratch));
        offset = 0;
        continue;
      }
      // Space left and input left: the peer's stream ended before its data did.
      if (inputLeft > 0) return { output: joined(parts, offset), ended: true, overLimit: false };
      break;
    }
  }
  return { output: joined(parts, offset), ended: false, overLimit: false };
}

function joined(parts: Buffer[], offset: number): Buffer {
  const last = Buffer.from(scratch.subarray(0, offset));
  return parts.length === 0 ? last : Buffer.concat([...parts, last]);
}

function prototypeOf(): (PerMessageDeflateInternals & { [INSTALLED]?: true }) | null {
  // The package's CommonJS entry, the one socket.io's engine loads (its ES module wrapper leaves the class out).
  const ws = createRequire(__filename)('ws') as { PerMessageDeflate?: { prototype?: unknown } };
  const proto = ws.PerMessageDeflate?.prototype as (PerMessageDeflateInternals & { [INSTALLED]?: true }) | undefined;
  if (!proto || typeof proto._compress !== 'function' || typeof proto._decompress !== 'function') return null;
  const probe = createDeflateRaw() as DeflateRaw & Partial<ZlibInternals>;
  const usable = typeof probe._handle?.writeSync === 'function' && probe._writeState instanceof Uint32Array;
  probe.close();
  return usable ? proto : null;
}

/** The status code the library gives its errors, so that the socket closes with it (its own symbol, not exported). */
const statusCode: symbol | undefined = (() => {
  try {
    const wsEntry = createRequire(__filename).resolve('ws');
    return (createRequire(wsEntry)('./lib/constants') as { kStatusCode?: symbol }).kStatusCode;
  } catch {
    return undefined;
  }
})();

/** Marks an error with the close code the library gives the socket for it. */
function withStatus<E extends Error>(error: E, status: number): E {
  if (statusCode) Object.defineProperty(error, statusCode, { value: status, enumerable: false, writable: true, configurable: true });
  return error;
}

/** True once the websocket library deflates and inflates on the calling thread (installInlineDeflate). */
export function inlineDeflateInstalled(): boolean {
  return prototypeOf()?.[INSTALLED] === true;
}

/**
 * Makes the websocket library deflate and inflate each message in one synchronous zlib call.
 * Idempotent; returns false (and changes nothing) when the library's or zlib's shape is not the
 * one this was written for.
 */
export function installInlineDeflate(): boolean {
  const proto = prototypeOf();
  if (!proto) return false;
  if (proto[INSTALLED]) return true;
  proto._compress = compressInline;
  proto._decompress = decompressInline;
  proto[INSTALLED] = true;
  return true;
}

function compressInline(this: PerMessageDeflateInternals, data: Buffer | string, fin: boolean, callback: Done): void {
  const endpoint: Endpoint = this._isServer ? 'server' : 'client';
  const stream = this._deflate ?? (this._deflate = openContext(this, endpoint, 'deflate') as DeflateRaw);
  let output: Buffer;
  try {
    output = flushThrough(stream, [typeof data === 'string' ? Buffer.from(data) : data]).output;
  } catch (error) {
    this._deflate = null;
    callback(error as Error);
    return;
  }
  if (fin && this.params[`${endpoint}_no_context_takeover`]) stream.reset();
  callback(null, fin ? output.subarray(0, output.length - TAIL.length) : output);
}

function decompressInline(this: PerMessageDeflateInternals, data: Buffer, fin: boolean, callback: Done): void {
  // The peer's context: a server inflates what the client deflated.
  const endpoint: Endpoint = this._isServer ? 'client' : 'server';
  const stream = this._inflate ?? (this._inflate = openContext(this, endpoint, 'inflate') as InflateRaw);
  let answer: () => void;
  try {
    const limit = this._maxPayload > 0 ? this._maxPayload : Infinity;
    const run = flushThrough(stream, fin ? [data, TAIL] : [data], limit);
    if (run.overLimit) {
      this._inflate = null;
      stream.close();
      const error = withStatus(Object.assign(new RangeError('Max payload size exceeded'), { code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' }), 1009);
      answer = () => callback(error);
    } else {
      if (run.ended) {
        this._inflate = null;
        stream.close();
      } else if (fin && this.params[`${endpoint}_no_context_takeover`]) stream.reset();
      answer = () => callback(null, run.output);
    }
  } catch (error) {
    this._inflate = null;
    const failed = withStatus(error as Error, 1007);
    answer = () => callback(failed);
  }
  queueMicrotask(answer);
}

function openContext(pmd: PerMessageDeflateInternals, endpoint: Endpoint, way: 'deflate' | 'inflate'): DeflateRaw | InflateRaw {
  const bits = pmd.params[`${endpoint}_max_window_bits`];
  const windowBits = typeof bits === 'number' ? bits : constants.Z_DEFAULT_WINDOWBITS;
  // The stream's own output buffer (16 KB by default, per socket and direction) is never written:
  // output goes to the shared scratch buffer. The smallest zlib allows.
  const chunkSize = constants.Z_MIN_CHUNK;
  const stream =
    way === 'deflate'
      ? createDeflateRaw({ ...pmd._options.zlibDeflateOptions, windowBits, chunkSize })
      : createInflateRaw({ ...pmd._options.zlibInflateOptions, windowBits, chunkSize });
  // zlib reports a failed call by destroying the stream, which emits 'error' later; the call's
  // caller has the error already (flushThrough throws it).
  stream.on('error', () => undefined);
  return stream;
}
