import { Inject, Injectable } from '@nestjs/common';
import { ArrivalBoard, CommandPipeline, MatchLoader, SeatAuth } from '../matches';
import { AutoPassDto, LeaveDto, ResyncDto } from './dto/match-ref.dto';
import { CommandDto } from './dto/command.dto';
import { JoinDto } from './dto/join.dto';
import { MatchFeed } from './match-feed.service';
import { PresenceService } from './presence.service';
import { PROTOCOL_VERSION, type AutoPassResult, type CommandAccepted, type JoinResult, type LeaveResult, type ResyncResult, type ViewerRef } from './protocol';
import { DomainError } from '../errors/domain-error';
import { ONLY_PASS } from '../engine/auto-pass-stop';
import { SocketQuotas } from '../quotas';
import { REALTIME_OPTIONS, type RealtimeOptions } from './realtime-options';
import { matchRoom, type RealtimeSocket } from './socket-types';
import { validatePayload } from './validate-payload';

/**
 * What each client message does (the gateway only routes). A seat is claimed by its token; every
 * command is submitted as the seat this socket holds, never as one the client names (docs/design.md §6).
 */
@Injectable()
export class RealtimeSessions {
  constructor(
    private readonly feed: MatchFeed,
    private readonly presence: PresenceService,
    private readonly seats: SeatAuth,
    private readonly loader: MatchLoader,
    private readonly pipeline: CommandPipeline,
    private readonly arrivals: ArrivalBoard,
    @Inject(REALTIME_OPTIONS) private readonly options: RealtimeOptions,
    private readonly quotas: SocketQuotas,
  ) {}

  async join(socket: RealtimeSocket, raw: unknown): Promise<JoinResult> {
    const req = validatePayload(JoinDto, raw);
    // Matches joined at once per client (QUOTA_JOINS): the slot of this socket and match is taken
    // before any await, so concurrent joins see each other, and every path below that does not end
    // joined releases it (the socket's disconnect releases all it holds, pending ones included).
    this.quotas.takeJoin(socket, req.matchId);
    const { joining } = socket.data;
    joining.set(req.matchId, (joining.get(req.matchId) ?? 0) + 1);
    try {
      return await this.attach(socket, req);
    } finally {
      const left = (joining.get(req.matchId) ?? 1) - 1;
      if (left > 0) joining.set(req.matchId, left);
      else joining.delete(req.matchId);
      // The last join of this match to end frees the slot unless the socket holds the match now.
      if (left <= 0 && !(socket.connected && socket.data.joins.has(req.matchId))) this.quotas.releaseJoin(socket, req.matchId);
    }
  }

  private async attach(socket: RealtimeSocket, req: JoinDto): Promise<JoinResult> {
    const match = await this.loader.load(req.matchId);
    if (!match) throw DomainError.of('UNKNOWN_MATCH', `no match ${req.matchId}`);
    let viewer: ViewerRef = { kind: 'spectator' };
    if (req.token !== undefined) {
      const seat = await this.seats.seatOf(req.matchId, req.token);
      if (seat === null) throw DomainError.of('INVALID_SEAT_TOKEN', 'the seat token is not valid for this match');
      viewer = { kind: 'seat', seat };
    }
    if (!socket.connected) throw DomainError.of('NOT_JOINED', 'the socket closed during the join');
    // A second join of the same match replaces the first and keeps its slot.
    if (socket.data.joins.has(req.matchId)) this.leaveMatch(socket, req.matchId, { keepSlot: true });
    socket.data.joins.set(req.matchId, viewer);
    await socket.join(matchRoom(req.matchId));
    try {
      const { seq, receipt } = await this.feed.attach(
        socket,
        req.matchId,
        viewer,
        req.lastSeq,
        'join',
        req.autoPass ? { ...(req.autoPassStop ?? ONLY_PASS) } : null,
        req.protocol ?? PROTOCOL_VERSION,
      );
      // The socket may have gone while we were reading; only count it if it is still here.
      if (!socket.connected) this.feed.detach(socket, req.matchId);
      if (!socket.connected || socket.data.joins.get(req.matchId) !== viewer)
        return { matchId: req.matchId, viewer, seq, receipt, protocolVersion: req.protocol ?? PROTOCOL_VERSION };
      socket.data.counted.add(req.matchId);
      this.presence.watch(req.matchId, match.state.seats.length, viewer.kind === 'seat' ? viewer.seat : null);
      return { matchId: req.matchId, viewer, seq, receipt, protocolVersion: req.protocol ?? PROTOCOL_VERSION };
    } catch (error) {
      if (socket.data.joins.get(req.matchId) === viewer) this.leaveMatch(socket, req.matchId);
      throw error;
    }
  }

  leave(socket: RealtimeSocket, raw: unknown): LeaveResult {
    const req = validatePayload(LeaveDto, raw);
    this.requireJoined(socket, req.matchId);
    this.leaveMatch(socket, req.matchId);
    return { matchId: req.matchId };
  }

  async command(socket: RealtimeSocket, raw: unknown, arrivedAt: number): Promise<CommandAccepted> {
    const req = validatePayload(CommandDto, raw);
    const viewer = this.requireJoined(socket, req.matchId);
    if (viewer.kind !== 'seat') throw DomainError.of('NOT_A_SEAT', 'spectators cannot send commands; join with a seat token');
    if (req.seat !== undefined && req.seat !== viewer.seat) {
      throw DomainError.of('WRONG_SEAT', `this socket holds seat ${viewer.seat}, not seat ${req.seat}`);
    }
    const size = Buffer.byteLength(JSON.stringify(req.command));
    if (size > this.options.maxCommandBytes) {
      throw DomainError.of('PAYLOAD_TOO_LARGE', `the command is ${size} bytes; the limit is ${this.options.maxCommandBytes}`);
    }
    const seat = viewer.seat;
    const result = await this.arrivals.track(req.matchId, seat, arrivedAt, () =>
      this.pipeline.submit({
        matchId: req.matchId,
        seat,
        commandId: req.commandId,
        command: req.command,
        expectedSeq: req.expectedSeq,
        origin: 'player',
        arrivedAt,
      }),
    );
    if (result.status === 'rejected') throw DomainError.fromRejection(result, 'rules');
    return { matchId: req.matchId, commandId: result.commandId, seq: result.seq, receipt: result.receipt, firstSeq: result.firstSeq, lastSeq: result.lastSeq };
  }

  async resync(socket: RealtimeSocket, raw: unknown): Promise<ResyncResult> {
    const req = validatePayload(ResyncDto, raw);
    const viewer = this.requireJoined(socket, req.matchId);
    const { seq, receipt } = await this.feed.attach(socket, req.matchId, viewer, req.lastSeq, 'resync', null);
    return { matchId: req.matchId, seq, receipt };
  }

  async autoPass(socket: RealtimeSocket, raw: unknown): Promise<AutoPassResult> {
    const req = validatePayload(AutoPassDto, raw);
    this.requireJoined(socket, req.matchId);
    const stop = req.enabled ? { ...(req.stop ?? ONLY_PASS) } : null;
    await this.feed.setAutoPass(socket, req.matchId, stop);
    return { matchId: req.matchId, enabled: req.enabled, stop };
  }

  disconnected(socket: RealtimeSocket): void {
    for (const matchId of [...socket.data.joins.keys()]) this.leaveMatch(socket, matchId);
    this.quotas.releaseSocket(socket);
  }

  private leaveMatch(socket: RealtimeSocket, matchId: string, options: { keepSlot?: boolean } = {}): void {
    const viewer = socket.data.joins.get(matchId);
    if (!viewer) return;
    socket.data.joins.delete(matchId);
    if (!options.keepSlot) this.quotas.releaseJoin(socket, matchId);
    this.feed.detach(socket, matchId);
    void socket.leave(matchRoom(matchId));
    if (socket.data.counted.delete(matchId)) this.presence.unwatch(matchId, viewer.kind === 'seat' ? viewer.seat : null);
  }

  private requireJoined(socket: RealtimeSocket, matchId: string): ViewerRef {
    const viewer = socket.data.joins.get(matchId);
    if (!viewer) throw DomainError.of('NOT_JOINED', `join match ${matchId} before sending this`);
    return viewer;
  }
}
