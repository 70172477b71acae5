import { Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { TriggerCoalescer } from '../common/trigger-coalescer';
import { AppConfig } from '../config/app-config';
import { spectator } from '../engine/types';
import { DomainError } from '../errors/domain-error';
import { seqRange, type StepUnit } from './core/steps';
import { MatchChanges } from '../matches';
import { clientAddress, SocketQuotas } from '../quotas';
import { acknowledge, allOf, ClientBudgets, ProtocolLimits, socketGuard, TokenBucket, validatePayload, type Ack } from '../realtime';
import { FollowDto } from './dto/follow.dto';
import { headOf, ReplayService, responseHeader, type ReplayResponse } from './replay.service';

/** Messages of the live replay follow (namespace `/replay`, docs/replay.md). */
export const ReplayMessages = {
  follow: 'replay.follow',
  unfollow: 'replay.unfollow',
  /** Server to client: one new step, spectator view. */
  step: 'replay.step',
} as const;

/** The acknowledgement of `replay.follow`, in the shape every socket namespace answers with. */
export type FollowAck = Ack<{ readonly step: ReplayResponse }>;

/** The acknowledgement of `replay.unfollow`: nothing but `ok`. */
export type UnfollowAck = Ack<Record<never, never>>;

/**
 * Safety net only: rooms are woken by appends (this process's hub, every instance's NOTIFY, and a
 * re-read after the LISTEN connection comes back). A NOTIFY lost between a commit and its sending
 * (a crash there) is caught up by this slow re-read, or by the match's next append.
 */
const SAFETY_POLL_MS = 30_000;

interface Room {
  readonly matchId: string;
  readonly unit: StepUnit;
  /** The last seq whose step was sent to the room. */
  lastSeq: number;
}

/**
 * Live follow for the replay viewer: a client follows a match and receives each new step with the
 * spectator's public view (never a seat's, so there is nothing to authenticate). One render per
 * room, not per socket. Lives in its own namespace so it never touches the play gateway.
 */
@WebSocketGateway({ namespace: '/replay', cors: { origin: true } })
export class ReplayGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnModuleDestroy {
  private readonly logger = new Logger(ReplayGateway.name);
  private readonly rooms = new Map<string, Room>();
  /** One pump per room at a time; a wake-up during one makes it run once more. */
  private readonly pumps = new TriggerCoalescer<Room>((room) => this.sendNewSteps(room), {
    onError: (room, error) => this.logger.error(`live replay of ${room.matchId} failed: ${String(error)}`),
  });
  private timer: NodeJS.Timeout | null = null;
  /** QUOTA_SOCKETS sockets' worth of /replay messages per client, kept across reconnects. */
  private readonly clientBudgets: ClientBudgets;
  private readonly unsubscribe: (() => void)[] = [];

  @WebSocketServer()
  private server!: Namespace;

  constructor(
    private readonly replay: ReplayService,
    private readonly changes: MatchChanges,
    private readonly quotas: SocketQuotas,
    private readonly config: AppConfig,
  ) {
    const perSecond = config.get('QUOTA_REPLAY_MESSAGES_PER_SECOND') * quotas.socketsPerClient;
    this.clientBudgets = new ClientBudgets(2 * perSecond, perSecond);
  }

  afterInit(): void {
    // Sockets per client (QUOTA_SOCKETS), counted with the play namespace's.
    this.server.use(this.quotas.connectionGate());
    this.unsubscribe.push(this.changes.subscribe((change) => (change.kind === 'missed' ? this.wakeAll() : this.wake(change.matchId, change.lastSeq))));
    this.timer = setInterval(() => this.wakeAll(), SAFETY_POLL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    for (const off of this.unsubscribe) off();
  }

  /**
   * Every socket gets a message budget (QUOTA_REPLAY_MESSAGES_PER_SECOND, bursts of twice that),
   * drawn also from its client's, which QUOTA_SOCKETS such sockets make and reconnecting does not
   * refill; and its own set of follows.
   */
  handleConnection(socket: Socket): void {
    const perSecond = this.config.get('QUOTA_REPLAY_MESSAGES_PER_SECOND');
    const bucket = new TokenBucket(2 * perSecond, perSecond);
    socket.data = { follows: new Set<string>() } satisfies ReplaySocketData;
    // The play namespace's guard: unknown messages, the budget and the size limit refused alike.
    socket.use(
      socketGuard(socket, {
        messages: [ReplayMessages.follow, ReplayMessages.unfollow],
        bucket: allOf(bucket, this.clientBudgets.of(clientAddress(socket.handshake.address))),
        rate: `at most ${perSecond}/s per socket on /replay`,
        maxMessageBytes: ProtocolLimits.maxMessageBytes,
      }),
    );
  }

  handleDisconnect(socket: Socket): void {
    followsOf(socket).clear();
    this.quotas.releaseSocket(socket);
    this.dropEmptyRooms();
  }

  @SubscribeMessage(ReplayMessages.follow)
  follow(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<FollowAck> {
    return acknowledge(this.logger, ReplayMessages.follow, body, async () => {
      const { matchId, unit } = parseFollow(body);
      const key = roomKey(matchId, unit);
      const follows = followsOf(socket);
      // Matches followed at once per client (QUOTA_FOLLOWS); following the same again is free.
      const fresh = !follows.has(key);
      if (fresh) {
        this.quotas.takeFollow(socket, key);
        follows.add(key);
      }
      try {
        // In the room before the read: a pump of a room that already exists reaches this socket
        // from now on, so nothing after the step read below can pass it by.
        await socket.join(key);
        const step = await this.replay.step({ matchId, unit, viewer: spectator, token: null, target: {} });
        if (!socket.connected) throw DomainError.of('NOT_JOINED', 'the socket closed during the follow');
        let room = this.rooms.get(key);
        if (!room) {
          room = { matchId, unit, lastSeq: step.seq };
          this.rooms.set(key, room);
          // An append while the step was read woke no room (there was none): catch it up now.
          this.pump(room);
        }
        return { step };
      } catch (error) {
        if (fresh && follows.delete(key)) this.quotas.releaseFollow(socket, key);
        if (fresh) await socket.leave(key);
        this.dropEmptyRooms();
        throw error;
      }
    });
  }

  @SubscribeMessage(ReplayMessages.unfollow)
  unfollow(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<UnfollowAck> {
    return acknowledge(this.logger, ReplayMessages.unfollow, body, async () => {
      const { matchId, unit } = parseFollow(body);
      const key = roomKey(matchId, unit);
      if (followsOf(socket).delete(key)) this.quotas.releaseFollow(socket, key);
      await socket.leave(key);
      this.dropEmptyRooms();
      return {};
    });
  }

  /** An append reached `lastSeq` of `matchId`: rooms that were sent less re-read it (others have it). */
  private wake(matchId: string, lastSeq: number): void {
    for (const room of this.rooms.values()) if (room.matchId === matchId && room.lastSeq < lastSeq) this.pump(room);
  }

  private wakeAll(): void {
    for (const room of this.rooms.values()) this.pump(room);
  }

  /** Sends the room every step completed since the last one sent; one pump per room at a time. */
  private pump(room: Room): void {
    this.pumps.trigger(room);
  }

  private async sendNewSteps(room: Room): Promise<void> {
    const meta = await this.replay.meta(room.matchId);
    if (meta.log.seq <= room.lastSeq) return;
    const index = meta.log.index(room.unit);
    for (let step = 1; step < index.ends.length; step += 1) {
      const { to } = seqRange(index, step);
      if (to <= room.lastSeq) continue;
      const rendered = await this.replay.render(room.matchId, meta.def, index, step, spectator);
      const message: ReplayResponse = { ...responseHeader(room.matchId, headOf(meta), spectator), lastStep: index.ends.length - 1, ...rendered };
      this.server.to(roomKey(room.matchId, room.unit)).emit(ReplayMessages.step, message);
      room.lastSeq = to;
    }
  }

  private dropEmptyRooms(): void {
    for (const [key] of this.rooms) {
      if ((this.server.adapter.rooms.get(key)?.size ?? 0) === 0) this.rooms.delete(key);
    }
  }
}

/** Per-socket state of the /replay namespace: the rooms (match and unit) this socket follows. */
interface ReplaySocketData {
  readonly follows: Set<string>;
}

function followsOf(socket: Socket): Set<string> {
  return (socket.data as ReplaySocketData | undefined)?.follows ?? new Set();
}

function roomKey(matchId: string, unit: StepUnit): string {
  return `${matchId}:${unit}`;
}

function parseFollow(body: unknown): { matchId: string; unit: StepUnit } {
  const { matchId, unit } = validatePayload(FollowDto, body);
  return { matchId, unit: unit ?? 'action' };
}
