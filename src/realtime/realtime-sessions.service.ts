import { Inject, Injectable } from '@nestjs/common';
import { CommandPipeline } from '../matches/command-pipeline.service';
import { MatchLoader } from '../matches/match-loader.service';
import { AutoPassDto, LeaveDto, ResyncDto } from './dto/match-ref.dto';
import { CommandDto } from './dto/command.dto';
import { JoinDto } from './dto/join.dto';
import { MatchFeed } from './match-feed.service';
import { PresenceService } from './presence.service';
import {
  PROTOCOL_VERSION,
  RealtimeErrors,
  type AutoPassResult,
  type CommandAccepted,
  type JoinResult,
  type LeaveResult,
  type ResyncResult,
  type ViewerRef,
} from './protocol';
import { RealtimeError } from './realtime-error';
import { REALTIME_OPTIONS, type RealtimeOptions } from './realtime-options';
import { SeatAuth } from '../matches/seat-auth.service';
import { matchRoom, type RealtimeSocket } from './socket-types';
import { validatePayload } from './validate-payload';

/**
 * What each client message does (the gateway only routes). A seat is claimed by its token; every
 * command is submitted as the seat this socket holds, never as one the client names (DESIGN §6).
 */
@Injectable()
export class RealtimeSessions {
  constructor(
    private readonly feed: MatchFeed,
    private readonly presence: PresenceService,
    private readonly seats: SeatAuth,
    private readonly loader: MatchLoader,
    private readonly pipeline: CommandPipeline,
    @Inject(REALTIME_OPTIONS) private readonly options: RealtimeOptions,
  ) {}

  async join(socket: RealtimeSocket, raw: unknown): Promise<JoinResult> {
    const req = validatePayload(JoinDto, raw);
    const match = await this.loader.load(req.matchId);
    if (!match) throw new RealtimeError(RealtimeErrors.UNKNOWN_MATCH, `no match ${req.matchId}`);
    let viewer: ViewerRef = { kind: 'spectator' };
    if (req.token !== undefined) {
      const seat = await this.seats.seatOf(req.matchId, req.token);
      if (seat === null) throw new RealtimeError(RealtimeErrors.INVALID_SEAT_TOKEN, 'the seat token is not valid for this match');
      viewer = { kind: 'seat', seat };
    }
    const before = socket.data.joins.get(req.matchId);
    if (before) this.leaveMatch(socket, req.matchId);
    socket.data.joins.set(req.matchId, viewer);
    await socket.join(matchRoom(req.matchId));
    try {
      const seq = await this.feed.attach(socket, req.matchId, viewer, req.lastSeq, 'join', req.autoPass ?? false);
      // The socket may have gone while we were reading; only count it if it is still here.
      if (!socket.connected) this.feed.detach(socket, req.matchId);
      if (!socket.connected || socket.data.joins.get(req.matchId) !== viewer) return { matchId: req.matchId, viewer, seq, protocolVersion: PROTOCOL_VERSION };
      socket.data.counted.add(req.matchId);
      this.presence.watch(req.matchId, match.state.seats.length, viewer.kind === 'seat' ? viewer.seat : null);
      return { matchId: req.matchId, viewer, seq, protocolVersion: PROTOCOL_VERSION };
    } catch (error) {
      socket.data.joins.delete(req.matchId);
      this.feed.detach(socket, req.matchId);
      void socket.leave(matchRoom(req.matchId));
      throw error;
    }
  }

  leave(socket: RealtimeSocket, raw: unknown): LeaveResult {
    const req = validatePayload(LeaveDto, raw);
    this.requireJoined(socket, req.matchId);
    this.leaveMatch(socket, req.matchId);
    return { matchId: req.matchId };
  }

  async command(socket: RealtimeSocket, raw: unknown): Promise<CommandAccepted> {
    const req = validatePayload(CommandDto, raw);
    const viewer = this.requireJoined(socket, req.matchId);
    if (viewer.kind !== 'seat') throw new RealtimeError(RealtimeErrors.NOT_A_SEAT, 'spectators cannot send commands; join with a seat token');
    if (req.seat !== undefined && req.seat !== viewer.seat) {
      throw new RealtimeError(RealtimeErrors.WRONG_SEAT, `this socket holds seat ${viewer.seat}, not seat ${req.seat}`);
    }
    const size = Buffer.byteLength(JSON.stringify(req.command));
    if (size > this.options.maxCommandBytes) {
      throw new RealtimeError(RealtimeErrors.PAYLOAD_TOO_LARGE, `the command is ${size} bytes; the limit is ${this.options.maxCommandBytes}`);
    }
    const result = await this.pipeline.submit({
      matchId: req.matchId,
      seat: viewer.seat,
      commandId: req.commandId,
      command: req.command,
      expectedSeq: req.expectedSeq,
      origin: 'player',
    });
    if (result.status === 'rejected') throw new RealtimeError(result.code, result.message, result.rule);
    return { matchId: req.matchId, commandId: result.commandId, seq: result.seq, firstSeq: result.firstSeq, lastSeq: result.lastSeq };
  }

  async resync(socket: RealtimeSocket, raw: unknown): Promise<ResyncResult> {
    const req = validatePayload(ResyncDto, raw);
    const viewer = this.requireJoined(socket, req.matchId);
    const seq = await this.feed.attach(socket, req.matchId, viewer, req.lastSeq, 'resync', false);
    return { matchId: req.matchId, seq };
  }

  async autoPass(socket: RealtimeSocket, raw: unknown): Promise<AutoPassResult> {
    const req = validatePayload(AutoPassDto, raw);
    this.requireJoined(socket, req.matchId);
    await this.feed.setAutoPass(socket, req.matchId, req.enabled);
    return { matchId: req.matchId, enabled: req.enabled };
  }

  disconnected(socket: RealtimeSocket): void {
    for (const matchId of [...socket.data.joins.keys()]) this.leaveMatch(socket, matchId);
  }

  private leaveMatch(socket: RealtimeSocket, matchId: string): void {
    const viewer = socket.data.joins.get(matchId);
    if (!viewer) return;
    socket.data.joins.delete(matchId);
    this.feed.detach(socket, matchId);
    void socket.leave(matchRoom(matchId));
    if (socket.data.counted.delete(matchId)) this.presence.unwatch(matchId, viewer.kind === 'seat' ? viewer.seat : null);
  }

  private requireJoined(socket: RealtimeSocket, matchId: string): ViewerRef {
    const viewer = socket.data.joins.get(matchId);
    if (!viewer) throw new RealtimeError(RealtimeErrors.NOT_JOINED, `join match ${matchId} before sending this`);
    return viewer;
  }
}
