import type { NestExpressApplication } from '@nestjs/platform-express';
import type pg from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { historyRisk } from '../../src/database/history-risk';
import { STREAM_TABLE_PRIVILEGES } from '../../src/event-store/stream-table-privileges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp } from '../support/app';
import { createTestDatabase, withClient, type TestDatabase } from '../support/database';
import { until } from '../support/fold';

const HISTORY_TABLES = ['match_appends', 'match_events', 'match_commands'] as const;

/** PostgreSQL's SQLSTATE of a failed statement (42501: insufficient_privilege). */
async function sqlState(client: pg.Client, sql: string): Promise<string | undefined> {
  try {
    await client.query(sql);
    return 'succeeded';
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

/** Rows and a digest of every column of a history table, to show nothing changed. */
async function fingerprint(client: pg.Client, table: string): Promise<{ rows: number; digest: string }> {
  const { rows } = await client.query<{ rows: string; digest: string | null }>(
    `SELECT count(*)::text AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t`,
  );
  const [row] = rows;
  return { rows: Number(row?.rows), digest: row?.digest ?? '' };
}

describe('least privilege: the server runs as a role that cannot rewrite history', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let matchId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db);
    // A real match played by the server as its restricted role: events and ledger rows exist.
    ({ matchId } = await api(app).create({ gameId: 'high-card', seats: 2, options: { rounds: 3 }, bots: ['random', 'random'] }));
    await until(async () => ((await api(app).http().get(`/matches/${matchId}`)).body.status === 'finished' ? true : null), 'the bot match to finish');
    // The server writes one row per append; match_events holds the rows written before that form
    // (until packed): one such row, as an older release wrote it.
    await withClient(db.ownerUrl, (c) =>
      c.query(`INSERT INTO match_events (match_id, seq, type, schema_version, payload, command_id, actor_kind, actor_reason, recorded_at, digest)
               VALUES (gen_random_uuid(), 1, 'match.created', 1, '{}', 'old', 'system', 'test', now(), decode(repeat('ab', 32), 'hex'))`),
    );
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('the server worked normally as that role: the match finished and audits clean', async () => {
    const audit = await api(app).http().get(`/matches/${matchId}/audit`);
    expect(audit.status).toBe(200);
    expect(audit.body.ok).toBe(true);
  });

  it("may only read and append on every stream table, the derived step index and outline included (it wrote the finished match's)", async () => {
    // The match's step index was written by the server as this role when the match ended.
    await until(
      () => withClient(db.ownerUrl, async (c) => (await c.query(`SELECT 1 FROM match_step_marks WHERE match_id = $1`, [matchId])).rows.length > 0),
      'the step index of the finished match',
    );
    const tables = Object.keys(STREAM_TABLE_PRIVILEGES);
    expect(tables).toContain('match_step_marks');
    const granted = await withClient(db.url, async (c) => {
      const out: Record<string, string> = {};
      for (const table of tables) {
        const { rows } = await c.query<{ privileges: string }>(
          `SELECT concat_ws(', ', CASE WHEN has_table_privilege($1, 'SELECT') THEN 'SELECT' END,
                                  CASE WHEN has_table_privilege($1, 'INSERT') THEN 'INSERT' END,
                                  CASE WHEN has_table_privilege($1, 'UPDATE') THEN 'UPDATE' END,
                                  CASE WHEN has_table_privilege($1, 'DELETE') THEN 'DELETE' END,
                                  CASE WHEN has_table_privilege($1, 'TRUNCATE') THEN 'TRUNCATE' END) AS privileges`,
          [table],
        );
        out[table] = rows[0]?.privileges ?? '';
      }
      return out;
    });
    expect(granted).toEqual(STREAM_TABLE_PRIVILEGES);
    await withClient(db.url, async (c) => expect(await sqlState(c, `UPDATE match_step_marks SET turn_starts = '{}'`)).toBe('42501'));
  });

  it('is neither a superuser nor the owner of the history tables', async () => {
    await withClient(db.url, async (c) => {
      const { rows } = await c.query<{ superuser: boolean; owners: string[]; me: string }>(`
        SELECT r.rolsuper AS superuser, current_user AS me,
               array(SELECT tableowner::text FROM pg_tables WHERE tablename IN ('match_appends', 'match_events', 'match_commands')) AS owners
          FROM pg_roles r WHERE r.rolname = current_user`);
      const [row] = rows;
      expect(row?.superuser).toBe(false);
      expect(row?.owners).toHaveLength(3);
      expect(row?.owners).not.toContain(row?.me);
    });
  });

  it('the start-up check finds no risk for the server role, and names it for the owner (single-role set-ups are warned)', async () => {
    const riskOf = async (url: string) => {
      const ds = await new DataSource(dataSourceOptions(url, 1)).initialize();
      try {
        return await historyRisk(ds);
      } finally {
        await ds.destroy();
      }
    };
    expect(await riskOf(db.url)).toBeNull();
    expect(await riskOf(db.ownerUrl)).toBe('owns the event log');
    expect(await riskOf(db.superuserUrl)).toBe('is a superuser');
  });

  for (const table of HISTORY_TABLES) {
    it(`cannot UPDATE, DELETE, TRUNCATE, ALTER or bypass the triggers of ${table}`, async () => {
      const before = await withClient(db.ownerUrl, (c) => fingerprint(c, table));
      expect(before.rows).toBeGreaterThan(0);
      await withClient(db.url, async (c) => {
        expect(await sqlState(c, `UPDATE ${table} SET match_id = match_id`)).toBe('42501');
        expect(await sqlState(c, `DELETE FROM ${table}`)).toBe('42501');
        expect(await sqlState(c, `TRUNCATE ${table}`)).toBe('42501');
        expect(await sqlState(c, `ALTER TABLE ${table} DISABLE TRIGGER ALL`)).toBe('42501');
        expect(await sqlState(c, `ALTER TABLE ${table} DISABLE TRIGGER USER`)).toBe('42501');
        expect(await sqlState(c, `ALTER TABLE ${table} OWNER TO current_user`)).toBe('42501');
        // Only a warning ("no privileges were granted"): the privilege check below shows it had no effect.
        await sqlState(c, `GRANT UPDATE, DELETE, TRUNCATE ON ${table} TO current_user`);
        expect(await sqlState(c, `SET session_replication_role = replica`)).toBe('42501');
        // After all those attempts it may still read and append, nothing more.
        const { rows } = await c.query<{ privileges: string }>(
          `SELECT concat_ws(',', CASE WHEN has_table_privilege($1, 'SELECT') THEN 'SELECT' END,
                                 CASE WHEN has_table_privilege($1, 'INSERT') THEN 'INSERT' END,
                                 CASE WHEN has_table_privilege($1, 'UPDATE') THEN 'UPDATE' END,
                                 CASE WHEN has_table_privilege($1, 'DELETE') THEN 'DELETE' END,
                                 CASE WHEN has_table_privilege($1, 'TRUNCATE') THEN 'TRUNCATE' END,
                                 CASE WHEN has_table_privilege($1, 'TRIGGER') THEN 'TRIGGER' END) AS privileges`,
          [table],
        );
        expect(rows[0]?.privileges).toBe('SELECT,INSERT');
      });
      expect(await withClient(db.ownerUrl, (c) => fingerprint(c, table))).toEqual(before);
    });
  }

  it('the command ledger is append-only like the events: even its owner cannot edit it without disabling the trigger', async () => {
    const before = await withClient(db.ownerUrl, (c) => fingerprint(c, 'match_commands'));
    await withClient(db.ownerUrl, async (c) => {
      // 23001: restrict_violation, raised by the append-only trigger.
      expect(await sqlState(c, `UPDATE match_commands SET rejection_code = NULL`)).toBe('23001');
      expect(await sqlState(c, `DELETE FROM match_commands WHERE status = 'rejected' OR true`)).toBe('23001');
      expect(await sqlState(c, `TRUNCATE match_commands`)).toBe('23001');
    });
    expect(await withClient(db.ownerUrl, (c) => fingerprint(c, 'match_commands'))).toEqual(before);
  });
});
