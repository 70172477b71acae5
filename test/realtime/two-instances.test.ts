import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '../../src/event-store/event-store.service';
import { createMigratedDataSource, createTestDatabase, type TestDatabase } from '../support/database';
import { hashFromLog } from '../support/fold';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { highCard } from '../support/test-game';
import { runBots } from './support/bots';
import { claimSeats, createMatch, RecordingClient, until } from './support/harness';
import { checkSocket, noStringHidden } from './support/leak-check';

/**
 * Two real server processes (the foundation's compiled test server) on one database, the clients
 * of one match spread across both: the match completes, every client converges on the same final
 * seq and state hash, each socket gets every seq once and in order, and presence is merged.
 */
describe('two server processes serve one match', () => {
  let db: TestDatabase;
  let ds: DataSource;
  const servers: ServerProcess[] = [];
  const clients: RecordingClient[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    const env = { DATABASE_URL: db.url, WS_PRESENCE_HEARTBEAT_MS: '1000' };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
    ds = await createMigratedDataSource(db, 4);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    for (const s of servers) s.child.kill('SIGKILL');
    await ds?.destroy();
    await db?.drop();
  });

  it('plays to the end with seats on both instances; all converge, nothing duplicated', async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const seats = 4;
    const matchId = await createMatch(a, { gameId: 'high-card', seats, options: { rounds: 12 } });
    const tokens = await claimSeats(b, matchId, seats);
    const seatClients = tokens.map((_, seat) => new RecordingClient(seat % 2 === 0 ? a : b));
    const spectators = [new RecordingClient(a), new RecordingClient(b)];
    clients.push(...seatClients, ...spectators);
    await Promise.all(seatClients.map((c, seat) => c.join(matchId, { token: tokens[seat] })));
    await Promise.all(spectators.map((c) => c.join(matchId)));

    // Presence is merged across instances: a socket on A sees the seats held on B.
    await until(() => seatClients[0]!.mirror(matchId)?.presence?.seats.every((s) => s.connected), 'all four seats shown connected on A');
    await until(() => spectators[1]!.mirror(matchId)?.presence?.seats.every((s) => s.connected), 'all four seats shown connected on B');

    await runBots({ def: highCard, ds, matchId, bots: seatClients.map((client, seat) => ({ seat, client, policy: 'random' })), timeoutMs: 60_000, seed: 3 });

    const log = await new EventStore(ds).readStream(matchId);
    const finalSeq = log.length;
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: finalSeq }, (_, i) => i + 1));
    expect(await new EventStore(ds).verifyChain(matchId)).toMatchObject({ ok: true });
    const hash = await hashFromLog(ds, matchId);
    const everyone = [...seatClients, ...spectators];
    await until(() => everyone.every((c) => c.mirror(matchId)?.seq === finalSeq), 'every client at the final seq');
    for (const c of everyone) {
      const m = c.mirror(matchId)!;
      expect(m.snapshot?.status).toBe('finished');
      expect(m.snapshot?.stateHash).toBe(hash);
      expect(m.events.map((e) => e.seq)).toEqual(Array.from({ length: finalSeq }, (_, i) => i + 1));
      checkSocket(highCard, log, c.received, noStringHidden);
    }

    // A seat leaving B is seen as gone on A.
    seatClients[1]!.close();
    await until(() => seatClients[0]!.mirror(matchId)?.presence?.seats[1]?.connected === false, 'seat 1 shown disconnected on A');
  });
});
