/**
 * The hostile clients of the `hostile` bench section: each is one client address that makes the
 * server work as hard as it lets it, and tallies what the server answered (statuses, 429s with
 * their Retry-After, socket refusals). The scripted player measured meanwhile is another address.
 */
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { jsonRequest, rawRequest, type RawAnswer } from './raw-http';

/** What one flood got back. */
export class FloodTally {
  requests = 0;
  readonly statuses = new Map<number, number>();
  readonly retryAfterSeconds: number[] = [];
  /** Socket refusals (connections and messages) by code. */
  readonly socketRefusals = new Map<string, number>();
  readonly socketRetryAfterMs: number[] = [];

  answered(answer: RawAnswer): void {
    this.requests += 1;
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
    const retryAfter = Number(answer.headers['retry-after']);
    if (answer.status === 429 && Number.isFinite(retryAfter)) this.retryAfterSeconds.push(retryAfter);
  }

  socketRefused(code: string, retryAfterMs?: number): void {
    this.socketRefusals.set(code, (this.socketRefusals.get(code) ?? 0) + 1);
    if (retryAfterMs !== undefined) this.socketRetryAfterMs.push(retryAfterMs);
  }

  count(predicate: (status: number) => boolean): number {
    return [...this.statuses].reduce((n, [status, k]) => (predicate(status) ? n + k : n), 0);
  }
}

export interface Flood {
  readonly url: string;
  /** The loopback address this flood sends from. */
  readonly from: string;
  /** performance.now() at which to stop sending. */
  readonly until: number;
  readonly tally: FloodTally;
}

/** `workers` loops calling `fn` until the flood's end. */
async function repeat(flood: Flood, workers: number, fn: () => Promise<void>): Promise<void> {
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < flood.until) await fn();
    }),
  );
}

/** Match creations as fast as 8 connections go (QUOTA_CREATE per client). Returns the ids created. */
export async function createFlood(flood: Flood): Promise<string[]> {
  const ids: string[] = [];
  await repeat(flood, 8, async () => {
    const answer = await jsonRequest(`${flood.url}/matches`, { method: 'POST', localAddress: flood.from, json: { gameId: 'mansters', seats: 2 } });
    flood.tally.answered(answer);
    if (answer.status === 201 && typeof answer.body?.matchId === 'string') ids.push(answer.body.matchId);
  });
  return ids;
}

/** Claims of a taken seat of the live match, 8 at a time: refused before the match's command queue. */
export async function claimSpam(flood: Flood, matchId: string): Promise<void> {
  await repeat(flood, 8, async () => {
    flood.tally.answered(await jsonRequest(`${flood.url}/matches/${matchId}/seats/0`, { method: 'POST', localAddress: flood.from, json: { name: 'Spam' } }));
  });
}

/**
 * Bot-only matches (the server plays both seats) asked for every 200 ms: the caps per client and
 * server-wide refuse most; those accepted play while the flood lasts.
 */
export async function botFlood(flood: Flood): Promise<string[]> {
  const ids: string[] = [];
  await repeat(flood, 1, async () => {
    const answer = await jsonRequest(`${flood.url}/matches`, {
      method: 'POST',
      localAddress: flood.from,
      json: { gameId: 'four-souls', seats: 2, bots: ['greedy', 'random'], options: { turnCap: 40 } },
    });
    flood.tally.answered(answer);
    if (answer.status === 201 && typeof answer.body?.matchId === 'string') ids.push(answer.body.matchId);
    await new Promise((r) => setTimeout(r, 200));
  });
  return ids;
}

/** A 60 MB junk upload with the operator credential, one without it, and eight audits of a long match, all at once. */
export async function importAndAudits(
  flood: Flood,
  o: { readonly junk: Buffer; readonly adminToken: string; readonly auditMatchId: string; readonly anonymousFrom: string },
): Promise<{ readonly withToken: RawAnswer; readonly withoutToken: RawAnswer }> {
  const upload = (from: string, token: string | null) =>
    rawRequest(`${flood.url}/matches/import`, {
      method: 'POST',
      localAddress: from,
      headers: { 'content-type': 'application/x-ndjson', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: o.junk,
    });
  const [withToken, withoutToken, ...audits] = await Promise.all([
    upload(flood.from, o.adminToken),
    upload(o.anonymousFrom, null),
    ...Array.from({ length: 8 }, () => rawRequest(`${flood.url}/matches/${o.auditMatchId}/audit`, { localAddress: flood.from })),
  ]);
  for (const answer of [withToken!, withoutToken!, ...audits]) flood.tally.answered(answer);
  return { withToken: withToken!, withoutToken: withoutToken! };
}

interface Answer {
  readonly ok: boolean;
  readonly error?: { readonly code: string; readonly retryAfterMs?: number };
}

function socketFrom(url: string, namespace: string, from: string): Socket {
  const options: Partial<ManagerOptions & SocketOptions> & { localAddress: string } = {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    localAddress: from,
  };
  return io(`${url}${namespace}`, options);
}

function opened(socket: Socket): Promise<{ readonly code: string } | null> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(null));
    socket.once('connect_error', (error: Error & { data?: { code?: string } }) => resolve({ code: error.data?.code ?? error.message }));
  });
}

/**
 * One /replay socket following every match it is given, over and over until the flood's end (the
 * follow cap and the namespace's message rate refuse the excess).
 */
export async function replayFollowFlood(flood: Flood, matchIds: readonly string[]): Promise<void> {
  const socket = socketFrom(flood.url, '/replay', flood.from);
  try {
    const refused = await opened(socket);
    if (refused) return flood.tally.socketRefused(refused.code);
    for (let i = 0; performance.now() < flood.until && matchIds.length > 0; i += 1) {
      const answer = (await socket.timeout(30_000).emitWithAck('replay.follow', { matchId: matchIds[i % matchIds.length], unit: 'event' })) as Answer;
      flood.tally.requests += 1;
      if (!answer.ok) flood.tally.socketRefused(answer.error?.code ?? 'UNKNOWN', answer.error?.retryAfterMs);
    }
  } finally {
    socket.disconnect();
  }
}

/** `count` play sockets from one client, opened 20 at a time and held until the flood's end. */
export async function socketFlood(flood: Flood, count: number): Promise<void> {
  const sockets: Socket[] = [];
  try {
    for (let i = 0; i < count && performance.now() < flood.until; i += 20) {
      const batch = Array.from({ length: Math.min(20, count - i) }, () => socketFrom(flood.url, '', flood.from));
      sockets.push(...batch);
      for (const refused of await Promise.all(batch.map(opened))) {
        flood.tally.requests += 1;
        if (refused) flood.tally.socketRefused(refused.code);
      }
    }
    while (performance.now() < flood.until) await new Promise((r) => setTimeout(r, 100));
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}
