import { WebSocketGateway, WebSocketServer, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { SocketQuotas } from '../quotas';
import { AccountSockets, accountRoom, sessionRoom } from './account-sockets.service';
import { SessionResolver } from './session-resolver.service';
import type { Session } from './session-store.service';

/** What the handshake left on an account socket. */
interface AccountSocketData {
  session: Session;
}

/** The error a refused handshake carries (`connect_error`): `err.data.code`. */
function refusal(code: 'NOT_SIGNED_IN' | 'CSRF_REFUSED', message: string): Error & { data: { code: string; message: string } } {
  return Object.assign(new Error(message), { data: { code, message } });
}

/**
 * The account namespace (`/account`): a socket per signed-in browser tab, authenticated at the
 * handshake by the same session cookie as REST. A handshake from a page of another origin is
 * refused (the cookie would be the victim's), and one without a live session too. The socket joins
 * its account's room (notices) and its session's room (signing out disconnects it).
 */
@WebSocketGateway({ namespace: '/account', cors: { origin: true } })
export class AccountGateway implements OnGatewayInit, OnGatewayConnection {
  @WebSocketServer()
  private server!: Namespace;

  constructor(
    private readonly resolver: SessionResolver,
    private readonly sockets: AccountSockets,
    private readonly quotas: SocketQuotas,
  ) {}

  afterInit(): void {
    this.server.use(this.quotas.connectionGate());
    this.server.use((socket: Socket, next: (error?: Error) => void) => {
      this.authenticate(socket).then(
        () => next(),
        (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
      );
    });
    this.sockets.attach(this.server);
  }

  private async authenticate(socket: Socket): Promise<void> {
    const { headers } = socket.handshake;
    if (!sameOrigin(headers.origin, headers.host)) throw refusal('CSRF_REFUSED', 'the account channel takes handshakes from this origin only');
    const session = await this.resolver.fromHeaders(headers);
    if (!session) throw refusal('NOT_SIGNED_IN', 'sign in first (no session, or it ended)');
    (socket.data as AccountSocketData).session = session;
  }

  handleConnection(socket: Socket): void {
    const { session } = socket.data as AccountSocketData;
    void socket.join([accountRoom(session.accountId), sessionRoom(session.tokenHash)]);
  }
}

/** No Origin (not a browser page) or one naming this host. */
function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
