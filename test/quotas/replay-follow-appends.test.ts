import type { NestExpressApplication } from '@nestjs/platform-express';
import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplayResponse } from '../../src/replay/replay.service';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { until } from '../support/fold';
import { highCard } from '../support/test-game';
import { startApp } from '../realtime/support/harness';
import { liveMatch, playOne } from './support';
import { ask, connected } from './socket-support';

describe('/replay live follow is driven by appends (NOTIFY), not by re-reading followed matches', () => {
  let db: TestDatabase;
  let a: NestExpressApplication;
  let b: NestExpressApplication;
  let urlA: string;
  let urlB: string;
  let socket: Socket | null = null;

  beforeAll(async () => {
    db = await createTestDatabase();
    // Two instances on one database: the match is played on A and followed on B.
    ({ app: a, url: urlA } = await startApp(db, [highCard]));
    ({ app: b, url: urlB } = await startApp(db, [highCard]));
  });
  afterAll(async () => {
    socket?.disconnect();
    await b?.close();
    await a?.close();
    await db?.drop();
  });

  it("a follower on another instance gets each command's step as it is appended (long before the 30 s safety re-read)", async () => {
    const { matchId, tokens } = await liveMatch(urlA, '127.0.0.1');
    socket = await connected(urlB, '/replay', '127.0.0.1');
    const steps: { step: ReplayResponse; at: number }[] = [];
    socket.on('replay.step', (step: ReplayResponse) => steps.push({ step, at: performance.now() }));
    const ack = (await ask(socket, 'replay.follow', { matchId, unit: 'event' })) as unknown as { ok: true; step: ReplayResponse };
    expect(ack.ok).toBe(true);
    const delays: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const sent = performance.now();
      const command = await playOne(urlA, '127.0.0.1', matchId, tokens, `follow-${n}`);
      expect(command.status).toBe(200);
      const seen = steps.length;
      const arrived = await until(async () => steps.length > seen && steps.at(-1), `the step of command ${n} on the other instance`, 20_000);
      delays.push(arrived.at - sent);
    }
    console.log(
      `[quota figures] /replay follow on another instance: step arrived ${delays.map((d) => d.toFixed(0)).join(', ')} ms after each command was sent`,
    );
    // Generous: well below the safety re-read (30 s), which would be the only other way to learn of it.
    for (const delay of delays) expect(delay).toBeLessThan(15_000);
    const seqs = steps.flatMap((s) => s.step.events.map((e) => e.seq));
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, k) => ack.step.seq + 1 + k));
  });
});
