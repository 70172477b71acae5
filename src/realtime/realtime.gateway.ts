import { secureEngineHeaders } from '../http/security-headers';
import { Inject, Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import { clientAddress, SocketQuotas, type EngineConnection } from '../quotas';
import { RealtimeSessions } from './realtime-sessions.service';
import { textOnlyParser } from './socket-parser';
import {
  CLIENT_MESSAGE_NAMES,
  ClientMessages,
  type Ack,
  type AutoPassResult,
  type CommandAccepted,
  type JoinResult,
  type LeaveResult,
  type ResyncResult,
} from './protocol';
import { perMessageDeflateOf, REALTIME_OPTIONS, realtimeOptionsFromEnv, type RealtimeOptions } from './realtime-options';
import { installInlineDeflate } from './inline-deflate';
import { acknowledge } from './socket-ack';
import { socketGuard } from './socket-guard';
import { SocketServerRef } from './socket-server-ref';
import type { RealtimeServer, RealtimeSocket } from './socket-types';
import { allOf, ClientBudgets } from './message-budget';
import { TokenBucket } from './token-bucket';

const perMessageDeflate = perMessageDeflateOf(realtimeOptionsFromEnv());
/** Whether the websocket library deflates and inflates in one call per message (false: its own way, if the library changed shape). */
const inlineDeflate = perMessageDeflate !== false && installInlineDeflate();

/**
 * The socket.io edge (docs/design.md §6): routes each message to RealtimeSessions and turns its result
 * or failure into the acknowledgement. Shares the HTTP server's port. Messages above
 * `maxHttpBufferSize` close the transport (socket.io's own rule); the client reconnects and resyncs.
 */
@WebSocketGateway({
  maxHttpBufferSize: realtimeOptionsFromEnv().maxTransportBytes,
  perMessageDeflate,
  cors: { origin: true },
  parser: textOnlyParser,
})
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger(RealtimeGateway.name);
  /** QUOTA_SOCKETS sockets' worth of messages per client, kept across reconnects. */
  private readonly clientBudgets: ClientBudgets;

  constructor(
    private readonly sessions: RealtimeSessions,
    private readonly serverRef: SocketServerRef,
    @Inject(REALTIME_OPTIONS) private readonly options: RealtimeOptions,
    private readonly quotas: SocketQuotas,
  ) {
    const sockets = quotas.socketsPerClient;
    this.clientBudgets = new ClientBudgets(options.rateCapacity * sockets, options.ratePerSecond * sockets);
  }

  afterInit(server: RealtimeServer): void {
    this.serverRef.set(server);
    if (perMessageDeflate !== false && !inlineDeflate)
      this.logger.warn("permessage-deflate in the websocket library's own writes through the thread pool (its shape or zlib's changed)");
    // Sockets per client (QUOTA_SOCKETS): a refused connection gets connect_error with code RATE_LIMITED.
    server.use(this.quotas.connectionGate());
    // Bare engine.io transports count too, from their first moment (a namespace or not).
    server.engine.on('connection', (conn: EngineConnection) => this.quotas.admitTransport(conn));
    secureEngineHeaders(server.engine as Parameters<typeof secureEngineHeaders>[0]);
    // Nest builds one socket.io server per port with the options of the first gateway it meets;
    // AppModule imports this module before other gateways (/replay) so that the cap is ours.
    const cap = (server.engine as { opts?: { maxHttpBufferSize?: number } } | undefined)?.opts?.maxHttpBufferSize;
    if (cap !== undefined && cap !== this.options.maxTransportBytes) {
      this.logger.warn(`socket.io maxHttpBufferSize is ${cap}, not ${this.options.maxTransportBytes}: another gateway created the server first`);
    }
  }

  handleConnection(socket: RealtimeSocket): void {
    const { rateCapacity, ratePerSecond, maxMessageBytes } = this.options;
    socket.data.bucket = new TokenBucket(rateCapacity, ratePerSecond);
    socket.data.joins = new Map();
    socket.data.counted = new Set();
    socket.data.joining = new Map();
    socket.use(
      socketGuard(socket, {
        messages: CLIENT_MESSAGE_NAMES,
        bucket: allOf(socket.data.bucket, this.clientBudgets.of(clientAddress(socket.handshake.address))),
        rate: `at most ${ratePerSecond}/s (bursts of ${rateCapacity})`,
        maxMessageBytes,
      }),
    );
  }

  handleDisconnect(socket: RealtimeSocket): void {
    if (socket.data.joins) this.sessions.disconnected(socket);
  }

  @SubscribeMessage(ClientMessages.join)
  join(@ConnectedSocket() socket: RealtimeSocket, @MessageBody() body: unknown): Promise<Ack<JoinResult>> {
    return this.answer(ClientMessages.join, body, () => this.sessions.join(socket, body));
  }

  @SubscribeMessage(ClientMessages.leave)
  leave(@ConnectedSocket() socket: RealtimeSocket, @MessageBody() body: unknown): Promise<Ack<LeaveResult>> {
    return this.answer(ClientMessages.leave, body, async () => this.sessions.leave(socket, body));
  }

  @SubscribeMessage(ClientMessages.command)
  command(@ConnectedSocket() socket: RealtimeSocket, @MessageBody() body: unknown): Promise<Ack<CommandAccepted>> {
    // Arrival is stamped as the message is handed over, before any waiting (docs/protocol.md, "Deadlines").
    const arrivedAt = Date.now();
    return this.answer(ClientMessages.command, body, () => this.sessions.command(socket, body, arrivedAt));
  }

  @SubscribeMessage(ClientMessages.resync)
  resync(@ConnectedSocket() socket: RealtimeSocket, @MessageBody() body: unknown): Promise<Ack<ResyncResult>> {
    return this.answer(ClientMessages.resync, body, () => this.sessions.resync(socket, body));
  }

  @SubscribeMessage(ClientMessages.autoPass)
  autoPass(@ConnectedSocket() socket: RealtimeSocket, @MessageBody() body: unknown): Promise<Ack<AutoPassResult>> {
    return this.answer(ClientMessages.autoPass, body, () => this.sessions.autoPass(socket, body));
  }

  private answer<T extends object>(request: string, body: unknown, run: () => Promise<T>): Promise<Ack<T>> {
    return acknowledge(this.logger, request, body, run);
  }
}
