import { asStoredJson, canonicalJson } from '../../engine/canonical-json';
import type { AnyGameDefinition, Typed } from '../../engine/game-definition';
import { isRejection, type Rejection } from '../../engine/rejection';
import type { CommandOrigin } from '../../engine/types';
import { chainBreaks } from '../../event-store/hash-chain';
import { seedCommitment } from '../../fairness/seed';
import {
  decideCommand,
  decideCreate,
  decideJoin,
  evolveServer,
  initialServerState,
  isFramingType,
  matchMarks,
  type ImportMarkFacts,
  playsRulesVersion,
  SCENARIO_MARK_TEXT,
  sandboxOrigin,
  statusOf,
  upcastEvent,
  type CreateInput,
  type DecidedEvent,
  type MatchCreated,
  type MatchEnded,
  type MatchMark,
  type MatchStatus,
  type ServerState,
} from '../../match-domain';
import type { MatchRecord, RecordedCommand, RecordedEvent } from './record';

/**
 * The audit of a match (docs/design.md §5), as a pure function of its record so the server and the
 * offline CLI share it. Four checks, each run to the end and each naming the first bad seq:
 *
 * - chain:     seqs are 1..n without gaps, each prev_hash is the previous hash, each hash matches
 *              its row (any edit, deletion or reordering of stored rows breaks this);
 * - seed:      match.created carries a commitment and match.ended reveals a seed whose SHA-256 is it;
 * - redecide:  re-running every accepted command (create, seat claim, seat command) through the
 *              same match decider that wrote it (src/match-domain: decideCreate, decideJoin,
 *              decideCommand, with the generator `rngFor(seed, version)`) gives exactly the
 *              recorded events, byte for byte (type, schema version, payload, visibility, actor),
 *              so every die and shuffle follows from the seed (this also catches a forged chain);
 * - ledger:    every event belongs to an accepted command, and every rejected command is refused
 *              again by the rules at the version it was decided on.
 */

export type CheckName = 'chain' | 'seed' | 'redecide' | 'ledger';

export interface AuditCheck {
  readonly name: CheckName;
  readonly status: 'passed' | 'failed' | 'skipped';
  /** The first seq at which the check failed (null when it passed or the problem has no seq). */
  readonly firstBadSeq: number | null;
  readonly detail: string;
}

export interface AuditFinding {
  readonly check: CheckName;
  readonly seq: number | null;
  readonly commandId: string | null;
  readonly message: string;
}

export interface RejectedCommand {
  readonly seat: number | null;
  readonly actor: string;
  readonly commandId: string;
  readonly origin: string;
  readonly receivedAt: string;
  readonly decidedVersion: number;
  readonly command: unknown;
  readonly code: string;
  readonly rule: string | null;
  readonly message: string;
  /** True: the rules refuse it again with the same code; null: a server-side refusal that depends on the client (STALE_SEQ). */
  readonly reproduced: boolean | null;
}

/** A command the server sent for a seat (deadline default or auto-pass), with the events it caused. */
export interface ServerDefault {
  readonly seat: number | null;
  readonly commandId: string;
  readonly reason: string;
  readonly receivedAt: string;
  readonly decidedVersion: number;
  readonly command: unknown;
  readonly firstSeq: number | null;
  readonly lastSeq: number | null;
}

export interface AuditReport {
  readonly matchId: string;
  readonly gameId: string | null;
  readonly rulesVersion: string | null;
  readonly status: MatchStatus | 'empty';
  readonly ok: boolean;
  readonly events: number;
  readonly commands: number;
  readonly seedCommitment: string | null;
  readonly seed: string | null;
  /**
   * Created from a scenario: the creator set decks and hands. Every check may pass (the events do
   * follow from the scenario and the seed), but the deal was not a fair shuffle: `marks` says so,
   * and the redecide check's words carry the caveat.
   */
  readonly scenario: boolean;
  /** Imported from an export file into the server that audits it (not played there), and when (ISO-8601). */
  readonly imported: boolean;
  readonly importedAt: string | null;
  /** What a reader of the report must be told besides the checks (scenario, imported), in words. */
  readonly marks: readonly MatchMark[];
  readonly checks: readonly AuditCheck[];
  /** At most MAX_FINDINGS, in seq order per check. */
  readonly findings: readonly AuditFinding[];
  readonly rejected: readonly RejectedCommand[];
  readonly defaults: readonly ServerDefault[];
}

const MAX_FINDINGS = 50;
/** Refusals that depend on what the client sent besides the command (its expected seq). */
const CLIENT_DEPENDENT_CODES = new Set(['STALE_SEQ']);

type GameLookup = (gameId: string) => AnyGameDefinition | undefined;

/** What the record alone cannot say: where the server holding it got it from. */
export interface AuditContext {
  /** How the match was imported into the server that audits it; null or absent: played there, or an offline file. */
  readonly imported?: ImportMarkFacts | null;
}

export function auditMatch(record: MatchRecord, games: GameLookup, context: AuditContext = {}): AuditReport {
  const findings: AuditFinding[] = [];
  const add = (f: AuditFinding) => {
    if (findings.length < MAX_FINDINGS) findings.push(f);
  };
  const events = record.events;
  const created = events[0]?.type === 'match.created' ? (events[0].payload as MatchCreated) : null;
  const endedEvent = [...events].reverse().find((e) => e.type === 'match.ended') ?? null;
  const ended = endedEvent ? (endedEvent.payload as MatchEnded) : null;

  const chain = checkChain(record, add);
  const seed = checkSeed(events, created, endedEvent, add);
  const def = created ? games(created.gameId) : undefined;

  let redecide: AuditCheck;
  let ledger: AuditCheck;
  let status: AuditReport['status'] = created ? 'waiting' : 'empty';
  let rejected: RejectedCommand[] = [];
  if (!created) {
    redecide = { name: 'redecide', status: 'failed', firstBadSeq: 1, detail: 'the stream does not start with match.created' };
    ledger = { name: 'ledger', status: 'skipped', firstBadSeq: null, detail: 'no match.created' };
  } else if (!def) {
    redecide = { name: 'redecide', status: 'skipped', firstBadSeq: null, detail: `game "${created.gameId}" is not installed here` };
    ledger = { name: 'ledger', status: 'skipped', firstBadSeq: null, detail: `game "${created.gameId}" is not installed here` };
  } else if (!playsRulesVersion(def, created.rulesVersion)) {
    redecide = {
      name: 'redecide',
      status: 'skipped',
      firstBadSeq: null,
      detail: `recorded under rules ${created.rulesVersion}, this build plays ${[...(def.pastRulesVersions ?? []), def.rulesVersion].join(', ')}`,
    };
    ledger = { name: 'ledger', status: 'skipped', firstBadSeq: null, detail: redecide.detail };
  } else {
    // A match recorded under a kept past rules version is decided again under those rules.
    const run = rerun(def, record, ended?.seed ?? null, add, created);
    redecide = run.redecide;
    ledger = run.ledger;
    status = run.status;
    rejected = run.rejected;
  }

  const checks = [chain, seed, redecide, ledger];
  const scenario = created?.scenario ?? false;
  const imported = context.imported ?? null;
  const importedAt = imported?.importedAt ?? null;
  return {
    matchId: record.matchId,
    gameId: created?.gameId ?? null,
    rulesVersion: created?.rulesVersion ?? null,
    status,
    // A match still in progress audits "ok" only as far as it can: its seed is not out yet.
    ok: checks.every((c) => c.status !== 'failed') && seed.status === 'passed' && redecide.status === 'passed',
    events: events.length,
    commands: record.commands.length,
    seedCommitment: created?.seedCommitment ?? null,
    seed: ended?.seed ?? null,
    scenario,
    imported: importedAt !== null,
    importedAt,
    marks: matchMarks(scenario, imported, sandboxOrigin(created), created?.rated === true),
    checks,
    findings,
    rejected,
    defaults: record.commands
      .filter((c) => c.origin === 'timeout' || c.origin === 'auto-pass')
      .map((c) => ({
        seat: c.seat,
        commandId: c.commandId,
        reason: c.origin,
        receivedAt: c.receivedAt,
        decidedVersion: c.decidedVersion,
        command: c.payload,
        firstSeq: c.firstSeq,
        lastSeq: c.lastSeq,
      })),
  };
}

function checkChain(record: MatchRecord, add: (f: AuditFinding) => void): AuditCheck {
  const events = record.events.map((e) => ({ ...e, matchId: record.matchId, recordedAt: new Date(e.recordedAt) }));
  const breaks = [...chainBreaks(events)];
  for (const b of breaks) add({ check: 'chain', seq: b.seq, commandId: null, message: b.message });
  const first = breaks[0];
  if (first) return { name: 'chain', status: 'failed', firstBadSeq: first.seq, detail: first.message };
  return { name: 'chain', status: 'passed', firstBadSeq: null, detail: `${record.events.length} events, hashes and links intact` };
}

function checkSeed(
  events: readonly RecordedEvent[],
  created: MatchCreated | null,
  endedEvent: RecordedEvent | null,
  add: (f: AuditFinding) => void,
): AuditCheck {
  if (!created) {
    add({ check: 'seed', seq: 1, commandId: null, message: 'no match.created at seq 1: no seed commitment' });
    return { name: 'seed', status: 'failed', firstBadSeq: 1, detail: 'no seed commitment (seq 1 is not match.created)' };
  }
  if (!endedEvent) return { name: 'seed', status: 'skipped', firstBadSeq: null, detail: 'the match has not ended: the seed is not revealed yet' };
  const ended = endedEvent.payload as MatchEnded;
  if (endedEvent.seq !== events.length) {
    add({ check: 'seed', seq: endedEvent.seq, commandId: endedEvent.commandId, message: `match.ended at seq ${endedEvent.seq} is not the last event` });
  }
  if (typeof ended.seed !== 'string' || seedCommitment(ended.seed) !== created.seedCommitment) {
    const message = `seq ${endedEvent.seq}: the revealed seed does not hash to the commitment ${created.seedCommitment} published at seq 1`;
    add({ check: 'seed', seq: endedEvent.seq, commandId: endedEvent.commandId, message });
    return { name: 'seed', status: 'failed', firstBadSeq: endedEvent.seq, detail: message };
  }
  if (endedEvent.seq !== events.length) return { name: 'seed', status: 'failed', firstBadSeq: endedEvent.seq, detail: 'events follow match.ended' };
  return { name: 'seed', status: 'passed', firstBadSeq: null, detail: `sha256(seed) = ${created.seedCommitment}` };
}

interface RerunResult {
  readonly redecide: AuditCheck;
  readonly ledger: AuditCheck;
  readonly status: MatchStatus;
  readonly rejected: RejectedCommand[];
}

/**
 * Walks the stream in version order. At each version: first the commands decided there that
 * produced no event (rejections, empty decisions), then the accepted command whose events start
 * at the next seq. The state is always folded from the recorded events, so one divergence is
 * reported once and does not cascade into every later command.
 */
function rerun(def: AnyGameDefinition, record: MatchRecord, seed: string | null, add: (f: AuditFinding) => void, created: MatchCreated): RerunResult {
  const { scenario, rulesVersion } = created;
  const events = record.events;
  const byFirstSeq = new Map<number, RecordedCommand>();
  const atVersion = new Map<number, RecordedCommand[]>();
  for (const c of record.commands) {
    if (c.status === 'accepted' && c.firstSeq !== null) byFirstSeq.set(c.firstSeq, c);
    else atVersion.set(c.decidedVersion, [...(atVersion.get(c.decidedVersion) ?? []), c]);
  }
  let redecideBad: number | null = null;
  let redecideDetail = '';
  let ledgerBad: number | null = null;
  let ledgerDetail = '';
  let ledgerFailed = false;
  const redecideFail = (seq: number, commandId: string | null, message: string) => {
    add({ check: 'redecide', seq, commandId, message });
    if (redecideBad === null) {
      redecideBad = seq;
      redecideDetail = message;
    }
  };
  const ledgerFail = (seq: number | null, commandId: string | null, message: string) => {
    add({ check: 'ledger', seq, commandId, message });
    if (!ledgerFailed) {
      ledgerFailed = true;
      ledgerBad = seq;
      ledgerDetail = message;
    }
  };
  const rejected: RejectedCommand[] = [];
  let redecided = 0;

  let state: ServerState = initialServerState(def);
  const settleNoEventCommands = () => {
    for (const c of atVersion.get(state.match.version) ?? []) {
      if (c.status === 'rejected') rejected.push(checkRejected(def, state, c, seed, ledgerFail));
      else if (seed !== null) {
        // Accepted but no events: the decider must decide nothing again.
        const again = guarded(() => rederiveCommand(def, state, c, seed, rulesVersion));
        if (typeof again === 'string') redecideFail(state.match.version + 1, c.commandId, again);
        else if (again.length > 0)
          redecideFail(
            state.match.version + 1,
            c.commandId,
            `command ${c.commandId} (decided on version ${c.decidedVersion}) was recorded with no events but now gives ${again.length} events`,
          );
      }
    }
    atVersion.delete(state.match.version);
  };

  let i = 0;
  while (i < events.length) {
    settleNoEventCommands();
    const first = events[i] as RecordedEvent;
    const seq = state.match.version + 1;
    const command = byFirstSeq.get(seq);
    if (!command || command.lastSeq === null) {
      ledgerFail(seq, first.commandId, `seq ${seq} (${first.type}) was written by no accepted command in the ledger`);
      if (seed !== null) redecideFail(seq, first.commandId, `seq ${seq} (${first.type}) cannot be re-derived: no command recorded for it`);
      state = foldRecorded(def, state, first, (m) => redecideFail(seq, first.commandId, m));
      i += 1;
      continue;
    }
    const batch = events.slice(i, i + (command.lastSeq - seq + 1));
    if (command.decidedVersion !== state.match.version) {
      ledgerFail(
        seq,
        command.commandId,
        `command ${command.commandId} says it was decided on version ${command.decidedVersion}, but its events start at seq ${seq}`,
      );
    }
    const foreign = batch.find((e) => e.commandId !== command.commandId);
    if (foreign)
      ledgerFail(
        foreign.seq,
        foreign.commandId,
        `seq ${foreign.seq} belongs to command ${foreign.commandId ?? '(none)'}, not to ${command.commandId} (seqs ${seq}-${command.lastSeq})`,
      );

    if (seed !== null) {
      const expected = guarded(() => rederiveCommand(def, state, command, seed, rulesVersion));
      if (typeof expected === 'string') redecideFail(seq, command.commandId, `seq ${seq}: ${expected}`);
      else compareBatch(def, batch, expected, command, seq, redecideFail);
      redecided += 1;
    }
    for (const e of batch) state = foldRecorded(def, state, e, (m) => redecideFail(e.seq, e.commandId, m));
    i += batch.length;
  }
  settleNoEventCommands();
  for (const [version, stray] of atVersion) {
    for (const c of stray) {
      ledgerFail(null, c.commandId, `command ${c.commandId} claims to be decided on version ${version}, which the stream never had`);
      // Still listed: a person settling a dispute must see every refusal, checkable or not.
      if (c.status === 'rejected') rejected.push(listRejected(c, null));
    }
  }
  // Listed in arrival order (the ledger's order), not in the order the walk met them.
  const arrival = new Map(record.commands.map((c, k) => [`${c.actor}\u0000${c.commandId}`, k]));
  rejected.sort((x, y) => (arrival.get(`${x.actor}\u0000${x.commandId}`) ?? 0) - (arrival.get(`${y.actor}\u0000${y.commandId}`) ?? 0));

  const redecide: AuditCheck =
    seed === null
      ? { name: 'redecide', status: 'skipped', firstBadSeq: null, detail: 'the seed is not revealed yet: draws cannot be re-derived' }
      : redecideBad !== null
        ? { name: 'redecide', status: 'failed', firstBadSeq: redecideBad, detail: redecideDetail }
        : {
            name: 'redecide',
            status: 'passed',
            firstBadSeq: null,
            // A scenario's events follow from the creator's choices, not from a fair shuffle: never say one without the other.
            detail: scenario
              ? `${redecided} commands re-decided from the seed and the creator's scenario; every event reproduced exactly, but ${SCENARIO_MARK_TEXT}`
              : `${redecided} commands re-decided from the seed; every event reproduced exactly`,
          };
  const ledger: AuditCheck = ledgerFailed
    ? { name: 'ledger', status: 'failed', firstBadSeq: ledgerBad, detail: ledgerDetail }
    : {
        name: 'ledger',
        status: 'passed',
        firstBadSeq: null,
        detail: `${record.commands.length} commands, ${rejected.length} rejected (every rejection reproduced or client-dependent)`,
      };
  return { redecide, ledger, status: statusOf(state), rejected };
}

/** Rules code run on a tampered record may throw; that is a finding, not a crash of the audit. */
function guarded<T>(run: () => T | string): T | string {
  try {
    return run();
  } catch (error) {
    return `re-running the rules threw: ${String(error)}`;
  }
}

function foldRecorded(def: AnyGameDefinition, state: ServerState, e: RecordedEvent, fail: (message: string) => void): ServerState {
  try {
    return evolveServer(def, state, upcastEvent(def, e));
  } catch (error) {
    fail(`seq ${e.seq} (${e.type}) cannot be applied: ${String(error)}`);
    // Count it so that later seqs keep their numbers.
    return { ...state, match: { ...state.match, version: state.match.version + 1 } };
  }
}

/**
 * What an accepted ledger command must have written when decided on `state`: the match decider's
 * own answer, re-run from the recorded command and the revealed seed (or why it cannot be).
 * `rulesVersion` is the one the match was recorded under (its match.created); absent, the game's
 * current one.
 */
export function rederiveCommand(
  def: AnyGameDefinition,
  state: ServerState,
  command: RecordedCommand,
  seed: string,
  rulesVersion?: string,
): readonly DecidedEvent[] | string {
  switch (command.kind) {
    case 'create': {
      const input = createInputOf(command.payload);
      const decided = decideCreate(def, rulesVersion === undefined ? input : { ...input, rulesVersion }, seed);
      return isRejection(decided) ? `the create was accepted, but the decider now refuses it: ${decided.code} ${decided.message}` : decided.events;
    }
    case 'join': {
      const name = (command.payload as { name?: unknown } | null)?.name;
      if (command.seat === null || typeof name !== 'string') return `join ${command.commandId} records no seat or name`;
      const decided = decideJoin(def, state, command.seat, name);
      return isRejection(decided) ? `join ${command.commandId} was accepted, but the decider now refuses it: ${decided.code} ${decided.message}` : decided;
    }
    case 'command': {
      const decided = decideRecorded(def, state, command, seed);
      return isRejection(decided) ? `command ${command.commandId} was accepted, but the decider now refuses it: ${decided.code} ${decided.message}` : decided;
    }
  }
}

/** The create request as the ledger recorded it (see `DecidedCreate.recorded`). */
function createInputOf(payload: unknown): CreateInput {
  const p = (payload ?? {}) as { seats?: unknown; options?: unknown; deadlines?: unknown; bots?: unknown; setup?: unknown; branch?: unknown; rated?: unknown };
  return {
    seats: Number(p.seats),
    options: p.options,
    deadlines: (p.deadlines ?? null) as CreateInput['deadlines'],
    bots: Array.isArray(p.bots) ? (p.bots as (string | null)[]) : null,
    setup: p.setup,
    // A sandbox's create records the origin's state it starts from (MatchBranch).
    branch: (p.branch ?? null) as CreateInput['branch'],
    // Recorded since the creator chooses it; a create recorded before has none (and its match.created neither).
    ...(typeof p.rated === 'boolean' ? { rated: p.rated } : {}),
  };
}

/**
 * A recorded seat command decided again: parsed by the game as the pipeline parsed it when it came
 * in, then given to the decider (the client's expected seq is not recorded).
 */
export function decideRecorded(def: AnyGameDefinition, state: ServerState, command: RecordedCommand, seed: string): readonly DecidedEvent[] | Rejection {
  const payload = def.parseCommand(command.payload) as Typed | Rejection;
  if (isRejection(payload)) return payload;
  const origin: CommandOrigin = command.origin === 'timeout' || command.origin === 'auto-pass' ? command.origin : 'player';
  return decideCommand(def, state, { seat: command.seat ?? -1, origin, payload }, seed);
}

/** Everything the store writes of an event but its seq, hash and time. */
interface EventContent {
  readonly type: string;
  readonly schemaVersion: number;
  readonly payload: unknown;
  readonly visibility: unknown;
  readonly actor: unknown;
}

/** A recorded event as it reads today: older game events are upcast (and so carry the current schema version). */
function recordedContent(def: AnyGameDefinition, e: RecordedEvent): EventContent {
  const upcast = !isFramingType(e.type) && e.schemaVersion < def.eventSchemaVersion;
  let payload: unknown;
  try {
    payload = upcastEvent(def, e);
  } catch (error) {
    payload = { type: e.type, unreadable: String(error) };
  }
  // An upcast event reads as its current type too (an upcaster may rename a type).
  const type = upcast ? ((payload as { type?: unknown }).type as string) : e.type;
  return { type, schemaVersion: upcast ? def.eventSchemaVersion : e.schemaVersion, payload, visibility: e.visibility, actor: e.actor };
}

function compareBatch(
  def: AnyGameDefinition,
  batch: readonly RecordedEvent[],
  expected: readonly DecidedEvent[],
  command: RecordedCommand,
  firstSeq: number,
  fail: (seq: number, commandId: string | null, message: string) => void,
): void {
  const n = Math.max(batch.length, expected.length);
  for (let k = 0; k < n; k += 1) {
    const seq = firstSeq + k;
    const recorded = batch[k];
    const want = expected[k];
    if (!recorded || !want) {
      fail(
        seq,
        command.commandId,
        `command ${command.commandId}: re-running it gives ${expected.length} events, ${batch.length} are recorded (first difference at seq ${seq})`,
      );
      return;
    }
    const mismatch = differs(storedPart(want), recordedContent(def, recorded));
    if (mismatch) {
      fail(
        seq,
        command.commandId,
        `seq ${seq} (${recorded.type}): recorded ${mismatch.recorded}, re-running command ${command.commandId} gives ${mismatch.expected}`,
      );
      return;
    }
  }
}

/** What the store writes of a decided event: everything but its cause, which is derived, not stored. */
function storedPart(e: DecidedEvent): EventContent {
  return { type: e.type, schemaVersion: e.schemaVersion, payload: e.payload, visibility: e.visibility, actor: e.actor };
}

/**
 * Compares the decider's event with the recorded one, in full (canonical JSON of type, schema
 * version, payload, visibility and actor), and names the first differing field, which is what a
 * person settling a dispute wants to read.
 */
function differs(want: EventContent, got: EventContent): { recorded: string; expected: string } | null {
  const w = asStoredJson(want) as Record<string, unknown>;
  const g = asStoredJson(got) as Record<string, unknown>;
  if (canonicalJson(w) === canonicalJson(g)) return null;
  for (const field of ['type', 'schemaVersion', 'visibility', 'actor'] as const) {
    if (canonicalJson(w[field] ?? null) !== canonicalJson(g[field] ?? null))
      return { recorded: `${field} ${short(g[field])}`, expected: `${field} ${short(w[field])}` };
  }
  const wp = (w.payload ?? {}) as Record<string, unknown>;
  const gp = (g.payload ?? {}) as Record<string, unknown>;
  for (const k of [...new Set([...Object.keys(wp), ...Object.keys(gp)])].sort()) {
    if (canonicalJson(wp[k] ?? null) !== canonicalJson(gp[k] ?? null)) return { recorded: `${k}=${short(gp[k])}`, expected: `${k}=${short(wp[k])}` };
  }
  return { recorded: short(gp), expected: short(wp) };
}

function short(value: unknown): string {
  const text = canonicalJson(value ?? null);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

function checkRejected(
  def: AnyGameDefinition,
  state: ServerState,
  c: RecordedCommand,
  seed: string | null,
  fail: (seq: number | null, commandId: string | null, message: string) => void,
): RejectedCommand {
  const r = c.rejection ?? { code: 'REJECTED', rule: null, message: '' };
  let reproduced: boolean | null = null;
  if (c.kind === 'command' && !CLIENT_DEPENDENT_CODES.has(r.code)) {
    let again: string | null = null;
    if (seed !== null) {
      const decided = guarded(() => decideRecorded(def, state, c, seed));
      again = typeof decided === 'string' ? 'ERROR' : isRejection(decided) ? decided.code : 'ACCEPTED';
    }
    if (again !== null) {
      reproduced = again === r.code;
      if (!reproduced) {
        fail(
          state.match.version,
          c.commandId,
          `rejected command ${c.commandId} of ${c.actor} at version ${c.decidedVersion} was refused with ${r.code}, but the rules now give ${again}`,
        );
      }
    }
  }
  return listRejected(c, reproduced);
}

function listRejected(c: RecordedCommand, reproduced: boolean | null): RejectedCommand {
  const r = c.rejection ?? { code: 'REJECTED', rule: null, message: '' };
  return {
    seat: c.seat,
    actor: c.actor,
    commandId: c.commandId,
    origin: c.origin,
    receivedAt: c.receivedAt,
    decidedVersion: c.decidedVersion,
    command: c.payload,
    code: r.code,
    rule: r.rule,
    message: r.message,
    reproduced,
  };
}
