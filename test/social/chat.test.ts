import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseExport } from '../../src/replay/core/export-format';
import { CHAT_MAX_LENGTH, CHAT_RATE_LIMIT } from '../../src/social/chat/chat-rules';
import { accountClient, type Signed } from '../accounts/support';
import { api, createTestApp } from '../support/app';
import { createTestDatabase, withClient, type TestDatabase } from '../support/database';

interface Said {
  readonly channel: string;
  readonly author: string;
  readonly body: string;
}

/**
 * Match chat over REST on one server: the two channels kept apart while the match is live and
 * open to all once it is over, the limits, reports, the append-only tables and the export.
 */
describe('match chat', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let client: ReturnType<typeof api>;
  let accounts: ReturnType<typeof accountClient>;
  let matchId: string;
  let tokens: string[];
  let watcher: Signed;

  const asSeat = (seat: number) => ({ Authorization: `Bearer ${tokens[seat]!}` });
  const asWatcher = () => ({ Cookie: watcher.cookie, 'X-CSRF-Token': watcher.csrfToken });
  const say = (headers: Record<string, string>, text: string) => client.http().post(`/matches/${matchId}/chat`).set(headers).send({ text });
  const heard = async (headers: Record<string, string>): Promise<string[]> => {
    const res = await client.http().get(`/matches/${matchId}/chat`).set(headers);
    expect(res.status).toBe(200);
    return (res.body as Said[]).map((m) => `${m.channel}/${m.author}: ${m.body}`);
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db);
    client = api(app);
    accounts = accountClient(app);
    ({ matchId } = await client.create({ gameId: 'high-card', seats: 2, options: { rounds: 1 } }));
    tokens = [(await client.join(matchId, 0)).token, (await client.join(matchId, 1)).token];
    watcher = await accounts.signUp('watcher');
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('keeps spectator chat from the players while live; spectators read both; everybody reads both once it is over', async () => {
    expect((await say(asSeat(0), '  glhf  ')).status).toBe(201);
    const watched = await say(asWatcher(), 'P1 should play the 9 <b>now</b>');
    expect(watched.status).toBe(201);
    expect(watched.body).toMatchObject({ channel: 'spectators', seat: null, author: 'watcher', body: 'P1 should play the 9 <b>now</b>' });
    const player = ['players/seat 0: glhf'];
    const both = [...player, 'spectators/watcher: P1 should play the 9 <b>now</b>'];
    expect(await heard(asSeat(0))).toEqual(player);
    expect(await heard(asSeat(1))).toEqual(player);
    expect(await heard(asWatcher())).toEqual(both);
    expect(await heard({})).toEqual(both);
    // Without a seat token or a session nobody may write; a cookie write needs its CSRF token.
    expect((await say({}, 'hello')).body.code).toBe('CHAT_NEEDS_AUTHOR');
    const noCsrf = await say({ Cookie: watcher.cookie }, 'hello');
    expect([noCsrf.status, noCsrf.body.code]).toEqual([403, 'CSRF_REFUSED']);

    const view = await client.view(matchId, tokens[1]);
    const conceded = await client.command(matchId, 1, tokens[1]!, { commandId: 'give-up', command: { type: 'concede' }, expectedSeq: view.body.seq });
    expect(conceded.status).toBe(200);
    expect(await heard(asSeat(0))).toEqual(both);
    expect(await heard(asSeat(1))).toEqual(both);
  });

  it('refuses empty, too long and too fast messages with their codes, and stores none of them', async () => {
    const before = await heard({});
    const empty = await say(asSeat(1), '   ');
    expect([empty.status, empty.body.code]).toEqual([400, 'CHAT_EMPTY']);
    // Counted in characters, not UTF-16 units: the limit in emoji fits, one more does not.
    expect((await say(asSeat(1), '🂡'.repeat(CHAT_MAX_LENGTH))).status).toBe(201);
    const long = await say(asSeat(1), '🂡'.repeat(CHAT_MAX_LENGTH + 1));
    expect([long.status, long.body.code]).toEqual([413, 'CHAT_TOO_LONG']);
    for (let i = 1; i < CHAT_RATE_LIMIT; i++) expect((await say(asSeat(1), `gg ${i}`)).status).toBe(201);
    const fast = await say(asSeat(1), 'one too many');
    expect([fast.status, fast.body.code]).toEqual([429, 'CHAT_RATE_LIMITED']);
    // Another author has a budget of their own.
    expect((await say(asSeat(0), 'gg')).status).toBe(201);
    const after = await heard({});
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((line) => line.slice(0, 40))).toEqual([
      `players/seat 1: ${'🂡'.repeat(12)}`.slice(0, 40),
      'players/seat 1: gg 1',
      'players/seat 1: gg 2',
      'players/seat 1: gg 3',
      'players/seat 1: gg 4',
      'players/seat 0: gg',
    ]);
  });

  it('records a report of a message for the operator, once per reporter; a message of another match is unknown', async () => {
    const [first] = (await client.http().get(`/matches/${matchId}/chat`)).body as { messageId: string }[];
    const report = () => client.http().post(`/matches/${matchId}/chat/${first!.messageId}/reports`).set(asSeat(1)).send({ reason: 'rude' });
    expect((await report()).status).toBe(204);
    expect((await report()).status).toBe(204);
    const unknown = await client.http().post(`/matches/${matchId}/chat/999999/reports`).set(asSeat(1)).send({ reason: 'x' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'UNKNOWN_CHAT_MESSAGE']);
    const bad = await client.http().post(`/matches/${matchId}/chat/1e3/reports`).set(asSeat(1)).send({ reason: 'x' });
    expect([bad.status, bad.body.code]).toEqual([404, 'UNKNOWN_CHAT_MESSAGE']);
    const reports = await withClient(db.ownerUrl, async (c) => (await c.query(`SELECT message_id::text AS id, reporter, reason FROM chat_reports`)).rows);
    expect(reports).toEqual([{ id: first!.messageId, reporter: 'seat 1', reason: 'rude' }]);
  });

  it('the server role can neither change nor delete chat, and even the owner is stopped by the trigger', async () => {
    for (const sql of [`UPDATE chat_messages SET body = 'edited'`, `DELETE FROM chat_messages`, `TRUNCATE chat_messages`, `DELETE FROM chat_reports`]) {
      await expect(
        withClient(db.url, (c) => c.query(sql)),
        sql,
      ).rejects.toThrow(/permission denied/);
    }
    await expect(withClient(db.ownerUrl, (c) => c.query(`UPDATE chat_messages SET body = 'edited'`))).rejects.toThrow(/append-only/);
    await expect(withClient(db.ownerUrl, (c) => c.query(`DELETE FROM chat_messages`))).rejects.toThrow(/append-only/);
    expect((await heard({}))[0]).toBe('players/seat 0: glhf');
  });

  it('the export carries both channels as evidence, and parses back', async () => {
    const res = await client
      .http()
      .get(`/matches/${matchId}/export`)
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        r.on('end', () => done(null, text));
      });
    expect(res.status).toBe(200);
    const file = parseExport(res.body as string);
    expect(file.chat.map((m) => `${m.channel}/${m.author}: ${m.body}`)).toEqual(await heard({}));
    expect(file.chat.map((m) => m.channel)).toContain('spectators');
  });
});
