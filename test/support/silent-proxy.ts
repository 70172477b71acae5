import net from 'node:net';

/**
 * A TCP proxy in front of a database host that can fall silent the way a machine that vanished
 * does: after `silence()` nothing passes either way, and nothing is closed (no FIN, no RST), so
 * whoever is connected waits; new connections are accepted and never answered. Killing the
 * PostgreSQL behind it then cannot tell the clients anything either.
 */
export interface SilentProxy {
  readonly port: number;
  silence(): void;
  close(): Promise<void>;
}

export async function startSilentProxy(targetPort: number): Promise<SilentProxy> {
  let silent = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((down) => {
    sockets.add(down);
    down.on('error', () => undefined);
    if (silent) return;
    const up = net.connect(targetPort, '127.0.0.1');
    sockets.add(up);
    up.on('error', () => undefined);
    up.on('data', (d) => void (silent || down.write(d)));
    down.on('data', (d) => void (silent || up.write(d)));
    up.on('close', () => silent || down.destroy());
    down.on('close', () => silent || up.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    silence: () => {
      silent = true;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
