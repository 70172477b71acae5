/**
 * What the server's database role may do on each table of a match stream (the tables this module
 * owns). All are written once and never changed: SELECT and INSERT only, so the server's role can
 * neither rewrite nor delete history. Applied by the owner role after the migrations
 * (src/database/app-role-grants.ts); docs/operations.md, "Database roles".
 */
export const STREAM_TABLE_PRIVILEGES = {
  // The event log, one row per append; match_events holds the rows written before, until packed.
  match_appends: 'SELECT, INSERT',
  match_events: 'SELECT, INSERT',
  match_commands: 'SELECT, INSERT',
  match_secrets: 'SELECT, INSERT',
  seat_tokens: 'SELECT, INSERT',
  match_state_cache: 'SELECT, INSERT',
  match_imports: 'SELECT, INSERT',
  match_outlines: 'SELECT, INSERT',
  match_step_marks: 'SELECT, INSERT',
  // Written by the event log's trigger (keep_match_summaries, SECURITY DEFINER) with each append.
  match_summaries: 'SELECT',
  // Written only by compact_event_log and pack_event_log (SECURITY DEFINER), which the server calls.
  event_log_compaction: 'SELECT',
  event_log_packing: 'SELECT',
} as const satisfies Readonly<Record<string, string>>;

/** The history a dispute is settled from: the event log and the command ledger (append-only). */
export const HISTORY_TABLES: readonly string[] = ['match_appends', 'match_events', 'match_commands'];
