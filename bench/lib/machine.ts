/** What the figures were measured on: they mean little without it. */
import { cpus, totalmem, loadavg, release } from 'node:os';
import type { PostgresInfo } from './postgres';

export interface MachineInfo {
  readonly cpus: number;
  readonly cpuModel: string;
  readonly memoryGb: number;
  readonly os: string;
  readonly node: string;
  /** 1-minute load average when the run started (other work on the machine skews figures). */
  readonly loadAtStart: number;
  readonly postgres: PostgresInfo & { readonly source: string };
  /** 8 KiB write + fdatasync in the project's .data folder, ms (the floor of a durable commit there). */
  readonly diskFlushMs: { readonly median: number; readonly p99: number } | null;
}

export function machineInfo(postgres: PostgresInfo & { source: string }, diskFlushMs: MachineInfo['diskFlushMs']): MachineInfo {
  const list = cpus();
  return {
    cpus: list.length,
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    os: `${process.platform} ${release()}`,
    node: process.version,
    loadAtStart: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    postgres,
    diskFlushMs,
  };
}
