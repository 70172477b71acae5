/**
 * A socket.io client written on a bare TCP socket (WebSocket framing by hand), so that a test can
 * stop reading from it entirely: once `pause()` is called nothing is read from the kernel, the TCP
 * window closes, and everything the server sends piles up on the server's side. It can still write.
 * Only what the slow-client test needs: connect to the default namespace, emit with an ack id,
 * wait for one ack (before pausing).
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

export class RawSocketIo {
  private buffer = Buffer.alloc(0);
  private readonly waiters: { test: (packet: string) => boolean; resolve: (packet: string) => void }[] = [];
  private nextAck = 0;
  /** Bytes of WebSocket payload parsed so far (before `pause()`). */
  received = 0;
  /** Every byte read from the TCP socket. */
  rawBytes = 0;
  /** After `pause()`: bytes are only counted, not parsed (a resumed backlog can be huge). */
  private countOnly = false;

  private constructor(private readonly socket: Socket) {}

  /** Opens a WebSocket to socket.io's endpoint and joins the default namespace. */
  static async open(url: string): Promise<RawSocketIo> {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const client = new RawSocketIo(socket);
    socket.on('error', () => undefined); // a reset by the server is an outcome here, not a crash
    const key = randomBytes(16).toString('base64');
    socket.write(
      `GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    let upgraded = false;
    socket.on('data', (chunk: Buffer) => {
      client.rawBytes += chunk.length;
      if (client.countOnly) return;
      client.buffer = Buffer.concat([client.buffer, chunk]);
      if (!upgraded) {
        const end = client.buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        if (!client.buffer.subarray(0, end).toString().startsWith('HTTP/1.1 101')) throw new Error(`no upgrade: ${client.buffer.toString()}`);
        upgraded = true;
        client.buffer = client.buffer.subarray(end + 4);
      }
      client.parseFrames();
    });
    await client.waitFor((p) => p.startsWith('0{')); // engine.io open
    client.sendText('40'); // socket.io connect to "/"
    await client.waitFor((p) => p.startsWith('40'));
    return client;
  }

  /** Sends a socket.io event with an acknowledgement id; returns the id. */
  emit(name: string, payload: unknown): number {
    const id = this.nextAck++;
    this.sendText(`42${id}${JSON.stringify([name, payload])}`);
    return id;
  }

  /** Resolves with the acknowledgement of `id` (only while reading). */
  async ack(id: number): Promise<unknown> {
    const packet = await this.waitFor((p) => p.startsWith(`43${id}[`));
    return (JSON.parse(packet.slice(`43${id}`.length)) as unknown[])[0];
  }

  /** Stops reading for good: the kernel buffers fill, then the server's. */
  pause(): void {
    this.countOnly = true;
    this.socket.pause();
  }

  /** Reads again (counting only): what arrives is what the server kept for this client meanwhile. */
  resume(): void {
    this.socket.resume();
  }

  get destroyed(): boolean {
    return this.socket.destroyed || this.socket.readyState === 'closed';
  }

  close(): void {
    this.socket.destroy();
  }

  private waitFor(test: (packet: string) => boolean): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('raw socket.io: no such packet in 10 s')), 10_000);
      this.waiters.push({ test, resolve: (p) => (clearTimeout(timer), resolve(p)) });
    });
  }

  /** Server frames are unmasked; text frames carry one engine.io packet each. */
  private parseFrames(): void {
    for (;;) {
      const b = this.buffer;
      if (b.length < 2) return;
      let length = (b[1] as number) & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (b.length < 4) return;
        length = b.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (b.length < 10) return;
        length = Number(b.readBigUInt64BE(2));
        offset = 10;
      }
      if (b.length < offset + length) return;
      const opcode = (b[0] as number) & 0x0f;
      const payload = b.subarray(offset, offset + length).toString();
      this.buffer = b.subarray(offset + length);
      this.received += length;
      if (opcode !== 1) continue;
      if (payload === '2') this.sendText('3'); // engine.io ping -> pong (while we still read)
      const i = this.waiters.findIndex((w) => w.test(payload));
      if (i >= 0) this.waiters.splice(i, 1)[0]?.resolve(payload);
    }
  }

  /** A masked text frame (clients must mask). */
  private sendText(text: string): void {
    if (this.destroyed) return;
    const data = Buffer.from(text);
    const mask = randomBytes(4);
    const header = data.length < 126 ? Buffer.from([0x81, 0x80 | data.length]) : Buffer.alloc(data.length < 65536 ? 4 : 10);
    if (data.length >= 126 && data.length < 65536) {
      header[0] = 0x81;
      header[1] = 0x80 | 126;
      header.writeUInt16BE(data.length, 2);
    } else if (data.length >= 65536) {
      header[0] = 0x81;
      header[1] = 0x80 | 127;
      header.writeBigUInt64BE(BigInt(data.length), 2);
    }
    const masked = Buffer.alloc(data.length);
    for (let i = 0; i < data.length; i += 1) masked[i] = (data[i] as number) ^ (mask[i % 4] as number);
    this.socket.write(Buffer.concat([header, mask, masked]));
  }
}
