import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { PgListener, PRESENCE_CHANNEL } from '../event-store/pg-listener.service';
import type { PresenceUpdate } from './protocol';
import { REALTIME_OPTIONS, type RealtimeOptions } from './realtime-options';
import { SocketServerRef } from './socket-server-ref';
import { matchRoom } from './socket-types';

/** What one instance says about one match: the seats it has sockets for (or a request for those). */
interface PresenceMessage {
  readonly i: string;
  readonly m: string;
  readonly s?: readonly number[];
  /** "Tell me yours": sent when this instance starts watching a match. */
  readonly q?: true;
}

/**
 * Who is connected, per seat, across instances. Each instance counts its own seat sockets and
 * announces the set over NOTIFY when it changes, on request and on a heartbeat; the others merge
 * those announcements and forget an instance that stays silent for three heartbeats (a crashed
 * one). Nothing is stored: presence is about live connections, which die with their process.
 */
@Injectable()
export class PresenceService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PresenceService.name);
  readonly instanceId = randomUUID();
  /** matchId -> seat -> local sockets holding it. */
  private readonly local = new Map<string, Map<number, number>>();
  /** matchId -> instance -> its seats and when that claim expires. */
  private readonly remote = new Map<string, Map<string, { seats: readonly number[]; expires: number }>>();
  /** matchId -> seat count, for the matches with local watchers. */
  private readonly watched = new Map<string, { seatCount: number; watchers: number; lastSent: string }>();
  private readonly unsubscribe: (() => void)[] = [];
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly listener: PgListener,
    private readonly sockets: SocketServerRef,
    @Inject(REALTIME_OPTIONS) private readonly options: RealtimeOptions,
  ) {}

  onModuleInit(): void {
    this.unsubscribe.push(
      this.listener.on(PRESENCE_CHANNEL, (payload) => this.receive(payload)),
      this.listener.onReconnect(() => {
        for (const matchId of this.watched.keys()) this.publish({ i: this.instanceId, m: matchId, q: true, s: this.localSeats(matchId) });
      }),
    );
    this.heartbeat = setInterval(() => this.beat(), this.options.presenceHeartbeatMs);
    this.heartbeat.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    for (const off of this.unsubscribe) off();
    if (this.heartbeat) clearInterval(this.heartbeat);
    // Tell the others at once rather than letting them wait for the expiry.
    await Promise.all([...this.local.keys()].map((m) => this.send({ i: this.instanceId, m, s: [] })));
  }

  /** A socket of this process started watching `matchId` (as a seat, or a spectator when seat is null). */
  watch(matchId: string, seatCount: number, seat: number | null): void {
    const w = this.watched.get(matchId);
    if (w) w.watchers += 1;
    else {
      this.watched.set(matchId, { seatCount, watchers: 1, lastSent: '' });
      this.publish({ i: this.instanceId, m: matchId, q: true, s: this.localSeats(matchId) });
    }
    if (seat !== null) this.adjust(matchId, seat, +1);
    this.emitIfChanged(matchId, true);
  }

  unwatch(matchId: string, seat: number | null): void {
    if (seat !== null) this.adjust(matchId, seat, -1);
    const w = this.watched.get(matchId);
    if (w) {
      w.watchers -= 1;
      if (w.watchers <= 0) {
        this.watched.delete(matchId);
        this.remote.delete(matchId);
      }
    }
    this.emitIfChanged(matchId, false);
  }

  /** The merged presence of `matchId` (every instance's seats). */
  presence(matchId: string): PresenceUpdate {
    const seatCount = this.watched.get(matchId)?.seatCount ?? 0;
    const connected = new Set(this.localSeats(matchId));
    const now = Date.now();
    for (const claim of this.remote.get(matchId)?.values() ?? []) if (claim.expires > now) claim.seats.forEach((s) => connected.add(s));
    return { matchId, seats: Array.from({ length: seatCount }, (_, seat) => ({ seat, connected: connected.has(seat) })) };
  }

  private adjust(matchId: string, seat: number, delta: number): void {
    let seats = this.local.get(matchId);
    if (!seats) this.local.set(matchId, (seats = new Map()));
    const before = seats.get(seat) ?? 0;
    const after = Math.max(0, before + delta);
    if (after === 0) seats.delete(seat);
    else seats.set(seat, after);
    if (seats.size === 0) this.local.delete(matchId);
    if (before > 0 !== after > 0) this.publish({ i: this.instanceId, m: matchId, s: this.localSeats(matchId) });
  }

  private localSeats(matchId: string): number[] {
    return [...(this.local.get(matchId)?.keys() ?? [])].sort((a, b) => a - b);
  }

  private receive(payload: string): void {
    let msg: PresenceMessage;
    try {
      msg = JSON.parse(payload) as PresenceMessage;
    } catch {
      return;
    }
    if (typeof msg?.i !== 'string' || typeof msg.m !== 'string' || msg.i === this.instanceId) return;
    if (!this.watched.has(msg.m)) return;
    if (Array.isArray(msg.s)) {
      let claims = this.remote.get(msg.m);
      if (!claims) this.remote.set(msg.m, (claims = new Map()));
      claims.set(msg.i, { seats: msg.s.filter((s) => Number.isInteger(s)), expires: Date.now() + 3 * this.options.presenceHeartbeatMs });
    }
    if (msg.q) this.publish({ i: this.instanceId, m: msg.m, s: this.localSeats(msg.m) });
    this.emitIfChanged(msg.m, false);
  }

  private beat(): void {
    for (const matchId of this.local.keys()) this.publish({ i: this.instanceId, m: matchId, s: this.localSeats(matchId) });
    for (const matchId of this.watched.keys()) this.emitIfChanged(matchId, false);
  }

  private emitIfChanged(matchId: string, force: boolean): void {
    const w = this.watched.get(matchId);
    if (!w) return;
    const update = this.presence(matchId);
    const key = JSON.stringify(update.seats);
    if (!force && key === w.lastSent) return;
    w.lastSent = key;
    this.sockets.server?.to(matchRoom(matchId)).emit('match:presence', update);
  }

  private publish(msg: PresenceMessage): void {
    void this.send(msg);
  }

  private async send(msg: PresenceMessage): Promise<void> {
    try {
      await this.listener.notify(PRESENCE_CHANNEL, JSON.stringify(msg));
    } catch (error) {
      this.logger.warn(`presence notify failed: ${String(error)}`);
    }
  }
}
