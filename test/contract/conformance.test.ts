import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fourSouls } from '../../src/games/four-souls';
import { mansters } from '../../src/games/mansters';
import { api, createTestApp } from '../support/app';
import { ContractValidator } from '../support/conformance/contract-validator';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { highCard } from '../support/test-game';

/**
 * The conformance hook (test/support/conformance) checks every response and socket message the
 * suite receives. Here: it passes what the server really answers, and fails the same answer with
 * an undocumented field, an undocumented status, a wrong type or an undocumented event, and
 * checks a described game's view, commands, events and the public forms of hidden events against
 * that game's own schemas.
 */
describe('the contract conformance check', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  const validator = new ContractValidator();

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db, {}, [highCard, mansters, fourSouls]);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('given a real match summary, when a field is added, then it is an undocumented field', async () => {
    const { matchId } = await api(app).create({ gameId: 'high-card', seats: 2 });
    const res = await api(app).http().get(`/matches/${matchId}`);
    const check = (body: unknown) => validator.checkHttp('GET', `/matches/${matchId}`, 200, 'application/json; charset=utf-8', JSON.stringify(body));

    expect(check(res.body)?.violation).toBeUndefined();
    expect(check({ ...res.body, secretSeed: 'x' })?.violation?.problem).toMatch(/additional properties/);
    expect(check({ ...res.body, seq: 'seven' })?.violation?.problem).toMatch(/seq must be number/);
  });

  it('given an error body, when its code or status is not documented for the operation, then it fails', () => {
    const body = (statusCode: number, code: string) => JSON.stringify({ statusCode, code, rule: null, message: 'no' });
    const json = 'application/json; charset=utf-8';
    const url = '/matches/00000000-0000-4000-8000-000000000000';

    expect(validator.checkHttp('GET', url, 404, json, body(404, 'UNKNOWN_MATCH'))?.violation).toBeUndefined();
    expect(validator.checkHttp('GET', url, 404, json, body(404, 'NO_SUCH_TURN'))?.violation?.problem).toMatch(/allowed values/);
    expect(validator.checkHttp('GET', url, 418, json, body(418, 'UNKNOWN_MATCH'))?.violation?.problem).toMatch(/status 418 is not documented for getMatch/);
    expect(validator.checkHttp('DELETE', url, 200, json, '{}')?.violation?.problem).toMatch(/undocumented operation/);
  });

  it('given socket messages, when an event or an acknowledgement field is not documented, then it fails', () => {
    const presence = { matchId: '00000000-0000-4000-8000-000000000000', seats: [{ seat: 0, connected: true }] };
    expect(validator.checkSocket('/', 'match:presence', presence, false)?.violation).toBeUndefined();
    expect(validator.checkSocket('/', 'match:presence', { ...presence, extra: 1 }, false)?.violation?.problem).toMatch(/additional properties/);
    expect(validator.checkSocket('/', 'match:whisper', presence, false)?.violation?.problem).toMatch(/not documented/);
    expect(validator.checkSocket('/replay', 'replay.unfollow', { ok: true }, true)?.violation).toBeUndefined();
    expect(validator.checkSocket('/replay', 'replay.unfollow', { ok: true, rooms: 1 }, true)?.violation).toBeDefined();
  });

  it("given a real Mansters view and replay step, when a game's field drifts, then the game's own schemas fail it", async () => {
    const { matchId } = await api(app).create({ gameId: 'mansters', seats: 2 });
    const json = 'application/json; charset=utf-8';
    const view = (await api(app).http().get(`/matches/${matchId}/view`)).body as { view: Record<string, unknown> };
    const checkView = (body: unknown) => validator.checkHttp('GET', `/matches/${matchId}/view`, 200, json, JSON.stringify(body))?.violation;

    expect(view.view).toMatchObject({ phase: expect.any(String) });
    expect(checkView(view)).toBeUndefined();
    expect(checkView({ ...view, view: { ...view.view, phase: 42 } })).toBeDefined();
    expect(checkView({ ...view, view: { ...view.view, deckOrder: [] } })).toBeDefined();
    expect(checkView({ ...view, legalActions: [{ type: 'no-such-command' }] })).toBeDefined();
    // A game the document does not describe keeps the open shapes; a described game never falls back to them.
    expect(checkView({ ...view, gameId: 'some-other-game', view: { anything: 1 } })).toBeUndefined();

    const step = (await api(app).http().get(`/matches/${matchId}/replay?step=1`)).body as { events: { event: { type: string } }[] };
    const checkStep = (body: unknown) => validator.checkHttp('GET', `/matches/${matchId}/replay`, 200, json, JSON.stringify(body))?.violation;
    expect(step.events.length).toBeGreaterThan(0);
    expect(checkStep(step)).toBeUndefined();
    const [first, ...rest] = step.events;
    expect(checkStep({ ...step, events: [{ ...first, event: { type: 'no-such-event' } }, ...rest] })).toBeDefined();
  });

  it('given the public form of a hidden Mansters event, when a field is added or mistyped, then its declared shape fails it', async () => {
    const { matchId } = await api(app).create({ gameId: 'mansters', seats: 2 });
    const json = 'application/json; charset=utf-8';
    const step = (await api(app).http().get(`/matches/${matchId}/replay?step=1`)).body as { events: { event: Record<string, unknown> }[] };
    const checkStep = (body: unknown) => validator.checkHttp('GET', `/matches/${matchId}/replay`, 200, json, JSON.stringify(body))?.violation;
    // A spectator sees the shuffled decks only as counts (M-SETUP-2): the public form, not the stored event.
    const index = step.events.findIndex((e) => e.event.type === 'decks-formed');
    const redacted = step.events[index]?.event;
    expect(redacted).toEqual({ type: 'decks-formed', morgueCount: expect.any(Number), mansterDeckCount: expect.any(Number) });
    const withEvent = (event: Record<string, unknown>) => ({ ...step, events: step.events.map((e, i) => (i === index ? { ...e, event } : e)) });

    expect(checkStep(withEvent({ ...redacted }))).toBeUndefined();
    expect(checkStep(withEvent({ ...redacted, morgue: [] }))).toBeDefined();
    expect(checkStep(withEvent({ ...redacted, morgueCount: 'many' }))).toBeDefined();
    const { mansterDeckCount: _dropped, ...missing } = redacted ?? {};
    expect(checkStep(withEvent(missing))).toBeDefined();
  });

  it('given the public form of a hidden Four Souls event, when a field is added or mistyped, then its declared shape fails it', async () => {
    const { matchId } = await api(app).create({ gameId: 'four-souls', seats: 2 });
    const json = 'application/json; charset=utf-8';
    const step = (await api(app).http().get(`/matches/${matchId}/replay?step=1`)).body as { events: { event: Record<string, unknown> }[] };
    const checkStep = (body: unknown) => validator.checkHttp('GET', `/matches/${matchId}/replay`, 200, json, JSON.stringify(body))?.violation;
    // A spectator sees a starting-hand draw (R-ZONE-5) as zones and a count, never the card or its ids.
    const index = step.events.findIndex((e) => e.event.type === 'moved' && 'count' in e.event);
    const draw = step.events[index]?.event;
    expect(draw).toEqual({ type: 'moved', from: { z: 'deck', deck: 'loot' }, to: { z: 'hand', seat: expect.any(Number) }, count: 1 });
    const withEvent = (event: Record<string, unknown>) => ({ ...step, events: step.events.map((e, i) => (i === index ? { ...e, event } : e)) });

    expect(checkStep(withEvent({ ...draw }))).toBeUndefined();
    expect(checkStep(withEvent({ ...draw, card: 'a-penny' }))).toBeDefined();
    expect(checkStep(withEvent({ ...draw, count: '1' }))).toBeDefined();
    expect(checkStep(withEvent({ ...draw, to: { z: 'hand', seat: 'P2' } }))).toBeDefined();
  });
});
