/**
 * Players that keep playing through outages, over REST or socket.io. A player picks the first of
 * its legal actions; when the request fails without an answer (connection refused, reset, timeout,
 * a 5xx while the database is away) it keeps the command and sends it again with the same command
 * id until it gets an answer, as a client must. Every accepted answer is recorded, so the test can
 * check that each is in the log exactly once.
 */
import { GameClient, ProtocolClientError, type GameMessage } from '../../src/client';
import { httpCall, sleep, type Acknowledged } from './support';

export interface PlayerLog {
  readonly acks: Acknowledged[];
  /** Commands that got at least one failure before their accepted answer (same id each time). */
  readonly retried: { readonly ack: Acknowledged; readonly failures: number }[];
  /** Answers a player should never get (4xx other than the retryable ones). */
  readonly unexpected: string[];
  /** When each acknowledgement arrived (ms since the epoch), by match: what the players saw of an outage. */
  readonly ackedAt: { readonly matchId: string; readonly at: number }[];
  failures: number;
}

export const newLog = (): PlayerLog => ({ acks: [], retried: [], unexpected: [], ackedAt: [], failures: 0 });

/**
 * The outage the players saw: per match, the longest it went without an acknowledgement after
 * `since` (from `since` to the first one, or between two after it); the worst match's (ms), or
 * null when a match got none after `since`. Not only up to the first one: an answer already on its
 * way when the database died arrives just after `since` (65 ms once, against 1.2 s of failover),
 * and the silence that matters comes after it.
 */
export function worstOutage(log: PlayerLog, matchIds: readonly string[], since: number): number | null {
  let worst = 0;
  for (const matchId of matchIds) {
    let last: number | null = null;
    for (const a of log.ackedAt) {
      if (a.matchId !== matchId || a.at <= since) continue;
      worst = Math.max(worst, a.at - (last ?? since));
      last = a.at;
    }
    if (last === null) return null;
  }
  return worst;
}

interface Pending {
  readonly commandId: string;
  readonly command: GameMessage;
  failures: number;
}

export interface RestSeat {
  /** The server to talk to (a getter: it changes when a server is replaced). */
  readonly base: () => string;
  readonly matchId: string;
  readonly seat: number;
  readonly token: string;
  /** Prefix of this seat's command ids; unique per match so ids never clash between seats. */
  readonly idPrefix: string;
}

/** Conflicts that are not about the command: send it again (VERSION_CONFLICT is not recorded). */
const RETRYABLE_CODES = new Set(['VERSION_CONFLICT', 'DISCONNECTED', 'TIMEOUT', 'INTERNAL', 'UNAVAILABLE', 'NOT_JOINED', 'RATE_LIMITED']);

/** Plays one seat over REST until the match is finished or `stop()` says so. */
export async function playRest(p: RestSeat, log: PlayerLog, stop: () => boolean): Promise<void> {
  let n = 0;
  let pending: Pending | null = null;
  while (!stop()) {
    if (!pending) {
      const view = await httpCall(p.base(), 'GET', `/matches/${p.matchId}/view`, { token: p.token, timeoutMs: 5000 });
      if (view.status !== 200) {
        await sleep(50);
        continue;
      }
      if (view.body.status === 'finished') return;
      const legal = view.body.legalActions as GameMessage[];
      if (legal.length === 0) {
        // Not waited for: poll gently (a busy poll would be most of the load on the server).
        await sleep(20);
        continue;
      }
      pending = { commandId: `${p.idPrefix}-${n++}`, command: legal[0] as GameMessage, failures: 0 };
    }
    const res = await httpCall(p.base(), 'POST', `/matches/${p.matchId}/seats/${p.seat}/commands`, {
      json: { commandId: pending.commandId, command: pending.command },
      token: p.token,
      timeoutMs: 5000,
    });
    if (res.status === 200) {
      record(log, p.matchId, p.seat, pending, res.body);
      pending = null;
    } else if (res.status === 0 || res.status >= 500 || RETRYABLE_CODES.has(res.body.code as string)) {
      pending.failures += 1;
      log.failures += 1;
      await sleep(100);
    } else {
      log.unexpected.push(`REST ${p.idPrefix} ${pending.commandId}: ${res.status} ${JSON.stringify(res.body)}`);
      pending = null;
    }
  }
}

export interface SocketSeat {
  readonly client: GameClient;
  readonly matchId: string;
  readonly seat: number;
  readonly idPrefix: string;
}

/** Plays one seat over socket.io with the typed client (which rejoins by itself after a reconnect). */
export async function playSocket(p: SocketSeat, log: PlayerLog, stop: () => boolean): Promise<void> {
  let n = 0;
  let pending: Pending | null = null;
  while (!stop()) {
    const snap = p.client.mirror(p.matchId)?.snapshot ?? null;
    if (snap?.status === 'finished') return;
    if (!pending) {
      if (!snap || snap.legalActions.length === 0 || !p.client.socket.connected) {
        await sleep(5);
        continue;
      }
      pending = { commandId: `${p.idPrefix}-${n++}`, command: snap.legalActions[0] as GameMessage, failures: 0 };
    }
    const current = pending;
    try {
      // No expected seq: in high card a seat's own legal actions only change when it plays.
      const ack = await p.client.command(p.matchId, current.command, { commandId: current.commandId, expectedSeq: null });
      record(log, p.matchId, p.seat, current, { ...ack });
      pending = null;
      // Decide again only on a snapshot that includes this command.
      const deadline = Date.now() + 10_000;
      while ((p.client.mirror(p.matchId)?.seq ?? 0) < ack.seq && Date.now() < deadline && !stop()) await sleep(5);
    } catch (error) {
      const code = error instanceof ProtocolClientError ? error.code : String(error);
      if (RETRYABLE_CODES.has(code)) {
        current.failures += 1;
        log.failures += 1;
        await sleep(100);
      } else {
        log.unexpected.push(`socket ${p.idPrefix} ${current.commandId}: ${code}`);
        pending = null;
      }
    }
  }
}

function record(log: PlayerLog, matchId: string, seat: number, pending: Pending, body: Record<string, unknown>): void {
  const ack: Acknowledged = {
    matchId,
    seat,
    commandId: pending.commandId,
    firstSeq: (body.firstSeq as number | null) ?? null,
    lastSeq: (body.lastSeq as number | null) ?? null,
  };
  log.acks.push(ack);
  log.ackedAt.push({ matchId, at: Date.now() });
  if (pending.failures > 0) log.retried.push({ ack, failures: pending.failures });
}
