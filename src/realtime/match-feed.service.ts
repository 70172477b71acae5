import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EventStore } from '../event-store/event-store.service';
import type { StoredEvent } from '../event-store/event-store.types';
import { KeyedQueue } from '../matches/keyed-queue';
import { MatchAppendedHub } from '../matches/match-appended';
import { MatchLoader, type LoadedMatch } from '../matches/match-loader.service';
import { AutoPassService } from './auto-pass.service';
import { isBacklogged } from './backpressure';
import { PgListener } from '../event-store/pg-listener.service';
import { RealtimeErrors, type MatchUpdate, type ViewerRef } from './protocol';
import { RealtimeError } from './realtime-error';
import { REALTIME_OPTIONS, type RealtimeOptions } from './realtime-options';
import type { RealtimeSocket } from './socket-types';
import { clientEvent, snapshotOf } from './viewer-projection';

/** One socket watching one match. `seq` is the last seq this socket was sent. */
interface Watcher {
  readonly socket: RealtimeSocket;
  readonly viewer: ViewerRef;
  seq: number;
  autoPass: boolean;
  /** False once the socket left the match (a queued send must not reach it). */
  active: boolean;
}

interface Channel {
  readonly matchId: string;
  readonly watchers: Map<string, Watcher>;
  pumpQueued: boolean;
  /**
   * Appends made in this process since the last pump, in order, with the state after the newest:
   * the hot path (command -> append -> push) then sends them without reading the store again.
   */
  local: { match: LoadedMatch; events: StoredEvent[] } | null;
}

/**
 * Fan-out of appended events to the sockets of this process (DESIGN §6). Woken by the in-process
 * hub (appends made here) and by PostgreSQL NOTIFY (appends made by any instance); a wake-up only
 * says "match X has news": the events are read from the store. All sends for one match run one
 * at a time (a per-match queue) and each socket keeps the last seq it was sent, so every socket
 * gets each seq once, in order, without gaps, however notifications coalesce, repeat or arrive late.
 */
@Injectable()
export class MatchFeed implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(MatchFeed.name);
  private readonly channels = new Map<string, Channel>();
  /** The newest join/resync per `<socket id> <match id>` (see attach). */
  private readonly attachTickets = new Map<string, number>();
  private readonly queue = new KeyedQueue();
  private readonly unsubscribe: (() => void)[] = [];
  private poll: NodeJS.Timeout | null = null;

  constructor(
    private readonly loader: MatchLoader,
    private readonly store: EventStore,
    private readonly hub: MatchAppendedHub,
    private readonly listener: PgListener,
    private readonly autoPass: AutoPassService,
    @Inject(REALTIME_OPTIONS) private readonly options: RealtimeOptions,
  ) {}

  onModuleInit(): void {
    this.unsubscribe.push(
      this.hub.subscribe((change) => {
        const channel = this.channels.get(change.match.matchId);
        if (!channel) return;
        channel.local = { match: change.match, events: [...(channel.local?.events ?? []), ...change.events] };
        this.wake(channel.matchId);
      }),
      // This process's own appends arrive here a second time: skip what every socket already has.
      this.listener.onMatchEvents((n) => {
        if (!this.holds(n.matchId, n.lastSeq)) this.wake(n.matchId);
      }),
      // Notifications sent while the LISTEN connection was down are lost: re-read everything watched.
      this.listener.onReconnect(() => this.wakeAll()),
    );
    if (this.options.pollMs > 0) {
      this.poll = setInterval(() => this.wakeAll(), this.options.pollMs);
      this.poll.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    for (const off of this.unsubscribe) off();
    if (this.poll) clearInterval(this.poll);
    await this.queue.drain();
  }

  /** True when this process has sockets watching `matchId`. */
  watches(matchId: string): boolean {
    return (this.channels.get(matchId)?.watchers.size ?? 0) > 0;
  }

  /**
   * Starts (or restarts) sending `matchId` to `socket` as `viewer`. The socket first gets one
   * update with what it missed after `lastSeq` (or a full view when that is too far back, unknown,
   * or ahead of the store), then every later append.
   */
  attach(socket: RealtimeSocket, matchId: string, viewer: ViewerRef, lastSeq: number | undefined, reason: 'join' | 'resync', autoPass: boolean): Promise<number> {
    // At most one catch-up per socket and match does work: a newer join/resync of the same socket
    // supersedes a queued one (it sends at least as much), so a socket repeating resyncs cannot
    // fill the match's queue ahead of its fan-out and of other viewers' joins.
    const key = `${socket.id} ${matchId}`;
    const ticket = (this.attachTickets.get(key) ?? 0) + 1;
    this.attachTickets.set(key, ticket);
    return this.queue.run(matchId, async () => {
      const superseded = this.attachTickets.get(key) !== ticket;
      if (!superseded) this.attachTickets.delete(key);
      if (superseded || !socket.connected) return this.channels.get(matchId)?.watchers.get(socket.id)?.seq ?? 0;
      const match = await this.loader.load(matchId);
      if (!match) throw new RealtimeError(RealtimeErrors.UNKNOWN_MATCH, `no match ${matchId}`);
      const seq = match.state.match.version;
      const from = lastSeq ?? (reason === 'join' ? 0 : undefined);
      const continues = from !== undefined && from <= seq && seq - from <= this.options.maxCatchUpEvents;
      const events = continues ? await this.store.readStream(matchId, from, seq) : await this.store.readStream(matchId, seq - 1, seq);
      const channel = this.channel(matchId);
      const previous = channel.watchers.get(socket.id);
      if (previous) previous.active = false;
      const watcher: Watcher = { socket, viewer, seq, autoPass: previous && reason === 'resync' ? previous.autoPass : autoPass, active: true };
      channel.watchers.set(socket.id, watcher);
      this.send(watcher, match, continues ? events : [], continues ? (from as number) : seq, !continues, reason, events.at(-1) ?? null);
      this.autoPass.consider(match, [watcher]);
      return seq;
    });
  }

  detach(socket: RealtimeSocket, matchId: string): void {
    const channel = this.channels.get(matchId);
    if (!channel) return;
    const watcher = channel.watchers.get(socket.id);
    if (watcher) watcher.active = false;
    channel.watchers.delete(socket.id);
    if (channel.watchers.size === 0) this.channels.delete(matchId);
  }

  /** Turns auto-pass on or off for this socket's seat and acts at once if it now can (R-MATCH-3). */
  setAutoPass(socket: RealtimeSocket, matchId: string, enabled: boolean): Promise<void> {
    return this.queue.run(matchId, async () => {
      const watcher = this.channels.get(matchId)?.watchers.get(socket.id);
      if (!watcher) throw new RealtimeError(RealtimeErrors.NOT_JOINED, `join match ${matchId} first`);
      if (watcher.viewer.kind !== 'seat') throw new RealtimeError(RealtimeErrors.NOT_A_SEAT, 'spectators have no auto-pass');
      watcher.autoPass = enabled;
      if (!enabled) return;
      const match = await this.loader.load(matchId);
      if (match) this.autoPass.consider(match, [watcher]);
    });
  }

  /** Re-reads `matchId` and sends what is new to its sockets (coalesces repeated wake-ups). */
  wake(matchId: string): void {
    const channel = this.channels.get(matchId);
    if (!channel || channel.pumpQueued) return;
    channel.pumpQueued = true;
    void this.queue
      .run(matchId, async () => {
        channel.pumpQueued = false;
        await this.pump(channel);
      })
      .catch((error: unknown) => this.logger.error(`fan-out of ${matchId} failed: ${String(error)}`));
  }

  /** True when every socket on `matchId` was sent `seq` already (and no send is queued). */
  private holds(matchId: string, seq: number): boolean {
    const channel = this.channels.get(matchId);
    if (!channel || channel.pumpQueued) return false;
    for (const w of channel.watchers.values()) if (w.seq < seq) return false;
    return true;
  }

  private wakeAll(): void {
    for (const matchId of this.channels.keys()) this.wake(matchId);
  }

  private async pump(channel: Channel): Promise<void> {
    const watchers = [...channel.watchers.values()];
    const local = channel.local;
    channel.local = null;
    if (watchers.length === 0) return;
    const match = local?.match ?? (await this.loader.load(channel.matchId));
    if (!match) return;
    const seq = match.state.match.version;
    const behind = watchers.filter((w) => w.seq < seq);
    if (behind.length === 0) return;
    const oldest = Math.min(...behind.map((w) => w.seq));
    // This process's own appends, when they reach back to every socket's seq, are sent as they are;
    // otherwise (another instance appended in between) read the gap-free range from the store.
    // Appends by other instances arrive through NOTIFY and take the store path.
    const events = local && coversFrom(local.events, oldest, seq) ? local.events.filter((e) => e.seq > oldest) : await this.store.readStream(channel.matchId, oldest, seq);
    const last = events.at(-1) ?? null;
    for (const w of behind) {
      this.send(
        w,
        match,
        events.filter((e) => e.seq > w.seq),
        w.seq,
        false,
        'append',
        last,
      );
    }
    this.autoPass.consider(match, watchers.filter((w) => w.active));
  }

  private send(
    w: Watcher,
    match: LoadedMatch,
    events: readonly StoredEvent[],
    fromSeq: number,
    reset: boolean,
    reason: MatchUpdate['reason'],
    last: StoredEvent | null,
  ): void {
    const update: MatchUpdate = {
      matchId: match.matchId,
      fromSeq,
      seq: match.state.match.version,
      reset,
      reason,
      events: events.map((e) => clientEvent(match, e, w.viewer)),
      snapshot: snapshotOf(match, w.viewer, last ? new Date(last.recordedAt) : null, w.autoPass),
    };
    w.seq = update.seq;
    if (!w.active || !w.socket.connected) return;
    if (isBacklogged(w.socket)) {
      this.logger.warn(`socket ${w.socket.id} stopped reading (${match.matchId}): disconnected`);
      w.active = false;
      w.socket.disconnect(true);
      return;
    }
    w.socket.emit('match:update', update);
  }

  private channel(matchId: string): Channel {
    let channel = this.channels.get(matchId);
    if (!channel) this.channels.set(matchId, (channel = { matchId, watchers: new Map(), pumpQueued: false, local: null }));
    return channel;
  }
}

/** True when `events` are exactly seqs oldest+1 .. seq, without a gap. */
function coversFrom(events: readonly StoredEvent[], oldest: number, seq: number): boolean {
  const from = events.findIndex((e) => e.seq === oldest + 1);
  if (from < 0) return false;
  const tail = events.slice(from);
  return tail.length === seq - oldest && tail.every((e, i) => e.seq === oldest + 1 + i);
}
