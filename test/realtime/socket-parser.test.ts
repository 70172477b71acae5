import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { Encoder, PacketType, type Packet } from 'socket.io-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fourSouls } from '../../src/games/four-souls';
import { TextOnlyEncoder } from '../../src/realtime/socket-parser';
import { createMigratedDataSource, createTestDatabase, type TestDatabase } from '../support/database';
import { fixedRandomness } from '../support/fixed-randomness';
import { runBots } from './support/bots';
import { claimSeats, createMatch, RecordingClient, startApp } from './support/harness';

interface Frame {
  readonly packet: Packet;
  readonly ours: unknown[];
  readonly theirs: unknown[];
}

/**
 * The server's socket.io encoder skips the library's scan for binary data; the wire must stay the
 * default parser's byte for byte, so a third-party client never sees a difference.
 */
describe('the text-only socket.io encoder', () => {
  it('encodes packets of every shape as the default encoder does: namespaces, acks, nesting, unicode', () => {
    const packets: Packet[] = [
      { type: PacketType.CONNECT, nsp: '/', data: { sid: 'abc' } },
      { type: PacketType.CONNECT, nsp: '/replay', data: { sid: 'def' } },
      { type: PacketType.EVENT, nsp: '/', data: ['match:update', { seq: 3, events: [{ type: 'x', text: 'Ünïcödé “quotes” \u2028' }], view: null }] },
      { type: PacketType.EVENT, nsp: '/replay', data: ['replay:step', { nested: [[1, 2, [3]], { a: { b: { c: true } } }] }] },
      { type: PacketType.ACK, nsp: '/', id: 12, data: [{ ok: true, seq: 40 }] },
      { type: PacketType.ACK, nsp: '/replay', id: 0, data: [{ ok: false, error: { code: 'BAD_STEP' } }] },
      { type: PacketType.CONNECT_ERROR, nsp: '/', data: { message: 'RATE_LIMITED', data: { code: 'RATE_LIMITED' } } },
      { type: PacketType.DISCONNECT, nsp: '/' },
    ];
    for (const packet of packets) expect(new TextOnlyEncoder().encode(packet), JSON.stringify(packet)).toEqual(new Encoder().encode(packet));
  });

  describe('on the messages of a real Four Souls match played by bots over socket.io (real PostgreSQL)', () => {
    let db: TestDatabase;
    let ds: DataSource;
    let app: NestExpressApplication;
    let url: string;
    const clients: RecordingClient[] = [];
    const frames: Frame[] = [];
    const encode = Object.getOwnPropertyDescriptor(TextOnlyEncoder.prototype, 'encode')?.value as (this: TextOnlyEncoder, packet: Packet) => string[];

    beforeAll(async () => {
      // Every packet the server encodes is also encoded by the default encoder, to compare.
      TextOnlyEncoder.prototype.encode = function (this: TextOnlyEncoder, packet: Packet) {
        const ours = encode.call(this, packet);
        frames.push({ packet, ours, theirs: new Encoder().encode(packet) });
        return ours;
      };
      db = await createTestDatabase();
      // A fixed deal (the bots' draws are seeded below): the same match, of more than 50 frames, every run.
      ({ app, url } = await startApp(db, [fourSouls], {}, fixedRandomness('socket-parser')));
      ds = await createMigratedDataSource(db, 4);
    });
    afterAll(async () => {
      TextOnlyEncoder.prototype.encode = encode;
      for (const c of clients) c.close();
      await app?.close();
      await ds?.destroy();
      await db?.drop();
    });

    it('every frame the server sent is byte-identical to the default encoder output', async () => {
      const matchId = await createMatch(url, { gameId: 'four-souls', seats: 2, options: { turnCap: 4 } });
      const tokens = await claimSeats(url, matchId, 2);
      const spectator = new RecordingClient(url);
      const seats = tokens.map(() => new RecordingClient(url));
      clients.push(spectator, ...seats);
      await spectator.join(matchId);
      await Promise.all(seats.map((c, seat) => c.join(matchId, { token: tokens[seat] })));
      await runBots({
        def: fourSouls,
        ds,
        matchId,
        bots: seats.map((client, seat) => ({ seat, client, policy: seat === 0 ? 'greedy' : 'random' })),
        timeoutMs: 120_000,
        seed: 1,
      });

      const events = frames.filter((f) => f.packet.type === PacketType.EVENT).map((f) => (f.packet.data as unknown[])[0]);
      expect(new Set(events)).toContain('match:update');
      expect(frames.some((f) => f.packet.type === PacketType.ACK)).toBe(true);
      expect(frames.length).toBeGreaterThan(50);
      for (const frame of frames) {
        expect(frame.ours).toHaveLength(1);
        expect(typeof frame.ours[0]).toBe('string');
        expect(frame.ours).toEqual(frame.theirs);
      }
    }, 150_000);
  });
});
