import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/cli';
import { TEST_ADMIN_TOKEN } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { until } from '../support/fold';
import { botMatch, replayApp, replayGames } from './helpers';

/** Runs the CLI in process against a listening server; returns its exit code and output. */
async function cli(server: string, ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(['--server', server, ...argv], { out: (l) => out.push(l), err: (l) => err.push(l), fetch, env: {}, games: replayGames });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('command-line tool', () => {
  let dbA: TestDatabase;
  let dbB: TestDatabase;
  let a: NestExpressApplication;
  let b: NestExpressApplication;
  let urlA: string;
  let urlB: string;
  let dir: string;
  let matchId: string;

  beforeAll(async () => {
    [dbA, dbB] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    [a, b] = await Promise.all([replayApp(dbA), replayApp(dbB)]);
    await Promise.all([a.listen(0, '127.0.0.1'), b.listen(0, '127.0.0.1')]);
    urlA = await a.getUrl();
    urlB = await b.getUrl();
    dir = await mkdtemp(join(tmpdir(), 'replay-cli-'));
    matchId = await botMatch(a, 'high-card', ['random', 'lowest'], { rounds: 3 });
    // The lobby (what `list` reads) follows the log asynchronously: wait until it shows the end.
    await until(async () => {
      const res = await fetch(`${urlA}/matches?status=finished`);
      return JSON.stringify(await res.json()).includes(matchId);
    }, 'the lobby to list the finished match');
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all([dbA?.drop(), dbB?.drop()]);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('lists matches, prints a replay, audits, exports, audits the file offline and imports it elsewhere', async () => {
    const list = await cli(urlA, 'list', '--status', 'finished');
    expect(list.code).toBe(0);
    expect(list.out).toContain(matchId);

    const replay = await cli(urlA, 'replay', matchId, '--viewer', 'omniscient', '--unit', 'action');
    expect(replay.code, replay.err).toBe(0);
    expect(replay.out).toMatch(/── action step 0\/\d+ · no events ──/);
    expect(replay.out).toContain('A match of High card (test game) is created for 2 players');
    // Why the match ended, in words: never the reason's id.
    expect(replay.out).toMatch(/^ {2}outcome: (.+ won .+|a draw: .+)$/m);
    expect(replay.out).not.toMatch(/^ {2}outcome: .*\(/m);

    const audit = await cli(urlA, 'audit', matchId);
    expect(audit.code, audit.err).toBe(0);
    expect(audit.out).toMatch(/: OK$/m);

    const file = join(dir, 'match.ndjson');
    const exported = await cli(urlA, 'export', matchId, '--out', file);
    expect(exported.code, exported.err).toBe(0);
    expect(exported.out).toContain(`wrote ${file}`);

    const offline = await cli('http://127.0.0.1:9', 'audit', '--file', file);
    expect(offline.code, offline.err).toBe(0);
    expect(offline.out).toContain('chain    passed');
    const causes = await cli('http://127.0.0.1:9', 'audit', '--file', file, '--causes');
    expect(causes.code, causes.err).toBe(0);
    expect(causes.out).toMatch(/^Causes \(\d+ events\):$/m);
    expect(causes.out).toMatch(/^ {2}#1 turn 0 server match\.created: /m);
    expect(causes.out).toMatch(/ by bot$/m);
    expect(causes.out).not.toContain('NO CAUSE');

    const offlineReplay = await cli('http://127.0.0.1:9', 'replay', '--file', file, '--unit', 'event', '--from', '2', '--to', '3', '--viewer', 'seat:0');
    expect(offlineReplay.code, offlineReplay.err).toBe(0);
    expect(offlineReplay.out.split('\n').filter((l) => l.startsWith('──'))).toHaveLength(2);

    const text = await readFile(file, 'utf8');
    const bad = join(dir, 'tampered.ndjson');
    await writeFile(
      bad,
      text.replace(/"bonus":(\d)/, (_m, d: string) => `"bonus":${(Number(d) % 6) + 1}`),
    );
    const failed = await cli('http://127.0.0.1:9', 'audit', '--file', bad);
    expect(failed.code).toBe(1);
    expect(failed.out).toMatch(/: FAILED$/m);
    expect(failed.out).toMatch(/chain {4}failed {2}first bad seq \d+/);

    const imported = await cli(urlB, 'import', file, '--admin-token', TEST_ADMIN_TOKEN);
    expect(imported.code, imported.err).toBe(0);
    expect(imported.out).toContain(`imported match ${matchId}`);
    expect((await cli(urlB, 'audit', matchId)).code).toBe(0);
  });

  it('reports usage errors and refusals with an exit status', async () => {
    expect((await cli(urlA, 'frobnicate')).code).toBe(2);
    expect((await cli(urlA, 'replay', matchId, '--viewer', 'god')).code).toBe(2);
    const { matchId: live } = (await (
      await fetch(`${urlA}/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ gameId: 'high-card', seats: 2 }),
      })
    ).json()) as { matchId: string };
    const refused = await cli(urlA, 'replay', live, '--viewer', 'omniscient');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('OMNISCIENT_WHILE_LIVE');
    const down = await cli('http://127.0.0.1:9', 'list');
    expect(down.code).toBe(1);
    expect(down.err).toContain('cannot reach');
  });
});
