/**
 * Reads a V8 .cpuprofile (written by `node --cpu-prof`) and ranks functions by self time: the
 * first thing to look at when asking what limits the server.
 *
 * Sample times are V8 ticks, which on Linux are CLOCK_MONOTONIC microseconds, the clock of
 * `process.hrtime` in every process: a window measured by the load generator selects the samples
 * of the measured phase only (no start-up, warm-up or lobby).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly number[];
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

export interface SelfTime {
  readonly fn: string;
  readonly where: string;
  readonly selfMs: number;
  /** Share of the busy sampled time, in percent ("(idle)" excluded). */
  readonly percent: number;
  /** For functions without source (native, GC): the nearest callers with source, by share of this function's time. */
  readonly via: readonly { readonly where: string; readonly percent: number }[];
}

/** Microseconds on the monotonic clock: `process.hrtime.bigint() / 1000n`. */
export interface ProfileWindow {
  readonly startUs: number;
  readonly endUs: number;
}

export const monotonicUs = (): number => Number(process.hrtime.bigint() / 1000n);

/** The `top` functions by self time (merged by name and location), within `window` when given. */
export function topSelfTime(path: string, top: number, root: string, window?: ProfileWindow): SelfTime[] {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const where = (frame: CallFrame) => {
    const file = frame.url.startsWith('file://') ? relative(root, frame.url.slice('file://'.length)) : frame.url;
    return file ? `${file}:${frame.lineNumber + 1}` : '';
  };
  // The nearest ancestor with source that is not Node's own plumbing (streams, net, events).
  const caller = (id: number): string => {
    for (let cur = parent.get(id); cur !== undefined; cur = parent.get(cur)) {
      const frame = (byId.get(cur) as ProfileNode).callFrame;
      if (frame.url && !frame.url.startsWith('node:')) return `${frame.functionName || '(anonymous)'} ${where(frame)}`;
    }
    return '(no caller with source)';
  };

  const self = new Map<string, { fn: string; where: string; us: number; via: Map<string, number> }>();
  let total = 0;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i] ?? 0;
    // A sample's time is the gap to the next sample.
    const us = Math.max(0, profile.timeDeltas[i + 1] ?? 0);
    if (window && (t < window.startUs || t > window.endUs)) continue;
    const id = profile.samples[i] as number;
    const frame = byId.get(id)?.callFrame;
    // Waiting for I/O is "(idle)": not work, so neither listed nor counted in the shares.
    if (!frame || frame.functionName === '(idle)') continue;
    total += us;
    const fn = frame.functionName || '(anonymous)';
    const loc = where(frame);
    const key = `${fn}@${loc}`;
    const entry = self.get(key) ?? { fn, where: loc, us: 0, via: new Map<string, number>() };
    entry.us += us;
    if (!loc) {
      const c = caller(id);
      entry.via.set(c, (entry.via.get(c) ?? 0) + us);
    }
    self.set(key, entry);
  }
  return [...self.values()]
    .sort((a, b) => b.us - a.us)
    .slice(0, top)
    .map((e) => ({
      fn: e.fn,
      where: e.where,
      selfMs: e.us / 1000,
      percent: (e.us * 100) / (total || 1),
      via: [...e.via]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([w, us]) => ({ where: w, percent: (us * 100) / (e.us || 1) })),
    }));
}
