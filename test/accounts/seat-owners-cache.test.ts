import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountSeats } from '../../src/accounts/account-seats.service';
import { SEAT_OWNERS_CHANNEL } from '../../src/accounts/seat-owners-cache';
import { PgListener } from '../../src/event-store/pg-listener.service';
import { createMigratedDataSource, createTestDatabase, withClient, type TestDatabase } from '../support/database';

/** One server instance's view of seat owners: its own pool, its own LISTEN connection. */
interface Instance {
  readonly ds: DataSource;
  readonly listener: PgListener;
  readonly seats: AccountSeats;
  /** Resolves when this instance has heard (and acted on) the notice of `matchId`'s owners. */
  heard(matchId: string): Promise<void>;
}

async function startInstance(db: TestDatabase): Promise<Instance> {
  const ds = await createMigratedDataSource(db, 2);
  const listener = new PgListener(ds);
  await listener.onModuleInit();
  const seats = new AccountSeats(ds, listener);
  // Registered before the test's own handler: by the time the test hears a notice, the cache has.
  await seats.onModuleInit();
  const heard = (matchId: string) =>
    new Promise<void>((resolve) => {
      const off = listener.on(SEAT_OWNERS_CHANNEL, (payload) => {
        if (payload !== matchId) return;
        off();
        resolve();
      });
    });
  return { ds, listener, seats, heard };
}

/** The owner lookups an instance sent to PostgreSQL since the spy began. */
function ownerReads(spy: { readonly mock: { readonly calls: readonly (readonly unknown[])[] } }): number {
  return spy.mock.calls.filter((call) => String(call[0]).includes('FROM account_seats WHERE match_id')).length;
}

/**
 * Seat owners are read once per match and then kept in memory (turn notices ask after every
 * append), and stay right across instances: an attach on one instance reaches the others by the
 * trigger's NOTIFY, and a dropped LISTEN connection makes an instance read again.
 */
describe('seat owners: cached per match, correct across instances', () => {
  let db: TestDatabase;
  let a: Instance;
  let b: Instance;
  let ada: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    [a, b] = [await startInstance(db), await startInstance(db)];
    ada = randomUUID();
    await a.ds.query(`INSERT INTO accounts (account_id, username, password_hash) VALUES ($1, 'ada', 'x')`, [ada]);
  });

  afterAll(async () => {
    for (const i of [a, b]) {
      i?.seats.onModuleDestroy();
      await i?.listener.beforeApplicationShutdown();
      await i?.ds.destroy();
    }
    await db?.drop();
  });

  it('reads a match with no owners once, then answers from memory', async () => {
    const matchId = randomUUID();
    const spy = vi.spyOn(a.ds, 'query');
    try {
      for (let i = 0; i < 5; i += 1) expect((await a.seats.ownersOf(matchId)).size).toBe(0);
      expect(ownerReads(spy)).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('an attach on another instance reaches this one; an attach here is seen at once', async () => {
    const matchId = randomUUID();
    expect((await a.seats.ownersOf(matchId)).size).toBe(0);
    expect((await b.seats.ownersOf(matchId)).size).toBe(0);

    const heard = a.heard(matchId);
    await b.seats.attach(ada, matchId, 1);
    // B forgot its own entry in the attach itself, before any notice.
    expect([...(await b.seats.ownersOf(matchId))]).toEqual([[1, ada]]);
    await heard;
    expect([...(await a.seats.ownersOf(matchId))]).toEqual([[1, ada]]);

    // Attaching the same seat again for the same account changes nothing and tells nobody.
    const spy = vi.spyOn(a.ds, 'query');
    try {
      await b.seats.attach(ada, matchId, 1);
      await a.seats.ownersOf(matchId);
      expect(ownerReads(spy)).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('an account deleted elsewhere takes its seats out of every instance', async () => {
    const matchId = randomUUID();
    const bob = randomUUID();
    await b.ds.query(`INSERT INTO accounts (account_id, username, password_hash) VALUES ($1, 'bob', 'x')`, [bob]);
    await b.seats.attach(bob, matchId, 0);
    expect([...(await a.seats.ownersOf(matchId))]).toEqual([[0, bob]]);
    const heard = a.heard(matchId);
    await withClient(db.ownerUrl, (c) => c.query(`DELETE FROM accounts WHERE account_id = $1`, [bob]));
    await heard;
    expect((await a.seats.ownersOf(matchId)).size).toBe(0);
  });

  it('forgets every match when its LISTEN connection comes back: the notices sent meanwhile were lost', async () => {
    const matchId = randomUUID();
    expect((await a.seats.ownersOf(matchId)).size).toBe(0);
    // A notice lost on the way: the seat attached with the table's triggers off (as a superuser).
    await withClient(db.superuserUrl, async (c) => {
      await c.query(`SET session_replication_role = replica`);
      await c.query(`INSERT INTO account_seats (match_id, seat, account_id) VALUES ($1, 0, $2)`, [matchId, ada]);
    });
    expect((await a.seats.ownersOf(matchId)).size).toBe(0);

    const back = new Promise<void>((resolve) => {
      const off = a.listener.onReconnect(() => {
        off();
        resolve();
      });
    });
    await a.listener.simulateDrop();
    await back;
    expect(a.listener.listening).toBe(true);
    expect([...(await a.seats.ownersOf(matchId))]).toEqual([[0, ada]]);
  });
});
