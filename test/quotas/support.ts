import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

/** An answer as the quota tests read it. */
export interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Record<string, unknown>;
}

/**
 * One HTTP request from a chosen loopback address (127.0.0.0/8 all reaches the server on
 * 127.0.0.1), so that one test can be several clients: the quotas count per client address.
 */
export function call(
  base: string,
  method: string,
  path: string,
  options: { from?: string; body?: unknown; token?: string; raw?: string; type?: string } = {},
): Promise<Answer> {
  const url = new URL(path, base);
  const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress: options.from ?? '127.0.0.1',
        // A fresh connection per request: the source address is the connection's.
        agent: false,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': options.type ?? 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let body: Record<string, unknown> = {};
          try {
            body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            body = { text };
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** A live two-seat high-card match created from `from`, with both seats claimed. */
export async function liveMatch(base: string, from: string, extra: Record<string, unknown> = {}): Promise<{ matchId: string; tokens: string[] }> {
  const created = await call(base, 'POST', '/matches', { from, body: { gameId: 'high-card', seats: 2, options: { rounds: 20 }, ...extra } });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const matchId = created.body.matchId as string;
  const tokens: string[] = [];
  for (const seat of [0, 1]) {
    const claimed = await call(base, 'POST', `/matches/${matchId}/seats/${seat}`, { from, body: { name: `P${seat + 1}` } });
    if (claimed.status !== 201) throw new Error(`claim: ${claimed.status} ${JSON.stringify(claimed.body)}`);
    tokens.push(claimed.body.token as string);
  }
  return { matchId, tokens };
}

/**
 * The player's side of "the server stays responsive": an awaited seat sends one legal command;
 * answers its status and how long the command took (the view read before it is not counted).
 */
export async function playOne(
  base: string,
  from: string,
  matchId: string,
  tokens: readonly string[],
  commandId: string,
): Promise<{ status: number; ms: number }> {
  for (const [seat, token] of tokens.entries()) {
    const view = await call(base, 'GET', `/matches/${matchId}/view`, { from, token });
    const legal = (view.body.legalActions as { type: string }[] | undefined)?.filter((c) => c.type !== 'concede') ?? [];
    if (legal.length === 0) continue;
    const started = performance.now();
    const answer = await call(base, 'POST', `/matches/${matchId}/seats/${seat}/commands`, {
      from,
      token,
      body: { commandId, command: legal[0], expectedSeq: view.body.seq },
    });
    return { status: answer.status, ms: performance.now() - started };
  }
  throw new Error('no seat has a legal command');
}

/** Sends `total` requests, `concurrency` at a time; counts the answers by status. */
export async function flood(total: number, concurrency: number, send: (n: number) => Promise<{ status: number }>): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const n = next++;
      const { status } = await send(n).catch(() => ({ status: 0 }));
      counts.set(status, (counts.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return counts;
}

/** `{ 201: 5, 429: 295 }` for the figures the tests print. */
export function describeCounts(counts: ReadonlyMap<number, number>): string {
  return JSON.stringify(Object.fromEntries([...counts].sort(([a], [b]) => a - b)));
}
