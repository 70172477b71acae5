/**
 * A boardgame.io 0.50 server hosting "pile", run as a child process by the pile section (fresh per
 * run, so its CPU and peak RSS can be read from /proc). Environment:
 * - BENCH_PEERS_DIR: bench/peers (where boardgame.io and bgio-postgres are installed);
 * - PORT: where to listen, on 127.0.0.1 only;
 * - BGIO_DATABASE_URL: use the bgio-postgres store on this database; absent: the in-memory store.
 *
 * boardgame.io loads only through `require` (CommonJS folders), hence createRequire from bench/peers.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { bgioPileGame, type BgioLibrary } from './bgio-pile-game';

interface BgioServerModule {
  Server(options: { games: unknown[]; db?: unknown; origins?: unknown[] }): {
    run(config: { port: unknown }): Promise<unknown>;
  };
}
interface BgioCoreModule {
  INVALID_MOVE: string;
  PlayerView: { STRIP_SECRETS: BgioLibrary['STRIP_SECRETS'] };
}
interface BgioPostgresModule {
  PostgresStore: new (url: string, options: { logging: boolean }) => unknown;
}

async function main(): Promise<void> {
  const peers = process.env.BENCH_PEERS_DIR;
  if (!peers) throw new Error('BENCH_PEERS_DIR is not set');
  const port = Number(process.env.PORT);
  const req = createRequire(join(peers, 'package.json'));
  const { Server } = req('boardgame.io/server') as BgioServerModule;
  const core = req('boardgame.io/core') as BgioCoreModule;
  const game = bgioPileGame({ INVALID_MOVE: core.INVALID_MOVE, STRIP_SECRETS: core.PlayerView.STRIP_SECRETS });
  const url = process.env.BGIO_DATABASE_URL;
  const db = url ? new (req('bgio-postgres') as BgioPostgresModule).PostgresStore(url, { logging: false }) : undefined;
  const server = Server({ games: [game], db, origins: ['http://127.0.0.1'] });
  // `run(port)` ends in koa's `listen(port, cb)`, i.e. node's `server.listen(...)`, which also takes
  // an options object: that is the only way through `run` to bind to 127.0.0.1 instead of every interface.
  await server.run({ port: { port, host: '127.0.0.1' } });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
