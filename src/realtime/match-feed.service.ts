import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { AutoPassService, BotAudience } from '../automation';
import type { AutoPassStop } from '../engine/auto-pass-stop';
import { KeyedQueue } from '../common/keyed-queue';
import { EventStore } from '../event-store/event-store.service';
import type { StoredEvent } from '../event-store/event-store.types';
import { importMarkFacts } from '../event-store/match-imports';
import { MatchChanges, MatchLoader, type LoadedMatch } from '../matches';
import { isBacklogged } from './backpressure';
import type { MatchUpdate, ProtocolVersion, SignedHead, ViewerRef } from './protocol';
import { deltaUpdate, type ShownSnapshot } from './protocol-v2';
import { DomainError } from '../errors/domain-error';
import { REALTIME_OPTIONS, type RealtimeOptions } from './realtime-options';
import type { RealtimeSocket } from './socket-types';
import { FanOutEvents, foldEvents, snapshotOf, viewerKey, type FoldedEvent } from './viewer-projection';
import { foldServer, readCauses, upcastEvent, type EventCause, type ImportMarkFacts, type ServerState } from '../match-domain';
import { receiptOf } from '../fairness/receipt';
import { HeadEvidence } from '../signing/head-evidence.service';
import { HeadSigner } from '../signing/head-signer.service';

/** One socket watching one match. `seq` is the last seq this socket was sent. */
interface Watcher {
  readonly socket: RealtimeSocket;
  readonly viewer: ViewerRef;
  seq: number;
  /** The receipt sent with `seq`. */
  receipt: string;
  /** The priority stop this socket asked auto-pass for on its seat, or null (shown in its snapshots; automation acts on it). */
  autoPass: AutoPassStop | null;
  /** False once the socket left the match (a queued send must not reach it). */
  active: boolean;
  /** 1: whole snapshots in match:update; 2: deltas in match:delta against `shown`. */
  readonly protocol: ProtocolVersion;
  /** Protocol 2: the snapshot this socket was last sent (the base of its next delta). */
  shown: ShownSnapshot | null;
}

interface Channel {
  readonly matchId: string;
  readonly watchers: Map<string, Watcher>;
  pumpQueued: boolean;
  /**
   * Appends made in this process since the last pump, in order, with the state after the newest:
   * the hot path (command -> append -> push) then sends them without reading the store again.
   */
  local: { match: LoadedMatch; events: StoredEvent[]; causes: Map<number, EventCause> } | null;
  /**
   * The newest state this channel sent: the state before the next events, from which their texts
   * are worded (folding forward is one evolve per event; the store is read again only when a
   * socket continues from an older seq).
   */
  sent: ServerState | null;
  /** How the match was imported, null when played here; undefined until looked up (once, at the first attach). */
  imported: ImportMarkFacts | null | undefined;
  /** An imported match's own signed head (this server never signs one); null when it has none or was played here. */
  importedHead: SignedHead | null;
}

/** What every socket gets with the state at one seq, whoever it is: the receipt, and the signed head once finished. */
interface Proof {
  readonly receipt: string;
  readonly signedHead: SignedHead | null;
}

/** What an update is built from, whoever it is for: the events it carries after `fromSeq`, and why it is sent. */
interface UpdateParts {
  readonly match: LoadedMatch;
  readonly events: FanOutEvents;
  readonly fromSeq: number;
  /** True when the update replaces what the socket had (a join or a resync too far behind to continue). */
  readonly reset: boolean;
  readonly reason: MatchUpdate['reason'];
  readonly last: StoredEvent | null;
  readonly proof: Proof;
  readonly imported: ImportMarkFacts | null;
}

/** What a join or resync answers: the seq of the update just sent and its receipt. */
export interface Attached {
  readonly seq: number;
  readonly receipt: string;
}

/**
 * Fan-out of appended events to the sockets of this process (docs/design.md §6). Woken by the in-process
 * hub (appends made here) and by PostgreSQL NOTIFY (appends made by any instance); a wake-up only
 * says "match X has news": the events are read from the store. All sends for one match run one
 * at a time (a per-match queue) and each socket keeps the last seq it was sent, so every socket
 * gets each seq once, in order, without gaps, however notifications coalesce, repeat or arrive late.
 * It only reads: acting for a seat (auto-pass) is automation's, which hears the same appends.
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
    private readonly changes: MatchChanges,
    private readonly autoPass: AutoPassService,
    private readonly audience: BotAudience,
    private readonly signer: HeadSigner,
    private readonly evidence: HeadEvidence,
    @Inject(REALTIME_OPTIONS) private readonly options: RealtimeOptions,
  ) {}

  onModuleInit(): void {
    this.unsubscribe.push(
      this.changes.subscribe((change) => {
        if (change.kind === 'missed') return this.wakeAll();
        const channel = this.channels.get(change.matchId);
        if (!channel) return;
        if (change.kind === 'appended') {
          const causes = channel.local?.causes ?? new Map<number, EventCause>();
          change.local.events.forEach((e, i) => {
            const cause = change.local.causes?.[i];
            if (cause) causes.set(e.seq, cause);
          });
          channel.local = { match: change.local.match, events: [...(channel.local?.events ?? []), ...change.local.events], causes };
          this.wake(channel.matchId);
        }
        // This process's own appends are notified a second time: skip what every socket already has.
        else if (!this.holds(change.matchId, change.lastSeq)) this.wake(change.matchId);
      }),
    );
    if (this.options.pollMs > 0) {
      this.poll = setInterval(() => void this.pollHeads(), this.options.pollMs);
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
  attach(
    socket: RealtimeSocket,
    matchId: string,
    viewer: ViewerRef,
    lastSeq: number | undefined,
    reason: 'join' | 'resync',
    autoPass: AutoPassStop | null,
    protocol: ProtocolVersion = 1,
  ): Promise<Attached> {
    // At most one catch-up per socket and match does work: a newer join/resync of the same socket
    // supersedes a queued one (it sends at least as much), so a socket repeating resyncs cannot
    // fill the match's queue ahead of its fan-out and of other viewers' joins.
    const key = `${socket.id} ${matchId}`;
    const ticket = (this.attachTickets.get(key) ?? 0) + 1;
    this.attachTickets.set(key, ticket);
    return this.queue.run(matchId, async () => {
      const superseded = this.attachTickets.get(key) !== ticket;
      if (!superseded) this.attachTickets.delete(key);
      if (superseded || !socket.connected) {
        const current = this.channels.get(matchId)?.watchers.get(socket.id);
        return { seq: current?.seq ?? 0, receipt: current?.receipt ?? '' };
      }
      const match = await this.loader.load(matchId);
      if (!match) throw DomainError.of('UNKNOWN_MATCH', `no match ${matchId}`);
      const seq = match.state.match.version;
      const channel = this.channel(matchId);
      if (channel.imported === undefined) {
        const imported = await this.evidence.imported(matchId);
        channel.imported = importMarkFacts(imported);
        channel.importedHead = imported?.signedHead ?? null;
      }
      const previous = channel.watchers.get(socket.id);
      const from = catchUpFrom(reason, lastSeq, previous?.seq);
      const continues = from !== undefined && from <= seq && seq - from <= this.options.maxCatchUpEvents;
      const events = continues ? await this.store.readStream(matchId, from, seq) : await this.store.readStream(matchId, seq - 1, seq);
      const sent = continues ? await this.foldFrom(channel, match, from as number, events) : new FanOutEvents(match.def, []);
      if (previous) previous.active = false;
      const last = events.at(-1);
      const hash = last?.seq === seq ? last.hash : (match.headHash ?? (await this.store.readStream(matchId, seq - 1, seq))[0]?.hash ?? '');
      const proof = this.proofOf(channel, match, hash);
      const watcher: Watcher = {
        socket,
        viewer,
        seq,
        receipt: proof.receipt,
        autoPass: previous && reason === 'resync' ? previous.autoPass : autoPass,
        active: true,
        protocol: previous && reason === 'resync' ? previous.protocol : protocol,
        shown: null,
      };
      channel.watchers.set(socket.id, watcher);
      this.audience.watch(matchId, socket.id);
      const fromSeq = continues ? (from as number) : seq;
      const parts = { match, events: sent, fromSeq, reset: !continues, reason, last: last ?? null, proof, imported: channel.imported ?? null };
      this.deliver([watcher], this.update(watcher, parts));
      this.remember(channel, match);
      if (previous) this.withdrawAutoPass(matchId, previous);
      this.requestAutoPass(matchId, watcher);
      return { seq, receipt: proof.receipt };
    });
  }

  detach(socket: RealtimeSocket, matchId: string): void {
    const channel = this.channels.get(matchId);
    if (!channel) return;
    const watcher = channel.watchers.get(socket.id);
    if (watcher) {
      watcher.active = false;
      this.withdrawAutoPass(matchId, watcher);
    }
    channel.watchers.delete(socket.id);
    this.audience.unwatch(matchId, socket.id);
    if (channel.watchers.size === 0) this.channels.delete(matchId);
  }

  /** Turns auto-pass on or off for this socket's seat and acts at once if it now can (R-MATCH-3). */
  setAutoPass(socket: RealtimeSocket, matchId: string, stop: AutoPassStop | null): Promise<void> {
    return this.queue.run(matchId, async () => {
      const watcher = this.channels.get(matchId)?.watchers.get(socket.id);
      if (!watcher) throw DomainError.of('NOT_JOINED', `join match ${matchId} first`);
      if (watcher.viewer.kind !== 'seat') throw DomainError.of('NOT_A_SEAT', 'spectators have no auto-pass');
      this.withdrawAutoPass(matchId, watcher);
      watcher.autoPass = stop;
      this.requestAutoPass(matchId, watcher);
    });
  }

  private requestAutoPass(matchId: string, w: Watcher): void {
    if (w.autoPass && w.viewer.kind === 'seat') this.autoPass.request(matchId, w.viewer.seat, w.socket.id, w.autoPass);
  }

  private withdrawAutoPass(matchId: string, w: Watcher): void {
    if (w.viewer.kind === 'seat') this.autoPass.withdraw(matchId, w.viewer.seat, w.socket.id);
  }

  /**
   * Re-reads `matchId` and sends what is new to its sockets (coalesces repeated wake-ups). Not a
   * TriggerCoalescer: a pump takes its turn in the match's queue behind joins and resyncs (order of
   * sends per socket), so what is coalesced is a pump still waiting in that queue.
   */
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

  /**
   * The safety net for lost notifications: the heads of every watched match in one query, then a
   * pump only for the matches whose sockets are behind (a pump per match would cost each watched
   * match a read every poll, which under load was a large share of the database's statements).
   */
  private async pollHeads(): Promise<void> {
    const watched = [...this.channels.keys()];
    if (watched.length === 0) return;
    try {
      const heads = await this.store.versions(watched);
      for (const matchId of watched) if (!this.holds(matchId, heads.get(matchId) ?? 0)) this.wake(matchId);
    } catch (error) {
      this.logger.warn(`poll of ${watched.length} watched match(es) failed: ${String(error)}`);
    }
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
    const events =
      local && coversFrom(local.events, oldest, seq) ? local.events.filter((e) => e.seq > oldest) : await this.store.readStream(channel.matchId, oldest, seq);
    const last = events.at(-1) ?? null;
    const sent = await this.foldFrom(channel, match, oldest, events, local?.causes);
    const proof = this.proofOf(channel, match, last?.seq === seq ? last.hash : (match.headHash ?? ''));
    // Sockets that see the same update (same viewer, same seq sent so far, same auto-pass) share
    // one: built once, encoded once and written to each of them (socket.io encodes a broadcast once).
    for (const group of groupBy(behind, (w) => `${viewerKey(w.viewer)} ${w.seq} ${JSON.stringify(w.autoPass)} ${w.protocol} ${w.shown?.digest ?? ''}`)) {
      const first = group[0] as Watcher;
      const parts = { match, events: sent, fromSeq: first.seq, reset: false, reason: 'append' as const, last, proof, imported: channel.imported ?? null };
      this.deliver(group, this.update(first, parts));
    }
    this.remember(channel, match);
  }

  /**
   * The events after `from` with the state before each, for their texts: folded from the state
   * this channel last sent when it is at `from` (the usual case: every socket is up to date),
   * else from the stream's start (a socket continuing from an older seq).
   */
  private async foldFrom(
    channel: Channel,
    match: LoadedMatch,
    from: number,
    events: readonly StoredEvent[],
    known?: ReadonlyMap<number, EventCause>,
  ): Promise<FanOutEvents> {
    if (events.length === 0) return new FanOutEvents(match.def, []);
    let base = channel.sent?.match.version === from ? channel.sent : null;
    if (!base) {
      const earlier = from > 0 ? await this.store.readStream(channel.matchId, 0, from) : [];
      base = foldServer(
        match.def,
        earlier.map((e) => upcastEvent(match.def, e)),
      );
    }
    const folded = foldEvents(match.def, base, events);
    const causes = events.every((e) => known?.has(e.seq))
      ? (known as ReadonlyMap<number, EventCause>)
      : await this.storedCauses(channel.matchId, match, folded);
    return new FanOutEvents(
      match.def,
      folded.map((f) => ({ ...f, cause: causes.get(f.stored.seq) ?? null })),
    );
  }

  /**
   * The causes of events read back from the store (appended by another instance, or a socket
   * catching up): each ledger command whose whole batch is among `folded` explained from the state
   * before its first event (readCauses). Never fails the fan-out: an event it cannot explain has none.
   */
  private async storedCauses(matchId: string, match: LoadedMatch, folded: readonly FoldedEvent[]): Promise<Map<number, EventCause>> {
    const first = folded[0];
    const last = folded.at(-1);
    if (!first || !last) return new Map();
    try {
      const commands = await this.store.commandsBetween(matchId, first.stored.seq - 1, last.stored.seq);
      return readCauses(
        match.def,
        commands,
        folded.map((f) => ({ seq: f.stored.seq, event: f.event, before: f.before })),
      );
    } catch (error) {
      this.logger.warn(`causes of ${matchId} not derived: ${String(error)}`);
      return new Map();
    }
  }

  /**
   * One HMAC per fan-out, and one signature per finished match (cached by the signer): this
   * server's for a match it decided, an imported match's own (or none) otherwise.
   */
  private proofOf(channel: Channel, match: LoadedMatch, hash: string): Proof {
    const seq = match.state.match.version;
    return {
      receipt: receiptOf(match.seed, match.matchId, seq, hash),
      signedHead: !match.state.match.ended ? null : channel.imported ? channel.importedHead : this.signer.sign(match.matchId, seq, hash),
    };
  }

  private remember(channel: Channel, match: LoadedMatch): void {
    if ((channel.sent?.match.version ?? -1) < match.state.match.version) channel.sent = match.state;
  }

  /** What `w` is sent: the events after `fromSeq` as its viewer sees them, and its snapshot. */
  private update(w: Watcher, { match, events, fromSeq, reset, reason, last, proof, imported }: UpdateParts): MatchUpdate {
    return {
      matchId: match.matchId,
      fromSeq,
      seq: match.state.match.version,
      receipt: proof.receipt,
      reset,
      reason,
      events: events.for(w.viewer, fromSeq),
      snapshot: snapshotOf(match, {
        viewer: w.viewer,
        lastRecordedAt: last ? new Date(last.recordedAt) : null,
        autoPass: w.autoPass,
        provenance: { imported, signedHead: proof.signedHead },
        appliedStop: w.autoPass && w.viewer.kind === 'seat' ? (this.autoPass.stopFor(match.matchId, w.viewer.seat) ?? w.autoPass) : w.autoPass,
      }),
    };
  }

  /**
   * Sends one update to sockets that all see it alike (same viewer, seq, auto-pass, protocol and
   * shown snapshot): as it is, or in protocol 2 as a delta; a socket that stopped reading is dropped instead.
   */
  private deliver(watchers: readonly Watcher[], update: MatchUpdate): void {
    const first = watchers[0];
    const v2 = first?.protocol === 2 ? deltaUpdate(update, first.shown) : null;
    const ready: RealtimeSocket[] = [];
    for (const w of watchers) {
      w.seq = update.seq;
      w.receipt = update.receipt;
      if (v2) w.shown = v2.shown;
      if (!w.active || !w.socket.connected) continue;
      if (isBacklogged(w.socket)) {
        this.logger.warn(`socket ${w.socket.id} stopped reading (${update.matchId}): disconnected`);
        w.active = false;
        w.socket.disconnect(true);
        continue;
      }
      ready.push(w.socket);
    }
    const [only] = ready;
    if (!only) return;
    // Every socket is in the room of its own id; `local`: this process's sockets only.
    const to = ready.length === 1 ? only : only.nsp.local.to(ready.map((socket) => socket.id));
    if (v2) to.emit('match:delta', v2.message);
    else to.emit('match:update', update);
  }

  private channel(matchId: string): Channel {
    let channel = this.channels.get(matchId);
    if (!channel)
      this.channels.set(
        matchId,
        (channel = { matchId, watchers: new Map(), pumpQueued: false, local: null, sent: null, imported: undefined, importedHead: null }),
      );
    return channel;
  }
}

/**
 * The seq a join or resync update continues from (undefined: a reset snapshot). A resync on a
 * socket this feed already serves continues exactly where that socket's updates stopped: every
 * update up to `sent` went out on it in order and reaches the client before this one, so starting
 * at the client's older `lastSeq` would repeat those events (an overlapping update the client
 * would have to discard). A client claiming more than it was sent gets a reset.
 */
export function catchUpFrom(reason: 'join' | 'resync', lastSeq: number | undefined, sent: number | undefined): number | undefined {
  if (reason === 'join') return lastSeq ?? 0;
  if (lastSeq === undefined || sent === undefined) return lastSeq;
  return lastSeq <= sent ? sent : undefined;
}

/** The items in groups of equal key, in order of each group's first item. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return [...groups.values()];
}

/** True when `events` are exactly seqs oldest+1 .. seq, without a gap. */
function coversFrom(events: readonly StoredEvent[], oldest: number, seq: number): boolean {
  const from = events.findIndex((e) => e.seq === oldest + 1);
  if (from < 0) return false;
  const tail = events.slice(from);
  return tail.length === seq - oldest && tail.every((e, i) => e.seq === oldest + 1 + i);
}
