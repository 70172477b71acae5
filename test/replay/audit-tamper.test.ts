import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandPipeline } from '../../src/matches/command-pipeline.service';
import { auditMatch, type AuditReport } from '../../src/replay/core/audit';
import { parseExport, toExportText } from '../../src/replay/core/export-format';
import { recordFromJson, type MatchRecord } from '../../src/replay/core/record';
import { MatchRecordReader } from '../../src/replay/match-record.reader';
import { api } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { botMatch, downloadExport, editPayload, gameById, readRecord, rechain, replayApp } from './helpers';
import { editEventLog, withPayloadField, type StoredLogEvent } from '../support/event-log';

/** Edits a match's stored events as a superuser would, with the append-only trigger switched off for the edit. */
function tamper(db: TestDatabase, matchId: string, edit: (events: StoredLogEvent[]) => StoredLogEvent[]) {
  return editEventLog(db.superuserUrl, matchId, edit);
}

const check = (report: AuditReport, name: string) => report.checks.find((c) => c.name === name);

describe('audit of finished matches and tampering (real PostgreSQL)', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let client: ReturnType<typeof api>;
  const audit = async (matchId: string) => {
    const res = await client.http().get(`/matches/${matchId}/audit`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as AuditReport;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await replayApp(db);
    client = api(app);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('a finished match audits clean and lists every rejected command and timeout default with reason and time', async () => {
    const { matchId } = await client.create({ gameId: 'high-card', seats: 2, options: { rounds: 3 } });
    const tokens = [(await client.join(matchId, 0, 'Ada')).token, (await client.join(matchId, 1, 'Bob')).token];
    expect((await client.http().get(`/matches/${matchId}/audit`)).body.code).toBe('MATCH_NOT_FINISHED');
    const refused = await client.command(matchId, 0, tokens[0] ?? null, { commandId: 'bad', command: { type: 'play', card: 999 } });
    expect(refused.status).toBe(422);
    const pipeline = app.get(CommandPipeline);
    for (let round = 0; round < 3; round += 1) {
      for (const seat of [0, 1]) {
        const view = await client.view(matchId, tokens[seat]);
        const card = (view.body.view.hand as number[])[0];
        // Seat 1's first card is played by the server on a deadline, as the deadline timer would.
        if (seat === 1 && round === 0) await pipeline.submit({ matchId, seat, commandId: 'deadline-1', command: { type: 'play', card }, origin: 'timeout' });
        else await client.command(matchId, seat, tokens[seat] ?? null, { commandId: `r${round}s${seat}`, command: { type: 'play', card } });
      }
    }
    const report = await audit(matchId);
    expect(report.ok, JSON.stringify(report.findings)).toBe(true);
    expect(report.checks.map((c) => [c.name, c.status])).toEqual([
      ['chain', 'passed'],
      ['seed', 'passed'],
      ['redecide', 'passed'],
      ['ledger', 'passed'],
    ]);
    expect(report.rejected).toEqual([
      expect.objectContaining({
        seat: 0,
        commandId: 'bad',
        code: 'ILLEGAL_ACTION',
        rule: 'HC-2',
        command: { type: 'play', card: 999 },
        reproduced: true,
        receivedAt: expect.stringMatching(/^\d{4}-/),
      }),
    ]);
    expect(report.defaults).toEqual([
      expect.objectContaining({ seat: 1, commandId: 'deadline-1', reason: 'timeout', receivedAt: expect.stringMatching(/^\d{4}-/) }),
    ]);
    // The audit reads the record as JSON text PostgreSQL renders (parsed in a worker): the same record as the rows read one by one.
    const json = await app.get(MatchRecordReader).recordJson(matchId);
    expect(recordFromJson(matchId, json!.events, json!.commands)).toEqual(await readRecord(app, matchId));
  });

  it('a finished Mansters bot match audits clean: every shuffle and random pick follows from the seed', async () => {
    const matchId = await botMatch(app, 'mansters', ['random', 'greedy', 'random']);
    const report = await audit(matchId);
    expect(report.ok, JSON.stringify(report.findings)).toBe(true);
    expect(report.status).toBe('finished');
  });

  describe('tampering in the database (superuser, trigger disabled)', () => {
    let matchId: string;
    let record: MatchRecord;
    const seqOf = (type: string, nth = 0) => record.events.filter((e) => e.type === type)[nth]?.seq as number;

    // Tampering changes stored rows, so each case gets its own finished match.
    const fresh = async () => {
      matchId = await botMatch(app, 'high-card', ['random', 'random'], { rounds: 4 });
      record = await readRecord(app, matchId);
      expect((await audit(matchId)).ok).toBe(true);
    };

    it('a changed payload is named at its seq', async () => {
      await fresh();
      const seq = seqOf('hc.played', 2);
      await tamper(db, matchId, withPayloadField(seq, 'card', 99));
      const report = await audit(matchId);
      expect(report.ok).toBe(false);
      expect(check(report, 'chain')).toMatchObject({ status: 'failed', firstBadSeq: seq });
      expect(check(report, 'redecide')).toMatchObject({ status: 'failed', firstBadSeq: seq });
    });

    it('a deleted event is named at its seq', async () => {
      await fresh();
      const seq = seqOf('hc.round-scored', 1);
      await tamper(db, matchId, (events) => events.filter((e) => e.seq !== seq));
      const report = await audit(matchId);
      expect(check(report, 'chain')).toMatchObject({ status: 'failed', firstBadSeq: seq });
      expect(check(report, 'chain')?.detail).toContain(`seq ${seq} is missing`);
    });

    it('two reordered events are named at the first of them', async () => {
      await fresh();
      const a = seqOf('hc.played', 4);
      const b = a + 1;
      await tamper(db, matchId, (events) => events.map((e) => (e.seq === a ? { ...e, seq: b } : e.seq === b ? { ...e, seq: a } : e)));
      const report = await audit(matchId);
      expect(check(report, 'chain')).toMatchObject({ status: 'failed', firstBadSeq: a });
    });

    it('an altered revealed seed fails the commitment at the seq of match.ended', async () => {
      await fresh();
      const seq = seqOf('match.ended');
      await tamper(db, matchId, withPayloadField(seq, 'seed', 'ab'.repeat(32)));
      const report = await audit(matchId);
      expect(check(report, 'seed')).toMatchObject({ status: 'failed', firstBadSeq: seq });
      expect(check(report, 'chain')).toMatchObject({ status: 'failed', firstBadSeq: seq });
    });

    it('an altered die value is named at its seq', async () => {
      await fresh();
      const seq = seqOf('hc.round-scored', 2);
      const bonus = (record.events[seq - 1]?.payload as { bonus: number }).bonus;
      await tamper(db, matchId, withPayloadField(seq, 'bonus', (bonus % 6) + 1));
      const report = await audit(matchId);
      expect(check(report, 'chain')).toMatchObject({ status: 'failed', firstBadSeq: seq });
      expect(check(report, 'redecide')).toMatchObject({ status: 'failed', firstBadSeq: seq });
      expect(check(report, 'redecide')?.detail).toContain('bonus=');
    });
  });

  describe('tampering in an export file, with the hash chain forged to match', () => {
    let original: MatchRecord;
    beforeAll(async () => {
      const matchId = await botMatch(app, 'high-card', ['random', 'random'], { rounds: 5 });
      original = parseExport((await downloadExport(app, matchId)).text).record;
      expect(auditMatch(original, gameById).ok).toBe(true);
    });
    const seqOf = (type: string, nth = 0) => original.events.filter((e) => e.type === type)[nth]?.seq as number;

    it('a die value changed and re-hashed passes the chain but fails the replay at its seq', () => {
      const seq = seqOf('hc.round-scored', 3);
      const forged = rechain(editPayload(original, seq, (p) => ({ ...p, bonus: ((p.bonus as number) % 6) + 1 })));
      const report = auditMatch(forged, gameById);
      expect(report.ok).toBe(false);
      expect(check(report, 'chain')?.status).toBe('passed');
      expect(check(report, 'redecide')).toMatchObject({ status: 'failed', firstBadSeq: seq });
    });

    it('a dealt hand changed and re-hashed fails the replay of the setup (the shuffle follows from the seed)', () => {
      const seq = seqOf('hc.dealt');
      const forged = rechain(
        editPayload(original, seq, (p) => {
          const hands = (p.hands as number[][]).map((h) => [...h]);
          const [a, b] = [hands[0]?.[0] as number, hands[1]?.[0] as number];
          (hands[0] as number[])[0] = b;
          (hands[1] as number[])[0] = a;
          return { ...p, hands };
        }),
      );
      const report = auditMatch(forged, gameById);
      expect(check(report, 'chain')?.status).toBe('passed');
      expect(check(report, 'redecide')).toMatchObject({ status: 'failed', firstBadSeq: seq });
    });

    it('another seed, re-hashed, fails the commitment and every draw', () => {
      const seq = seqOf('match.ended');
      const forged = rechain(editPayload(original, seq, (p) => ({ ...p, seed: 'cd'.repeat(32) })));
      const report = auditMatch(forged, gameById);
      expect(check(report, 'seed')).toMatchObject({ status: 'failed', firstBadSeq: seq });
      expect(check(report, 'redecide')?.status).toBe('failed');
    });

    it('a removed event, re-hashed, fails the replay where the command no longer matches', () => {
      const seq = seqOf('hc.played', 3);
      const events = original.events.filter((e) => e.seq !== seq).map((e) => (e.seq > seq ? { ...e, seq: e.seq - 1 } : e));
      const report = auditMatch(rechain({ ...original, events }), gameById);
      expect(check(report, 'chain')?.status).toBe('passed');
      expect(check(report, 'redecide')).toMatchObject({ status: 'failed', firstBadSeq: seq });
    });

    it('an event with no command in the ledger, and a refusal the rules would not make, fail the ledger check', () => {
      const accepted = original.commands.filter((c) => c.kind === 'command' && c.status === 'accepted');
      const dropped = accepted[2] as (typeof accepted)[number];
      const withoutCommand = auditMatch({ ...original, commands: original.commands.filter((c) => c !== dropped) }, gameById);
      expect(check(withoutCommand, 'ledger')).toMatchObject({ status: 'failed', firstBadSeq: dropped.firstSeq });

      // A legal command recorded as refused: the server would have denied a seat a legal move.
      const forged = {
        ...dropped,
        commandId: 'forged',
        status: 'rejected' as const,
        rejection: { code: 'NOT_YOUR_TURN', rule: 'HC-1', message: 'no' },
        firstSeq: null,
        lastSeq: null,
      };
      const report = auditMatch({ ...original, commands: [...original.commands, forged] }, gameById);
      expect(check(report, 'ledger')?.status).toBe('failed');
      expect(report.rejected).toEqual([expect.objectContaining({ commandId: 'forged', reproduced: false })]);
      expect(report.findings.some((f) => f.check === 'ledger' && f.commandId === 'forged')).toBe(true);
    });

    it('an untouched file round-trips through the format and audits clean offline', () => {
      const again = parseExport(toExportText(original, new Date())).record;
      expect(auditMatch(again, gameById)).toMatchObject({ ok: true, status: 'finished' });
    });
  });
});
