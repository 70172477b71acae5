import type { NestExpressApplication } from '@nestjs/platform-express';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchMark } from '../../src/match-domain';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { RecordingClient, http, startApp, until } from '../realtime/support/harness';
import { botMatch, downloadExport, replayGames, uploadExport } from '../replay/helpers';

/**
 * A match stored from an export file was not played on this server: a spectator who opens it over
 * a socket (the play namespace's snapshot, the /replay follow) reads the same imported mark as the
 * REST summary and replay, and the match it was exported from carries none.
 */
describe('imported marks on the sockets', () => {
  let dbA: TestDatabase;
  let dbB: TestDatabase;
  let origin: NestExpressApplication;
  let importer: NestExpressApplication;
  let url: string;
  let originUrl: string;
  let matchId: string;
  const clients: RecordingClient[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    [dbA, dbB] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    ({ app: origin, url: originUrl } = await startApp(dbA, replayGames));
    ({ app: importer, url } = await startApp(dbB, replayGames));
    matchId = await botMatch(origin, 'high-card', ['random', 'random'], { rounds: 2 });
    const upload = await uploadExport(importer, (await downloadExport(origin, matchId)).text);
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    for (const s of sockets) s.disconnect();
    await Promise.all([origin?.close(), importer?.close()]);
    await Promise.all([dbA?.drop(), dbB?.drop()]);
  });

  it('the socket snapshot and the /replay follow carry the imported mark, as REST does', async () => {
    const summary = await http<{ imported: boolean; importedAt: string | null; marks: MatchMark[] }>(url, 'GET', `/matches/${matchId}`);
    expect(summary).toMatchObject({ imported: true, importedAt: expect.any(String) });
    const importedMark = {
      kind: 'imported',
      importedAt: summary.importedAt,
      signedBy: expect.any(String),
      text: expect.stringContaining('not played on this server'),
    };
    expect(summary.marks).toEqual([importedMark]);

    // The play namespace: a spectator's snapshot of the finished match.
    const spectator = new RecordingClient(url);
    clients.push(spectator);
    await spectator.join(matchId);
    const snapshot = await until(() => spectator.mirror(matchId)?.snapshot, 'the snapshot of the imported match');
    expect(snapshot).toMatchObject({ status: 'finished', scenario: false });
    expect(snapshot.marks).toEqual(summary.marks);

    // The /replay namespace: the step a follower is sent.
    const follower = connect(`${url}/replay`, { transports: ['websocket'] });
    sockets.push(follower);
    const follow = (await follower.timeout(30_000).emitWithAck('replay.follow', { matchId, unit: 'action' })) as { ok: boolean; step?: { marks: unknown[] } };
    expect(follow).toMatchObject({ ok: true });
    expect(follow.step?.marks).toEqual(summary.marks);

    // The REST replay says the same.
    const replay = await http<{ marks: unknown[] }>(url, 'GET', `/matches/${matchId}/replay`);
    expect(replay.marks).toEqual(summary.marks);
  });

  it('the server the match was played on marks nothing', async () => {
    const spectator = new RecordingClient(originUrl);
    clients.push(spectator);
    await spectator.join(matchId);
    const snapshot = await until(() => spectator.mirror(matchId)?.snapshot, 'the snapshot of the original match');
    expect(snapshot).toMatchObject({ status: 'finished', marks: [] });
  });
});
