import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The event store owns every table of a match stream: no SQL against them outside
 * src/event-store. Checked by looking for the table names in the string and template literals of
 * every source file (comments and identifiers do not count), so a query written elsewhere fails
 * here whatever API runs it.
 */
const root = join(__dirname, '..');
const OWNER = 'src/event-store';
const STREAM_TABLES = [
  'match_appends',
  'match_events',
  'match_commands',
  'match_state_cache',
  'match_secrets',
  'seat_tokens',
  'match_imports',
  'match_outlines',
  'match_step_marks',
  'match_summaries',
] as const;
const TABLE_NAME = new RegExp(`\\b(${STREAM_TABLES.join('|')})\\b`, 'g');

interface Mention {
  readonly file: string;
  readonly line: number;
  readonly table: string;
}

/** The stream tables named in the string and template literals of one source text. */
function tableMentions(file: string, text: string): Mention[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: Mention[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      for (const match of node.text.matchAll(TABLE_NAME)) out.push({ file, line, table: match[1] ?? '' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

describe('the event store owns the stream tables', () => {
  it('finds a table named in a query string, with or without substitutions, and ignores comments and identifiers', () => {
    const sample = [
      '// reads match_events through the store',
      'const match_events_seen = 1;',
      "await ds.query('SELECT seat FROM seat_tokens WHERE match_id = $1', [id]);",
      'await q.query(`INSERT INTO match_state_cache (match_id) VALUES (${id})`);',
      'const sql = `SELECT ${cols} FROM match_events e JOIN match_commands c ON true`;',
    ].join('\n');
    expect(tableMentions('sample.ts', sample).map((m) => `${m.line}:${m.table}`)).toEqual([
      '3:seat_tokens',
      '4:match_state_cache',
      '5:match_events',
      '5:match_commands',
    ]);
  });

  it('every table of a stream is read or written in src/event-store', () => {
    const named = new Set(sourceFiles(join(root, OWNER)).flatMap((f) => tableMentions(f, readFileSync(f, 'utf8')).map((m) => m.table)));
    expect([...named].sort()).toEqual([...STREAM_TABLES].sort());
  });

  it('no source file outside src/event-store names a stream table in a string (no SQL against them elsewhere)', () => {
    const files = sourceFiles(join(root, 'src')).filter((f) => !relative(root, f).startsWith(`${OWNER}/`));
    expect(files.length).toBeGreaterThan(100);
    const offences = files.flatMap((f) => tableMentions(relative(root, f), readFileSync(f, 'utf8'))).map((m) => `${m.file}:${m.line} ${m.table}`);
    expect(offences).toEqual([]);
  });
});
