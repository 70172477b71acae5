/**
 * Times replay seeks to random steps: through a ReplayService (cold: a new service per seek, so
 * no in-memory checkpoint or step metadata survives; warm: one service, after a warm-up pass) or
 * over HTTP. PostgreSQL's own buffer cache stays warm in every case (same server, same run).
 */
import type { INestApplication } from '@nestjs/common';
import type { Viewer } from '../../src/engine/types';
import { GameRegistry } from '../../src/game-registry';
import type { StepUnit } from '../../src/replay/core/steps';
import { MatchRecordReader } from '../../src/replay/match-record.reader';
import { ReplayService } from '../../src/replay/replay.service';
import { seededRandom } from './sample-stats';

export interface SeekPlan {
  readonly matchId: string;
  readonly unit: StepUnit;
  readonly viewer: Viewer;
  readonly token: string | null;
  readonly lastStep: number;
  readonly seeks: number;
  readonly seed: number;
}

export function randomSteps(plan: SeekPlan): number[] {
  const random = seededRandom(plan.seed);
  return Array.from({ length: plan.seeks }, () => Math.floor(random() * (plan.lastStep + 1)));
}

export function replayServiceFactory(app: INestApplication): () => ReplayService {
  const reader = app.get(MatchRecordReader, { strict: false });
  const games = app.get(GameRegistry, { strict: false });
  return () => new ReplayService(reader, games);
}

export interface SeekTimes {
  readonly ms: number[];
  /** This process's CPU time per seek (mean), less sensitive to other load than wall time. */
  readonly cpuMsPerSeek: number;
}

/** Milliseconds per seek, one service per seek (`fresh`) or one shared service. */
export async function timeServiceSeeks(plan: SeekPlan, service: () => ReplayService, fresh: boolean): Promise<SeekTimes> {
  const shared = service();
  const out: number[] = [];
  const cpu0 = process.cpuUsage();
  for (const step of randomSteps(plan)) {
    const s = fresh ? service() : shared;
    const t0 = performance.now();
    const answer = await s.step({ matchId: plan.matchId, unit: plan.unit, viewer: plan.viewer, token: plan.token, target: { step } });
    out.push(performance.now() - t0);
    if (answer.step !== step) throw new Error(`seek to ${step} answered step ${answer.step}`);
  }
  const cpu = process.cpuUsage(cpu0);
  return { ms: out, cpuMsPerSeek: (cpu.user + cpu.system) / 1000 / out.length };
}

/** Milliseconds per `GET /matches/:id/replay` (response fully read), over a keep-alive connection. */
export async function timeHttpSeeks(plan: SeekPlan, baseUrl: string): Promise<SeekTimes & { bytes: number }> {
  const viewer = plan.viewer.kind === 'seat' ? `seat:${plan.viewer.seat}` : plan.viewer.kind;
  const headers: Record<string, string> = plan.token ? { authorization: `Bearer ${plan.token}` } : {};
  const out: number[] = [];
  let bytes = 0;
  const cpu0 = process.cpuUsage();
  for (const step of randomSteps(plan)) {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}/matches/${plan.matchId}/replay?unit=${plan.unit}&viewer=${viewer}&step=${step}`, { headers });
    const body = await res.text();
    out.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`replay step ${step}: ${res.status} ${body.slice(0, 200)}`);
    bytes += body.length;
  }
  const cpu = process.cpuUsage(cpu0);
  // Server and client share this process here: the CPU figure covers both ends of the request.
  return { ms: out, cpuMsPerSeek: (cpu.user + cpu.system) / 1000 / out.length, bytes: bytes / out.length };
}
