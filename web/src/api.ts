/** The REST API (README's table, docs/replay.md). Errors come back as { statusCode, code, rule, message }. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly rule: string | null = null,
  ) {
    super(message);
  }
}

export async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  return request<T>(method, path, body === undefined ? undefined : { text: JSON.stringify(body), type: 'application/json' }, token);
}

/** A request whose body is sent as is (e.g. an export file as application/x-ndjson). */
export async function request<T>(method: string, path: string, body?: { text: string | Blob; type: string }, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = body.type;
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(path, { method, headers, body: body?.text });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    if (res.ok) throw new ApiFailure(res.status, 'BAD_RESPONSE', `the server answered something that is not JSON: ${text.slice(0, 80)}`);
    json = { message: text.slice(0, 200) || res.statusText };
  }
  if (!res.ok) {
    const e = (json ?? {}) as { code?: string; message?: string | string[]; rule?: string | null };
    const msg = Array.isArray(e.message) ? e.message.join('; ') : (e.message ?? res.statusText);
    throw new ApiFailure(res.status, e.code ?? String(res.status), msg, e.rule ?? null);
  }
  return json as T;
}

export interface GameInfo { id: string; displayName: string; rulesVersion: string; minSeats: number; maxSeats: number; bots: string[] }
export interface LobbySeat { seat: number; name: string | null; claimed: boolean; bot: string | null }
export interface LobbyRow { matchId: string; gameId: string; status: 'waiting' | 'live' | 'finished'; seatCount: number; seats: LobbySeat[]; scenario: boolean; winners: number[] | null; createdAt: string; updatedAt: string; lastSeq: number }

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

export function describeError(e: unknown): string {
  if (e instanceof ApiFailure) return `${e.message} (${e.code}${e.rule ? `, rule ${e.rule}` : ''})`;
  const pe = e as { code?: string; rule?: string | null; message?: string; error?: { message: string; code: string; rule: string | null } };
  if (pe?.error) return `${pe.error.message} (${pe.error.code}${pe.error.rule ? `, rule ${pe.error.rule}` : ''})`;
  return e instanceof Error ? e.message : String(e);
}
