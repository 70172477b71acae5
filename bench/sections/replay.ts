/**
 * `replay`: seek time in a 10,000-event Four Souls match through the replay service (the one the
 * REST route and the /replay namespace use), cold and warm, and the lobby projection's rebuild
 * rate over a store holding many finished bot matches.
 */
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../src/engine/types';
import { LobbyProjector } from '../../src/projections/lobby-projector.service';
import { createBenchApp } from '../lib/app';
import { playBotPopulation } from '../lib/bot-population';
import { createBenchDatabase } from '../lib/postgres';
import { playLongMatch } from '../lib/long-match';
import { ReplayService } from '../../src/replay/replay.service';
import { replayServiceFactory, timeHttpSeeks, timeServiceSeeks, type SeekPlan, type SeekTimes } from '../lib/seek-timer';
import type { BenchSection, BenchSectionRunner } from '../lib/section';
import { median, ms, percentile, perSecond, round } from '../lib/sample-stats';

export const id = 'replay';

const TARGET_EVENTS = 10_000;
const SEEK_TARGET_MS = 5;

export const run: BenchSectionRunner = async (ctx): Promise<BenchSection> => {
  const seeks = ctx.quick ? 50 : 200;
  const population = ctx.quick ? 20 : 200;
  const db = await createBenchDatabase(ctx.databaseUrl, 'bench_replay');
  const app = await createBenchApp(db.url, { PROJECTION_POLL_MS: 0 });
  try {
    ctx.log(`building a ${TARGET_EVENTS}-event Four Souls match through the command pipeline`);
    const long = await playLongMatch(app, TARGET_EVENTS, ctx.log);
    // A match is replayed long after it was written: let the autovacuum that ten thousand fresh
    // rows start (and the statistics it gathers) finish first instead of competing with the seeks.
    await app.get(DataSource).query(`VACUUM (ANALYZE) match_appends, match_commands, match_state_cache, match_step_marks, match_outlines`);
    const viewer: Viewer = { kind: 'seat', seat: 0 };
    const token = long.finished ? null : long.tokens[0]!;
    const service = replayServiceFactory(app);
    // The step index is written in the background when a match ends; a seek minutes later finds it.
    await service().keepIndex(long.matchId);

    const seekRows: (string | number)[][] = [];
    const allWorst: number[] = [];
    const row = (label: string, times: SeekTimes) => {
      const samples = times.ms;
      allWorst.push(Math.max(...samples));
      seekRows.push([
        label,
        samples.length,
        ms(percentile(samples, 50)),
        ms(percentile(samples, 95)),
        ms(percentile(samples, 99)),
        ms(Math.max(...samples)),
        samples.filter((s) => s < SEEK_TARGET_MS).length,
        ms(times.cpuMsPerSeek),
      ]);
    };
    // The first seek of the process pays for module JIT as well: reported apart.
    const firstStart = performance.now();
    const first = await service().step({ matchId: long.matchId, unit: 'event', viewer, token, target: { step: Math.floor(long.events / 2) } });
    const firstMs = performance.now() - firstStart;
    // The walk through the finished match that a second seek starts: once per match and process.
    const walker = service();
    const walkCpu0 = process.cpuUsage();
    const walkStart = performance.now();
    for (const step of [1, 2]) await walker.step({ matchId: long.matchId, unit: 'event', viewer, token, target: { step } });
    await walker.walked(long.matchId);
    const walkMs = performance.now() - walkStart;
    const walkCpu = process.cpuUsage(walkCpu0);
    for (const unit of ['event', 'action'] as const) {
      const lastStep = unit === 'event' ? long.events : (await service().step({ matchId: long.matchId, unit, viewer, token, target: {} })).lastStep;
      const plan: SeekPlan = { matchId: long.matchId, unit, viewer, token, lastStep, seeks, seed: 1 };
      ctx.log(`seeks, unit=${unit}: cold then warm`);
      row(`service, unit=${unit}, cold (new service per seek)`, await timeServiceSeeks(plan, service, true));
      const warm = service();
      await timeServiceSeeks({ ...plan, seed: 2 }, () => warm, false); // warm-up pass: fills checkpoints and step metadata
      // Its second seek started the walk through the finished match that fills every checkpoint.
      await warm.walked(long.matchId);
      row(`service, unit=${unit}, warm`, await timeServiceSeeks(plan, () => warm, false));
    }
    await new Promise<void>((resolve) => app.getHttpServer().listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    const httpPlan: SeekPlan = { matchId: long.matchId, unit: 'event', viewer, token, lastStep: long.events, seeks, seed: 3 };
    await timeHttpSeeks({ ...httpPlan, seed: 4 }, base); // warm-up
    await app.get(ReplayService, { strict: false }).walked(long.matchId);
    const http = await timeHttpSeeks(httpPlan, base);
    row('GET /matches/:id/replay, unit=event, warm', http);

    // The rebuild at two sizes of the store: it folds one summary row per match, so its time
    // follows the matches (the long match's 10,000 events are one row like any other).
    const projector = app.get(LobbyProjector, { strict: false });
    const sizes: { matches: number; events: number; finished: number; created: number; ms: number }[] = [];
    const rebuilds: { ms: number; read: number }[] = [];
    for (const half of [0, 1]) {
      ctx.log(`filling the store with ${population / 2} more bot matches for the projection rebuild (size ${half + 1})`);
      const pop = await playBotPopulation(app, population / 2, ctx.quick ? 120_000 : 600_000);
      await projector.catchUp({ wait: true });
      const counts = (await app
        .get(DataSource)
        .query(`SELECT sum(last_seq - first_seq + 1)::int AS n, count(DISTINCT match_id)::int AS m FROM match_appends`)) as {
        n: number;
        m: number;
      }[];
      const runs: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const t = performance.now();
        const read = await projector.rebuild();
        runs.push(performance.now() - t);
        rebuilds.push({ ms: runs.at(-1)!, read });
      }
      sizes.push({ matches: counts[0]!.m, events: counts[0]!.n, finished: pop.finished, created: pop.created, ms: Math.min(...runs) });
    }
    const { events: totalEvents, matches: totalMatches } = sizes.at(-1)!;
    const pop = { finished: sizes.reduce((n, x) => n + x.finished, 0), created: sizes.reduce((n, x) => n + x.created, 0) };
    const worst = Math.max(...allWorst);
    return {
      id,
      title: 'Replay seek and projection rebuild',
      command: `npm run bench -- --only replay${ctx.quick ? ' --quick' : ''}`,
      tables: [
        {
          title: `Seek to random steps of one ${long.events}-event Four Souls match (${long.commands} commands; viewer seat 0${long.finished ? ', match finished' : ', match live'})`,
          columns: ['path', 'seeks', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', `under ${SEEK_TARGET_MS} ms`, 'Node CPU ms/seek'],
          rows: seekRows,
        },
        {
          title: `Lobby projection rebuild (drop + fold one summary row per match) at two sizes of the store`,
          columns: ['matches', 'events', 'best of 3 ms', 'µs per match', 'µs per event'],
          rows: sizes.map((x) => [x.matches, x.events, Math.round(x.ms), Math.round((x.ms * 1000) / x.matches), round((x.ms * 1000) / x.events, 2)]),
        },
      ],
      notes: [
        `Target: a seek under ${SEEK_TARGET_MS} ms at any step. ${worst < SEEK_TARGET_MS ? `Met: the slowest of all measured seeks took ${ms(worst)} ms.` : `Not met at every step: the slowest measured seek took ${ms(worst)} ms (see max and "under ${SEEK_TARGET_MS} ms" per row).`}`,
        `The walk through the finished match (two seeks of a new service, then the walk they start, which reads the ${long.events} events in chunks of 256 and folds them once): ${Math.round(walkMs)} ms of wall time, ${Math.round((walkCpu.user + walkCpu.system) / 1000)} ms of Node CPU, once per match and process.`,
        `The first seek of the process (fresh service, step ${first.step} of ${first.lastStep}, includes JIT warm-up) took ${ms(firstMs)} ms.`,
        "Cold: a new ReplayService per seek. The match is finished, so its step index is stored (one row of marks per match, written when it ended, from which the step is derived): the seek reads that row with match.created, then in one statement the nearest cached state (the pipeline stores one every 100 events) and only the events after it, and folds them. Before the seeks the tables are vacuumed and analysed (a finished match is replayed long after autovacuum has dealt with its fresh rows; here it would otherwise run during the seeks). Warm: one service after a warm-up pass over other random steps and the walk through the match that the pass's second seek started in the background (it folds the finished match once and keeps the state every 32 events, with the events: a warm seek folds fewer than 32 events read from memory). PostgreSQL's buffer cache is warm in both.",
        "Node CPU ms/seek: this process's user+system CPU time over the row divided by its seeks (PostgreSQL's work excluded; for HTTP both the server and the fetch client are in this process). It moves far less than wall time when other work loads the machine.",
        `HTTP: the same seek over REST on a keep-alive connection, response fully read (${Math.round(http.bytes / 1024)} KiB per answer on average: view + events + navigation).`,
        `How the match was built: 2-seat Four Souls (turnCap 10000). Its commands were planned in memory from the match's secret seed (the pipeline's generator is rngFor(seed, version), so planned and decided events are the same): players choose uniformly among their legal actions but never one that ends the match before ${TARGET_EVENTS} events (depth-first, backtracking when every choice ends it), then the greedy bot finishes it (${long.finished ? 'finished' : 'not finished within 5,000 more commands'}). Planning took ${Math.round(long.planMs)} ms; submitting the ${long.commands} commands through CommandPipeline.submit in process took ${Math.round(long.submitMs / 1000)} s (${perSecond(long.commands, long.submitMs)} commands/s, one at a time).`,
        `Rebuild: ${pop.finished}/${pop.created} bot matches (half Four Souls turnCap 12, half Mansters; played by the server's bots) plus the long match; the rebuild folds the match summaries (one row per match, kept with each append) in pages of 1,000 and upserts the lobby rows, then reads the log from where the summaries were taken; ${totalMatches} matches and ${totalEvents} events at the larger size, median ${Math.round(median(rebuilds.map((r) => r.ms)))} ms over both sizes.`,
      ],
    };
  } finally {
    await app.close();
    await db.drop();
  }
};
