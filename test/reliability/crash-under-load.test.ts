import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../../src/database/embedded-postgres';
import { stateHash } from '../../src/match-domain';
import { createTestDatabase, withClient } from '../support/database';
import { highCard } from '../support/test-game';
import { playThroughOutage, verifyAfterOutage, type Played } from './crash-scenario';
import { checkStream, createMatch, httpCall, httpOk, killServer, spawnServer, until, type Server } from './support';

/**
 * Reliability under load (crash-scenario.ts has the load and the checks): (a) the server process is
 * SIGKILLed and restarted on the same port; (b) PostgreSQL itself is stopped and started again
 * while the server runs. In both, nothing acknowledged is lost, nothing is applied twice, a client
 * retrying a failed request with the same command id gets one application, and a match played only
 * by the server's bots carries on by itself.
 */
const servers: Server[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const s of servers) await killServer(s);
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

/** The bots of a match nobody else touches must finish it after the outage, with a sound log. */
async function botMatchFinishes(ds: DataSource, server: Server, matchId: string): Promise<void> {
  const base = server.url;
  // 40 bot moves at BOT_DELAY_MS each take ~5 s; three times that is plenty on a busy machine.
  await until(async () => (await httpOk(base, 'GET', `/matches/${matchId}`)).status === 'finished', `bot-only match ${matchId} finished`, 15_000).catch(
    (error: unknown) => {
      const botLines = server
        .output()
        .split('\n')
        .filter((l) => l.includes('bot'));
      throw new Error(`${String(error)}\nserver log about bots:\n${botLines.slice(-5).join('\n')}`);
    },
  );
  const { state } = await checkStream(ds, highCard, matchId);
  expect((await httpOk(base, 'GET', `/matches/${matchId}`)).stateHash).toBe(stateHash(state));
}

const SERVER_ENV = { STATE_CACHE_EVERY: '7', BOT_DELAY_MS: '100' };

/** How many group-commit batches the server sent so far and how many commands they carried (its /metrics). */
async function groupCommitBatches(base: string): Promise<{ count: number; commands: number }> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { count: value('stackbound_append_batch_commands_count'), commands: value('stackbound_append_batch_commands_sum') };
}

describe('SIGKILL of the server under load, restarted on the same port', () => {
  let ds: DataSource;
  let server: Server;
  let played: Played;

  beforeAll(async () => {
    const db = await createTestDatabase();
    cleanups.push(() => db.drop());
    const env = { ...SERVER_ENV, DATABASE_URL: db.url };
    server = await spawnServer(env);
    servers.push(server);
    const port = server.port;
    played = await playThroughOutage(() => server.url, {
      down: async () => {
        // The kill lands while the players' commands are being group-committed (batches in flight).
        const batches = await groupCommitBatches(server.url);
        expect(batches.count, 'group-commit batches before the kill').toBeGreaterThan(0);
        console.info(`before the kill: ${batches.count} group-commit batches, ${batches.commands} commands`);
        server.child.kill('SIGKILL');
        expect(await server.exited).toBe('SIGKILL');
      },
      up: async () => {
        server = await spawnServer(env, port);
        servers.push(server);
      },
    });
    ds = await new DataSource(dataSourceOptions(db.url, 4)).initialize();
    cleanups.push(() => ds.destroy());
  }, 120_000);

  it('loses no acknowledged command, applies none twice, serves the fold of the log; retries apply once', async () => {
    await verifyAfterOutage(ds, server.url, played);
  });

  it('resumes the bot-only match after the restart', async () => {
    await botMatchFinishes(ds, server, played.botMatch);
  });
});

describe('PostgreSQL restarted under load (a dedicated cluster)', () => {
  let ds: DataSource;
  let server: Server;
  let played: Played | undefined;
  let failure: string | undefined;

  beforeAll(async () => {
    // Its own cluster: stopping the run's shared PostgreSQL would break every other test file.
    // Named by this worker's pid so that the global setup of a later run removes it if we die.
    const dataDir = resolve(join('.data', 'test-runs', String(process.pid)));
    rmSync(dataDir, { recursive: true, force: true });
    const settings = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };
    let pg: EmbeddedPostgresHandle = await startEmbeddedPostgres({ dataDir, settings, initdbFlags: ['--no-sync'] });
    cleanups.push(async () => {
      await pg.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    await withClient(pg.url, (c) => c.query('CREATE DATABASE reliability'));
    const url = pg.url.replace(/\/postgres$/, '/reliability');

    // No lobby polling: after the restart only the projector's LISTEN can keep the lobby current.
    server = await spawnServer({ ...SERVER_ENV, DATABASE_URL: url, PROJECTION_POLL_MS: '0' });
    servers.push(server);
    const outage = {
      down: () => pg.stop(),
      up: async () => {
        // Same data folder, same port: the server's configuration does not change.
        pg = await startEmbeddedPostgres({ dataDir, port: pg.port, settings });
        await until(
          async () => {
            if (!server.alive()) throw new Error('the server process died');
            return (await httpCall(server.url, 'GET', '/health', { timeoutMs: 2000 })).status === 200;
          },
          'health back after the PostgreSQL restart',
          30_000,
        );
      },
    };
    // A failure here is reported by the first test below (with the server's last words).
    played = await playThroughOutage(() => server.url, outage).catch((error: unknown) => {
      failure = String(error);
      return undefined;
    });
    ds = await new DataSource(dataSourceOptions(url, 4)).initialize();
    cleanups.push(() => ds.destroy());
  }, 120_000);

  it('keeps the server process up and answering', async () => {
    // Node's own report of a crash (uncaught error, stack) is the output that is not a JSON log line.
    const lastWords = server
      .output()
      .split('\n')
      .filter((l) => l.trim() !== '' && !l.startsWith('{'))
      .slice(-25)
      .join('\n');
    expect(server.alive(), `the server process exited during the database restart:\n${lastWords}`).toBe(true);
    expect(failure, 'the load did not get through the restart').toBeUndefined();
    expect((await httpCall(server.url, 'GET', '/health')).status).toBe(200);
  });

  it('loses no acknowledged command, applies none twice, serves the fold of the log; retries apply once', async () => {
    expect(played, 'the load did not get through the restart (see the first test)').toBeDefined();
    await verifyAfterOutage(ds, server.url, played as Played);
  });

  it('keeps the lobby following the log (its LISTEN connection comes back with the database)', async () => {
    const matchId = await createMatch(server.url, { gameId: 'high-card', seats: 2 });
    await until(
      async () => {
        const lobby = (await httpOk(server.url, 'GET', '/matches?status=waiting&limit=100')).value as { matchId: string }[];
        return lobby.some((row) => row.matchId === matchId);
      },
      'the new match in the lobby',
      5000,
    );
  });

  it('resumes the bot-only match once the database is back', async () => {
    expect(played, 'the load did not get through the restart (see the first test)').toBeDefined();
    await botMatchFinishes(ds, server, (played as Played).botMatch);
  });
});
