/**
 * A bare socket.io client that joins one match as a viewer in protocol 1 or 2 and keeps the size
 * of every match:update / match:delta it receives (the JSON text socket.io sends), and what the
 * same stream of messages costs as the server sends it with permessage-deflate: a message of at
 * least the threshold through raw deflate with context takeover and a sync flush per message (as
 * the websocket extension does), a smaller one as it is (and not into the deflate context), with
 * the CPU time the deflate takes: in one synchronous call per message, as the server sends them
 * (src/realtime/inline-deflate.ts), and in the websocket library's own two writes.
 */
import { constants, createDeflateRaw, type DeflateRaw } from 'node:zlib';
import { io, type Socket } from 'socket.io-client';
import { flushThrough } from '../../src/realtime/inline-deflate';
import { deflateContextOf, type RealtimeOptions } from '../../src/realtime/realtime-options';

export interface WireTally {
  /** JSON bytes of each state message, in order. */
  readonly bytes: number[];
  /** Bytes of each as sent with permessage-deflate at the threshold (same order). */
  readonly sent: number[];
  /** CPU ms spent deflating the whole stream, one synchronous call per message (as the server does). */
  deflateMs: number;
  /** The same in the websocket library's two writes per message (the message, then the flush). */
  deflateTwoWritesMs: number;
}

export class WireRecorder {
  readonly tally: WireTally = { bytes: [], sent: [], deflateMs: 0, deflateTwoWritesMs: 0 };
  private readonly socket: Socket;
  private readonly texts: string[] = [];

  constructor(
    url: string,
    private readonly matchId: string,
    private readonly protocol: 1 | 2,
    private readonly token?: string,
  ) {
    this.socket = io(url, { transports: ['websocket'], forceNew: true });
    const keep = (payload: unknown) => {
      const text = JSON.stringify(payload);
      this.tally.bytes.push(Buffer.byteLength(text));
      this.texts.push(text);
    };
    this.socket.on(protocol === 2 ? 'match:delta' : 'match:update', keep);
  }

  join(): Promise<void> {
    return new Promise((resolve, reject) =>
      this.socket.emit(
        'match:join',
        { matchId: this.matchId, protocol: this.protocol, ...(this.token ? { token: this.token } : {}) },
        (ack: { ok: boolean; error?: { code: string } }) => (ack.ok ? resolve() : reject(new Error(`join: ${ack.error?.code}`))),
      ),
    );
  }

  close(): void {
    this.socket.close();
  }

  /**
   * Deflates the stream received as the server would send it with `thresholdBytes`, message by
   * message through one context, after the match (so that the CPU time measured is the deflate's
   * alone: nothing else runs in this process then).
   */
  async measureDeflate(options: RealtimeOptions): Promise<void> {
    const twoWrites = await this.deflateAll(options, 'two writes');
    const inline = await this.deflateAll(options, 'inline');
    // The library's stream adds a 5-byte empty block where its output buffer fills exactly; else the same.
    if (inline.sent.some((n, i) => n !== twoWrites.sent[i] && n + 5 !== twoWrites.sent[i]))
      throw new Error('one call and two writes per message deflated to different sizes');
    this.tally.sent.push(...inline.sent);
    this.tally.deflateMs = inline.cpuMs;
    this.tally.deflateTwoWritesMs = twoWrites.cpuMs;
  }

  private async deflateAll(options: RealtimeOptions, way: DeflateWay): Promise<{ sent: number[]; cpuMs: number }> {
    // Inline: one synchronous call with a sync flush per message (the server's way); two writes: the
    // message, then a sync flush (the websocket library's own way, two trips through zlib's thread pool).
    const deflate = createDeflateRaw(deflateContextOf(options));
    const thresholdBytes = options.deflateThresholdBytes;
    const sent: number[] = [];
    const t0 = process.cpuUsage();
    for (const text of this.texts) {
      const raw = Buffer.byteLength(text);
      if (raw < thresholdBytes) sent.push(raw);
      else if (way === 'inline') sent.push(deflateInline(deflate, text));
      else sent.push(await deflateInTwoWrites(deflate, text));
    }
    const used = process.cpuUsage(t0);
    deflate.close();
    return { sent, cpuMs: (used.user + used.system) / 1000 };
  }
}

type DeflateWay = 'inline' | 'two writes';

/** The bytes one message deflates to in one synchronous call (the websocket extension drops the sync flush's 4-byte empty block). */
function deflateInline(deflate: DeflateRaw, text: string): number {
  return Math.max(0, flushThrough(deflate, [Buffer.from(text)]).output.length - 4);
}

/** The same in the websocket library's two writes. */
function deflateInTwoWrites(deflate: DeflateRaw, text: string): Promise<number> {
  return new Promise((resolve) => {
    let bytes = 0;
    const onData = (c: Buffer) => (bytes += c.length);
    const done = () => {
      deflate.off('data', onData);
      resolve(Math.max(0, bytes - 4));
    };
    deflate.on('data', onData);
    deflate.write(text);
    deflate.flush(constants.Z_SYNC_FLUSH, done);
  });
}
