/**
 * Sends what the fuzz arbitraries describe and checks each answer; keeps what the final check of
 * fuzz.test.ts needs: every appended range (from accepted answers) and the events of matches and
 * seats the fuzz created itself.
 */
import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import type { BodyPick, RestRequest, SocketLegal, SocketMessage, SocketPayload, Targets, TokenPick } from './fuzz-arbitraries';
import { httpCall, httpOk, until, type HttpAnswer } from './support';

export interface Appended {
  readonly matchId: string;
  readonly commandId: string;
  readonly firstSeq: number;
  readonly lastSeq: number;
}

type Live = Targets['live'][number];

export class FuzzRunner {
  /** Appended ranges by `${matchId}/${firstSeq}` (a replayed id answers its first range again). */
  readonly ranges = new Map<string, Appended>();
  /** Events of matches created and seats claimed by the fuzz itself. */
  lobbyEvents = 0;
  /** The seat sockets of the socket fuzz: every seat of the first two live matches. */
  readonly seatSockets: readonly { readonly matchId: string; readonly token: string }[];
  /** Accepted REST commands, to send again with the same or another payload. */
  private readonly accepted: { matchId: string; seat: number; commandId: string; command: unknown; answer: Record<string, unknown> }[] = [];
  private fresh = 0;

  constructor(
    private readonly url: string,
    private readonly targets: Targets,
  ) {
    this.seatSockets = targets.live.slice(0, 2).flatMap((m) => m.tokens.map((token) => ({ matchId: m.matchId, token })));
  }

  async rest(r: RestRequest): Promise<void> {
    if (r.kind === 'command') return this.restCommand(r);
    if (r.kind === 'legal') return this.restLegal(r);
    if (r.kind === 'reuse') return this.restReuse(r);
    const body = r.method === 'GET' ? {} : sendBody(r.body);
    const res = await httpCall(this.url, r.method, r.path, { ...body, token: this.tokenOf(r.token) });
    checkShape(res, `${r.method} ${r.path}`);
    if (r.method === 'POST' && res.status === 201 && r.path === '/matches') this.lobbyEvents += res.body.seq as number;
    else if (r.method === 'POST' && res.status === 201 && /\/seats\/\d+$/.test(r.path)) this.lobbyEvents += 1;
    else if (r.method !== 'GET') expect(res.status, `${r.method} ${r.path} changed something: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
  }

  async socket(sockets: readonly Socket[], errors: readonly number[], msg: SocketMessage | SocketLegal): Promise<void> {
    if ('legal' in msg) return this.socketLegal(sockets, msg);
    const socket = sockets[msg.socket] as Socket;
    const payload = this.payload(msg.payload);
    const what = `${msg.name} ${JSON.stringify(payload)?.slice(0, 300)}`;
    if (!msg.ack) {
      const before = errors[msg.socket] ?? 0;
      socket.emit(msg.name, payload);
      await until(() => (errors[msg.socket] ?? 0) > before, `server:error for ${what}`, 5000);
      return;
    }
    let res: Record<string, unknown>;
    try {
      res = await ack(socket, msg.name, payload);
    } catch (error) {
      // socket.io-client refuses reserved names (connect, disconnect...) before sending anything.
      if (String(error).includes('reserved')) return;
      throw new Error(`${what}: ${String(error)}`);
    }
    if (res.ok === true) {
      if (msg.name === 'match:command' && typeof res.matchId === 'string') this.note(res.matchId, res);
      return;
    }
    expect(res.ok, what).toBe(false);
    const error = res.error as Record<string, unknown>;
    expect(error, what).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(error.rule === null || typeof error.rule === 'string', what).toBe(true);
    expect(error.code, `${what}: ${String(error.message)}`).not.toBe('INTERNAL');
  }

  private async restCommand(r: Extract<RestRequest, { kind: 'command' }>): Promise<void> {
    const m = this.targets.live[r.match] as Live;
    const res = await httpCall(this.url, 'POST', `/matches/${m.matchId}/seats/${encodeURIComponent(String(r.seat))}/commands`, {
      ...sendBody(r.body),
      token: this.tokenOf(r.token),
    });
    checkShape(res, `command ${JSON.stringify(r).slice(0, 300)}`);
    if (res.status !== 200) return;
    this.note(m.matchId, res.body);
    if ('json' in r.body)
      this.accepted.push({
        matchId: m.matchId,
        seat: Number(r.seat),
        commandId: res.body.commandId as string,
        command: (r.body.json as { command: unknown }).command,
        answer: res.body,
      });
  }

  /** A legal action decided on the current seq must be accepted (nothing else moves meanwhile); on an older one, STALE_SEQ. */
  private async restLegal(r: Extract<RestRequest, { kind: 'legal' }>): Promise<void> {
    const m = this.targets.live[r.match] as Live;
    const token = m.tokens[r.seat];
    const view = await httpOk(this.url, 'GET', `/matches/${m.matchId}/view`, { token });
    const legal = view.legalActions as object[];
    if (legal.length === 0) return;
    const command = legal[r.pick % legal.length];
    // A fresh id each time ('.' is outside the fuzzed ids' alphabet): a reused one would get its first answer.
    const commandId = `L.${(this.fresh += 1)}`;
    const seq = view.seq as number;
    const expectedSeq = r.expectedSeq === 'current' ? seq : r.expectedSeq === 'stale' ? seq - 1 : undefined;
    const res = await httpCall(this.url, 'POST', `/matches/${m.matchId}/seats/${r.seat}/commands`, { json: { commandId, command, expectedSeq }, token });
    checkShape(res, `legal ${commandId}`);
    if (r.expectedSeq === 'stale') return void expect(res.body.code).toBe('STALE_SEQ');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    this.note(m.matchId, res.body);
    this.accepted.push({ matchId: m.matchId, seat: r.seat, commandId, command, answer: res.body });
  }

  /** An accepted id again: the first outcome with the same payload, COMMAND_ID_REUSED with another; never a second application. */
  private async restReuse(r: Extract<RestRequest, { kind: 'reuse' }>): Promise<void> {
    if (this.accepted.length === 0) return;
    const a = this.accepted[r.pick % this.accepted.length] as (typeof this.accepted)[number];
    const m = this.targets.live.find((x) => x.matchId === a.matchId) as Live;
    const command = r.samePayload ? a.command : { type: 'play', card: 1000 + (r.pick % 50) };
    const res = await httpCall(this.url, 'POST', `/matches/${a.matchId}/seats/${a.seat}/commands`, {
      json: { commandId: a.commandId, command },
      token: m.tokens[a.seat],
    });
    checkShape(res, `reuse ${a.commandId}`);
    if (r.samePayload) expect(res.body).toEqual(a.answer);
    else expect(res.body.code).toBe('COMMAND_ID_REUSED');
  }

  /** A legal action over the seat's own socket: accepted, or STALE_SEQ when decided on an old seq. */
  private async socketLegal(sockets: readonly Socket[], msg: SocketLegal): Promise<void> {
    const { seatSocket, pick, expectedSeq } = msg.legal;
    const { matchId, token } = this.seatSockets[seatSocket] as (typeof this.seatSockets)[number];
    const socket = sockets[seatSocket] as Socket;
    // The fuzz may have rejoined this socket as another seat, or left: join as this seat again.
    expect(await ack(socket, 'match:join', { matchId, token })).toMatchObject({ ok: true });
    const view = await httpOk(this.url, 'GET', `/matches/${matchId}/view`, { token });
    const legal = view.legalActions as object[];
    if (legal.length === 0) return;
    const seq = view.seq as number;
    const payload = {
      matchId,
      commandId: `zz-legal-${(this.fresh += 1)}`,
      command: legal[pick % legal.length],
      ...(expectedSeq === 'none' ? {} : { expectedSeq: expectedSeq === 'current' ? seq : seq - 1 }),
    };
    const res = await ack(socket, 'match:command', payload);
    if (expectedSeq === 'stale') return void expect(res, JSON.stringify(payload)).toMatchObject({ ok: false, error: { code: 'STALE_SEQ' } });
    expect(res, JSON.stringify(payload)).toMatchObject({ ok: true, firstSeq: seq + 1 });
    this.note(matchId, res);
  }

  private payload(p: SocketPayload): unknown {
    if ('json' in p) return p.json;
    if ('binary' in p) return p.binary;
    const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
    if ('join' in p) {
      const m = this.targets.live[p.join.match] as Live;
      return defined({ matchId: m.matchId, token: this.tokenOf(p.join.token), lastSeq: p.join.lastSeq, extra: p.join.extra });
    }
    const m = this.targets.live[p.command.match] as Live;
    return defined({ matchId: m.matchId, ...p.command.fields });
  }

  private tokenOf(t: TokenPick): string | undefined {
    return t === null ? undefined : 'garbage' in t ? t.garbage : this.targets.live[t.match % this.targets.live.length]?.tokens[t.seat];
  }

  private note(matchId: string, body: Record<string, unknown>): void {
    if (typeof body.firstSeq !== 'number') return;
    this.ranges.set(`${matchId}/${body.firstSeq}`, { matchId, commandId: body.commandId as string, firstSeq: body.firstSeq, lastSeq: body.lastSeq as number });
  }
}

const sendBody = (b: BodyPick) => ('raw' in b ? { raw: b.raw } : { json: b.json });

/** The one rule for every REST answer: an answer, no 5xx, and errors in the API's shape. */
function checkShape(res: HttpAnswer, what: string): void {
  expect(res.status, `${what}: ${res.error ?? ''}`).not.toBe(0);
  expect(res.status, `${what} answered ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.body, what).toMatchObject({ statusCode: res.status, code: expect.any(String), message: expect.any(String) });
    expect(res.body.rule === null || typeof res.body.rule === 'string', `${what}: rule`).toBe(true);
  }
}

/** Emits with an acknowledgement; rejects when none comes within 5 s (silence is a failure). */
export function ack(socket: Socket, name: string, payload: unknown): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    socket
      .timeout(5000)
      .emit(name, payload, (err: Error | null, res: Record<string, unknown>) =>
        err ? reject(new Error(`no acknowledgement in 5 s (${err.message})`)) : resolve(res),
      );
  });
}
