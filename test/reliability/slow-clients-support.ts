/** The well-behaved and the reconnecting clients of slow-clients.test.ts. */
import { io } from 'socket.io-client';
import { GameClient, ProtocolClientError, type GameMessage } from '../../src/client';
import { claimSeats, createMatch, sleep } from './support';

/**
 * One normal match after another (high card, 2 seats, one socket.io client per seat): each seat
 * plays as soon as it is waited for; the acknowledgement round trip of every command is recorded
 * in the bucket of the current phase.
 */
export async function playMatches(
  url: string,
  phase: { readonly name: string },
  latency: { baseline: number[]; abuse: number[] },
  unexpected: string[],
  closers: (() => void)[],
): Promise<void> {
  while (phase.name !== 'done') {
    const matchId = await createMatch(url, { gameId: 'high-card', seats: 2, options: { rounds: 20 } });
    const tokens = await claimSeats(url, matchId, 2);
    const clients = tokens.map(() => new GameClient(url, { ackTimeoutMs: 10_000 }));
    closers.push(...clients.map((c) => () => c.close()));
    await Promise.all(clients.map((c, seat) => c.join(matchId, { token: tokens[seat] })));
    await Promise.all(clients.map((client) => playSeat(client, matchId, phase, latency, unexpected)));
    for (const c of clients) c.close();
  }
}

async function playSeat(
  client: GameClient,
  matchId: string,
  phase: { readonly name: string },
  latency: { baseline: number[]; abuse: number[] },
  unexpected: string[],
): Promise<void> {
  while (phase.name !== 'done') {
    const snap = client.mirror(matchId)?.snapshot;
    if (snap?.status === 'finished') return;
    if (!snap || snap.legalActions.length === 0) {
      await sleep(2);
      continue;
    }
    const t = performance.now();
    try {
      const ack = await client.command(matchId, snap.legalActions[0] as GameMessage);
      const bucket = phase.name === 'baseline' ? latency.baseline : phase.name === 'abuse' ? latency.abuse : null;
      bucket?.push(performance.now() - t);
      while ((client.mirror(matchId)?.seq ?? 0) < ack.seq && phase.name !== 'done') await sleep(2);
    } catch (error) {
      const code = error instanceof ProtocolClientError ? error.code : String(error);
      // Both seats are waited for at once: the other seat moving first makes ours stale.
      if (code !== 'STALE_SEQ') unexpected.push(code);
    }
  }
}

/** Connects, joins as a spectator, disconnects; again and again while `go()`. */
/** Connects, joins `matchId` and disconnects, again and again while `go()`; counts into `result` as it goes (the caller may watch it). */
export async function reconnectLoop(
  url: string,
  matchId: string,
  go: () => boolean,
  result: { joined: number; failed: number } = { joined: 0, failed: 0 },
): Promise<{ joined: number; failed: number }> {
  while (go()) {
    const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
    try {
      const ack = await new Promise<{ ok?: boolean }>((resolve, reject) => {
        socket.timeout(10_000).emit('match:join', { matchId }, (err: Error | null, res: { ok?: boolean }) => (err ? reject(err) : resolve(res)));
      });
      if (ack.ok) result.joined += 1;
      else result.failed += 1;
    } catch {
      result.failed += 1;
    } finally {
      socket.close();
    }
    await sleep(20);
  }
  return result;
}
