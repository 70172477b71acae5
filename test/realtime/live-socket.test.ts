import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocketServer, type WebSocket as ServerWebSocket } from 'ws';
import type { Ack, JoinResult, MatchUpdate } from '../../src/client';
import { SocketServerRef } from '../../src/realtime/socket-server-ref';
import { io, LiveSocket } from '../../web/src/live-socket';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { highCard } from '../support/test-game';
import { claimSeats, createMatch, sleep, startApp, until, within } from './support/harness';

// The typed client here gets the browser's socket module, as the browser build gives it (web/vite.config.ts).
vi.mock('socket.io-client', () => vi.importActual('../../web/src/live-socket'));

/**
 * The typed client, imported afresh so that it imports the mocked module: the server tier's files
 * share their worker's module registry, where another file may have loaded it with socket.io-client.
 */
async function typedClient(): Promise<{ GameClient: typeof import('../../src/client').GameClient; LiveSocket: typeof LiveSocket }> {
  vi.resetModules();
  const { GameClient } = await import('../../src/client/index.js');
  // The mocked module itself: the class the fresh client's sockets are made of.
  const mocked = (await import('socket.io-client')) as unknown as typeof import('../../web/src/live-socket');
  return { GameClient, LiveSocket: mocked.LiveSocket };
}
// Nor is the client bound to the mock left in the registry for the next file.
afterAll(() => vi.resetModules());

/** Every event `socket` fires of `names`, in order, with its first argument. */
function recordOf(socket: LiveSocket, ...names: string[]): { name: string; arg: unknown }[] {
  const seen: { name: string; arg: unknown }[] = [];
  for (const name of names) socket.on(name, (arg: unknown) => seen.push({ name, arg }));
  return seen;
}

const connected = (socket: LiveSocket) =>
  within(new Promise<void>((resolve) => (socket.connected ? resolve() : socket.once('connect', () => resolve()))), 'connect');

/**
 * The browser client's socket (`web/src/live-socket.ts`), run in Node (its global WebSocket) against
 * the real application: socket.io's protocol over a plain WebSocket, with the library's semantics
 * for namespaces, acknowledgements and their timeouts, a refused handshake, reconnection and its
 * end; and the typed client rejoining through it after the server drops the connection.
 */
describe('the browser socket against the real server', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let url: string;
  const sockets: { close(): unknown }[] = [];
  const open = <T extends { close(): unknown }>(socket: T): T => (sockets.push(socket), socket);
  /** The server's sockets of a namespace. */
  const serverSockets = (nsp = '/') => [...app.get(SocketServerRef).server!.of(nsp).sockets.values()];
  /** The ids of the server's sockets on `/` now. */
  const present = () => new Set(serverSockets().map((s) => s.id));
  /** The one server socket on `/` that was not there `before`. */
  const arrived = (before: Set<string>) =>
    until(
      () =>
        serverSockets()
          .filter((s) => !before.has(s.id))
          .at(0),
      "the server's socket",
    );

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ app, url } = await startApp(db, [highCard]));
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('connects to / and to /replay, each over its own WebSocket, and gets acknowledgements on each', async () => {
    const root = open(io(url, { transports: ['websocket'] }));
    const replay = open(io(`${url}/replay`, { transports: ['websocket'] }));
    await Promise.all([connected(root), connected(replay)]);
    expect(root.connected && replay.connected).toBe(true);
    expect(serverSockets('/replay')).toHaveLength(1);
    // Each namespace's own answer: the replay follow's step, and the play namespace's refusal of an unknown message.
    const matchId = await createMatch(url, { gameId: 'high-card', seats: 2 });
    const follow = (await replay.timeout(5_000).emitWithAck('replay.follow', { matchId, unit: 'event' })) as Ack<{ step: { seq: number } }>;
    expect(follow).toMatchObject({ ok: true, step: { seq: expect.any(Number) as number } });
    const unknown = (await root.timeout(5_000).emitWithAck('replay.follow', { matchId })) as Ack<object>;
    expect(unknown).toMatchObject({ ok: false, error: { code: 'UNKNOWN_MESSAGE' } });
  });

  it('joins a match and plays a command, the acknowledgement through a plain callback and through timeout().emit', async () => {
    const matchId = await createMatch(url, { gameId: 'high-card', seats: 2 });
    const [token] = await claimSeats(url, matchId, 2);
    const socket = open(io(url, { transports: ['websocket'] }));
    const updates: MatchUpdate[] = [];
    socket.on('match:update', (u: MatchUpdate) => updates.push(u));
    // Emitted before the connection is made: held, then sent once connected.
    const joined = new Promise<Ack<JoinResult>>((resolve) => socket.emit('match:join', { matchId, token }, resolve));
    const join = await within(joined, 'the join acknowledgement');
    expect(join).toMatchObject({ ok: true, matchId, viewer: { kind: 'seat', seat: 0 } });
    const { snapshot } = await until(() => updates.at(-1), 'the first update');
    const command = snapshot.legalActions.find((a) => a.type === 'play')!;
    const answer = await within(
      new Promise<[Error | null, Ack<{ seq: number }>]>((resolve) =>
        socket
          .timeout(5_000)
          .emit('match:command', { matchId, commandId: 'live-socket-1', command }, (error: Error | null, ack: Ack<{ seq: number }>) => resolve([error, ack])),
      ),
      'the command acknowledgement',
    );
    expect(answer[0]).toBeNull();
    expect(answer[1]).toMatchObject({ ok: true, seq: expect.any(Number) as number });
  });

  it('surfaces a refused handshake (CONNECT_ERROR) as connect_error with its data, and does not try again', async () => {
    const socket = open(io(`${url}/account`, { transports: ['websocket'], reconnectionDelay: 20, reconnectionDelayMax: 50 }));
    const seen = recordOf(socket, 'connect', 'connect_error', 'disconnect');
    await until(() => seen.length > 0, 'connect_error');
    await sleep(400);
    expect(seen).toHaveLength(1);
    const error = seen[0]!.arg as Error & { data: { code: string } };
    expect(seen[0]!.name).toBe('connect_error');
    expect(error.message).toMatch(/sign in first/);
    expect(error.data.code).toBe('NOT_SIGNED_IN');
    expect(socket.connected).toBe(false);
  });

  it('reconnects after the server drops the connection, and the typed client rejoins through it', async () => {
    const matchId = await createMatch(url, { gameId: 'high-card', seats: 2 });
    const tokens = await claimSeats(url, matchId, 2);
    const fresh = await typedClient();
    const client = open(new fresh.GameClient(url, { protocol: 1, socket: { reconnectionDelay: 50, reconnectionDelayMax: 200 } }));
    expect(client.socket).toBeInstanceOf(fresh.LiveSocket);
    const seen = recordOf(client.socket as unknown as LiveSocket, 'connect', 'disconnect');
    const before = present();
    await client.join(matchId, { token: tokens[0] });
    expect(seen.map((e) => e.name)).toEqual(['connect']);
    (await arrived(before)).conn.close(); // the transport, not the namespace: as a network drop or a restart looks
    await until(() => seen.filter((e) => e.name === 'connect').length === 2, 'the reconnect');
    expect(seen.map((e) => [e.name, e.arg])).toEqual([
      ['connect', undefined],
      ['disconnect', 'transport close'],
      ['connect', undefined],
    ]);
    // The seat's command, sent just after the reconnect, waits for the rejoin and is accepted as the seat's.
    const { legalActions } = client.mirror(matchId)!.snapshot!;
    const accepted = await client.command(
      matchId,
      legalActions.find((a) => a.type === 'play')!,
    );
    expect(accepted.seq).toBeGreaterThan(0);
    await until(() => client.mirror(matchId)!.seq >= accepted.seq, 'the update of the command');
  });

  it('does not reconnect after a server-side namespace disconnect, nor after close()', async () => {
    const before = present();
    const byServer = open(io(url, { transports: ['websocket'], reconnectionDelay: 20, reconnectionDelayMax: 50 }));
    const seenByServer = recordOf(byServer, 'connect', 'disconnect', 'connect_error');
    await connected(byServer);
    const first = await arrived(before);
    first.disconnect(); // the namespace's DISCONNECT packet
    await until(() => seenByServer.length === 2, 'the disconnect');

    const beforeClient = present();
    const byClient = open(io(url, { transports: ['websocket'], reconnectionDelay: 20, reconnectionDelayMax: 50 }));
    const seenByClient = recordOf(byClient, 'connect', 'disconnect', 'connect_error');
    await connected(byClient);
    const second = await arrived(beforeClient);
    // An acknowledgement waited for when the socket closes fails at once; one without an error argument is never called.
    const pending = byClient.emitWithAck('match:join', { matchId: '00000000-0000-4000-8000-000000000000' });
    let plainCalled = false;
    byClient.emit('match:join', { matchId: '00000000-0000-4000-8000-000000000000' }, () => (plainCalled = true));
    byClient.close();
    await expect(pending).rejects.toThrow('socket has been disconnected');

    await sleep(500);
    expect(seenByServer.map((e) => [e.name, e.arg])).toEqual([
      ['connect', undefined],
      ['disconnect', 'io server disconnect'],
    ]);
    expect(seenByClient.map((e) => [e.name, e.arg])).toEqual([
      ['connect', undefined],
      ['disconnect', 'io client disconnect'],
    ]);
    expect(plainCalled).toBe(false);
    expect(byServer.connected || byClient.connected).toBe(false);
    const ids = present();
    expect(ids.has(first.id) || ids.has(second.id)).toBe(false);
    // Nothing of either came back.
    expect(serverSockets().filter((s) => !before.has(s.id))).toEqual([]);

    // connect() after close(): a new connection; what was emitted in between and timed out is not sent.
    const late = new Promise<Error | null>((resolve) => byClient.timeout(50).emit('match:join', { matchId: 'never-sent' }, resolve));
    expect(await late).toEqual(new Error('operation has timed out'));
    let received = 0;
    const beforeAgain = present();
    byClient.connect();
    await connected(byClient);
    (await arrived(beforeAgain)).onAny(() => (received += 1));
    await sleep(200);
    expect(received).toBe(0);
  });
});

/**
 * The heartbeat, and acknowledgements a server never sends, against an engine.io endpoint this test
 * controls (the application's ping settings are socket.io's defaults, 25 s and 20 s): a connection
 * stays open as long as pings come, closes ("ping timeout") when they stop, and comes back.
 */
describe('the browser socket: heartbeat and ack timeouts', () => {
  let server: WebSocketServer;
  let base: string;
  let pinging = true;
  /** What the server received on each connection, in order. */
  const connections: { frames: string[]; ws: ServerWebSocket }[] = [];

  beforeAll(async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    server.on('connection', (ws, request) => {
      expect(request.url).toBe('/socket.io/?EIO=4&transport=websocket');
      const connection = { frames: [] as string[], ws };
      connections.push(connection);
      ws.send(JSON.stringify({ sid: `e${connections.length}`, upgrades: [], pingInterval: 100, pingTimeout: 400, maxPayload: 1e6 }).replace(/^/, '0'));
      const timer = setInterval(() => pinging && ws.send('2'), 100);
      ws.on('close', () => clearInterval(timer));
      ws.on('message', (data: Buffer) => {
        const frame = data.toString();
        connection.frames.push(frame);
        if (frame.startsWith('40')) ws.send(`40{"sid":"s${connections.length}"}`);
      });
    });
  });
  afterAll(async () => {
    for (const c of connections) c.ws.terminate();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers every ping, stays open well beyond pingInterval + pingTimeout, closes when pings stop and reconnects', async () => {
    const socket = io(base, { reconnectionDelay: 50, reconnectionDelayMax: 100 });
    const seen = recordOf(socket, 'connect', 'disconnect');
    // Emitted before connecting: sent right after the namespace's CONNECT.
    socket.emit('hello', 1);
    await connected(socket);
    // Five times pingInterval + pingTimeout. The timeout leaves room for a loaded machine: with 100 ms,
    // one late timer while the browser tier ran beside this file dropped the connection.
    await sleep(2_500);
    expect(seen.map((e) => e.name)).toEqual(['connect']);
    const first = connections.at(-1)!;
    expect(first.frames.slice(0, 2)).toEqual(['40', '42["hello",1]']);
    expect(first.frames.filter((f) => f === '3').length).toBeGreaterThanOrEqual(7);

    pinging = false;
    await until(() => seen.length >= 2, 'the ping timeout');
    expect(seen[1]).toEqual({ name: 'disconnect', arg: 'ping timeout' });
    pinging = true;
    await until(() => seen.length >= 3, 'the reconnect');
    expect(seen[2]!.name).toBe('connect');
    expect(connections.at(-1)).not.toBe(first);
    socket.close();
  });

  it('once() listens to one connect; off() removes a listener; io.engine.close() drops the connection and it comes back', async () => {
    const socket = io(base, { reconnectionDelay: 20, reconnectionDelayMax: 50 });
    const calls = { once: 0, on: 0, removed: 0 };
    socket.once('connect', () => (calls.once += 1));
    socket.on('connect', () => (calls.on += 1));
    const removed = () => (calls.removed += 1);
    socket.on('connect', removed);
    socket.off('connect', removed);
    const seen = recordOf(socket, 'connect', 'disconnect');
    await connected(socket);
    socket.io.engine.close();
    await until(() => seen.length === 3, 'the reconnect');
    expect(seen.map((e) => [e.name, e.arg])).toEqual([
      ['connect', undefined],
      ['disconnect', 'forced close'],
      ['connect', undefined],
    ]);
    expect(calls).toEqual({ once: 1, on: 2, removed: 0 });
    socket.close();
  });

  it('tries again with backoff while nothing answers: delay × 2^attempt, ±50 %, at most reconnectionDelayMax', async () => {
    // A port nothing listens on: every attempt fails at once (connect_error) and the next one waits.
    const probe = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => probe.once('listening', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const socket = io(`http://127.0.0.1:${port}`, { reconnectionDelay: 100, reconnectionDelayMax: 300 });
    const failures: number[] = [];
    socket.on('connect_error', (error: Error) => {
      expect(error.message).toBe('websocket error');
      failures.push(Date.now());
    });
    await until(() => failures.length >= 5, 'five attempts', 5_000);
    socket.close();
    const gaps = failures.slice(1).map((t, i) => t - failures[i]!);
    // 100 ms, then 200, then 400 and 800 capped at 300, each randomized by ±50 % before the cap;
    // plus the few milliseconds an attempt takes to fail.
    const expected = [
      [50, 150],
      [100, 300],
      [200, 300],
      [300, 300],
    ];
    gaps.slice(0, 4).forEach((gap, i) => {
      expect(gap).toBeGreaterThanOrEqual(expected[i]![0]! - 5);
      expect(gap).toBeLessThanOrEqual(expected[i]![1]! + 100);
    });
    const attempts = failures.length;
    await sleep(400);
    expect(failures).toHaveLength(attempts); // none after close()
  });

  it('sends auth with the CONNECT; fails an acknowledgement the server never sends: timeout().emit with an error, timeout().emitWithAck rejected', async () => {
    const socket = io(base, { auth: { token: 'the-auth' } });
    await connected(socket);
    expect(connections.at(-1)!.frames[0]).toBe('40{"token":"the-auth"}'); // auth rides on the CONNECT
    const error = await new Promise<Error | null>((resolve) => socket.timeout(100).emit('unanswered', { n: 1 }, resolve));
    expect(error).toEqual(new Error('operation has timed out'));
    await expect(socket.timeout(100).emitWithAck('unanswered', { n: 2 })).rejects.toThrow('operation has timed out');
    expect(connections.at(-1)!.frames).toEqual(expect.arrayContaining(['420["unanswered",{"n":1}]', '421["unanswered",{"n":2}]']));
    socket.close();
  });
});
