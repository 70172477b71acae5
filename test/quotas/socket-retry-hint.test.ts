import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GameClient, ProtocolClientError } from '../../src/client';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { highCard } from '../support/test-game';
import { claimSeats, createMatch, sleep, startApp, until } from '../realtime/support/harness';
import { connected } from './socket-support';

/** Small budgets, so a burst of a few messages meets them: play sockets 2/s (bursts of 4), /replay sockets 2/s (bursts of 4). */
const PLAY_RATE = { WS_RATE_CAPACITY: '4', WS_RATE_PER_SECOND: '2' } as const;
const LIMITS = { QUOTA_REPLAY_MESSAGES_PER_SECOND: 2, QUOTA_FOLLOWS: 1 } as const;
/** The longest wait a budget of 2 messages a second can name: one message's refill, plus the hint's rounding. */
const LONGEST_HINT_MS = 1000 / 2 + 2;

interface Answer {
  readonly ok: boolean;
  readonly error?: { readonly code: string; readonly message: string; readonly retryAfterMs?: number };
}

async function ask(socket: Socket, name: string, body: unknown): Promise<Answer> {
  return (await socket.timeout(30_000).emitWithAck(name, body)) as Answer;
}

/**
 * Spends the socket's whole budget, then asks once more until a message is refused for the rate:
 * that refusal's hint was computed with nothing left, and nothing but this test sends on the socket.
 */
async function refusedForTheRate(socket: Socket, name: string, body: unknown): Promise<NonNullable<Answer['error']>> {
  await Promise.all(Array.from({ length: 8 }, () => ask(socket, name, body)));
  return until(
    async () => {
      const answer = await ask(socket, name, body);
      return answer.ok === false && answer.error?.code === 'RATE_LIMITED' && answer.error;
    },
    `a RATE_LIMITED refusal of ${name}`,
    60_000,
  );
}

/**
 * A socket message refused for a rate limit says when to come back (`retryAfterMs`, from the
 * socket's token bucket); coming back then succeeds. The typed client waits that long and sends the
 * same message once more by itself.
 */
describe('socket rate-limit refusals carry retryAfterMs, and a retry after it succeeds', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let base: string;
  let matchId: string;
  let tokens: string[];
  let sockets: Socket[] = [];
  let clients: GameClient[] = [];

  beforeAll(async () => {
    // The play namespace reads its rate from the environment when the app is built (restored after
    // the file by test/support/restore-env.ts).
    Object.assign(process.env, PLAY_RATE);
    db = await createTestDatabase();
    ({ app, url: base } = await startApp(db, [highCard], LIMITS));
    matchId = await createMatch(base, { gameId: 'high-card', seats: 2, options: { rounds: 20 } });
    tokens = await claimSeats(base, matchId, 2);
  });
  afterEach(() => {
    for (const socket of sockets) socket.disconnect();
    for (const client of clients) client.close();
    sockets = [];
    clients = [];
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('the play namespace: a refused match:resync names a positive wait no longer than one message takes to refill; after it the same message is answered', async () => {
    const socket = await connected(base, '/', '127.0.0.41');
    sockets.push(socket);
    expect(await ask(socket, 'match:join', { matchId })).toMatchObject({ ok: true });
    const refused = await refusedForTheRate(socket, 'match:resync', { matchId });
    expect(refused.message).toMatch(/too many messages/);
    expect(Number.isInteger(refused.retryAfterMs)).toBe(true);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(LONGEST_HINT_MS);
    await sleep(refused.retryAfterMs ?? 0);
    expect(await ask(socket, 'match:resync', { matchId })).toMatchObject({ ok: true, matchId });
  });

  it('the /replay namespace: a refused replay.follow names the wait; after it the follow succeeds', async () => {
    const socket = await connected(base, '/replay', '127.0.0.42');
    sockets.push(socket);
    const refused = await refusedForTheRate(socket, 'replay.unfollow', { matchId });
    expect(refused.message).toMatch(/too many messages/);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(LONGEST_HINT_MS);
    await sleep(refused.retryAfterMs ?? 0);
    expect(await ask(socket, 'replay.follow', { matchId })).toMatchObject({ ok: true, step: { matchId } });
  });

  it('a cap that no wait cures (matches followed at once) is refused without a hint', async () => {
    // The slot caps themselves are tested in socket-quotas.test.ts; here only that they name no wait.
    const socket = await connected(base, '/replay', '127.0.0.43');
    sockets.push(socket);
    const other = await createMatch(base, { gameId: 'high-card', seats: 2 });
    expect(await ask(socket, 'replay.follow', { matchId })).toMatchObject({ ok: true });
    const refused = await ask(socket, 'replay.follow', { matchId: other });
    expect(refused).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED', message: expect.stringMatching(/followed matches/) } });
    expect(refused.error).not.toHaveProperty('retryAfterMs');
  });

  it('the typed client waits the hint and sends the same command (same id) once more by itself, and it is accepted', async () => {
    const client = new GameClient(base, { socket: { reconnection: false } });
    clients.push(client);
    await client.join(matchId, { token: tokens[0] });
    const sent: string[] = [];
    client.socket.onAnyOutgoing((name: string) => sent.push(name));
    // Over a few rounds (each spends the budget first), at least one command is refused and retried.
    let retried = false;
    for (let round = 0; round < 10 && !retried; round += 1) {
      await refusedForTheRate(client.socket, 'match:resync', { matchId });
      const hand = (client.mirror(matchId)?.snapshot?.view as { hand: number[] } | undefined)?.hand ?? [];
      const before = sent.filter((n) => n === 'match:command').length;
      const seq = client.mirror(matchId)?.seq ?? 0;
      const accepted = await client.command(matchId, { type: 'play', card: hand[0] ?? -1 }, { commandId: `retried-${round}` });
      expect(accepted).toMatchObject({ matchId, commandId: `retried-${round}` });
      expect(accepted.seq).toBeGreaterThan(seq);
      const sends = sent.filter((n) => n === 'match:command').length - before;
      expect(sends).toBeLessThanOrEqual(2);
      retried = sends === 2;
      // The other seat plays its card for the round so that seat 0 is awaited again.
      const roundEnd = await playOtherSeat();
      await until(() => (client.mirror(matchId)?.seq ?? 0) >= roundEnd, 'the end of the round in the mirror', 60_000);
    }
    expect(retried).toBe(true);
  });

  it('with retries off, the refusal reaches the caller with the hint (the web page says when to try again)', async () => {
    const client = new GameClient(base, { socket: { reconnection: false }, maxRetryWaitMs: 0 });
    clients.push(client);
    await client.join(matchId);
    const error = await until(
      async () => {
        await refusedForTheRate(client.socket, 'match:resync', { matchId });
        try {
          await client.resync(matchId);
          return null;
        } catch (e) {
          return e;
        }
      },
      'a refused resync',
      60_000,
    );
    expect(error).toBeInstanceOf(ProtocolClientError);
    expect((error as ProtocolClientError).code).toBe('RATE_LIMITED');
    expect((error as ProtocolClientError).retryAfterMs).toBeGreaterThan(0);
  });

  /** Seat 1 plays a card through its own client (a fresh socket, a full budget); answers the seq after it. */
  async function playOtherSeat(): Promise<number> {
    const other = new GameClient(base, { socket: { reconnection: false } });
    clients.push(other);
    await other.join(matchId, { token: tokens[1] });
    const hand = (other.mirror(matchId)?.snapshot?.view as { hand: number[] } | undefined)?.hand ?? [];
    const accepted = await other.command(matchId, { type: 'play', card: hand[0] ?? -1 });
    other.close();
    return accepted.seq;
  }
});
