import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { GameClient, type MatchDelta, type MatchUpdate, type PresenceUpdate, type ProtocolError, type ProtocolVersion } from '../../../src/client';
import type { AnyGameDefinition } from '../../../src/engine/game-definition';
import type { Randomness } from '../../../src/matches';
import { createTestApp } from '../../support/app';
import type { TestDatabase } from '../../support/database';

/** The real application in process, listening on a free port (socket.io shares it). */
export async function startApp(
  db: TestDatabase,
  games: readonly AnyGameDefinition[],
  env: Record<string, string | number | boolean> = {},
  randomness?: Randomness,
) {
  const app: NestExpressApplication = await createTestApp(db, env, games, randomness);
  await app.listen(0, '127.0.0.1');
  const port = (app.getHttpServer().address() as AddressInfo).port;
  return { app, url: `http://127.0.0.1:${port}` };
}

/**
 * One request on a connection of its own. A pooled keep-alive connection left idle through a long
 * test can be closed by the server's idle timeout just as the next request reuses it (the server
 * and the client share one busy event loop here), which fails that request with ECONNRESET.
 */
export async function http<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const { status, answer } = await new Promise<{ status: number; answer: string }>((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method, agent: false, headers: { 'content-type': 'application/json', ...(text ? { 'content-length': Buffer.byteLength(text) } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, answer: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(text);
  });
  const json = JSON.parse(answer) as T;
  if (status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(json)}`);
  return json;
}

export async function createMatch(base: string, body: Record<string, unknown>): Promise<string> {
  return (await http<{ matchId: string }>(base, 'POST', '/matches', body)).matchId;
}

export async function claimSeats(base: string, matchId: string, seats: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let seat = 0; seat < seats; seat += 1)
    tokens.push((await http<{ token: string }>(base, 'POST', `/matches/${matchId}/seats/${seat}`, { name: `P${seat + 1}` })).token);
  return tokens;
}

/** Everything one socket received, in order. */
export type Received =
  | { kind: 'update'; update: MatchUpdate }
  | { kind: 'delta'; delta: MatchDelta }
  | { kind: 'presence'; presence: PresenceUpdate }
  | { kind: 'error'; error: ProtocolError };

export class RecordingClient extends GameClient {
  readonly received: Received[] = [];

  /** Protocol 1 unless told: the tests that read `updates()` check protocol 1's whole messages. */
  constructor(url: string, protocol: ProtocolVersion = 1) {
    super(url, { protocol, socket: { reconnectionDelay: 50, reconnectionDelayMax: 200 } });
    this.socket.on('match:update', (update) => this.received.push({ kind: 'update', update }));
    this.socket.on('match:delta', (delta) => this.received.push({ kind: 'delta', delta }));
    this.socket.on('match:presence', (presence) => this.received.push({ kind: 'presence', presence }));
    this.socket.on('server:error', (error) => this.received.push({ kind: 'error', error }));
  }

  updates(): MatchUpdate[] {
    return this.received.flatMap((r) => (r.kind === 'update' ? [r.update] : []));
  }

  deltas(): MatchDelta[] {
    return this.received.flatMap((r) => (r.kind === 'delta' ? [r.delta] : []));
  }
}

export async function until<T>(
  probe: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** `promise`, or a failure naming `what` once `timeoutMs` has passed (for a wait with no end of its own). */
export async function within<T>(promise: Promise<T>, what: string, timeoutMs = 20_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
