import type { NestExpressApplication } from '@nestjs/platform-express';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAudit } from '../../src/cli/terminal-format';
import { SCENARIO_MARK_TEXT } from '../../src/match-domain';
import type { AuditReport } from '../../src/replay/core/audit';
import { parseExport } from '../../src/replay/core/export-format';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { RecordingClient, claimSeats, createMatch, http, startApp, until } from '../realtime/support/harness';
import { replayGames } from '../replay/helpers';

const SCENARIO_MARK = { kind: 'scenario', text: SCENARIO_MARK_TEXT };

/**
 * A match whose decks and hands the creator set is not a fair shuffle: every surface a player or
 * reviewer reads says so in the same words (socket snapshot, REST summary, REST replay, the /replay
 * follow, the audit report and the export), and an ordinary match carries no mark.
 */
describe('scenario marks on every server surface', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let url: string;
  const clients: RecordingClient[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ app, url } = await startApp(db, replayGames));
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    for (const s of sockets) s.disconnect();
    await app?.close();
    await db?.drop();
  });

  /** A two-seat high-card match, created with or without a scenario, that seat 0 then concedes. */
  async function playAndEnd(setup: Record<string, unknown> | undefined) {
    const matchId = await createMatch(url, { gameId: 'high-card', seats: 2, options: { rounds: 2 }, ...(setup ? { setup } : {}) });
    const tokens = await claimSeats(url, matchId, 2);
    const seat = new RecordingClient(url);
    clients.push(seat);
    await seat.join(matchId, { token: tokens[0] });
    const follower = connect(`${url}/replay`, { transports: ['websocket'] });
    sockets.push(follower);
    const follow = (await follower.emitWithAck('replay.follow', { matchId, unit: 'action' })) as { ok: boolean; step: { marks: unknown[] } };
    const live = { snapshot: seat.mirror(matchId)?.snapshot, summary: await http<{ marks: unknown[] }>(url, 'GET', `/matches/${matchId}`), follow };
    await seat.command(matchId, { type: 'concede' });
    await until(() => seat.mirror(matchId)?.snapshot?.status === 'finished', 'the match to end');
    const audit = await http<AuditReport>(url, 'GET', `/matches/${matchId}/audit`);
    const replay = await http<{ marks: unknown[] }>(url, 'GET', `/matches/${matchId}/replay?viewer=omniscient`);
    const file = parseExport(await (await fetch(`${url}/matches/${matchId}/export`)).text());
    return { matchId, live, final: seat.mirror(matchId)?.snapshot, audit, replay, file };
  }

  it('a scenario match is marked in the snapshot, summary, replay, live follow, audit and export', async () => {
    const seen = await playAndEnd({
      hands: [
        [9, 8],
        [1, 2],
      ],
    });
    expect(seen.live.snapshot).toMatchObject({ scenario: true, marks: [SCENARIO_MARK] });
    expect(seen.live.summary.marks).toEqual([SCENARIO_MARK]);
    expect(seen.live.follow).toMatchObject({ ok: true, step: { marks: [SCENARIO_MARK] } });
    expect(seen.final?.marks).toEqual([SCENARIO_MARK]);
    expect(seen.replay.marks).toEqual([SCENARIO_MARK]);
    expect(seen.file.header).toMatchObject({ scenario: true, marks: [SCENARIO_MARK] });
    // The audit passes (the events do follow from the scenario) but never without the caveat.
    expect(seen.audit).toMatchObject({ ok: true, scenario: true, marks: [SCENARIO_MARK] });
    const replayCheck = seen.audit.checks.find((c) => c.name === 'redecide');
    expect(replayCheck?.detail).toContain('every event reproduced exactly, but decks and hands were set by the creator: not a fair shuffle');
    expect(formatAudit(seen.audit).split('\n').slice(0, 3).join('\n')).toContain(`NOTE: ${SCENARIO_MARK_TEXT}`);
  });

  it('an ordinary match carries no mark anywhere', async () => {
    const seen = await playAndEnd(undefined);
    expect(seen.live.snapshot).toMatchObject({ scenario: false, marks: [] });
    expect(seen.live.summary.marks).toEqual([]);
    expect(seen.live.follow).toMatchObject({ ok: true, step: { marks: [] } });
    expect(seen.replay.marks).toEqual([]);
    expect(seen.file.header).toMatchObject({ scenario: false, marks: [] });
    expect(seen.audit).toMatchObject({ ok: true, scenario: false, marks: [] });
    expect(seen.audit.checks.find((c) => c.name === 'redecide')?.detail).not.toContain('not a fair shuffle');
    expect(formatAudit(seen.audit)).not.toContain('NOTE:');
  });
});
