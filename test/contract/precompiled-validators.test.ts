import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mansters } from '../../src/games/mansters';
import { api, createTestApp } from '../support/app';
import { ContractValidator } from '../support/conformance/contract-validator';
import { loadPrecompiledValidators } from '../support/conformance/precompiled-validators';
import { createTestDatabase, type TestDatabase } from '../support/database';

/**
 * The run compiles the contract's schemas once (test/global-setup.ts) and every file loads that
 * module. It must judge exactly as schemas compiled in the file do: same verdicts, same wording.
 */
describe('the precompiled contract validators', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  const inFile = new ContractValidator();
  const precompiled = new ContractValidator(loadPrecompiledValidators(inject('contractValidators')));

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db, {}, [mansters]);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('given real answers and drifted copies of them, when both validators check them, then they agree', async () => {
    const json = 'application/json; charset=utf-8';
    const { matchId } = await api(app).create({ gameId: 'mansters', seats: 2 });
    const summary = (await api(app).http().get(`/matches/${matchId}`)).body as Record<string, unknown>;
    const view = (await api(app).http().get(`/matches/${matchId}/view`)).body as { view: Record<string, unknown> };
    const answers: [string, number, unknown][] = [
      [`/matches/${matchId}`, 200, summary],
      [`/matches/${matchId}`, 200, { ...summary, secretSeed: 'x' }],
      [`/matches/${matchId}`, 200, { ...summary, seq: 'seven' }],
      [`/matches/${matchId}`, 404, { statusCode: 404, code: 'UNKNOWN_MATCH', rule: null, message: 'no' }],
      [`/matches/${matchId}`, 404, { statusCode: 404, code: 'NO_SUCH_TURN', rule: null, message: 'no' }],
      [`/matches/${matchId}/view`, 200, view],
      [`/matches/${matchId}/view`, 200, { ...view, view: { ...view.view, phase: 42 } }],
    ];
    const verdicts = answers.map(([url, status, body]) => {
      const one = inFile.checkHttp('GET', url, status, json, JSON.stringify(body));
      const two = precompiled.checkHttp('GET', url, status, json, JSON.stringify(body));
      expect(two).toEqual(one);
      return one?.violation === undefined;
    });
    expect(verdicts).toEqual([true, false, false, true, false, true, false]);

    const presence = { matchId, seats: [{ seat: 0, connected: true }] };
    for (const payload of [presence, { ...presence, extra: 1 }, { ...presence, seats: 'all' }]) {
      expect(precompiled.checkSocket('/', 'match:presence', payload, false)).toEqual(inFile.checkSocket('/', 'match:presence', payload, false));
    }
    expect(precompiled.checkSocket('/', 'match:presence', { ...presence, extra: 1 }, false).violation?.problem).toMatch(/additional properties/);
  });
});
