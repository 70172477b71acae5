import { createHash } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '../src/event-store/event-store.service';
import { api, createTestApp } from './support/app';
import { createTestDatabase, type TestDatabase } from './support/database';
import { eventCount, hashFromLog, until } from './support/fold';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('match lifecycle over REST', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let ds: DataSource;
  let client: ReturnType<typeof api>;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db);
    ds = app.get(DataSource);
    client = api(app);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  /** A 2-seat match with both seats claimed. */
  async function liveMatch(options: Record<string, unknown> = { rounds: 3 }) {
    const { matchId } = await client.create({ gameId: 'high-card', seats: 2, options });
    const p1 = await client.join(matchId, 0, 'Ada');
    const p2 = await client.join(matchId, 1, 'Bob');
    return { matchId, tokens: [p1.token, p2.token] as const };
  }

  async function hand(matchId: string, token: string): Promise<{ hand: number[]; seq: number }> {
    const res = await client.view(matchId, token);
    expect(res.status).toBe(200);
    return { hand: res.body.view.hand as number[], seq: res.body.seq as number };
  }

  it('lists games, creates a match, seats players, plays it to the end and only then reveals seed and state hash', async () => {
    const games = await client.http().get('/games');
    expect(games.body).toContainEqual(expect.objectContaining({ id: 'high-card', bots: ['random', 'lowest'] }));

    const created = await client.create({ gameId: 'high-card', seats: 2, options: { rounds: 2 }, deadlines: { mode: 'live', seconds: 30 } });
    expect(created).toMatchObject({ seq: 2, scenario: false });
    expect(created.seedCommitment).toMatch(/^[0-9a-f]{64}$/);

    const waiting = await client.http().get(`/matches/${created.matchId}`);
    expect(waiting.body).toMatchObject({ status: 'waiting', seed: null, stateHash: null, deadlines: { mode: 'live', seconds: 30 } });

    const p1 = await client.join(created.matchId, 0, 'Ada');
    // The match starts when every seat is claimed.
    const early = await client.command(created.matchId, 0, p1.token, { commandId: 'early', command: { type: 'play', card: 1 } });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('MATCH_NOT_STARTED');
    const p2 = await client.join(created.matchId, 1, 'Bob');
    const tokens = [p1.token, p2.token];

    const spectator = await client.view(created.matchId);
    expect(spectator.body).toMatchObject({ viewer: { kind: 'spectator' }, status: 'live', legalActions: [], stateHash: null });
    expect(spectator.body.view.hand).toBeNull();
    expect(spectator.body.prompt).toMatchObject({ kind: 'play', seats: [0, 1] });

    const seat0 = await client.view(created.matchId, p1.token);
    expect(seat0.body.viewer).toEqual({ kind: 'seat', seat: 0 });
    expect(seat0.body.view.hand).toHaveLength(2);
    expect(seat0.body.legalActions).toHaveLength(2);

    for (let round = 0; round < 2; round += 1) {
      for (const seat of [0, 1]) {
        const { hand: cards, seq } = await hand(created.matchId, tokens[seat]!);
        const res = await client.command(created.matchId, seat, tokens[seat]!, {
          commandId: `r${round}s${seat}`,
          command: { type: 'play', card: cards[0] },
          expectedSeq: seq,
        });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ status: 'accepted', firstSeq: seq + 1 });
      }
    }
    const done = await client.http().get(`/matches/${created.matchId}`);
    expect(done.body.status).toBe('finished');
    expect(done.body.outcome.winners.length).toBeGreaterThan(0);
    expect(sha256(done.body.seed)).toBe(created.seedCommitment);
    expect(done.body.stateHash).toBe(await hashFromLog(ds, created.matchId));
    expect(await new EventStore(ds).verifyChain(created.matchId)).toMatchObject({ ok: true });

    const after = await client.command(created.matchId, 0, p1.token, { commandId: 'late', command: { type: 'concede' } });
    expect(after.status).toBe(422);
    expect(after.body.code).toBe('MATCH_OVER');
  });

  it('answers malformed, unknown, unauthorised, oversized, stale and rule-breaking requests with the right 4xx and appends nothing', async () => {
    const { matchId, tokens } = await liveMatch();
    const before = await eventCount(ds);
    const { hand: cards, seq } = await hand(matchId, tokens[0]);
    const good = { commandId: 'c-1', command: { type: 'play', card: cards[0] } };
    const cases: [string, () => Promise<{ status: number; body: { code?: string; message?: string; rule?: string | null } }>, number, string, RegExp?][] = [
      [
        'malformed JSON',
        () =>
          client
            .http()
            .post(`/matches/${matchId}/seats/0/commands`)
            .set('Authorization', `Bearer ${tokens[0]}`)
            .set('Content-Type', 'application/json')
            .send('{"commandId": '),
        400,
        'MALFORMED_REQUEST',
        /JSON/,
      ],
      ['missing commandId', () => client.command(matchId, 0, tokens[0], { command: good.command }), 400, 'MALFORMED_REQUEST', /commandId/],
      ['unknown property', () => client.command(matchId, 0, tokens[0], { ...good, extra: 1 }), 400, 'MALFORMED_REQUEST', /property extra should not exist/],
      [
        'command not an object',
        () => client.command(matchId, 0, tokens[0], { commandId: 'c-2', command: 'play' }),
        400,
        'MALFORMED_REQUEST',
        /command must be an object/,
      ],
      ['negative expectedSeq', () => client.command(matchId, 0, tokens[0], { ...good, expectedSeq: -1 }), 400, 'MALFORMED_REQUEST', /expectedSeq/],
      [
        'command the game cannot parse',
        () => client.command(matchId, 0, tokens[0], { commandId: 'c-3', command: { type: 'dance' } }),
        400,
        'MALFORMED_COMMAND',
        /malformed command/,
      ],
      ['unknown match', () => client.command('00000000-0000-4000-8000-000000000000', 0, tokens[0], good), 404, 'UNKNOWN_MATCH'],
      ['not a match id', () => client.command('nope', 0, tokens[0], good), 404, 'UNKNOWN_MATCH'],
      ['no token', () => client.command(matchId, 0, null, good), 401, 'MISSING_SEAT_TOKEN'],
      ['wrong token', () => client.command(matchId, 0, 'not-a-token', good), 401, 'INVALID_SEAT_TOKEN'],
      ["another seat's token", () => client.command(matchId, 0, tokens[1], good), 403, 'WRONG_SEAT'],
      [
        'oversized body',
        () => client.command(matchId, 0, tokens[0], { ...good, command: { type: 'play', card: 1, pad: 'x'.repeat(70_000) } }),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      ['stale seq', () => client.command(matchId, 0, tokens[0], { ...good, commandId: 'c-stale', expectedSeq: seq - 1 }), 409, 'STALE_SEQ', /seq/],
      ['card not in hand', () => client.command(matchId, 0, tokens[0], { commandId: 'c-4', command: { type: 'play', card: 999 } }), 422, 'ILLEGAL_ACTION'],
      ['claimed seat', () => client.http().post(`/matches/${matchId}/seats/0`).send({ name: 'Eve' }), 409, 'SEAT_TAKEN'],
      ['no such seat', () => client.http().post(`/matches/${matchId}/seats/7`).send({ name: 'Eve' }), 400, 'BAD_SEAT'],
      ['blank name', () => client.http().post(`/matches/${matchId}/seats/1`).send({ name: '  ' }), 400, 'MALFORMED_REQUEST'],
      ['unknown game', () => client.http().post('/matches').send({ gameId: 'chess', seats: 2 }), 404, 'UNKNOWN_GAME'],
      ['bad seat count', () => client.http().post('/matches').send({ gameId: 'high-card', seats: 9 }), 400, 'BAD_SEAT'],
      [
        'bad game options',
        () =>
          client
            .http()
            .post('/matches')
            .send({ gameId: 'high-card', seats: 2, options: { rounds: 0 } }),
        400,
        'BAD_OPTIONS',
      ],
      [
        'unknown bot',
        () =>
          client
            .http()
            .post('/matches')
            .send({ gameId: 'high-card', seats: 2, bots: [null, 'genius'] }),
        400,
        'UNKNOWN_BOT',
      ],
      [
        'bad deadline',
        () =>
          client
            .http()
            .post('/matches')
            .send({ gameId: 'high-card', seats: 2, deadlines: { mode: 'blitz', seconds: 0 } }),
        400,
        'MALFORMED_REQUEST',
        /deadlines\.mode/,
      ],
      ['unknown route', () => client.http().get('/nothing-here'), 404, 'NOT_FOUND'],
    ];
    for (const [name, send, status, code, message] of cases) {
      const res = await send();
      expect({ name, status: res.status, code: res.body.code }).toEqual({ name, status, code });
      if (message) expect(res.body.message, name).toMatch(message);
    }
    const rejected = await client.command(matchId, 0, tokens[0], { commandId: 'c-5', command: { type: 'play', card: 999 } });
    expect(rejected.body).toMatchObject({ statusCode: 422, code: 'ILLEGAL_ACTION', rule: 'HC-2', message: 'card 999 is not in your hand' });
    expect(await eventCount(ds)).toBe(before);

    // The ledger keeps the refused commands with their reason.
    const ledger = await new EventStore(ds).commands(matchId);
    expect(ledger.filter((c) => c.status === 'rejected').map((c) => c.rejection?.code)).toEqual(['STALE_SEQ', 'ILLEGAL_ACTION', 'ILLEGAL_ACTION']);
  });

  it('applies a command id once: a retry (also concurrent) gets the first result, a different command under the same id is refused', async () => {
    const { matchId, tokens } = await liveMatch();
    const { hand: cards } = await hand(matchId, tokens[0]);
    const before = await eventCount(ds, matchId);
    const body = { commandId: 'dup-1', command: { type: 'play', card: cards[0] } };
    const results = await Promise.all(Array.from({ length: 6 }, () => client.command(matchId, 0, tokens[0], body)));
    for (const r of results) expect(r.status).toBe(200);
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await eventCount(ds, matchId)).toBe(before + 1);

    const again = await client.command(matchId, 0, tokens[0], body);
    expect(again.body).toEqual(results[0]!.body);
    const reused = await client.command(matchId, 0, tokens[0], { commandId: 'dup-1', command: { type: 'play', card: cards[1] } });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('COMMAND_ID_REUSED');
    // A rejected command's retry gets the same rejection.
    const r1 = await client.command(matchId, 1, tokens[1], { commandId: 'bad', command: { type: 'play', card: 999 } });
    const r2 = await client.command(matchId, 1, tokens[1], { commandId: 'bad', command: { type: 'play', card: 999 } });
    expect(r1.status).toBe(422);
    expect(r2.body).toEqual(r1.body);
    expect(await eventCount(ds, matchId)).toBe(before + 1);
  });

  it('accepts a scenario setup in scenario mode and marks the match as a scenario in match.created and the listing', async () => {
    const { matchId, scenario } = await client.create({
      gameId: 'high-card',
      seats: 2,
      options: { rounds: 2 },
      setup: {
        hands: [
          [10, 3],
          [7, 4],
        ],
      },
    });
    expect(scenario).toBe(true);
    const [created] = await new EventStore(ds).readStream(matchId, 0, 1);
    expect(created?.payload).toMatchObject({ type: 'match.created', scenario: true });
    const p1 = await client.join(matchId, 0);
    expect((await hand(matchId, p1.token)).hand).toEqual([10, 3]);
    const listed = await until(async () => {
      const res = await client.http().get('/matches').query({ gameId: 'high-card' });
      return (res.body as { matchId: string; scenario: boolean }[]).find((m) => m.matchId === matchId);
    }, 'the lobby to list the scenario match');
    expect(listed.scenario).toBe(true);
  });

  it('refuses a scenario when scenario mode is off', async () => {
    const strict = await createTestApp(db, { SCENARIO_MODE: false });
    try {
      const res = await api(strict)
        .http()
        .post('/matches')
        .send({ gameId: 'high-card', seats: 2, setup: { hands: [[1], [2]] } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('SCENARIO_DISABLED');
    } finally {
      await strict.close();
    }
  });

  it('plays bot seats on the server: a bot-only match runs to the end, and a bot answers a person', async () => {
    const bots = await client.create({ gameId: 'high-card', seats: 3, options: { rounds: 4 }, bots: ['random', 'random', 'lowest'] });
    const finished = await until(async () => {
      const res = await client.http().get(`/matches/${bots.matchId}`);
      return res.body.status === 'finished' ? res.body : null;
    }, 'the bot match to finish');
    expect(finished.seats.every((s: { bot: string | null }) => s.bot)).toBe(true);
    expect(finished.stateHash).toBe(await hashFromLog(ds, bots.matchId));
    const ledger = await new EventStore(ds).commands(bots.matchId);
    expect(ledger.filter((c) => c.kind === 'command' && c.status === 'accepted')).toHaveLength(12);
    expect(ledger.every((c) => c.kind !== 'command' || c.origin === 'player')).toBe(true);
    // The server's one id scheme for commands it sends for a seat: auto:<reason>:<seq decided on>:<seat>.
    for (const c of ledger.filter((e) => e.kind === 'command' && e.status === 'accepted')) expect(c.commandId).toBe(`auto:bot:${c.decidedVersion}:${c.seat}`);

    const mixed = await client.create({ gameId: 'high-card', seats: 2, options: { rounds: 2 }, bots: [null, 'lowest'] });
    const me = await client.join(mixed.matchId, 0, 'Ada');
    for (let round = 0; round < 2; round += 1) {
      const { hand: cards } = await hand(mixed.matchId, me.token);
      const res = await client.command(mixed.matchId, 0, me.token, { commandId: `m${round}`, command: { type: 'play', card: cards[0] } });
      expect(res.status).toBe(200);
      await until(
        async () => (await client.view(mixed.matchId)).body.view.round > round + 1 || (await client.view(mixed.matchId)).body.status === 'finished',
        'the bot to play',
      );
    }
    expect((await client.http().get(`/matches/${mixed.matchId}`)).body.status).toBe('finished');
  });

  it('serves /health and the OpenAPI page', async () => {
    const health = await client.http().get('/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
    const docs = await client.http().get('/docs-json');
    expect(docs.status).toBe(200);
    expect(Object.keys(docs.body.paths)).toEqual(expect.arrayContaining(['/matches', '/matches/{matchId}/seats/{seat}/commands', '/health']));
  });
});
