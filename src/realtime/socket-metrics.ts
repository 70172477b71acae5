import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Metrics } from '../metrics/metrics.service';
import { SocketServerRef } from './socket-server-ref';

/** The socket.io namespaces this server opens: play (`/`) and the replay follow (`/replay`). */
const NAMESPACES = ['/', '/replay'] as const;

/**
 * Sockets and joined viewers per namespace, read from socket.io when Prometheus scrapes. A viewer
 * is one socket in one match's room (a socket watching two matches counts twice); every socket's
 * own room (named by its id) is not a viewer.
 */
@Injectable()
export class SocketMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly ref: SocketServerRef,
  ) {}

  onModuleInit(): void {
    this.metrics.readGauge('stackbound_sockets', 'Connected sockets of this process, by namespace.', ['namespace'], () =>
      this.perNamespace((ns) => ns.sockets.size),
    );
    this.metrics.readGauge('stackbound_viewers', 'Sockets joined to a match (play) or following one (replay), by namespace.', ['namespace'], () =>
      this.perNamespace((ns) => {
        let viewers = 0;
        for (const [room, members] of ns.adapter.rooms) if (!ns.sockets.has(room)) viewers += members.size;
        return viewers;
      }),
    );
  }

  private perNamespace(read: (ns: ReturnType<NonNullable<SocketServerRef['server']>['of']>) => number) {
    const server = this.ref.server;
    if (!server) return [];
    return NAMESPACES.map((name) => ({ labels: { namespace: name }, value: read(server.of(name)) }));
  }
}
