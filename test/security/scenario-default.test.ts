import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateEnvironment } from '../../src/config/environment';
import { api, createTestApp } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { call, startServerProcess } from '../support/server-process';

/** A scenario match is not a fair shuffle: a server started with its defaults never offers one. */
describe('scenario mode is off by default', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;

  beforeAll(async () => {
    db = await createTestDatabase();
    // An empty value is "unset": the app runs with the default configuration, as `npm start` does.
    app = await createTestApp(db, { SCENARIO_MODE: '' });
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('defaults to off outside production too, and only an explicit on turns it on', () => {
    expect(validateEnvironment({}).SCENARIO_MODE).toBe(false);
    expect(validateEnvironment({ NODE_ENV: 'development' }).SCENARIO_MODE).toBe(false);
    expect(validateEnvironment({ SCENARIO_MODE: 'on' }).SCENARIO_MODE).toBe(true);
  });

  it('refuses a scenario create with SCENARIO_DISABLED and creates nothing', async () => {
    const res = await api(app)
      .http()
      .post('/matches')
      .send({ gameId: 'high-card', seats: 2, setup: { hands: [[1], [2]] } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('SCENARIO_DISABLED');
    const lobby = await api(app).http().get('/matches');
    expect(lobby.body).toEqual([]);
  });

  it('still creates an ordinary match', async () => {
    const res = await api(app).http().post('/matches').send({ gameId: 'high-card', seats: 2 });
    expect(res.status).toBe(201);
    expect(res.body.scenario).toBe(false);
  });

  it('the real bootstrap, started as `npm start` starts it (no SCENARIO_MODE), refuses a scenario create', async () => {
    const server = await startServerProcess({
      DATABASE_URL: db.url,
      ...(db.ownerUrl ? { DATABASE_OWNER_URL: db.ownerUrl } : {}),
      SCENARIO_MODE: '',
      NODE_ENV: 'development',
    });
    try {
      const res = await call(server.url, 'POST', '/matches', { gameId: 'high-card', seats: 2, setup: { hands: [[1], [2]] } });
      expect(res.status, server.output()).toBe(400);
      expect(res.body.code).toBe('SCENARIO_DISABLED');
      const plain = await call(server.url, 'POST', '/matches', { gameId: 'high-card', seats: 2 });
      expect(plain).toMatchObject({ status: 201, body: { scenario: false } });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);
});
