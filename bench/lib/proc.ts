/**
 * CPU time and memory of processes from Linux /proc (the benchmark machines are Linux). Figures
 * are read before and after a measured window; a missing /proc gives null (shown as "n/a").
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticks: number | null = null;

/** Clock ticks per second of /proc/<pid>/stat times (almost always 100). */
function clockTicks(): number {
  if (ticks === null) {
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticks = 100;
    }
  }
  return ticks;
}

interface ProcStat {
  readonly ppid: number;
  /** utime + stime, in ticks. */
  readonly own: number;
  /** cutime + cstime: children that exited and were waited for, in ticks. */
  readonly children: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields resume after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state); utime is field 14, stime 15, cutime 16, cstime 17.
    return { ppid: Number(fields[1]), own: Number(fields[11]) + Number(fields[12]), children: Number(fields[13]) + Number(fields[14]) };
  } catch {
    return null;
  }
}

/** User + system CPU seconds used so far by one process (its own threads only). */
export function processCpuSeconds(pid: number): number | null {
  const stat = readStat(pid);
  return stat ? stat.own / clockTicks() : null;
}

/**
 * CPU seconds of a process and all its children, including children that already exited (a
 * PostgreSQL backend whose connection closed is accounted to the postmaster's cutime/cstime).
 */
export function processTreeCpuSeconds(rootPid: number): number | null {
  const root = readStat(rootPid);
  if (!root) return null;
  let total = root.own + root.children;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat && stat.ppid === rootPid) total += stat.own + stat.children;
  }
  return total / clockTicks();
}

/** Peak resident set size (VmHWM) in MB, or null. */
export function peakRssMb(pid: number): number | null {
  return statusMb(pid, 'VmHWM');
}

/** Current resident set size (VmRSS) in MB, or null. */
export function currentRssMb(pid: number): number | null {
  return statusMb(pid, 'VmRSS');
}

/** A memory line of /proc/<pid>/status in MB, or null (not Linux, or the process is gone). */
function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** The parent of a process (e.g. the postmaster of a PostgreSQL backend), or null. */
export function parentPid(pid: number): number | null {
  return readStat(pid)?.ppid ?? null;
}
