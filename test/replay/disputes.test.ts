import type { NestExpressApplication } from '@nestjs/platform-express';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchDispute } from '../../src/replay/core/dispute-record';
import type { MatchDisputes, OpenDisputes } from '../../src/replay/disputes/dispute-workflow.service';
import { accountClient, type Signed } from '../accounts/support';
import { api, TEST_ADMIN_TOKEN } from '../support/app';
import { createTestDatabase, withClient, type TestDatabase } from '../support/database';
import { fixedRandomness } from '../support/fixed-randomness';
import { downloadExport, playByHand, replayApp } from './helpers';

/** PostgreSQL's SQLSTATE of a statement (42501: insufficient_privilege; 23001: the append-only trigger). */
async function sqlState(client: pg.Client, sql: string): Promise<string | undefined> {
  try {
    await client.query(sql);
    return 'succeeded';
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

/**
 * Disputes as a workflow with real parties: a player (signed in, owning seat 0) disputes a step,
 * a reviewer account decides it, the other player and a spectator read the verdict. Append-only
 * storage, quotas per seat, and the export carries the disputes.
 */
describe('disputes', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let matchId: string;
  let guestToken: string;
  let ada: Signed;
  let rex: Signed;
  let eve: Signed;
  let disputedSeq: number;

  const http = () => api(app).http();
  const asOperator = (req: ReturnType<ReturnType<typeof http>['get']>) => req.set('Authorization', `Bearer ${TEST_ADMIN_TOKEN}`);
  const signedIn = <T extends { set(name: string, value: string): T }>(req: T, who: Signed, csrf = true): T => {
    const withCookie = req.set('Cookie', who.cookie);
    return csrf ? withCookie.set('X-CSRF-Token', who.csrfToken) : withCookie;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    // A fixed deal: the match is still live after the moves by hand (the concession is accepted) and
    // the disputed step is the same every run.
    app = await replayApp(db, {}, fixedRandomness('disputes'));
    const accounts = accountClient(app);
    [ada, rex, eve] = [await accounts.signUp('ada'), await accounts.signUp('rex'), await accounts.signUp('eve')];
    ({ matchId } = await api(app).create({ gameId: 'mansters', seats: 2 }));
    // Seat 0 claimed while signed in: it belongs to ada's account. Seat 1 is a guest's.
    const claimed = await signedIn(http().post(`/matches/${matchId}/seats/0`), ada).send({ name: 'Ada' });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    guestToken = (await api(app).join(matchId, 1, 'Guest')).token;
    await playByHand(app, matchId, [claimed.body.token as string, guestToken], 6);
    const view = await api(app).view(matchId, guestToken);
    const conceded = await api(app).command(matchId, 1, guestToken, { commandId: 'resign', command: { type: 'concede' }, expectedSeq: view.body.seq });
    expect(conceded.status, JSON.stringify(conceded.body)).toBe(200);
    disputedSeq = (view.body.seq as number) - 1;
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('a player opens, a reviewer decides, the other player and a spectator see the verdict', async () => {
    const opened = await signedIn(http().post(`/matches/${matchId}/disputes`), ada).send({
      seq: disputedSeq,
      claim: 'My manster should not have fainted there',
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const dispute = opened.body as MatchDispute;
    expect(dispute).toMatchObject({ matchId, seq: disputedSeq, seat: 0, openedBy: 'account:ada', status: 'open', verdict: null });

    // rex is no reviewer until the operator says so.
    expect((await signedIn(http().get('/disputes/open'), rex, false)).body.code).toBe('NOT_A_REVIEWER');
    const granted = await asOperator(http().put('/reviewers/Rex')).send({ reviewer: true });
    expect([granted.status, granted.body]).toEqual([200, { username: 'rex', reviewer: true }]);

    const queue = await signedIn(http().get('/disputes/open'), rex, false);
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    const item = (queue.body as OpenDisputes).disputes.find((d) => d.dispute.disputeId === dispute.disputeId);
    expect(item?.step.step.seq).toBe(disputedSeq);
    expect(item?.step.rules.length).toBeGreaterThan(0);
    expect(item?.dice.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    expect(item?.audit.ok).toBe(true);
    expect(item?.audit.checks.map((c) => c.name)).toEqual(['chain', 'seed', 'redecide', 'ledger']);
    expect(item?.match.gameId).not.toBeNull();
    expect(item?.match.seats.map((s) => s.seat)).toEqual([0, 1]);

    const decided = await signedIn(http().post(`/matches/${matchId}/disputes/${dispute.disputeId}/verdict`), rex).send({
      verdict: 'rejected',
      note: 'The attack followed M-COMBAT rules; the roll re-derives from the seed.',
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(201);
    for (const req of [http().get(`/matches/${matchId}/disputes`).set('Authorization', `Bearer ${guestToken}`), http().get(`/matches/${matchId}/disputes`)]) {
      const seen = (await req).body as MatchDisputes;
      expect(seen.disputes.find((d) => d.disputeId === dispute.disputeId)).toMatchObject({
        status: 'decided',
        verdict: { verdict: 'rejected', reviewer: 'account:rex', note: expect.stringContaining('re-derives') },
      });
    }
    // One verdict, never changed; no longer in the open queue.
    const again = await asOperator(http().post(`/matches/${matchId}/disputes/${dispute.disputeId}/verdict`)).send({
      verdict: 'upheld',
      note: 'changed my mind',
    });
    expect([again.status, again.body.code]).toEqual([409, 'DISPUTE_DECIDED']);
    const left = (await asOperator(http().get('/disputes/open'))).body as OpenDisputes;
    expect(left.disputes.some((d) => d.dispute.disputeId === dispute.disputeId)).toBe(false);
  });

  it('refuses strangers, missing CSRF, non-reviewers and live matches, changing nothing', async () => {
    const before = ((await http().get(`/matches/${matchId}/disputes`)).body as MatchDisputes).disputes.length;
    const body = { seq: 1, claim: 'no' };
    expect((await http().post(`/matches/${matchId}/disputes`).send(body)).body.code).toBe('NOT_SIGNED_IN');
    expect((await signedIn(http().post(`/matches/${matchId}/disputes`), ada, false).send(body)).body.code).toBe('CSRF_REFUSED');
    expect((await signedIn(http().post(`/matches/${matchId}/disputes`), eve).send(body)).body.code).toBe('NOT_A_PARTY');
    expect((await http().post(`/matches/${matchId}/disputes`).set('Authorization', 'Bearer not-a-token').send(body)).body.code).toBe('INVALID_SEAT_TOKEN');
    const far = await http().post(`/matches/${matchId}/disputes`).set('Authorization', `Bearer ${guestToken}`).send({ seq: 100_000, claim: 'far' });
    expect([far.status, far.body.code]).toEqual([400, 'BAD_STEP']);
    const verdictByEve = await signedIn(http().get('/disputes/open'), eve, false);
    expect([verdictByEve.status, verdictByEve.body.code]).toEqual([403, 'NOT_A_REVIEWER']);
    const { matchId: live } = await api(app).create({ gameId: 'mansters', seats: 2 });
    const liveToken = (await api(app).join(live, 0)).token;
    const early = await http().post(`/matches/${live}/disputes`).set('Authorization', `Bearer ${liveToken}`).send(body);
    expect([early.status, early.body.code]).toEqual([409, 'MATCH_NOT_FINISHED']);
    expect(((await http().get(`/matches/${matchId}/disputes`)).body as MatchDisputes).disputes.length).toBe(before);
  });

  it('quotas: at most 3 open disputes per seat at a time and 10 in all (429 DISPUTE_LIMIT)', async () => {
    const open = (claim: string) => http().post(`/matches/${matchId}/disputes`).set('Authorization', `Bearer ${guestToken}`).send({ seq: 2, claim });
    const decide = (id: string) => asOperator(http().post(`/matches/${matchId}/disputes/${id}/verdict`)).send({ verdict: 'upheld', note: 'noted' });
    let opened = 0;
    for (let round = 0; round < 4; round += 1) {
      const ids: string[] = [];
      for (let k = 0; k < 3 && opened < 10; k += 1) {
        const res = await open(`claim ${opened}`);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        ids.push(res.body.disputeId as string);
        opened += 1;
      }
      if (opened === 3) {
        const fourth = await open('one too many open');
        expect([fourth.status, fourth.body.code]).toEqual([429, 'DISPUTE_LIMIT']);
      }
      for (const id of ids) expect((await decide(id)).status).toBe(201);
    }
    const eleventh = await open('one too many in all');
    expect([eleventh.status, eleventh.body.code]).toEqual([429, 'DISPUTE_LIMIT']);
    const guests = ((await http().get(`/matches/${matchId}/disputes`)).body as MatchDisputes).disputes.filter((d) => d.seat === 1);
    expect(guests).toHaveLength(10);
  });

  it('the server role can only read and append disputes and verdicts; the owner is stopped by the triggers', async () => {
    for (const table of ['match_disputes', 'dispute_verdicts']) {
      const count = async () => withClient(db.ownerUrl, async (c) => (await c.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n as number);
      const rows = await count();
      expect(rows).toBeGreaterThan(0);
      await withClient(db.url, async (c) => {
        expect(await sqlState(c, `UPDATE ${table} SET dispute_id = dispute_id`)).toBe('42501');
        expect(await sqlState(c, `DELETE FROM ${table}`)).toBe('42501');
        expect(await sqlState(c, `TRUNCATE ${table}`)).toBe('42501');
      });
      await withClient(db.ownerUrl, async (c) => {
        expect(await sqlState(c, `UPDATE ${table} SET dispute_id = dispute_id`)).toBe('23001');
        expect(await sqlState(c, `DELETE FROM ${table}`)).toBe('23001');
      });
      expect(await count()).toBe(rows);
    }
  });

  it('the export carries every dispute and its verdict', async () => {
    const file = await downloadExport(app, matchId);
    const disputes = file.text
      .split('\n')
      .filter((l) => l.includes('"record":"dispute"'))
      .map((l) => JSON.parse(l) as MatchDispute);
    const listed = ((await http().get(`/matches/${matchId}/disputes`)).body as MatchDisputes).disputes;
    expect(disputes.map((d) => d.disputeId)).toEqual(listed.map((d) => d.disputeId));
    expect(disputes[0]?.verdict?.reviewer).toBe('account:rex');
  });
});
