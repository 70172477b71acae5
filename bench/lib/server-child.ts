/**
 * A server under test as a child process of its own (fresh per run), so that its CPU and peak
 * memory can be read from /proc and nothing of one run carries over to the next.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { findFreePort } from '../../src/database/free-port';
import { BENCH_QUOTAS } from './bench-quotas';

export interface ServerChild {
  readonly url: string;
  readonly pid: number;
  /** The last output lines, for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`. Resolves once the process is gone. */
  stop(graceMs?: number): Promise<void>;
}

export interface ServerChildOptions {
  readonly script: string;
  readonly nodeArgs?: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  /** Path answering 200 once the server is ready (`/health`, `/games`). */
  readonly readyPath: string;
  readonly cwd: string;
  readonly startTimeoutMs?: number;
  /** 'raised' (default): quotas out of the way of the load; 'defaults': the server's own quotas, as they would refuse it. */
  readonly quotas?: 'raised' | 'defaults';
}

export async function startServerChild(options: ServerChildOptions): Promise<ServerChild> {
  const port = await findFreePort();
  const inherited = { ...process.env };
  // An application built earlier in this process (createBenchApp) leaves its validated settings in
  // process.env (@nestjs/config assigns them), the raised quotas among them: drop those.
  if (options.quotas === 'defaults') for (const key of Object.keys(BENCH_QUOTAS)) delete inherited[key];
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), options.script], {
    cwd: options.cwd,
    env: {
      ...inherited,
      BOT_WATCHED_DELAY_MS: '0',
      ...(options.quotas === 'defaults' ? {} : BENCH_QUOTAS),
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (d: Buffer) => {
    lines.push(d.toString());
    if (lines.length > 50) lines.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const gone = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  for (;;) {
    if (exited) throw new Error(`${options.script} exited during start:\n${lines.join('')}`);
    try {
      if ((await fetch(`${url}${options.readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.script} did not become ready:\n${lines.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid as number,
    output: () => lines.join(''),
    async stop(graceMs = 15_000) {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await gone;
      clearTimeout(timer);
    },
  };
}
