import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { AnyGameDefinition } from '../engine/game-definition';
import type { Viewer } from '../engine/types';
import { claimedNames, initialServerState } from '../match-domain';
import { auditMatch, type AuditReport } from '../replay/core/audit';
import { diceProofs } from '../replay/core/dice';
import { disputeSteps, type DisputeLog, type DisputeStep } from '../replay/core/dispute';
import { parseExport } from '../replay/core/export-format';
import { checkProofs } from '../replay/core/proof-check';
import { renderStep, type ReplayStep } from '../replay/core/render';
import { entryOf } from '../replay/core/step-entry';
import { buildStepIndex, lastStep, markersOf, type StepUnit } from '../replay/core/steps';
import { parseReceipts, verifyExport, type Evidence } from '../replay/core/verify';
import { cliGames } from './games';
import { formatAudit, formatCauses, formatProofs, formatStep, formatVerify } from './terminal-format';

/**
 * The command-line tool. Server-backed commands talk to the REST API of a running server (no
 * database credentials needed, and the same access rules as any client); `audit --file` and
 * `replay --file` run the shared pure cores on an export file with no server at all.
 */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  readonly fetch: typeof fetch;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Games for the offline commands (tests add theirs). */
  readonly games?: readonly AnyGameDefinition[];
}

export const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  list                         List matches (lobby)            [--status waiting|live|finished] [--game ID]
  replay <matchId>             Print a replay step by step      [--viewer spectator|seat:N|omniscient] [--unit action|event]
  replay --file <export>         (offline, from an export file)  [--from STEP] [--to STEP] [--turn N] [--token SEAT_TOKEN] [--views]
  audit <matchId>              Audit a finished match           [--json]
  audit --file <export>          (offline, no server or database): with the dice and shuffle proofs, each
                                 checked against the seed  [--causes]: every event with its turn,
                                 seat, rules, card and who acted
  export <matchId>             Write a finished match as NDJSON [--out FILE] (default: match-<id>.ndjson)
  import <file>                Import an export file as a read-only archived match (operator only)
                                 [--admin-token TOKEN] (or STACKBOUND_ADMIN_TOKEN: the server's ADMIN_TOKEN)
  verify <export>              Check an export against the server's signing key and a player's receipts,
                                 naming the first seq where they differ   [--receipts FILE] [--key PEM_FILE]
                                 (without --key: the server's GET /.well-known/stackbound-signing-key)  [--json]

Server: --server URL, or STACKBOUND_URL, default http://127.0.0.1:3000.
Exit status: 0 ok, 1 audit or verification failed or request refused, 2 usage error.`;

/** Every step of the server's dispute review of a match, page by page. */
async function disputeLog(http: Http, matchId: string): Promise<DisputeStep[]> {
  const steps: DisputeStep[] = [];
  for (let after: number | null = 0; after !== null;) {
    const page: DisputeLog = await http.json<DisputeLog>('GET', `/matches/${matchId}/dispute?after=${after}`);
    steps.push(...page.steps);
    after = page.next;
  }
  return steps;
}

class UsageError extends Error {}
class RequestError extends Error {}

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        server: { type: 'string' },
        status: { type: 'string' },
        game: { type: 'string' },
        viewer: { type: 'string', default: 'spectator' },
        unit: { type: 'string', default: 'action' },
        from: { type: 'string' },
        to: { type: 'string' },
        turn: { type: 'string' },
        token: { type: 'string' },
        'admin-token': { type: 'string' },
        views: { type: 'boolean', default: false },
        file: { type: 'string' },
        json: { type: 'boolean', default: false },
        causes: { type: 'boolean', default: false },
        out: { type: 'string' },
        receipts: { type: 'string' },
        key: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    io.err(String((error as Error).message));
    io.err(USAGE);
    return 2;
  }
  const { values: o, positionals } = parsed;
  const [command, arg] = positionals;
  if (o.help || !command) {
    io.out(USAGE);
    return o.help ? 0 : 2;
  }
  const server = (o.server ?? io.env.STACKBOUND_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
  const http = new Http(server, io.fetch);
  const games = io.games ?? cliGames;
  try {
    switch (command) {
      case 'list':
        return await list(http, io, o.status, o.game);
      case 'replay': {
        const options = {
          viewer: parseViewer(o.viewer),
          unit: parseUnit(o.unit),
          from: optInt(o.from, 'from'),
          to: optInt(o.to, 'to'),
          turn: optInt(o.turn, 'turn'),
          views: o.views,
        };
        if (o.file) return await replayFile(o.file, options, games, io);
        return await replayServer(http, need(arg, 'a match id'), options, o.token ?? null, io);
      }
      case 'audit': {
        const record = o.file ? parseExport(await readFile(o.file, 'utf8')).record : null;
        const report = record
          ? auditMatch(record, (id) => games.find((g) => g.id === id))
          : await http.json<AuditReport>('GET', `/matches/${need(arg, 'a match id')}/audit`);
        io.out(o.json ? JSON.stringify(report, null, 2) : formatAudit(report));
        const def = games.find((g) => g.id === report.gameId);
        const proofs = record && def && report.seed ? diceProofs(def, record, report.seed) : null;
        const checked = proofs ? checkProofs(proofs) : null;
        if (proofs && checked && !o.json) io.out(formatProofs(proofs.seedCommitment, proofs.seed, checked));
        const proved = !checked || [...checked.rolls, ...checked.shuffles].every((p) => p.check.ok);
        if (o.causes) {
          const steps = record && def && report.seed ? disputeSteps(def, record, report.seed) : record ? [] : await disputeLog(http, need(arg, 'a match id'));
          io.out(formatCauses(steps));
        }
        return report.ok && proved ? 0 : 1;
      }
      case 'export': {
        const matchId = need(arg, 'a match id');
        const text = await http.text('GET', `/matches/${matchId}/export`);
        const out = o.out ?? `match-${matchId}.ndjson`;
        await writeFile(out, text);
        io.out(`wrote ${out} (${text.trim().split('\n').length} lines, ${Buffer.byteLength(text)} bytes)`);
        return 0;
      }
      case 'import': {
        const text = await readFile(need(arg, 'an export file'), 'utf8');
        const adminToken = o['admin-token'] ?? io.env.STACKBOUND_ADMIN_TOKEN ?? null;
        const result = await http.json<{ matchId: string; gameId: string; events: number; commands: number; audit: AuditReport }>(
          'POST',
          '/matches/import',
          text,
          'application/x-ndjson',
          adminToken,
        );
        io.out(
          `imported match ${result.matchId} (${result.gameId}): ${result.events} events, ${result.commands} commands; audit ${result.audit.ok ? 'OK' : 'FAILED'}`,
        );
        return 0;
      }
      case 'verify': {
        const file = parseExport(await readFile(need(arg ?? o.file, 'an export file'), 'utf8'));
        const evidence: Evidence = {
          publicKeyPem: o.key
            ? await readFile(o.key, 'utf8')
            : (await http.json<{ publicKey: string }>('GET', '/.well-known/stackbound-signing-key')).publicKey,
          ...(o.receipts ? { receipts: parseReceipts(await readFile(o.receipts, 'utf8')) } : {}),
        };
        const report = verifyExport(file, evidence);
        io.out(o.json ? JSON.stringify(report, null, 2) : formatVerify(report));
        return report.ok ? 0 : 1;
      }
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      io.err(USAGE);
      return 2;
    }
    io.err(error instanceof RequestError || error instanceof Error ? error.message : String(error));
    return 1;
  }
}

interface ReplayOptions {
  readonly viewer: Viewer;
  readonly unit: StepUnit;
  readonly from: number | undefined;
  readonly to: number | undefined;
  readonly turn: number | undefined;
  readonly views: boolean;
}

async function list(http: Http, io: CliIo, status: string | undefined, game: string | undefined): Promise<number> {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (game) query.set('gameId', game);
  const rows = await http.json<
    {
      matchId: string;
      gameId: string;
      status: string;
      seats: { name: string | null; bot: string | null }[];
      lastSeq: number;
      updatedAt: string;
      winners: number[] | null;
    }[]
  >('GET', `/matches${query.size ? `?${query}` : ''}`);
  io.out(`${'match'.padEnd(36)}  ${'game'.padEnd(10)}  ${'status'.padEnd(8)}  ${'seq'.padStart(5)}  ${'updated'.padEnd(24)}  seats`);
  for (const r of rows) {
    const seats = r.seats.map((s, i) => `P${i + 1} ${s.bot ? `${s.bot} bot` : (s.name ?? '(free)')}${r.winners?.includes(i) ? ' *' : ''}`).join(', ');
    io.out(`${r.matchId}  ${r.gameId.padEnd(10)}  ${r.status.padEnd(8)}  ${String(r.lastSeq).padStart(5)}  ${String(r.updatedAt).padEnd(24)}  ${seats}`);
  }
  io.out(`${rows.length} match${rows.length === 1 ? '' : 'es'}`);
  return 0;
}

/** One request per step: the server seeks from its state cache, so a long replay stays cheap. */
async function replayServer(http: Http, matchId: string, o: ReplayOptions, token: string | null, io: CliIo): Promise<number> {
  const viewer = o.viewer.kind === 'seat' ? `seat:${o.viewer.seat}` : o.viewer.kind;
  const base = `/matches/${matchId}/replay?unit=${o.unit}&viewer=${viewer}`;
  const first = await http.json<ReplayStep & { lastStep: number; marks: readonly { text: string }[] }>(
    'GET',
    `${base}&${o.turn !== undefined ? `turn=${o.turn}` : `step=${o.from ?? 0}`}`,
    undefined,
    undefined,
    token,
  );
  const to = Math.min(o.to ?? first.lastStep, first.lastStep);
  io.out(formatStep(first, o));
  for (let step = first.step + 1; step <= to; step += 1) {
    // The marks are printed once, with the first step.
    const next = await http.json<ReplayStep & { lastStep: number }>('GET', `${base}&step=${step}`, undefined, undefined, token);
    io.out(formatStep({ ...next, marks: [] }, o));
  }
  return 0;
}

/** Offline: one sequential fold over the file, rendering each step from the previous state. */
async function replayFile(file: string, o: ReplayOptions, games: readonly AnyGameDefinition[], io: CliIo): Promise<number> {
  const { header, record } = parseExport(await readFile(file, 'utf8'));
  let marks = header.marks ?? [];
  const def = games.find((g) => g.id === header.gameId);
  if (!def) throw new RequestError(`game "${header.gameId}" is not known to this build`);
  const index = buildStepIndex(record.events, o.unit, markersOf(def));
  const last = lastStep(index);
  const start =
    o.turn !== undefined
      ? index.turnStarts[o.turn - 1] === undefined
        ? null
        : index.ends.findIndex((end) => end >= (index.turnStarts[(o.turn ?? 1) - 1] ?? 0))
      : (o.from ?? 0);
  if (start === null) throw new RequestError(`turn ${o.turn} does not exist (${index.turnStarts.length} turns)`);
  let state = initialServerState(def);
  // Every claim of the match names its seat in every step, as the table's log and the replay page do.
  const known = claimedNames(record.events);
  for (let step = 0; step <= Math.min(o.to ?? last, last); step += 1) {
    let after = state;
    const rendered = renderStep({ def, at: entryOf(index, step), viewer: o.viewer, base: state, events: record.events, known, onState: (s) => (after = s) });
    state = after;
    if (step >= start) {
      io.out(formatStep({ ...rendered, lastStep: last, marks }, o));
      marks = [];
    }
  }
  return 0;
}

class Http {
  constructor(
    private readonly base: string,
    private readonly fetcher: typeof fetch,
  ) {}

  async json<T>(method: string, path: string, body?: string, type?: string, token?: string | null): Promise<T> {
    return JSON.parse(await this.text(method, path, body, type, token)) as T;
  }

  async text(method: string, path: string, body?: string, type?: string, token?: string | null): Promise<string> {
    let res: Response;
    try {
      res = await this.fetcher(`${this.base}${path}`, {
        method,
        body,
        headers: { ...(type ? { 'content-type': type } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    } catch (error) {
      throw new RequestError(`cannot reach ${this.base} (${String((error as Error).cause ?? error)}); start the server or pass --server`);
    }
    const text = await res.text();
    if (!res.ok) {
      let detail = text;
      try {
        const e = JSON.parse(text) as { code?: string; message?: string };
        detail = `${e.code ?? res.status}: ${e.message ?? text}`;
      } catch {
        // not JSON: keep the text
      }
      throw new RequestError(`${method} ${path} failed (${res.status}) ${detail}`);
    }
    return text;
  }
}

function parseViewer(text: string | undefined): Viewer {
  if (!text || text === 'spectator') return { kind: 'spectator' };
  if (text === 'omniscient') return { kind: 'omniscient' };
  const m = /^seat:(\d{1,2})$/.exec(text);
  if (!m) throw new UsageError(`--viewer must be spectator, omniscient or seat:N, not "${text}"`);
  return { kind: 'seat', seat: Number(m[1]) };
}

function parseUnit(text: string | undefined): StepUnit {
  if (text === 'action' || text === 'event') return text;
  throw new UsageError(`--unit must be action or event, not "${text}"`);
}

function optInt(text: string | undefined, name: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new UsageError(`--${name} must be a whole number`);
  return Number(text);
}

function need(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`missing ${what}`);
  return value;
}
