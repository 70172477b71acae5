/**
 * Shared helpers of the reliability suite: server processes on a chosen port, a fetch wrapper that
 * never throws, RSS of a process, percentiles, and the checks every file runs on the stored log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { DataSource } from 'typeorm';
import { expect, inject } from 'vitest';
import { findFreePort } from '../../src/database/free-port';
import type { AnyGameDefinition } from '../../src/engine/game-definition';
import { EventStore } from '../../src/event-store/event-store.service';
import type { LedgerEntry, StoredEvent } from '../../src/event-store/event-store.types';
import { foldServer, upcastEvent, type ServerState } from '../../src/match-domain';
import { STORED_EVENTS } from '../support/event-log';

/** A size or duration from the environment (to explore with bigger runs), else the CI default. */
export function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function until<T>(probe: () => T | null | undefined | false | Promise<T | null | undefined | false>, what: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(25);
  }
}

export interface Server {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  readonly pid: number;
  /** Everything the process wrote (for failure messages and log checks). */
  output(): string;
  readonly exited: Promise<number | string>;
  alive(): boolean;
}

/**
 * Starts the compiled test server (test/support/server-main.ts, built by the global setup) and
 * waits for /health. Unlike test/support/server-process.ts it takes a port, so a server restarted
 * after SIGKILL comes back where socket.io clients reconnect.
 */
export async function spawnServer(env: Record<string, string>, port?: number): Promise<Server> {
  const listen = port ?? (await findFreePort());
  const child = spawn(process.execPath, [inject('testServerEntry')], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      LOG_PRETTY: 'false',
      BOT_WATCHED_DELAY_MS: '0',
      ...env,
      PORT: String(listen),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    out += d.toString();
    // Bounded: an outage makes a server log a lot; the tail is what a failure message needs.
    if (out.length > 2_000_000) out = out.slice(-1_000_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let dead = false;
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => {
      dead = true;
      resolve(code ?? signal ?? -1);
    }),
  );
  const url = `http://127.0.0.1:${listen}`;
  const server: Server = { url, port: listen, child, pid: child.pid ?? -1, output: () => out, exited, alive: () => !dead };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (dead) throw new Error(`server exited during start:\n${out.slice(-5000)}`);
    const health = await httpCall(url, 'GET', '/health', { timeoutMs: 2000 });
    if (health.status === 200) return server;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy (last: ${health.status} ${health.error ?? JSON.stringify(health.body)}):\n${out.slice(-5000)}`);
    }
    await sleep(100);
  }
}

export async function killServer(server: Server | undefined, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (!server || !server.alive()) return;
  server.child.kill(signal);
  await server.exited;
}

export interface HttpAnswer {
  /** 0: no HTTP answer at all (connection refused or reset, timeout). */
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly error?: string;
}

export interface HttpOptions {
  readonly json?: unknown;
  /** Sent as is (garbage bodies); `json` is ignored then. */
  readonly raw?: string;
  readonly token?: string;
  readonly headers?: Record<string, string>;
  readonly timeoutMs?: number;
}

/** fetch + JSON that never throws: a failure to get an answer is status 0 with the reason. */
export async function httpCall(base: string, method: string, path: string, opts: HttpOptions = {}): Promise<HttpAnswer> {
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(opts.token !== undefined ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      body: opts.raw ?? (opts.json === undefined ? undefined : JSON.stringify(opts.json)),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    let body: Record<string, unknown>;
    try {
      const parsed = JSON.parse(text) as unknown;
      body = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : { value: parsed };
    } catch {
      body = { text };
    }
    return { status: res.status, body };
  } catch (error) {
    return { status: 0, body: {}, error: String(error) };
  }
}

/** Like httpCall but a non-2xx answer is a test failure (set-up calls). */
export async function httpOk(base: string, method: string, path: string, opts: HttpOptions = {}): Promise<Record<string, unknown>> {
  const res = await httpCall(base, method, path, opts);
  if (res.status < 200 || res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.error ?? JSON.stringify(res.body)}`);
  return res.body;
}

export async function createMatch(base: string, body: Record<string, unknown>): Promise<string> {
  return (await httpOk(base, 'POST', '/matches', { json: body })).matchId as string;
}

export async function claimSeats(base: string, matchId: string, seats: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let seat = 0; seat < seats; seat += 1)
    tokens.push((await httpOk(base, 'POST', `/matches/${matchId}/seats/${seat}`, { json: { name: `P${seat + 1}` } })).token as string);
  return tokens;
}

/** Resident set size of a process in bytes (Linux /proc). */
export function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  if (!line) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(line.replace(/\D+/g, '')) * 1024;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** An accepted answer a client received: the command must be in the log exactly once. */
export interface Acknowledged {
  readonly matchId: string;
  readonly seat: number;
  readonly commandId: string;
  readonly firstSeq: number | null;
  readonly lastSeq: number | null;
}

/**
 * The checks of the stored stream of one match, with the state folded from it:
 * seqs 1..n without gaps, one event per seq, the hash chain verifies, and each command id's events
 * form one contiguous run (a command applied twice would show up as two runs).
 */
export async function checkStream(ds: DataSource, def: AnyGameDefinition, matchId: string): Promise<{ events: StoredEvent[]; state: ServerState }> {
  const store = new EventStore(ds);
  const events = await store.readStream(matchId);
  expect(
    events.map((e) => e.seq),
    `seqs of ${matchId}`,
  ).toEqual(Array.from({ length: events.length }, (_, i) => i + 1));
  expect(await store.verifyChain(matchId), `chain of ${matchId}`).toEqual({ ok: true, events: events.length });
  const runs: string[] = [];
  for (const e of events) if (e.commandId !== null && runs.at(-1) !== e.commandId) runs.push(e.commandId);
  const repeated = runs.filter((id, i) => runs.indexOf(id) !== i);
  expect(repeated, `command ids with two separate runs of events in ${matchId}`).toEqual([]);
  return {
    events,
    state: foldServer(
      def,
      events.map((e) => upcastEvent(def, e)),
    ),
  };
}

/**
 * Every acknowledged command is in the ledger once, accepted, with the seqs the client was told,
 * and exactly those events carry its id. No command id is in the ledger twice for one actor.
 */
export function checkAcknowledged(ledger: readonly LedgerEntry[], events: readonly StoredEvent[], acks: readonly Acknowledged[]): void {
  const keys = ledger.map((e) => `${e.actor}/${e.commandId}`);
  expect(
    keys.filter((k, i) => keys.indexOf(k) !== i),
    'command ids twice in the ledger',
  ).toEqual([]);
  for (const ack of acks) {
    const rows = ledger.filter((e) => e.actor === `seat:${ack.seat}` && e.commandId === ack.commandId);
    expect(rows, `ledger rows of acknowledged ${ack.commandId}`).toEqual([
      expect.objectContaining({ status: 'accepted', firstSeq: ack.firstSeq, lastSeq: ack.lastSeq }),
    ]);
    const mine = events.filter((e) => e.commandId === ack.commandId).map((e) => e.seq);
    const expected = ack.firstSeq === null ? [] : Array.from({ length: (ack.lastSeq as number) - ack.firstSeq + 1 }, (_, i) => (ack.firstSeq as number) + i);
    expect(mine, `events of acknowledged ${ack.commandId}`).toEqual(expected);
  }
}

export async function eventTotal(ds: DataSource): Promise<number> {
  const rows = (await ds.query(STORED_EVENTS)) as { n: number }[];
  return rows[0]?.n ?? 0;
}

/** JSON round trip: what a state looks like after crossing the wire. */
export const wire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value)) as unknown;
