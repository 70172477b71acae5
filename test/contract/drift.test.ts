import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { generateWireSchemas, TARGET: WIRE_SCHEMAS } = require('../../scripts/wire-schemas.cjs') as {
  generateWireSchemas(): Promise<string>;
  TARGET: string;
};

const root = join(__dirname, '..', '..');
/** `npm run contract:update` sets this: the served documents are written instead of compared. */
const UPDATE = process.env.UPDATE_CONTRACT === '1';

/**
 * A contract change is a reviewed change: the documents the server serves must be the committed
 * ones (docs/openapi.json, docs/asyncapi.json), and the wire schemas must be what the TypeScript
 * types generate. `npm run contract:update` rewrites all three.
 */
describe('the committed contract is the served one', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('src/api-docs/wire-schemas.json is generated from the wire types', async () => {
    const generated = await generateWireSchemas();
    if (UPDATE) writeFileSync(WIRE_SCHEMAS, generated);
    expect(readFileSync(WIRE_SCHEMAS, 'utf8'), 'run npm run contract:update and review the change').toBe(generated);
  });

  it.each([
    ['/docs-json', 'docs/openapi.json'],
    ['/asyncapi.json', 'docs/asyncapi.json'],
  ])('GET %s is %s', async (path, file) => {
    const res = await request(app.getHttpServer()).get(path);
    expect(res.status).toBe(200);
    const served = `${JSON.stringify(res.body, null, 2)}\n`;
    if (UPDATE) writeFileSync(join(root, file), served);
    expect(readFileSync(join(root, file), 'utf8'), 'run npm run contract:update and review the change').toBe(served);
  });
});
