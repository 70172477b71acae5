import type { NestExpressApplication } from '@nestjs/platform-express';
import { io } from 'socket.io-client';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProtocolClientError, type ClientSocket, type MatchUpdate } from '../../src/client';
import { EventStore } from '../../src/event-store/event-store.service';
import { PgListener } from '../../src/event-store/pg-listener.service';
import { createMigratedDataSource, createTestDatabase, type TestDatabase } from '../support/database';
import { eventCount } from '../support/fold';
import { highCard } from '../support/test-game';
import { claimSeats, createMatch, RecordingClient, sleep, startApp, until } from './support/harness';

const refusal = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
  } catch (error) {
    if (error instanceof ProtocolClientError) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
};

/** Raw emit with an ack, bypassing the typed client (to send what a bad client would). */
function rawEmit(socket: ClientSocket, name: string, ...args: unknown[]): Promise<{ ok: boolean; error?: { code: string; message: string } }> {
  return new Promise((resolve) => (socket as unknown as { emit(...a: unknown[]): void }).emit(name, ...args, resolve));
}

describe('robustness: reconnection, bad clients, limits, presence', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let app: NestExpressApplication;
  let url: string;
  const clients: RecordingClient[] = [];
  const client = () => {
    const c = new RecordingClient(url);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    process.env.WS_RATE_CAPACITY = '30';
    process.env.WS_RATE_PER_SECOND = '10';
    process.env.WS_MAX_MESSAGE_BYTES = '8192';
    process.env.WS_MAX_COMMAND_BYTES = '1024';
    // No polling safety net here: the LISTEN test must see NOTIFY do the work.
    process.env.WS_POLL_MS = '0';
    ({ app, url } = await startApp(db, [highCard]));
    ds = await createMigratedDataSource(db, 4);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await app?.close();
    await ds?.destroy();
    await db?.drop();
  });

  async function newMatch(rounds = 6) {
    const matchId = await createMatch(url, { gameId: 'high-card', seats: 2, options: { rounds } });
    const tokens = await claimSeats(url, matchId, 2);
    return { matchId, tokens };
  }

  it('bad messages get an error and change nothing; the connection and the match carry on', async () => {
    const { matchId, tokens } = await newMatch();
    const p1 = client();
    const spectator = client();
    await p1.join(matchId, { token: tokens[0] });
    await spectator.join(matchId);
    const before = await eventCount(ds, matchId);
    const s = p1.socket;

    expect((await rawEmit(s, 'match:command', 'garbage')).error?.code).toBe('MALFORMED_MESSAGE');
    expect((await rawEmit(s, 'match:command', { matchId, commandId: 'a', command: { type: 'play', card: 1 }, extra: 1 })).error?.code).toBe(
      'MALFORMED_MESSAGE',
    );
    expect((await rawEmit(s, 'match:command', { matchId, commandId: 'auto:timeout:4:0', command: { type: 'play', card: 1 } })).error?.code).toBe(
      'MALFORMED_MESSAGE',
    );
    expect((await rawEmit(s, 'match:join', { matchId: 'not-a-uuid' })).error?.code).toBe('MALFORMED_MESSAGE');
    expect((await rawEmit(s, 'match:nonsense', {})).error?.code).toBe('UNKNOWN_MESSAGE');
    expect(await refusal(p1.command(matchId, { type: 'dance' }))).toBe('MALFORMED_COMMAND');
    expect(await refusal(p1.command(matchId, { type: 'play', card: 999 }))).toBe('ILLEGAL_ACTION');
    // Another seat's command: the seat comes from the token, never from the message.
    expect((await rawEmit(s, 'match:command', { matchId, commandId: 'b', seat: 1, command: { type: 'play', card: 1 } })).error?.code).toBe('WRONG_SEAT');
    expect(await refusal(spectator.command(matchId, { type: 'play', card: 1 }))).toBe('NOT_A_SEAT');
    expect(await refusal(spectator.join(matchId, { token: 'forged' }))).toBe('INVALID_SEAT_TOKEN');
    expect(await refusal(p1.command('00000000-0000-4000-8000-000000000000', { type: 'play', card: 1 }))).toBe('NOT_JOINED');
    // Oversized: the command payload, then the whole message (both below the transport cap).
    expect(await refusal(p1.command(matchId, { type: 'play', card: 1, pad: 'x'.repeat(2000) }))).toBe('PAYLOAD_TOO_LARGE');
    expect((await rawEmit(s, 'match:resync', { matchId, pad: 'y'.repeat(20_000) })).error?.code).toBe('PAYLOAD_TOO_LARGE');
    // Without an acknowledgement callback the error comes as server:error (never silence).
    (s as unknown as { emit(...a: unknown[]): void }).emit('match:command', 42);
    await until(() => p1.received.some((r) => r.kind === 'error' && r.error.code === 'MALFORMED_MESSAGE'), 'server:error');

    expect(await eventCount(ds, matchId)).toBe(before);
    // Still connected, still playing.
    const hand = (p1.mirror(matchId)!.snapshot!.view as { hand: number[] }).hand;
    const ok = await p1.command(matchId, { type: 'play', card: hand[0]! });
    expect(ok.firstSeq).toBe(before + 1);
  });

  it('stale and duplicate commands: STALE_SEQ, the first result again, COMMAND_ID_REUSED; nothing applied twice', async () => {
    const { matchId, tokens } = await newMatch();
    const [a, b] = [client(), client()];
    await a.join(matchId, { token: tokens[0] });
    await b.join(matchId, { token: tokens[1] });
    const seq0 = a.mirror(matchId)!.seq;
    const handA = (a.mirror(matchId)!.snapshot!.view as { hand: number[] }).hand;
    const handB = (b.mirror(matchId)!.snapshot!.view as { hand: number[] }).hand;
    const first = await a.command(matchId, { type: 'play', card: handA[0]! }, { commandId: 'a-1', expectedSeq: seq0 });
    const count = await eventCount(ds, matchId);
    // Decided on seq0, but the match moved on.
    expect(await refusal(b.command(matchId, { type: 'play', card: handB[0]! }, { expectedSeq: seq0 }))).toBe('STALE_SEQ');
    // The same command id again: the first result, applied once.
    const again = await a.command(matchId, { type: 'play', card: handA[0]! }, { commandId: 'a-1', expectedSeq: seq0 });
    expect(again).toEqual(first);
    expect(await refusal(a.command(matchId, { type: 'play', card: handA[1]! }, { commandId: 'a-1' }))).toBe('COMMAND_ID_REUSED');
    expect(await eventCount(ds, matchId)).toBe(count);
  });

  it('rate limit: a flood gets RATE_LIMITED errors, then the socket works again', async () => {
    const { matchId, tokens } = await newMatch();
    const c = client();
    await c.join(matchId, { token: tokens[0] });
    const results = await Promise.all(Array.from({ length: 60 }, () => rawEmit(c.socket, 'match:resync', { matchId, lastSeq: c.mirror(matchId)!.seq })));
    const limited = results.filter((r) => r.error?.code === 'RATE_LIMITED').length;
    expect(limited).toBeGreaterThan(20);
    expect(results.filter((r) => r.ok).length).toBeGreaterThan(0);
    await sleep(1200);
    expect(c.socket.connected).toBe(true);
    await expect(c.resync(matchId)).resolves.toMatchObject({ matchId });
  });

  it('a message above the transport cap closes the transport; the client reconnects, resumes, the match carries on', async () => {
    const { matchId, tokens } = await newMatch();
    const c = client();
    await c.join(matchId, { token: tokens[0] });
    const before = await eventCount(ds, matchId);
    let disconnects = 0;
    c.socket.on('disconnect', () => (disconnects += 1));
    (c.socket as unknown as { emit(...a: unknown[]): void }).emit('match:resync', { matchId, pad: 'z'.repeat(300 * 1024) }); // above the default 256 KB cap
    await until(() => disconnects > 0 && c.socket.connected, 'a reconnect');
    const hand = (c.mirror(matchId)!.snapshot!.view as { hand: number[] }).hand;
    await until(async () => {
      try {
        return await c.command(matchId, { type: 'play', card: hand[0]! }, { commandId: 'after-reconnect' });
      } catch {
        return null;
      }
    }, 'a command after the reconnect');
    expect(await eventCount(ds, matchId)).toBe(before + 1);
  });

  it('a command sent the moment the socket reconnects waits for the rejoin, and is accepted at once (never NOT_JOINED)', async () => {
    const { matchId, tokens } = await newMatch();
    const c = client();
    await c.join(matchId, { token: tokens[0] });
    const before = await eventCount(ds, matchId);
    const hand = (c.mirror(matchId)!.snapshot!.view as { hand: number[] }).hand;
    // Sent from the reconnect's own 'connect' event: after the client's rejoin was emitted, before it was answered.
    const sent = new Promise<unknown>((resolve) =>
      c.socket.once('connect', () => resolve(c.command(matchId, { type: 'play', card: hand[0]! }, { commandId: 'on-reconnect' }).catch((e: unknown) => e))),
    );
    (c.socket as unknown as { io: { engine: { close(): void } } }).io.engine.close();
    const answer = await sent;
    expect(answer).toMatchObject({ ok: true });
    expect(await eventCount(ds, matchId)).toBe(before + 1);
  });

  it('reconnection: a client that missed moves resumes from its last seq, in order, with presence', async () => {
    const { matchId, tokens } = await newMatch(6);
    const a = client();
    const b = client();
    await a.join(matchId, { token: tokens[0] });
    await b.join(matchId, { token: tokens[1] });
    await until(() => a.mirror(matchId)?.presence?.seats.every((s) => s.connected), 'both seats shown connected');

    // b drops off (the seat survives); a sees it go.
    b.socket.disconnect();
    await until(() => a.mirror(matchId)?.presence?.seats[1]?.connected === false, 'seat 1 shown disconnected');
    const lastSeenByB = b.mirror(matchId)!.seq;

    // Meanwhile seat 1 still plays through a second socket (another tab), so b misses events.
    const tab = client();
    await tab.join(matchId, { token: tokens[1], lastSeq: 0 });
    for (let round = 0; round < 2; round += 1) {
      for (const c of [a, tab]) {
        const snap = await until(() => {
          const sn = c.mirror(matchId)?.snapshot;
          return sn && sn.legalActions.length > 0 ? sn : null;
        }, 'a legal action');
        await c.command(matchId, snap.legalActions[0]!, { expectedSeq: null });
      }
    }
    await until(() => a.mirror(matchId)!.seq > lastSeenByB + 3, 'moves while b is away');
    tab.close();

    b.socket.connect();
    await until(() => b.mirror(matchId)?.seq === a.mirror(matchId)?.seq, 'b back in sync');
    const resumed = b
      .updates()
      .filter((u: MatchUpdate) => u.reason === 'join')
      .at(-1)!;
    expect(resumed.fromSeq).toBe(lastSeenByB);
    expect(resumed.reset).toBe(false);
    expect(b.mirror(matchId)!.events.map((e) => e.seq)).toEqual(Array.from({ length: b.mirror(matchId)!.seq }, (_, i) => i + 1));
    expect(b.mirror(matchId)!.snapshot!.view).toEqual(
      // b's view is its own seat's view, the same as what the other socket of seat 1 last saw.
      expect.objectContaining({ round: (a.mirror(matchId)!.snapshot!.view as { round: number }).round }),
    );
    await until(() => a.mirror(matchId)?.presence?.seats[1]?.connected === true, 'seat 1 shown connected again');
  });

  it('a dropped LISTEN connection reconnects, and appends by another writer still reach every socket', async () => {
    const { matchId, tokens } = await newMatch(4);
    const a = client();
    const spectator = client();
    await a.join(matchId, { token: tokens[0] });
    await spectator.join(matchId);
    await app.get(PgListener).simulateDrop();
    await sleep(400);
    // Another writer (as another instance would): straight to the store, so only NOTIFY can tell this process.
    const store = new EventStore(ds);
    const version = await store.version(matchId);
    const out = await store.append({
      expectedVersion: version,
      command: {
        matchId,
        actor: 'seat:1',
        commandId: 'elsewhere-1',
        kind: 'command',
        seat: 1,
        origin: 'player',
        payload: { type: 'concede' },
        receivedAt: new Date(),
      },
      events: [
        { type: 'hc.conceded', schemaVersion: 2, payload: { type: 'hc.conceded', seat: 1 }, visibility: { kind: 'public' }, actor: { kind: 'seat', seat: 1 } },
      ],
    });
    expect(out.kind).toBe('appended');
    await until(() => spectator.mirror(matchId)?.seq === version + 1 && a.mirror(matchId)?.seq === version + 1, 'both sockets at the new seq', 5000);
    expect(a.mirror(matchId)!.events.at(-1)).toMatchObject({ seq: version + 1, type: 'hc.conceded', actor: { kind: 'seat', seat: 1 } });
  });

  it('a raw socket.io client (no typed client) can play with the documented messages', async () => {
    const { matchId, tokens } = await newMatch(1);
    const s = io(url, { transports: ['websocket'] }) as ClientSocket;
    const updates: MatchUpdate[] = [];
    s.on('match:update', (u) => updates.push(u));
    const joined = await new Promise<{ ok: boolean }>((resolve) => s.emit('match:join', { matchId, token: tokens[0] }, resolve));
    expect(joined).toMatchObject({ ok: true, viewer: { kind: 'seat', seat: 0 }, protocolVersion: 1 });
    expect(updates[0]).toMatchObject({ matchId, fromSeq: 0, reset: false, reason: 'join' });
    const action = updates[0]!.snapshot.legalActions[0]!;
    const ack = await new Promise<{ ok: boolean }>((resolve) =>
      s.emit('match:command', { matchId, commandId: 'raw-1', command: action, expectedSeq: updates[0]!.seq }, resolve),
    );
    expect(ack).toMatchObject({ ok: true, commandId: 'raw-1' });
    await until(() => updates.some((u) => u.reason === 'append'), 'the append update');
    s.close();
  });
});
