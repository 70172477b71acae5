import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseExport, toExportText } from '../../src/replay/core/export-format';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { botMatch, downloadExport, rechain, replayApp, uploadExport } from '../replay/helpers';

/**
 * A hostile export file is refused with 400 BAD_EXPORT_FILE before any work, never a 500: a NUL
 * (PostgreSQL text cannot hold it), a lone surrogate, and a payload nested 20,000 deep (recursive
 * code would overflow the stack on it). Each file is otherwise a valid, re-chained export.
 */
describe('hostile import files', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let text: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await replayApp(db);
    text = (await downloadExport(app, await botMatch(app, 'high-card', ['random', 'random'], { rounds: 1 }))).text;
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  /** The file with seat 0's seat.claimed payload edited and the chain re-hashed, as a forger would. */
  function withClaim(edit: (payload: Record<string, unknown>) => Record<string, unknown>): string {
    const file = parseExport(text);
    const events = file.record.events.map((e) => (e.type === 'seat.claimed' ? { ...e, payload: edit(e.payload as Record<string, unknown>) } : e));
    return toExportText(rechain({ ...file.record, events }), new Date());
  }

  it('a NUL in a name answers 400, and nothing is stored', async () => {
    const res = await uploadExport(
      app,
      withClaim((p) => ({ ...p, name: 'Ada\u0000' })),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_EXPORT_FILE', message: expect.stringContaining('NUL') as string });
  });

  it('a lone surrogate answers 400', async () => {
    const res = await uploadExport(
      app,
      withClaim((p) => ({ ...p, name: 'Ada\uD800' })),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe('BAD_EXPORT_FILE');
  });

  it('a payload nested 20,000 deep answers 400', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const lines = text.trim().split('\n');
    const at = lines.findIndex((l) => l.includes('"type":"seat.claimed"'));
    lines[at] = lines[at]!.replace('"payload":{', `"deep":${deep},"payload":{`);
    const res = await uploadExport(app, `${lines.join('\n')}\n`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_EXPORT_FILE', message: expect.stringContaining('deeper') as string });
  });
});
