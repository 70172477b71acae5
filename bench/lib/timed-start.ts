/**
 * Starts a server process and times it from spawn until `/health` answers 200 (polled every
 * 10 ms), keeping its output for the breakdown in its logs. Unlike server-child.ts it controls the
 * whole environment: `unset` removes variables (DATABASE_URL must be absent, not empty, for the
 * embedded database).
 */
import { spawn } from 'node:child_process';
import { findFreePort } from '../../src/database/free-port';
import { processCpuSeconds, processTreeCpuSeconds } from './proc';
import { serverNodeFlags } from './server-node-flags';

export interface TimedStart {
  readonly readyMs: number;
  /** CPU seconds of the server process until ready (null without /proc). */
  readonly cpuSeconds: number | null;
  /** The same plus its children (initdb, the postmaster and its exited children). */
  readonly treeCpuSeconds: number | null;
  readonly pid: number;
  output(): string;
  /** SIGTERM; resolves with the time until the process exited (it stops its embedded database first). */
  stop(): Promise<number>;
}

export async function timedStart(script: string, cwd: string, env: Record<string, string>, unset: readonly string[], timeoutMs = 180_000): Promise<TimedStart> {
  const port = await findFreePort();
  const fullEnv: Record<string, string | undefined> = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' };
  for (const name of unset) delete fullEnv[name];
  const t0 = performance.now();
  const child = spawn(process.execPath, [...serverNodeFlags(), script], { cwd, env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  let exited = false;
  const gone = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  for (;;) {
    if (exited) throw new Error(`${script} exited during start:\n${out.slice(-3000)}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - t0 > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not become healthy in ${timeoutMs} ms:\n${out.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const readyMs = performance.now() - t0;
  const pid = child.pid as number;
  return {
    readyMs,
    cpuSeconds: processCpuSeconds(pid),
    treeCpuSeconds: processTreeCpuSeconds(pid),
    pid,
    output: () => out,
    async stop() {
      const s0 = performance.now();
      if (!exited) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      await gone;
      clearTimeout(timer);
      return performance.now() - s0;
    },
  };
}

/** "embedded PostgreSQL ready on port … in N ms" from the server's JSON log, or null. */
export function embeddedReadyMs(output: string): number | null {
  const match = /embedded PostgreSQL ready on port \d+ \([^)]*\) in (\d+) ms/.exec(output);
  return match ? Number(match[1]) : null;
}
