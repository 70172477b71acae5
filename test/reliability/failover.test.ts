import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { stateHash } from '../../src/match-domain';
import { withClient } from '../support/database';
import { postgresServerBinaries, startReplicatedCluster, type ReplicatedCluster } from '../support/pg-cluster';
import { startSilentProxy, type SilentProxy } from '../support/silent-proxy';
import { highCard } from '../support/test-game';
import { playThroughOutage, verifyAfterOutage, type Played } from './crash-scenario';
import { worstOutage } from './players';
import { checkStream, httpCall, httpOk, killServer, spawnServer, until, type Server } from './support';

/**
 * Loss of the database primary under load. A primary with a synchronous standby (the machine's
 * PostgreSQL server binaries), two server instances given both hosts in one URL
 * (`target_session_attrs=read-write`), REST and socket.io players and a bot-only match spread over
 * both instances. The primary's processes are all SIGKILLed, then the standby is promoted, as an
 * operator or Patroni would. Nothing acknowledged may be lost, nothing applied twice, every match
 * must equal the fold of its log on the new primary, and play must resume without restarting the
 * servers. The database's failover time and the outage the players saw are printed, and the latter
 * may exceed the former by at most 2 s; so are the commands they had to send again.
 *
 * Two ways to lose the primary: its processes killed (the machine stays up and closes the
 * sockets: the servers hear of it at once), and its machine vanished (the servers reach the
 * primary through a proxy that falls silent: no FIN, no RST, so only the servers' own watch on
 * the host can tell, src/database/host-watchdog.ts).
 */
const bin = postgresServerBinaries();
if (!bin) console.warn('failover test not run: no PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) under /usr/lib/postgresql');

const ways = [
  { way: 'killed', how: 'its processes are killed' },
  { way: 'vanished', how: 'its machine vanishes without a word' },
] as const;

describe.runIf(bin).each(ways)('failover: the primary dies under load ($how) and the synchronous standby is promoted', ({ way }) => {
  let cluster: ReplicatedCluster;
  let proxy: SilentProxy | undefined;
  const servers: Server[] = [];
  let played: Played | undefined;
  let failure: string | undefined;
  let ds: DataSource;
  let killedAt = 0;
  let outageMs = 0;
  /** From the kill to the promoted standby's first accepted write: the database's failover time. */
  let databaseFailoverMs = 0;

  beforeAll(async () => {
    cluster = await startReplicatedCluster(bin as string);
    await withClient(cluster.primary.url('postgres'), async (c) => {
      await until(
        async () => {
          const { rows } = await c.query<{ sync_state: string }>(`SELECT sync_state FROM pg_stat_replication WHERE application_name = 'standby1'`);
          return rows[0]?.sync_state === 'sync';
        },
        'the standby replicating synchronously',
        30_000,
      );
      await c.query('CREATE DATABASE failover');
    });
    if (way === 'vanished') proxy = await startSilentProxy(cluster.primary.port);
    const url = proxy
      ? `postgres://postgres@127.0.0.1:${proxy.port},127.0.0.1:${cluster.standby.port}/failover?target_session_attrs=read-write`
      : cluster.multiHostUrl('failover');
    const env = { DATABASE_URL: url, BOT_DELAY_MS: '100', STATE_CACHE_EVERY: '7', PROJECTION_POLL_MS: '500' };
    servers.push(await spawnServer(env), await spawnServer(env));
    let next = 0;
    // Every request and socket goes to one of the two instances in turn.
    const base = () => (servers[next++ % servers.length] as Server).url;
    played = await playThroughOutage(base, {
      down: async () => {
        killedAt = Date.now();
        proxy?.silence();
        cluster.killPrimary();
      },
      up: async () => {
        cluster.promoteStandby();
        await withClient(cluster.standby.url('failover'), async (c) => {
          // txid_current() needs a writable primary: it fails while the standby is still in recovery.
          await until(
            async () =>
              (await c.query('SELECT txid_current()').then(
                () => true,
                () => false,
              )) || null,
            'the promoted standby accepting writes',
            30_000,
          );
        });
        databaseFailoverMs = Date.now() - killedAt;
        for (const server of servers) {
          await until(
            async () => {
              if (!server.alive()) throw new Error(`a server process died:\n${server.output().slice(-2000)}`);
              return (await httpCall(server.url, 'GET', '/health/ready', { timeoutMs: 2000 })).status === 200;
            },
            'every instance ready on the new primary',
            30_000,
          );
        }
        outageMs = Date.now() - killedAt;
      },
    }).catch((error: unknown) => {
      failure = String(error);
      return undefined;
    });
    ds = await new DataSource(dataSourceOptions(cluster.standby.url('failover'), 4)).initialize();
  }, 180_000);

  afterAll(async () => {
    for (const s of servers) await killServer(s);
    await ds?.destroy();
    await proxy?.close();
    cluster?.stop();
  });

  it('keeps both instances up and resumes play on the new primary without a restart', async () => {
    for (const server of servers) expect(server.alive(), server.output().slice(-2000)).toBe(true);
    expect(failure, 'the load did not get through the failover').toBeUndefined();
    const log = (played as Played).log;
    console.info(
      `failover (${way}): the instances were ready on the promoted standby ${outageMs} ms after the primary was killed; ` +
        `${log.acks.length} commands acknowledged, ${log.failures} failed requests sent again, ${log.retried.length} commands accepted only on a retry`,
    );
    const [row] = (await ds.query('SELECT pg_is_in_recovery() AS standby')) as { standby: boolean }[];
    expect(row?.standby).toBe(false);
  });

  it("the players' outage is at most the database's failover time + 2 s", () => {
    expect(played, 'the load did not get through the failover (see the first test)').toBeDefined();
    const { log, matches } = played as Played;
    const clientsMs = worstOutage(
      log,
      matches.map((m) => m.matchId),
      killedAt,
    );
    console.info(
      `failover (${way}): the database took ${databaseFailoverMs} ms (kill to the first write on the new primary); the players saw ${clientsMs} ms (the longest a match went without an acknowledgement after the kill, worst match)`,
    );
    expect(clientsMs).not.toBeNull();
    expect(clientsMs as number).toBeLessThanOrEqual(databaseFailoverMs + 2000);
  });

  it('loses no acknowledged command, applies none twice, and serves the fold of the log', async () => {
    expect(played, 'the load did not get through the failover (see the first test)').toBeDefined();
    await verifyAfterOutage(ds, (servers[0] as Server).url, played as Played);
  });

  it('the bot-only match carries on by itself on the new primary', async () => {
    expect(played, 'the load did not get through the failover (see the first test)').toBeDefined();
    const matchId = (played as Played).botMatch;
    const server = servers[1] as Server;
    await until(async () => (await httpOk(server.url, 'GET', `/matches/${matchId}`)).status === 'finished', 'the bot-only match finished', 30_000);
    const { state } = await checkStream(ds, highCard, matchId);
    expect((await httpOk(server.url, 'GET', `/matches/${matchId}`)).stateHash).toBe(stateHash(state));
  });
});
