import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { EventStore } from '../../src/event-store/event-store.service';
import { stateHash } from '../../src/match-domain';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { highCard } from '../support/test-game';
import { RecordingClient, type Received } from '../realtime/support/harness';
import { checkSocket, noStringHidden } from '../realtime/support/leak-check';
import { newLog, playRest, playSocket } from './players';
import { checkAcknowledged, checkStream, claimSeats, createMatch, envInt, httpOk, killServer, spawnServer, until, type Server } from './support';

const INSTANCES = envInt('RELIABILITY_INSTANCES', 3);
const MATCHES = envInt('RELIABILITY_INSTANCE_MATCHES', 5);
const ROUNDS = envInt('RELIABILITY_INSTANCE_ROUNDS', 6);
const SEATS = 4;

/** What one socket received about one match (a spectator socket follows them all). */
const about = (received: readonly Received[], matchId: string): Received[] =>
  received.filter((r) => (r.kind === 'update' ? r.update.matchId === matchId : r.kind === 'presence' ? r.presence.matchId === matchId : true));

/**
 * Three server processes on one database serve the same matches: in every match, three seats play
 * over socket.io, each on a different instance, and the fourth over REST, each request to the next
 * instance; a spectator socket on every instance follows every match. Every seat of a round is
 * waited for at once, so the instances race to append to the same stream all the time.
 */
describe(`${INSTANCES} server processes serve the same matches`, () => {
  let db: TestDatabase;
  let ds: DataSource;
  const servers: Server[] = [];
  const clients: RecordingClient[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    // One instance first (it runs the migrations), then the others together.
    const env = { DATABASE_URL: db.url, WS_PRESENCE_HEARTBEAT_MS: '1000' };
    servers.push(await spawnServer(env));
    servers.push(...(await Promise.all(Array.from({ length: INSTANCES - 1 }, () => spawnServer(env)))));
    ds = await new DataSource(dataSourceOptions(db.url, 4)).initialize();
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    for (const s of servers) await killServer(s);
    await ds?.destroy();
    await db?.drop();
  });

  it('plays every match to the end: no forked history, every client converges on the same seq and state hash', async () => {
    const urls = servers.map((s) => s.url);
    const matches: { matchId: string; tokens: string[] }[] = [];
    for (let i = 0; i < MATCHES; i += 1) {
      const matchId = await createMatch(urls[i % INSTANCES] as string, { gameId: 'high-card', seats: SEATS, options: { rounds: ROUNDS } });
      matches.push({ matchId, tokens: await claimSeats(urls[(i + 1) % INSTANCES] as string, matchId, SEATS) });
    }
    const spectators = urls.map((url) => new RecordingClient(url));
    clients.push(...spectators);
    for (const s of spectators) for (const m of matches) await s.join(m.matchId);

    const log = newLog();
    let stopped = false;
    const players: Promise<void>[] = [];
    const seatClients = new Map<string, RecordingClient[]>();
    for (const [i, m] of matches.entries()) {
      const sockets: RecordingClient[] = [];
      for (let seat = 0; seat < SEATS - 1; seat += 1) {
        const client = new RecordingClient(urls[(i + seat) % INSTANCES] as string);
        clients.push(client);
        sockets.push(client);
        await client.join(m.matchId, { token: m.tokens[seat] });
        players.push(playSocket({ client, matchId: m.matchId, seat, idPrefix: `m${i}s${seat}` }, log, () => stopped));
      }
      seatClients.set(m.matchId, sockets);
      let turn = i;
      const restSeat = SEATS - 1;
      const nextInstance = () => urls[turn++ % INSTANCES] as string;
      players.push(
        playRest(
          { base: nextInstance, matchId: m.matchId, seat: restSeat, token: m.tokens[restSeat] as string, idPrefix: `m${i}s${restSeat}` },
          log,
          () => stopped,
        ),
      );
    }
    try {
      await until(
        () => matches.every((m) => seatClients.get(m.matchId)?.every((c) => c.mirror(m.matchId)?.snapshot?.status === 'finished')) || log.unexpected.length > 0,
        'every match finished',
        90_000,
      );
    } finally {
      stopped = true;
      await Promise.all(players);
    }
    expect(log.unexpected).toEqual([]);

    const store = new EventStore(ds);
    for (const m of matches) {
      const { events, state } = await checkStream(ds, highCard, m.matchId);
      checkAcknowledged(
        await store.commands(m.matchId),
        events,
        log.acks.filter((a) => a.matchId === m.matchId),
      );
      const finalSeq = events.length;
      const hash = stateHash(state);
      expect(state.match.ended, `match ${m.matchId} ended`).not.toBeNull();
      const everyone = [...(seatClients.get(m.matchId) ?? []), ...spectators];
      await until(() => everyone.every((c) => c.mirror(m.matchId)?.seq === finalSeq), `every client of ${m.matchId} at seq ${finalSeq}`, 15_000);
      for (const c of everyone) {
        const mirror = c.mirror(m.matchId)!;
        expect(mirror.snapshot?.stateHash).toBe(hash);
        expect(mirror.events.map((e) => e.seq)).toEqual(Array.from({ length: finalSeq }, (_, k) => k + 1));
        // Per socket: every seq once, in order, redacted for that viewer.
        checkSocket(highCard, events, about(c.received, m.matchId), noStringHidden);
      }
      for (const url of urls) expect(await httpOk(url, 'GET', `/matches/${m.matchId}`)).toMatchObject({ status: 'finished', seq: finalSeq, stateHash: hash });
    }
  }, 150_000);
});
