import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { HttpException } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { spectator } from '../engine/types';
import { seqRange, type StepUnit } from './core/steps';
import { MatchAppendedHub } from '../matches/match-appended';
import { isFinished, ReplayService, type ReplayResponse } from './replay.service';

/** Messages of the live replay follow (namespace `/replay`, docs/replay.md). */
export const ReplayMessages = {
  follow: 'replay.follow',
  unfollow: 'replay.unfollow',
  /** Server to client: one new step, spectator view. */
  step: 'replay.step',
} as const;

export type FollowAck = { ok: true; step: ReplayResponse } | { ok: false; code: string; message: string };

/** Appends made by other instances are noticed by this poll (appends here wake us at once through the hub). */
const FOLLOW_POLL_MS = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Room {
  readonly matchId: string;
  readonly unit: StepUnit;
  /** The last seq whose step was sent to the room. */
  lastSeq: number;
  running: boolean;
  again: boolean;
}

/**
 * Live follow for the replay viewer: a client follows a match and receives each new step with the
 * spectator's public view (never a seat's, so there is nothing to authenticate). One render per
 * room, not per socket. Lives in its own namespace so it never touches the play gateway.
 */
@WebSocketGateway({ namespace: '/replay', cors: { origin: true } })
export class ReplayGateway implements OnGatewayInit, OnGatewayDisconnect, OnModuleDestroy {
  private readonly logger = new Logger(ReplayGateway.name);
  private readonly rooms = new Map<string, Room>();
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;

  @WebSocketServer()
  private server!: Namespace;

  constructor(
    private readonly replay: ReplayService,
    private readonly hub: MatchAppendedHub,
  ) {}

  afterInit(): void {
    this.unsubscribe = this.hub.subscribe((change) => this.wake(change.match.matchId));
    this.timer = setInterval(() => {
      for (const room of this.rooms.values()) this.pump(room);
    }, FOLLOW_POLL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
  }

  handleDisconnect(): void {
    this.dropEmptyRooms();
  }

  @SubscribeMessage(ReplayMessages.follow)
  async follow(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<FollowAck> {
    const parsed = parseFollow(body);
    if (typeof parsed === 'string') return { ok: false, code: 'MALFORMED_MESSAGE', message: parsed };
    try {
      const step = await this.replay.step({ matchId: parsed.matchId, unit: parsed.unit, viewer: spectator, token: null, target: {} });
      const key = roomKey(parsed.matchId, parsed.unit);
      await socket.join(key);
      if (!this.rooms.has(key)) this.rooms.set(key, { matchId: parsed.matchId, unit: parsed.unit, lastSeq: step.seq, running: false, again: false });
      return { ok: true, step };
    } catch (error) {
      if (error instanceof HttpException) {
        const r = error.getResponse() as { code?: string; message?: string };
        return { ok: false, code: r.code ?? 'ERROR', message: r.message ?? error.message };
      }
      this.logger.error(`follow failed: ${String(error)}`);
      return { ok: false, code: 'INTERNAL', message: 'internal error' };
    }
  }

  @SubscribeMessage(ReplayMessages.unfollow)
  async unfollow(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<{ ok: boolean }> {
    const parsed = parseFollow(body);
    if (typeof parsed === 'string') return { ok: false };
    await socket.leave(roomKey(parsed.matchId, parsed.unit));
    this.dropEmptyRooms();
    return { ok: true };
  }

  private wake(matchId: string): void {
    for (const room of this.rooms.values()) if (room.matchId === matchId) this.pump(room);
  }

  /** Sends the room every step completed since the last one sent; one pump per room at a time. */
  private pump(room: Room): void {
    if (room.running) {
      room.again = true;
      return;
    }
    room.running = true;
    void this.sendNewSteps(room)
      .catch((error: unknown) => this.logger.error(`live replay of ${room.matchId} failed: ${String(error)}`))
      .finally(() => {
        room.running = false;
        if (room.again) {
          room.again = false;
          this.pump(room);
        }
      });
  }

  private async sendNewSteps(room: Room): Promise<void> {
    const meta = await this.replay.meta(room.matchId);
    if (meta.log.seq <= room.lastSeq) return;
    const index = meta.log.index(room.unit);
    const finished = isFinished(meta);
    for (let step = 1; step < index.ends.length; step += 1) {
      const { to } = seqRange(index, step);
      if (to <= room.lastSeq) continue;
      const rendered = await this.replay.render(room.matchId, meta.def, index, step, spectator);
      const message: ReplayResponse = {
        matchId: room.matchId,
        gameId: meta.created.gameId,
        rulesVersion: meta.created.rulesVersion,
        finished,
        viewer: spectator,
        lastStep: index.ends.length - 1,
        ...rendered,
      };
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

function roomKey(matchId: string, unit: StepUnit): string {
  return `${matchId}:${unit}`;
}

function parseFollow(body: unknown): { matchId: string; unit: StepUnit } | string {
  const b = body as { matchId?: unknown; unit?: unknown } | null;
  if (typeof b !== 'object' || b === null || typeof b.matchId !== 'string' || !UUID.test(b.matchId)) return 'expected { matchId: <uuid>, unit?: "action" | "event" }';
  if (b.unit !== undefined && b.unit !== 'action' && b.unit !== 'event') return 'unit must be "action" or "event"';
  return { matchId: b.matchId.toLowerCase(), unit: b.unit ?? 'action' };
}
