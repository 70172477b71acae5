import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchUpdate } from '../../src/realtime/protocol';
import { catchUpFrom } from '../../src/realtime/match-feed.service';
import { api } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { highCard } from '../support/test-game';
import { RecordingClient, startApp, until } from '../realtime/support/harness';
import { claim } from './support';

/**
 * The protocol promises one socket every seq once, in order, without gaps. A client's own
 * `match:resync` sent while updates are on their way (its `lastSeq` is older than what the server
 * already sent on that socket) must not repeat those events.
 */
describe('match:resync continues what the socket was sent', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let url: string;
  const clients: RecordingClient[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ app, url } = await startApp(db, [highCard]));
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await app?.close();
    await db?.drop();
  });

  const resync = (c: RecordingClient, body: object) =>
    new Promise<{ ok: boolean; seq?: number }>((resolve) =>
      (c.socket as unknown as { emit(n: string, p: object, cb: (r: { ok: boolean; seq?: number }) => void): void }).emit('match:resync', body, resolve),
    );

  it('a resync with an older lastSeq gets no event twice; the updates chain without overlap or gap', async () => {
    const { matchId } = await api(app).create({ gameId: 'high-card', seats: 2, options: { rounds: 3 } });
    const tokens = (await claim(app, matchId, [0, 1], 2)) as string[];
    const c = new RecordingClient(url);
    clients.push(c);
    const joined = await c.join(matchId, { token: tokens[0] });
    const staleSeq = joined.seq;

    // Seat 1 plays: the socket of seat 0 is sent the new events.
    const view = (await api(app).view(matchId, tokens[1])).body as { view: { hand: number[] }; seq: number };
    const played = await api(app).command(matchId, 1, tokens[1] as string, {
      commandId: 'p1',
      command: { type: 'play', card: view.view.hand[0] },
      expectedSeq: view.seq,
    });
    expect(played.status, JSON.stringify(played.body)).toBe(200);
    const after = (played.body as { seq: number }).seq;
    await until(() => c.updates().some((u) => u.seq === after), 'the append to reach the socket');

    // The client asks again from the seq it held before that update (as a client does when it
    // sends a resync while an update is still on its way).
    const ack = await resync(c, { matchId, lastSeq: staleSeq });
    expect(ack).toMatchObject({ ok: true, seq: after });
    await until(() => c.updates().some((u) => u.reason === 'resync'), 'the resync update');

    const updates: MatchUpdate[] = c.updates();
    const seqs = updates.flatMap((u) => u.events.map((e) => e.seq));
    expect(seqs).toEqual([...new Set(seqs)].sort((a, b) => a - b));
    expect(seqs.at(-1)).toBe(after);
    for (let i = 1; i < updates.length; i += 1) expect(updates[i]?.fromSeq, `update ${i} (${updates[i]?.reason})`).toBe(updates[i - 1]?.seq);
    expect(updates.at(-1)).toMatchObject({ reason: 'resync', reset: false, fromSeq: after, seq: after, events: [] });
    // The typed client applied every update: it holds the match's seq with each event once.
    expect(c.mirror(matchId)?.seq).toBe(after);
  });

  it('without lastSeq a resync is a reset snapshot; a join always starts from its lastSeq', () => {
    expect(catchUpFrom('resync', undefined, 7)).toBeUndefined();
    expect(catchUpFrom('resync', 3, 7)).toBe(7);
    expect(catchUpFrom('resync', 7, 7)).toBe(7);
    expect(catchUpFrom('resync', 9, 7)).toBeUndefined();
    expect(catchUpFrom('resync', 4, undefined)).toBe(4);
    expect(catchUpFrom('join', undefined, 7)).toBe(0);
    expect(catchUpFrom('join', 2, 7)).toBe(2);
  });
});
