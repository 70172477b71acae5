import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, TEST_ADMIN_TOKEN } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { botMatch, downloadExport } from '../replay/helpers';

/** Import is an operator action: ADMIN_TOKEN as a bearer token, off without it, with a size limit. */
describe('POST /matches/import needs the operator token', () => {
  let source: TestDatabase;
  let target: TestDatabase;
  let exporter: NestExpressApplication;
  let importer: NestExpressApplication;
  let closed: NestExpressApplication;
  let exportText: string;
  let matchId: string;

  const upload = (app: NestExpressApplication, text: string, authorization?: string) => {
    const req = api(app).http().post('/matches/import').set('content-type', 'application/x-ndjson');
    if (authorization) req.set('authorization', authorization);
    return req.send(text);
  };

  beforeAll(async () => {
    [source, target] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    exporter = await createTestApp(source);
    importer = await createTestApp(target, { IMPORT_LIMIT: '64kb' });
    // Same database, no ADMIN_TOKEN: import is off.
    closed = await createTestApp(target, { ADMIN_TOKEN: '' });
    matchId = await botMatch(exporter, 'high-card', ['random', 'random'], { rounds: 2 });
    const file = await downloadExport(exporter, matchId);
    expect(file.status).toBe(200);
    exportText = file.text;
  });

  afterAll(async () => {
    await Promise.all([exporter?.close(), importer?.close(), closed?.close()]);
    await Promise.all([source?.drop(), target?.drop()]);
  });

  it('is off (403 IMPORT_DISABLED) when the server has no ADMIN_TOKEN, whatever is sent', async () => {
    const res = await upload(closed, exportText, `Bearer ${TEST_ADMIN_TOKEN}`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('IMPORT_DISABLED');
  });

  it('refuses a request without the token (401) and with a wrong one (403), importing nothing', async () => {
    const without = await upload(importer, exportText);
    expect(without.status).toBe(401);
    expect(without.body.code).toBe('MISSING_ADMIN_TOKEN');
    const wrong = await upload(importer, exportText, `Bearer ${TEST_ADMIN_TOKEN}x`);
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('INVALID_ADMIN_TOKEN');
    const seatStyle = await upload(importer, exportText, 'Basic dXNlcjpwYXNz');
    expect(seatStyle.body.code).toBe('MISSING_ADMIN_TOKEN');
    expect((await api(importer).http().get(`/matches/${matchId}`)).status).toBe(404);
  });

  it('refuses a body above IMPORT_LIMIT with 413, and an unauthorised one before reading it', async () => {
    const big = `${'x'.repeat(70 * 1024)}\n`;
    const tooLarge = await upload(importer, big, `Bearer ${TEST_ADMIN_TOKEN}`);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('PAYLOAD_TOO_LARGE');
    const anonymous = await upload(importer, big);
    expect(anonymous.status).toBe(401);
  });

  it('accepts the export with the token: the match is stored and audits clean', async () => {
    const res = await upload(importer, exportText, `Bearer ${TEST_ADMIN_TOKEN}`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ matchId, gameId: 'high-card' });
    expect(res.body.audit.ok).toBe(true);
    expect((await api(importer).http().get(`/matches/${matchId}`)).status).toBe(200);
  });
});
