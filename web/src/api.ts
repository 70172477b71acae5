import type { ApiErrorBody, GameInfo, ReceiptsFile } from '../../src/client';
import { csrfHeaders } from './account/csrf';

/** The REST API (README's table, docs/replay.md). Errors come back as { statusCode, code, rule, message }. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly rule: string | null = null,
    /** On a 429: milliseconds until a retry can succeed (from Retry-After). */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** The games this server hosts (`GET /games`): the lobby's choices, and the names pages call games by. */
export const gameList = (): Promise<GameInfo[]> => api<GameInfo[]>('GET', '/games');

export async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  return request<T>(method, path, body === undefined ? undefined : { text: JSON.stringify(body), type: 'application/json' }, token);
}

/**
 * The newest database position this page was shown (`X-Read-Position`). Sent back with every
 * request, so a read the server routes to a lagging replica is never older than what the page
 * already showed (the lobby, a replay step).
 */
let readPosition: string | null = null;

/** Positions are WAL locations `X/Y` (hex); keeps the larger. */
function newerPosition(a: string | null, b: string | null): string | null {
  if (!a || !b) return a ?? b;
  const value = (p: string) => p.split('/').map((h) => BigInt(`0x${h}`));
  const [ah = 0n, al = 0n] = value(a);
  const [bh = 0n, bl = 0n] = value(b);
  return ah > bh || (ah === bh && al >= bl) ? a : b;
}

/** A request whose body is sent as is (e.g. an export file as application/x-ndjson). */
export async function request<T>(method: string, path: string, body?: { text: string | Blob; type: string }, token?: string): Promise<T> {
  const headers: Record<string, string> = { ...csrfHeaders() };
  if (body !== undefined) headers['content-type'] = body.type;
  if (token) headers.authorization = `Bearer ${token}`;
  if (readPosition) headers['x-read-position'] = readPosition;
  const res = await fetch(path, { method, headers, body: body?.text });
  readPosition = newerPosition(readPosition, res.headers.get('x-read-position'));
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    if (res.ok) throw new ApiFailure(res.status, 'BAD_RESPONSE', `the server answered something that is not JSON: ${text.slice(0, 80)}`);
    json = { message: text.slice(0, 200) || res.statusText };
  }
  if (!res.ok) {
    // Every refusal of the server is the one error body; a proxy's answer may lack any field of it.
    const e = (json ?? {}) as Partial<ApiErrorBody>;
    const msg = e.message ?? res.statusText;
    const retryAfter = Number(res.headers.get('retry-after') ?? Number.NaN);
    throw new ApiFailure(res.status, e.code ?? String(res.status), msg, e.rule ?? null, Number.isFinite(retryAfter) ? retryAfter * 1000 : null);
  }
  return json as T;
}

/** Seat tokens, kept per match in localStorage (the server shows a token once). */
export const tokens = {
  key: (matchId: string) => `stackbound:seat:${matchId}`,
  get(matchId: string): { seat: number; token: string } | null {
    const raw = localStorage.getItem(this.key(matchId));
    return raw ? (JSON.parse(raw) as { seat: number; token: string }) : null;
  },
  set(matchId: string, seat: number, token: string): void {
    localStorage.setItem(this.key(matchId), JSON.stringify({ seat, token }));
  },
  forget(matchId: string): void {
    localStorage.removeItem(this.key(matchId));
  },
};

/**
 * A seat's receipts (docs/replay.md, "Evidence the players hold"), kept per match and seat in
 * localStorage across reloads: what `npm run cli -- verify --receipts` checks an export against.
 * Receipts of earlier visits are kept; a seq seen again keeps its first receipt (a different one
 * would itself be evidence, and the verify command reports it).
 */
export const receiptsStore = {
  key: (matchId: string, seat: number) => `stackbound:receipts:${matchId}:${seat}`,
  get(matchId: string, seat: number): ReceiptsFile | null {
    const raw = localStorage.getItem(this.key(matchId, seat));
    return raw ? (JSON.parse(raw) as ReceiptsFile) : null;
  },
  save(matchId: string, seat: number, fresh: ReceiptsFile): void {
    const kept = this.get(matchId, seat);
    const bySeq = new Map((kept?.receipts ?? []).map((r) => [r.seq, r.receipt]));
    for (const r of fresh.receipts) if (!bySeq.has(r.seq)) bySeq.set(r.seq, r.receipt);
    const receipts = [...bySeq].sort(([a], [b]) => a - b).map(([seq, receipt]) => ({ seq, receipt }));
    localStorage.setItem(this.key(matchId, seat), JSON.stringify({ ...fresh, receipts, signedHead: fresh.signedHead ?? kept?.signedHead ?? null }));
  },
};

/** A refusal in words, with its code and rule, and when to try again if the server said so. */
export function describeError(e: unknown): string {
  if (e instanceof ApiFailure) return `${e.message} (${e.code}${e.rule ? `, rule ${e.rule}` : ''})${retryHint(e.retryAfterMs)}`;
  const pe = e as { error?: { message: string; code: string; rule: string | null; retryAfterMs?: number } };
  if (pe?.error) return `${pe.error.message} (${pe.error.code}${pe.error.rule ? `, rule ${pe.error.rule}` : ''})${retryHint(pe.error.retryAfterMs ?? null)}`;
  return e instanceof Error ? e.message : String(e);
}

function retryHint(ms: number | null): string {
  return ms === null ? '' : ` · try again in ${Math.max(1, Math.ceil(ms / 1000))} s`;
}
