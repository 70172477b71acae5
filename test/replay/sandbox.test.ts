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
import { fixedRandomness } from '../support/fixed-randomness';

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
    // Fixed deals and bot draws: the branch points the tests look for are the same every run.
    app = await replayApp(db, {}, fixedRandomness('sandbox'));
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

  it('branches at an event step inside a command, where the state differs from every action step, and at the start of a turn; branches of branches keep working', async () => {
    // An event inside a bot command's events after which a seat is asked to act.
    let mid: { seq: number; lastSeq: number } | null = null;
    for (const c of origin.commands) {
      if (mid || c.kind !== 'command' || c.status !== 'accepted' || c.firstSeq === null || c.lastSeq === null || c.decidedVersion < 8) continue;
      for (let seq = c.firstSeq; seq < c.lastSeq && !mid; seq += 1) {
        const game = foldTo(mansters, origin, seq).match.game as Parameters<typeof mansters.prompt>[0];
        if (mansters.prompt(game)?.seats.length) mid = { seq, lastSeq: c.lastSeq };
      }
    }
    expect(mid, 'an event step inside a command where a seat can act').not.toBeNull();
    const { seq, lastSeq } = mid!;
    const branchAtEvent = async () => {
      const res = await http().post(`/matches/${originId}/sandbox`).send({ step: seq, unit: 'event' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as SandboxCreated;
    };
    const atEvent = await branchAtEvent();
    expect(atEvent.origin).toEqual({ matchId: originId, step: seq, unit: 'event', seq });
    expect(atEvent.startStateHash).toBe(gameStateHash(foldTo(mansters, origin, seq)));
    // Not the state at the end of that command: no action step gives it.
    expect(atEvent.startStateHash).not.toBe(gameStateHash(foldTo(mansters, origin, lastSeq)));
    const summary = await http().get(`/matches/${atEvent.matchId}`);
    expect(summary.body.marks[0].text).toContain(`at event step ${seq}`);

    // A command there diverges from what the origin did next. The origin is a random bot match, so
    // the first legal move may be the very one it made: each move is tried on a fresh branch, in
    // the order the seat is offered them, and the first that leads elsewhere is kept.
    const actor = mansters.prompt(foldTo(mansters, origin, seq).match.game as never)?.seats[0] ?? -1;
    const originNext = gameStateHash(foldTo(mansters, origin, seq + 1));
    const firstView = await api(app).view(atEvent.matchId, atEvent.seats.find((s) => s.seat === actor)?.token ?? '');
    const moves = (firstView.body.legalActions as Typed[]).filter((a) => a.type !== 'concede');
    expect(moves.length, JSON.stringify(firstView.body.legalActions)).toBeGreaterThan(0);
    let diverged: { branch: SandboxCreated; branched: MatchRecord; after: string } | null = null;
    for (const [i, move] of moves.entries()) {
      const branch = i === 0 ? atEvent : await branchAtEvent();
      const seat = branch.seats.find((s) => s.seat === actor)!;
      const view = await api(app).view(branch.matchId, seat.token ?? '');
      const sent = await api(app).command(branch.matchId, seat.seat, seat.token!, { commandId: 'mid-what-if', command: move, expectedSeq: view.body.seq });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const branched = await readRecord(app, branch.matchId);
      const after = gameStateHash(foldTo(mansters, branched, branched.events.length));
      expect(after).not.toBe(branch.startStateHash);
      if (after !== originNext) {
        diverged = { branch, branched, after };
        break;
      }
    }
    expect(diverged, 'a move at the event step that leads where the origin did not go').not.toBeNull();
    const { branch: whatIf, branched, after } = diverged!;
    expect(after).not.toBe(originNext);

    // The branch branched again at its own last event step.
    const again = await http()
      .post(`/matches/${whatIf.matchId}/sandbox`)
      .send({ step: branched.events.length, unit: 'event', bots: [null, 'random'] });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect((again.body as SandboxCreated).startStateHash).toBe(after);

    // The start of turn 3, in action steps: the step whose events begin that turn.
    const turn = await http().post(`/matches/${originId}/sandbox`).send({ turn: 3 });
    expect(turn.status, JSON.stringify(turn.body)).toBe(201);
    const atTurn = turn.body as SandboxCreated;
    expect(atTurn.startStateHash).toBe(gameStateHash(foldTo(mansters, origin, atTurn.origin.seq)));
    const there = await http().get(`/matches/${originId}/replay?step=${atTurn.origin.step}&viewer=omniscient`);
    expect([there.body.turn, there.body.seq]).toEqual([3, atTurn.origin.seq]);

    // An event inside a command after which no seat is asked (the rules were still working): refused.
    const busy = origin.events.find((e) => {
      const c = origin.commands.find((k) => k.firstSeq !== null && k.lastSeq !== null && k.firstSeq <= e.seq && e.seq < k.lastSeq && k.kind === 'command');
      return c !== undefined && !mansters.prompt(foldTo(mansters, origin, e.seq).match.game as never)?.seats.length;
    });
    expect(busy, 'an event step inside a command where no seat can act').toBeDefined();
    const working = await http().post(`/matches/${originId}/sandbox`).send({ step: busy!.seq, unit: 'event' });
    expect([working.status, working.body.code]).toEqual([422, 'BAD_BRANCH_STEP']);

    // Both a step and a turn, or a turn that never started: refused.
    const both = await http().post(`/matches/${originId}/sandbox`).send({ step: 3, turn: 3 });
    expect([both.status, both.body.code]).toEqual([400, 'BAD_STEP']);
    const never = await http().post(`/matches/${originId}/sandbox`).send({ turn: 100_000 });
    expect([never.status, never.body.code]).toEqual([404, 'NO_SUCH_TURN']);
  });
});
