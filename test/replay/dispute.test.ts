import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fourSouls } from '../../src/games/four-souls';
import { mansters } from '../../src/games/mansters';
import { checkRoll } from '../../src/client/roll-proof';
import type { DiceProofs } from '../../src/replay/core/dice';
import type { DisputeLog, StepWhy } from '../../src/replay/core/dispute';
import { api, createTestApp } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { fixedRandomness } from '../support/fixed-randomness';
import { botMatch } from './helpers';

/**
 * The dispute review over REST: a finished match read in pages of described steps with turns,
 * seats and causes, and "why was this legal" for one step.
 */
describe('GET /matches/:id/dispute', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let matchId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    // A fixed deal and bot draws: the turns, the attack and its rolls asserted below are there every run.
    app = await createTestApp(db, {}, [fourSouls, mansters], fixedRandomness('dispute'));
    matchId = await botMatch(app, 'four-souls', ['greedy', 'greedy'], { turnCap: 8 });
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const get = (path: string) => api(app).http().get(path);

  it('pages the whole match: every step in seq order with its turn, seat, kind, words and cause', async () => {
    const steps: DisputeLog['steps'][number][] = [];
    let after: number | null = 0;
    let requests = 0;
    while (after !== null) {
      const res = await get(`/matches/${matchId}/dispute?after=${after}&limit=300`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const page = res.body as DisputeLog;
      steps.push(...page.steps);
      after = page.next;
      requests += 1;
    }
    expect(steps.map((s) => s.seq)).toEqual(steps.map((_, i) => i + 1));
    expect(requests).toBe(Math.ceil(steps.length / 300));
    expect(steps.every((s) => s.cause !== null && s.cause.rules.length > 0 && s.text.length > 0)).toBe(true);
    const turns = steps.map((s) => s.turn);
    expect(turns[0]).toBe(0);
    expect(turns.at(-1)).toBeGreaterThanOrEqual(2);
    expect(turns.every((t, i) => i === 0 || t >= (turns[i - 1] as number))).toBe(true);
    // The bots' decisions start their commands' events; the server's own have no seat.
    expect(steps.some((s) => s.decision && s.seat !== null && s.cause?.command?.actedBy === 'bot')).toBe(true);
    expect(steps[0]).toMatchObject({ kind: 'match.created', seat: null, decision: false });
  });

  it('answers why an attack was legal: the rules in words, the prompt, the alternatives and who acted', async () => {
    const all = (await get(`/matches/${matchId}/dispute`)).body as DisputeLog;
    const attack = all.steps.find((s) => s.decision && s.cause?.command?.type === 'declare-attack');
    expect(attack, 'a bot declared an attack').toBeDefined();
    const res = await get(`/matches/${matchId}/dispute/steps/${attack?.seq}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const why = res.body as StepWhy;
    expect(why.rules.map((r) => r.id)).toContain('R-ATTACK-1');
    expect(why.rules.find((r) => r.id === 'R-ATTACK-1')?.text).toMatch(/declares\s+an attack/);
    expect(why.command).toMatchObject({ seat: attack?.seat, actedBy: 'bot', command: { type: 'declare-attack' } });
    expect(why.command?.prompt?.seats).toContain(attack?.seat);
    expect(why.command?.label).toMatch(/Attack/);
    expect(why.command?.alternatives.length).toBeGreaterThan(0);
    expect(why.command?.alternatives.some((a) => a.command.type === 'declare-attack' && a.label === why.command?.label)).toBe(false);

    // The fixed deal has a card put on the stack: its step names the card and its text.
    const played = all.steps.find((s) => s.cause?.card !== null && s.kind === 'stack-pushed');
    expect(played, 'a card went on the stack').toBeDefined();
    const withCard = (await get(`/matches/${matchId}/dispute/steps/${played?.seq}`)).body as StepWhy;
    expect(withCard.card?.name).toBe(played?.cause?.card?.name);
    expect(withCard.card?.text.length).toBeGreaterThan(0);
  });

  it('proves every die: the seed matches its commitment and re-derives each recorded roll; a changed roll or seed fails', async () => {
    const res = await get(`/matches/${matchId}/dispute/dice`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const proofs = res.body as DiceProofs;
    const all = (await get(`/matches/${matchId}/dispute`)).body as DisputeLog;
    const attackRolls = all.steps.filter((s) => s.kind === 'stack-pushed' && s.cause?.rules.includes('R-ATTACK-3') && s.cause.rules.includes('R-DICE-4'));
    expect(attackRolls.length).toBeGreaterThan(0);
    // Every attack roll pushed has a proof, and every proof checks.
    expect(attackRolls.every((s) => proofs.rolls.some((r) => r.seq === s.seq))).toBe(true);
    for (const roll of proofs.rolls) expect(await checkRoll(proofs.seed, proofs.seedCommitment, roll), `seq ${roll.seq}`).toMatchObject({ ok: true });
    const first = proofs.rolls[0]!;
    const changed = await checkRoll(proofs.seed, proofs.seedCommitment, { ...first, value: (first.value % 6) + 1 });
    expect(changed).toEqual({ commitmentOk: true, derived: first.value, ok: false });
    const otherSeed = await checkRoll('ab'.repeat(32), proofs.seedCommitment, first);
    expect(otherSeed).toMatchObject({ commitmentOk: false, ok: false });
  });

  it('refuses a live match, a step outside the match and an oversized page', async () => {
    const { matchId: live } = await api(app).create({ gameId: 'mansters', seats: 2 });
    expect((await get(`/matches/${live}/dispute`)).body).toMatchObject({ code: 'MATCH_NOT_FINISHED' });
    const all = (await get(`/matches/${matchId}/dispute?limit=1`)).body as DisputeLog;
    expect((await get(`/matches/${matchId}/dispute/steps/${all.events + 1}`)).body).toMatchObject({ code: 'BAD_STEP' });
    expect((await get(`/matches/${matchId}/dispute?limit=100000`)).status).toBe(400);
  });
});
