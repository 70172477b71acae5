import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change of a seat's owner is announced on the `seat_owners` channel with the match id, in
 * the changing transaction: each instance keeps the owners of its matches in memory
 * (src/accounts/seat-owners-cache.ts) and forgets a match's when it hears this, whichever instance
 * attached the seat (or deleted the account, which cascades here).
 *
 * In the transaction, not after it as the append's NOTIFY is (src/event-store/append-notifier.ts):
 * a NOTIFY serialises the commits that send one, which is nothing for the one attach a seat has in
 * its life, and a notice sent after the commit could be lost to a crash in between, leaving
 * another instance sure of an owner list that changed.
 */
export class SeatOwnerNotices1765300000100 implements MigrationInterface {
  name = 'SeatOwnerNotices1765300000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_seat_owners() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('seat_owners', coalesce(NEW.match_id, OLD.match_id)::text);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER account_seats_notify AFTER INSERT OR DELETE ON account_seats
      FOR EACH ROW EXECUTE FUNCTION notify_seat_owners()`);
    // The attach's ON CONFLICT DO UPDATE keeps the owner: only a real change is told.
    await q.query(`
      CREATE TRIGGER account_seats_notify_change AFTER UPDATE ON account_seats
      FOR EACH ROW WHEN (OLD.account_id IS DISTINCT FROM NEW.account_id OR OLD.match_id IS DISTINCT FROM NEW.match_id)
      EXECUTE FUNCTION notify_seat_owners()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER account_seats_notify_change ON account_seats`);
    await q.query(`DROP TRIGGER account_seats_notify ON account_seats`);
    await q.query(`DROP FUNCTION notify_seat_owners()`);
  }
}
