import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/engine/canonical-json';
import type { Typed } from '../../src/engine/game-definition';
import { mansters } from '../../src/games/mansters';
import { gameStateHash, statusOf } from '../../src/match-domain';
import type { MatchRecord } from '../../src/replay/core/record';
import type { SandboxCreated } from '../../src/replay/sandbox/sandbox.service';
import { api } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { botMatch, downloadExport, foldTo, readRecord, replayApp, uploadExport } from './helpers';

/**
 * A sandbox branched from a step of a finished match: it starts from the origin's state there
 * (same game hash), diverges with another command, is marked, unlisted, never importable, and can
 * itself be branched.
 */
describe('POST /matches/:id/sandbox', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let originId: string;
  let origin: MatchRecord;
  /** An accepted command of the origin with another legal choice at its version, and that version's action step. */
  let fork: { seq: number; step: number; seat: number; payload: unknown; lastSeq: number };
  let sandbox: SandboxCreated;

  const http = () => api(app).http();

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await replayApp(db);
    originId = await botMatch(app, 'mansters', ['random', 'random']);
    origin = await readRecord(app, originId);
    // The first bot decision past the opening where its seat had another legal choice.
    for (const c of origin.commands) {
      if (c.kind !== 'command' || c.status !== 'accepted' || c.seat === null || c.lastSeq === null || c.decidedVersion < 8) continue;
      const state = foldTo(mansters, origin, c.decidedVersion);
      const others = mansters
        .legalActions(state.match.game as Parameters<typeof mansters.legalActions>[0], c.seat)
        .filter((a) => a.type !== 'concede' && canonicalJson(a) !== canonicalJson(c.payload));
      if (others.length === 0) continue;
      const at = await http().get(`/matches/${originId}/replay?seq=${c.decidedVersion}&viewer=omniscient`);
      // Only a step boundary: the state between a command's events is never one a seat decided on.
      if (at.body.seq !== c.decidedVersion) continue;
      fork = { seq: c.decidedVersion, step: at.body.step as number, seat: c.seat, payload: c.payload, lastSeq: c.lastSeq };
      break;
    }
    expect(fork, 'a decision with an alternative').toBeDefined();
    const res = await http().post(`/matches/${originId}/sandbox`).send({ step: fork.step });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    sandbox = res.body as SandboxCreated;
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('starts with the game state hash of the origin at that step, and links back to it', () => {
    expect(sandbox.origin).toEqual({ matchId: originId, step: fork.step, seq: fork.seq });
    expect(sandbox.startStateHash).toBe(gameStateHash(foldTo(mansters, origin, fork.seq)));
    expect(sandbox.startStateHash).not.toBe(gameStateHash(foldTo(mansters, origin, fork.lastSeq)));
    // The creator plays every seat by default, with a token for each.
    expect(sandbox.seats.map((s) => [s.seat, s.bot, typeof s.token])).toEqual([
      [0, null, 'string'],
      [1, null, 'string'],
    ]);
  });

  it('diverges from the origin after a different command', async () => {
    const token = sandbox.seats[fork.seat]?.token ?? '';
    const view = await api(app).view(sandbox.matchId, token);
    expect(view.body.status).toBe('live');
    const other = (view.body.legalActions as Typed[]).find((a) => a.type !== 'concede' && canonicalJson(a) !== canonicalJson(fork.payload));
    expect(other).toBeDefined();
    const res = await api(app).command(sandbox.matchId, fork.seat, token, { commandId: 'what-if', command: other, expectedSeq: view.body.seq });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const record = await readRecord(app, sandbox.matchId);
    const after = foldTo(mansters, record, record.events.length);
    expect(gameStateHash(after)).not.toBe(sandbox.startStateHash);
    expect(gameStateHash(after)).not.toBe(gameStateHash(foldTo(mansters, origin, fork.lastSeq)));
  });

  it('is marked sandbox on the summary, the socket snapshot fields and the replay, and unlisted in the lobby', async () => {
    const summary = await http().get(`/matches/${sandbox.matchId}`);
    expect(summary.body.marks).toEqual([expect.objectContaining({ kind: 'sandbox', origin: sandbox.origin, text: expect.stringContaining('sandbox') })]);
    expect(summary.body.sandbox).toEqual(sandbox.origin);
    const real = await http().get(`/matches/${originId}`);
    expect(real.body.marks).toEqual([]);
    expect(real.body.sandbox).toBeNull();
    // Open to the omniscient view while live: it started from a public replay.
    const replay = await http().get(`/matches/${sandbox.matchId}/replay?viewer=omniscient`);
    expect(replay.status, JSON.stringify(replay.body)).toBe(200);
    expect(replay.body.marks.map((m: { kind: string }) => m.kind)).toEqual(['sandbox']);
    // The lobby lists the origin once its projector caught up, never the sandbox.
    let listed: string[] = [];
    for (let i = 0; i < 50 && !listed.includes(originId); i += 1) {
      listed = ((await http().get('/matches?status=finished')).body as { matchId: string }[]).map((m) => m.matchId);
      if (!listed.includes(originId)) await new Promise((r) => setTimeout(r, 100));
    }
    expect(listed).toContain(originId);
    const everything = [
      ...((await http().get('/matches?status=live')).body as { matchId: string }[]),
      ...((await http().get('/matches?status=waiting')).body as { matchId: string }[]),
    ].map((m) => m.matchId);
    expect(everything).not.toContain(sandbox.matchId);
  });

  it('a branch can be branched (even live); the branch of a finished sandbox audits clean but is never importable', async () => {
    const last = (await http().get(`/matches/${sandbox.matchId}/replay?viewer=omniscient`)).body as { step: number; seq: number };
    const res = await http()
      .post(`/matches/${sandbox.matchId}/sandbox`)
      .send({ step: last.step, bots: [null, 'random'] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const second = res.body as SandboxCreated;
    expect(second.origin).toEqual({ matchId: sandbox.matchId, step: last.step, seq: last.seq });
    const record = await readRecord(app, sandbox.matchId);
    expect(second.startStateHash).toBe(gameStateHash(foldTo(mansters, record, last.seq)));
    expect(second.seats.map((s) => s.bot)).toEqual([null, 'random']);
    expect(second.seats[1]?.token).toBeNull();

    // The creator concedes the first sandbox: it ends, audits clean (its create re-decided with the branch) and exports marked.
    const token = sandbox.seats[0]?.token ?? '';
    const view = await api(app).view(sandbox.matchId, token);
    const conceded = await api(app).command(sandbox.matchId, 0, token, { commandId: 'give-up', command: { type: 'concede' }, expectedSeq: view.body.seq });
    expect(conceded.status, JSON.stringify(conceded.body)).toBe(200);
    expect(statusOf(foldTo(mansters, await readRecord(app, sandbox.matchId), (await readRecord(app, sandbox.matchId)).events.length))).toBe('finished');
    const audit = await http().get(`/matches/${sandbox.matchId}/audit`);
    expect(audit.body.ok, JSON.stringify(audit.body.checks)).toBe(true);
    expect(audit.body.marks.map((m: { kind: string }) => m.kind)).toEqual(['sandbox']);
    const file = await downloadExport(app, sandbox.matchId);
    expect(file.status).toBe(200);
    expect(JSON.parse(file.text.split('\n')[0] ?? '{}').marks[0]).toMatchObject({ kind: 'sandbox', origin: sandbox.origin });
    const imported = await uploadExport(app, file.text);
    expect(imported.status).toBe(422);
    expect(imported.body.code).toBe('SANDBOX_NOT_IMPORTABLE');
  });

  it('refuses a live real match, a step where the match is over, and a sandbox of bots alone, changing nothing', async () => {
    const { matchId } = await api(app).create({ gameId: 'mansters', seats: 2 });
    const live = await http().post(`/matches/${matchId}/sandbox`).send({ step: 0 });
    expect([live.status, live.body.code]).toEqual([409, 'BRANCH_OF_LIVE_MATCH']);
    const last = (await http().get(`/matches/${originId}/replay?viewer=omniscient`)).body as { step: number };
    const over = await http().post(`/matches/${originId}/sandbox`).send({ step: last.step });
    expect([over.status, over.body.code]).toEqual([422, 'BAD_BRANCH_STEP']);
    const bots = await http()
      .post(`/matches/${originId}/sandbox`)
      .send({ step: fork.step, bots: ['random', 'random'] });
    expect([bots.status, bots.body.code]).toEqual([400, 'BAD_SEAT']);
    const outside = await http().post(`/matches/${originId}/sandbox`).send({ step: 1_000_000 });
    expect([outside.status, outside.body.code]).toEqual([400, 'BAD_STEP']);
  });
});
