/**
 * `explain`: the plans of the hot queries on a populated store, for docs/operations.md. Every
 * query of the command path is single-match (an index lookup on `match_id` first), which is what
 * lets the event log (`match_appends`) be distributed by `match_id` (Citus) without cross-node queries. The plans
 * are written to docs/query-plans.md; the table here summarises them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { APPEND_ONE_STATEMENT, appendOneParams } from '../../src/event-store/append-statement';
import { chainRows } from '../../src/event-store/chain-rows';
import { CONDENSED_BATCH_AFTER_CHECKPOINT } from '../../src/event-store/global-log';
import { CACHED_STATE_TAIL } from '../../src/event-store/cached-state-tail';
import { headSql, streamRowsSql } from '../../src/event-store/append-rows';
import { LOBBY_PAYLOAD_TYPES } from '../../src/projections/lobby-projector.service';
import { lookUpStepStatement } from '../../src/event-store/step-index';
import type { LedgerEntry } from '../../src/event-store/event-store.types';
import { migratedDataSource } from '../lib/database';
import { createBenchDatabase, withClient } from '../lib/postgres';
import type { BenchSection, BenchSectionRunner } from '../lib/section';

export const id = 'explain';

interface HotQuery {
  readonly name: string;
  /** Where the code runs it. */
  readonly source: string;
  readonly sql: string;
  readonly params: (m: Sample) => unknown[];
  /** Data-changing: run inside a transaction that is rolled back. */
  readonly writes?: boolean;
}

interface Sample {
  readonly matchId: string;
  readonly head: number;
  readonly headHash: string;
  readonly tokenHash: string;
}

const QUERIES: readonly HotQuery[] = [
  {
    name: 'append one command (hot path, one statement)',
    source: 'src/event-store/append-statement.ts',
    sql: APPEND_ONE_STATEMENT,
    params: (m) => appendParams(m),
    writes: true,
  },
  {
    name: 'read the stream after a seq (load, catch-up, resync)',
    source: 'EventStore.readStream',
    sql: `${streamRowsSql('$1::uuid', '$2::int', '$3::int')} ORDER BY first_seq`,
    params: (m) => [m.matchId, m.head - 5, 2_147_483_647],
  },
  {
    name: 'command id lookup (duplicate / retry)',
    source: 'EventStore.findCommand',
    sql: `SELECT * FROM match_commands WHERE match_id = $1 AND actor = $2 AND command_id = $3`,
    params: (m) => [m.matchId, 'seat:0', 'c-10'],
  },
  {
    name: 'stream head (deadlines, transaction path)',
    source: 'DeadlineHeads.head, EventStore.appendInTransaction',
    sql: headSql('$1::uuid'),
    params: (m) => [m.matchId],
  },
  {
    name: 'seat token check (join)',
    source: 'SeatAuth',
    sql: `SELECT seat FROM seat_tokens WHERE match_id = $1 AND token_hash = $2`,
    params: (m) => [m.matchId, m.tokenHash],
  },
  {
    name: 'latest cached state (cold load)',
    source: 'MatchLoader.load',
    sql: `SELECT state FROM match_state_cache WHERE match_id = $1 AND rules_version = $2 ORDER BY version DESC LIMIT 1`,
    params: (m) => [m.matchId, 'bench-1'],
  },
  {
    name: 'replay: the cached state at or below a step and the events after it (one statement)',
    source: 'EventStore.cachedStateTail (seek)',
    sql: CACHED_STATE_TAIL,
    params: (m) => [m.matchId, 'bench-1', Math.floor(m.head / 2), 0, Math.floor(m.head / 2)],
  },
  {
    name: 'replay: the step index of a finished match, with match.created and the import time (one row of marks)',
    source: 'EventStore.lookUpStep (cold seek)',
    sql: lookUpStepStatement(true),
    params: (m) => [m.matchId],
  },
  {
    name: 'lobby projection batch (the one cross-match read, by design; off the command path)',
    source: 'LobbyProjector.batch',
    sql: CONDENSED_BATCH_AFTER_CHECKPOINT,
    params: () => ['0', '0', [...LOBBY_PAYLOAD_TYPES], 500, 'lobby'],
  },
];

function appendParams(m: Sample): unknown[] {
  const entry: LedgerEntry = {
    matchId: m.matchId,
    actor: 'seat:1',
    commandId: `explain-${m.head}`,
    kind: 'command',
    seat: 1,
    origin: 'player',
    payload: { type: 'play', card: 3 },
    receivedAt: new Date(),
    decidedVersion: m.head,
    status: 'accepted',
    rejection: null,
    firstSeq: m.head + 1,
    lastSeq: m.head + 2,
  };
  const events = [0, 1].map(() => ({
    type: 'card-played',
    schemaVersion: 1,
    payload: { type: 'card-played', seat: 1, card: { id: 'o77', name: 'a-penny' }, text: 'x'.repeat(200) },
    visibility: { kind: 'public' as const },
    actor: { kind: 'seat' as const, seat: 1 },
  }));
  return appendOneParams(entry, m.headHash, chainRows(m.matchId, entry.commandId, m.head, m.headHash, events, new Date()));
}

/**
 * Fills the store with `matches` streams of `events` events, two events an append row (as a
 * command's: the log's rows of one append each; bulk SQL, hashes are placeholders).
 */
async function populate(c: pg.Client, matches: number, events: number): Promise<void> {
  await c.query(
    `
    INSERT INTO match_appends (match_id, first_seq, last_seq, recorded_at, command_id, events, digests)
    SELECT m.id, s, least(s + 1, $2), now(), 'c-' || (s / 2),
           json_build_array(
             json_build_array(CASE WHEN s = 1 THEN 'match.created' ELSE 'card-played' END, 1,
                              json_build_object('type', 'card-played', 'seat', s % 2, 'card', json_build_object('id', 'o' || s, 'name', 'a-penny'),
                                                'text', repeat('x', 200)), NULL, s % 2),
             json_build_array('card-played', 1,
                              json_build_object('type', 'card-played', 'seat', s % 2, 'card', json_build_object('id', 'o' || s + 1, 'name', 'a-penny'),
                                                'text', repeat('x', 200)), NULL, s % 2)),
           decode(lpad(to_hex(s), 64, '0') || lpad(to_hex(s + 1), 64, '0'), 'hex')
      FROM (SELECT gen_random_uuid() AS id FROM generate_series(1, $1)) m, generate_series(1, $2, 2) s
     ORDER BY s, m.id`,
    [matches, events],
  );
  await c.query(`
    INSERT INTO match_commands (match_id, actor, command_id, kind, seat, origin, payload, received_at, decided_version, status, first_seq, last_seq)
    SELECT match_id, 'seat:' || (first_seq % 2), command_id, 'command', first_seq % 2, 'player',
           '{"type":"play"}', recorded_at, first_seq - 1, 'accepted', first_seq, last_seq
      FROM match_appends`);
  await c.query(
    `INSERT INTO seat_tokens (match_id, seat, token_hash) SELECT DISTINCT match_id, 0, md5(match_id::text) || md5(match_id::text) FROM match_appends`,
  );
  await c.query(`
    INSERT INTO match_state_cache (match_id, rules_version, version, state)
    SELECT match_id, 'bench-1', last_seq, '{"match":{}}' FROM match_appends WHERE last_seq % 100 = 0`);
  // Every match as finished: its step marks, with a turn every 30 events and action steps of two events.
  await c.query(
    `
    INSERT INTO match_step_marks (match_id, final_seq, turn_starts, resolutions, action_ends)
    SELECT match_id, max(s), array_agg(s ORDER BY s) FILTER (WHERE s % 30 = 1), '{}',
           array_agg(s ORDER BY s) FILTER (WHERE s % 2 = 0 OR s = $1)
      FROM match_appends CROSS JOIN LATERAL generate_series(first_seq, last_seq) s GROUP BY match_id`,
    [events],
  );
  await c.query(`ANALYZE`);
}

export const run: BenchSectionRunner = async (ctx): Promise<BenchSection> => {
  const matches = ctx.quick ? 200 : 1_000;
  const events = ctx.quick ? 500 : 1_000;
  const db = await createBenchDatabase(ctx.databaseUrl, 'bench_explain');
  try {
    await (await migratedDataSource(db.url, 2)).destroy();
    const plans: string[] = [];
    const rows: (string | number)[][] = [];
    await withClient(db.url, async (c) => {
      ctx.log(`populating ${matches} matches × ${events} events`);
      await populate(c, matches, events);
      const pick = (
        await c.query<{ match_id: string; seq: number; hash: string }>(
          `SELECT match_id, last_seq AS seq, encode(substring(digests FROM octet_length(digests) - 31), 'hex') AS hash
             FROM match_appends WHERE last_seq = $1 ORDER BY match_id OFFSET $2 LIMIT 1`,
          [events, Math.floor(matches / 2)],
        )
      ).rows[0]!;
      const sample: Sample = { matchId: pick.match_id, head: pick.seq, headHash: pick.hash, tokenHash: '' };
      const token = (await c.query<{ token_hash: string }>(`SELECT token_hash FROM seat_tokens WHERE match_id = $1`, [sample.matchId])).rows[0]!;
      const m = { ...sample, tokenHash: token.token_hash };
      for (const q of QUERIES) {
        await c.query('BEGIN');
        try {
          const out = await c.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, SUMMARY ON) ${q.sql}`, q.params(m));
          const lines = out.rows.map((r) => r['QUERY PLAN']);
          const execution = lines.find((l) => l.startsWith('Execution Time'))?.replace(/[^0-9.]/g, '') ?? '';
          const indexes = [...new Set(lines.flatMap((l) => [...l.matchAll(/(?:using|Index Scan on) (\w+)/gi)].map((x) => x[1]!)))];
          // match_events holds no row here (every row packed into match_appends): its seq scan reads no page.
          const seqScans = lines.filter((l) => /Seq Scan on (match_appends|match_commands)/.test(l)).length;
          rows.push([q.name, q.source, indexes.join(', ') || '—', seqScans, Number(execution)]);
          plans.push(`### ${q.name}\n\nRun by \`${q.source}\`.\n\n\`\`\`sql\n${q.sql.trim()}\n\`\`\`\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n`);
        } finally {
          await c.query('ROLLBACK');
        }
      }
    });
    const doc = [
      '# Query plans of the hot queries',
      '',
      `Generated by \`npm run bench -- --only explain\` on ${new Date().toISOString().slice(0, 10)}: a store of ${matches} matches × ${events} events`,
      `(${(matches * events).toLocaleString('en-US')} events), \`EXPLAIN (ANALYZE, BUFFERS)\` of each query with a match in the middle; writes are rolled back.`,
      'See docs/operations.md for what they show.',
      '',
      ...plans,
    ].join('\n');
    writeFileSync(join(ctx.projectRoot ?? process.cwd(), 'docs', 'query-plans.md'), doc);
    writeFileSync(join(ctx.outDir, 'query-plans.md'), doc);
    return {
      id,
      title: 'Hot queries: plans on a populated store',
      command: `npm run bench -- --only explain${ctx.quick ? ' --quick' : ''}`,
      tables: [
        {
          title: `EXPLAIN ANALYZE on ${matches} matches × ${events} events (full plans: docs/query-plans.md)`,
          columns: ['query', 'run by', 'indexes used', 'seq scans of the big tables', 'execution ms'],
          rows,
        },
      ],
      notes: [
        'Every query of the command path starts with an index lookup on match_id (the primary key (match_id, first_seq) or the ledger key): its cost does not grow with the number of matches, and each touches one match only (the Citus distribution key).',
        'The store is packed (every event in match_appends): each read also takes match_events (the rows written before one row per append, until packed), which holds no row here, so PostgreSQL reads its no pages by a seq scan (not counted above) instead of probing its primary key.',
        "The lobby projection batch is the one read across matches; it runs off the command path, in batches of 500 appends, along the (tx_id, global_position) index, and returns the lobby's own events and one row per match for the rest of the batch.",
      ],
    };
  } finally {
    await db.drop();
  }
};
