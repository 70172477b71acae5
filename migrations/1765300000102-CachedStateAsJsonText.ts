import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A cached state is stored as JSON text (`json`) instead of `jsonb`: 3.4 KB where jsonb took
 * 4.7 KB on average in Four Souls (TOAST compresses both with pglz; text, with its repeated keys,
 * compresses better), about 12 bytes per event. The cache is read whole and parsed by the server;
 * nothing queries into a state.
 *
 * Without downtime: the old column is renamed `state_jsonb` (now nullable) and a new `state json`
 * takes the new rows (an instance of the previous release writes it too, through the jsonb-to-json
 * cast); every read accepts both. The rows cached before are left as they are: a cache, correct
 * in either form, whose old rows stop growing once their matches end.
 *
 * The table was renamed `match_state_cache` by a later migration (1765600000000); a database that
 * ran that one first has the new name already, so this one uses whichever name the table has.
 */
export class CachedStateAsJsonText1765300000102 implements MigrationInterface {
  name = 'CachedStateAsJsonText1765300000102';

  async up(q: QueryRunner): Promise<void> {
    const table = await cacheTable(q);
    await q.query(`ALTER TABLE ${table} RENAME COLUMN state TO state_jsonb`);
    await q.query(`ALTER TABLE ${table} ALTER COLUMN state_jsonb DROP NOT NULL, ADD COLUMN state json`);
    await q.query(`ALTER TABLE ${table} ADD CONSTRAINT cached_state_stored CHECK (state IS NOT NULL OR state_jsonb IS NOT NULL) NOT VALID`);
  }

  async down(q: QueryRunner): Promise<void> {
    const table = await cacheTable(q);
    // A cache: the rows in the newer form are dropped rather than rewritten.
    await q.query(`DELETE FROM ${table} WHERE state_jsonb IS NULL`);
    await q.query(`ALTER TABLE ${table} DROP CONSTRAINT cached_state_stored`);
    await q.query(`ALTER TABLE ${table} DROP COLUMN state`);
    await q.query(`ALTER TABLE ${table} RENAME COLUMN state_jsonb TO state`);
    await q.query(`ALTER TABLE ${table} ALTER COLUMN state SET NOT NULL`);
  }
}

async function cacheTable(q: QueryRunner): Promise<string> {
  const rows = (await q.query(`SELECT to_regclass('match_state_cache') IS NOT NULL AS renamed`)) as { renamed: boolean }[];
  return rows[0]?.renamed ? 'match_state_cache' : 'match_snapshots';
}
