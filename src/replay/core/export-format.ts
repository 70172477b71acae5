import { matchMarks, sandboxOrigin, type ImportMarkFacts, type MatchCreated, type MatchEnded, type MatchMark } from '../../match-domain';
import type { ImportAttestation, SignedHead } from '../../signing/signed-head';
import { hostileInputProblem } from '../../errors/hostile-input';
import type { Visibility } from '../../engine/types';
import type { Actor } from '../../event-store/event-store.types';
import { foldSeatsOnly, type SeatSummary } from './seats';
import type { MatchDispute } from './dispute-record';
import type { MatchRecord, RecordedCommand, RecordedEvent } from './record';

/**
 * The export file: NDJSON, one JSON object per line, so it streams and diffs well.
 *
 *   {"record":"header", "format":"stackbound-match", "formatVersion":1, matchId, gameId, rulesVersion,
 *    seatCount, seats, options, scenario, seedCommitment, seed, outcome, events, commands, exportedAt, importedAt}
 *   {"record":"event", seq, type, schemaVersion, payload, visibility, commandId, actor, recordedAt, prevHash, hash}  x events
 *   {"record":"command", actor, commandId, kind, seat, origin, payload, receivedAt, decidedVersion, status, rejection, firstSeq, lastSeq}  x commands
 *   {"record":"chat", messageId, channel, seat, author, body, sentAt}  x chat messages (both channels), oldest first
 *   {"record":"seed", "seed": "<hex>"}   once the match has ended
 *   {"record":"signature", matchId, seq, hash, algorithm, keyId, signature}   the signed head of the server that decided the match
 *   {"record":"import", matchId, seq, hash, importedAt, signedBy, algorithm, keyId, signature}   an imported match: the exporting server's statement of its import
 *   {"record":"dispute", disputeId, matchId, seq, seat, openedBy, claim, openedAt, status, verdict}   x disputes opened on the exporting server (docs/disputes.md)
 *
 * The header is a convenience for people and tools; the audit trusts only the events (their hash
 * chain, the commitment in match.created, the seed in match.ended) and the ledger. The chat lines
 * are the exporting server's record of what was said, for dispute review: outside the hash chain,
 * so the signature does not cover them.
 */
export const EXPORT_FORMAT = 'stackbound-match';
export const EXPORT_FORMAT_VERSION = 1;

export interface ExportHeader {
  readonly record: 'header';
  readonly format: typeof EXPORT_FORMAT;
  readonly formatVersion: number;
  readonly matchId: string;
  readonly gameId: string;
  readonly rulesVersion: string;
  readonly seatCount: number;
  readonly seats: readonly SeatSummary[];
  readonly options: unknown;
  readonly scenario: boolean;
  /** Scenario and imported marks, in words (absent in files written before marks existed). */
  readonly marks?: readonly MatchMark[];
  readonly seedCommitment: string;
  readonly seed: string | null;
  readonly outcome: MatchEnded['outcome'] | null;
  readonly events: number;
  readonly commands: number;
  readonly exportedAt: string;
  /**
   * When the exporting server had itself imported this match from a file (its clock), else null:
   * such a match was not played there. Absent in files from older servers.
   */
  readonly importedAt?: string | null;
}

/** A chat message as the file carries it (the server's ChatMessage, docs/social.md). */
export interface ExportedChat {
  readonly messageId: string;
  readonly channel: 'players' | 'spectators';
  readonly seat: number | null;
  readonly author: string;
  readonly body: string;
  readonly sentAt: string;
}

export interface MatchFile {
  readonly header: ExportHeader;
  readonly record: MatchRecord;
  /** The seed line, if present (it must equal the one revealed in match.ended). */
  readonly seed: string | null;
  /** The signature of the last event's hash by the server that decided the match, if the file has one. */
  readonly signedHead: SignedHead | null;
  /** The exporting server's statement that it had imported the match, if the file has one. */
  readonly importAttestation: ImportAttestation | null;
  /**
   * The disputes the file lists (the exporting server's, read as they are): a record for people
   * and tools. An import does not store them: disputes belong to the server they were opened on.
   */
  readonly disputes: readonly Obj[];
  /** The match's chat, both channels, oldest first (none in files from servers without chat). */
  readonly chat: readonly ExportedChat[];
}

/**
 * What the exporting server adds besides the record: the signed head (its own for a match it
 * decided, the original one for an import), and for an imported match how and its statement of it.
 */
export interface ExportExtras {
  readonly signedHead?: SignedHead | null;
  readonly imported?: ImportMarkFacts | null;
  readonly importAttestation?: ImportAttestation | null;
  /** The disputes opened on the exporting server about this match, with their verdicts. */
  readonly disputes?: readonly MatchDispute[];
  /** The match's chat (both channels), oldest first. */
  readonly chat?: readonly ExportedChat[];
}

export class ExportFormatError extends Error {
  constructor(
    readonly line: number | null,
    message: string,
  ) {
    super(line === null ? message : `line ${line}: ${message}`);
    this.name = 'ExportFormatError';
  }
}

export function toExportLines(record: MatchRecord, exportedAt: Date, extras: ExportExtras = {}): string[] {
  const created = record.events[0]?.payload as MatchCreated | undefined;
  if (!created || created.type !== 'match.created') throw new ExportFormatError(null, 'the stream does not start with match.created');
  const ended = record.events.find((e) => e.type === 'match.ended')?.payload as MatchEnded | undefined;
  const header: ExportHeader = {
    record: 'header',
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    matchId: record.matchId,
    gameId: created.gameId,
    rulesVersion: created.rulesVersion,
    seatCount: created.seatCount,
    seats: foldSeatsOnly(record.events),
    options: created.options,
    scenario: created.scenario,
    marks: matchMarks(created.scenario, extras.imported ?? null, sandboxOrigin(created), created.rated === true),
    seedCommitment: created.seedCommitment,
    seed: ended?.seed ?? null,
    outcome: ended?.outcome ?? null,
    events: record.events.length,
    commands: record.commands.length,
    exportedAt: exportedAt.toISOString(),
    importedAt: extras.imported?.importedAt ?? null,
  };
  return [
    JSON.stringify(header),
    ...record.events.map((e) => JSON.stringify({ record: 'event', ...e })),
    ...record.commands.map((c) => JSON.stringify({ record: 'command', ...c })),
    ...(extras.chat ?? []).map((m) => JSON.stringify({ record: 'chat', ...m })),
    ...(ended ? [JSON.stringify({ record: 'seed', seed: ended.seed })] : []),
    ...(extras.signedHead ? [JSON.stringify({ record: 'signature', ...extras.signedHead })] : []),
    ...(extras.importAttestation ? [JSON.stringify({ record: 'import', ...extras.importAttestation })] : []),
    ...(extras.disputes ?? []).map((d) => JSON.stringify({ record: 'dispute', ...d })),
  ];
}

export function toExportText(record: MatchRecord, exportedAt: Date, extras: ExportExtras = {}): string {
  return `${toExportLines(record, exportedAt, extras).join('\n')}\n`;
}

/** Parses an export file. Shapes are checked strictly: the file comes from outside. */
export function parseExport(text: string): MatchFile {
  const parser = new ExportParser();
  text.split('\n').forEach((line, i) => parser.line(line, i + 1));
  return parser.finish();
}

/**
 * The same parse, one line at a time, so a file can be checked while it arrives and refused at its
 * first bad line without holding its text (imports stream the upload into a worker thread).
 */
export class ExportParser {
  private header: ExportHeader | null = null;
  private readonly events: RecordedEvent[] = [];
  private readonly commands: RecordedCommand[] = [];
  private seed: string | null = null;
  private signedHead: SignedHead | null = null;
  private importAttestation: ImportAttestation | null = null;
  private readonly disputes: Obj[] = [];
  private readonly chat: ExportedChat[] = [];

  /** One line of the file (`n` counts from 1); blank lines are allowed. */
  line(raw: string, n: number): void {
    const line = raw.trim();
    if (line === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new ExportFormatError(n, `not JSON (${String(error)})`);
    }
    // The same rules as request bodies, before any other work: PostgreSQL cannot store a NUL or a
    // lone surrogate (a 500 at insert time), and the audit's comparisons recurse into payloads.
    const hostile = hostileInputProblem(value);
    if (hostile) throw new ExportFormatError(n, hostile);
    const o = asObject(value, n, 'a line');
    switch (o.record) {
      case 'header':
        if (this.header) throw new ExportFormatError(n, 'a second header');
        if (o.format !== EXPORT_FORMAT) throw new ExportFormatError(n, `not a ${EXPORT_FORMAT} file`);
        if (o.formatVersion !== EXPORT_FORMAT_VERSION)
          throw new ExportFormatError(n, `format version ${String(o.formatVersion)} is not supported (expected ${EXPORT_FORMAT_VERSION})`);
        str(o, 'matchId', n);
        str(o, 'gameId', n);
        this.header = o as unknown as ExportHeader;
        break;
      case 'event':
        this.events.push(parseEvent(o, n));
        break;
      case 'command':
        this.commands.push(parseCommand(o, n));
        break;
      case 'seed':
        this.seed = str(o, 'seed', n);
        break;
      case 'signature':
        this.signedHead = parseSignedHead(o, n);
        break;
      case 'import':
        this.importAttestation = parseImportAttestation(o, n);
        break;
      case 'dispute':
        str(o, 'disputeId', n);
        this.disputes.push(o);
        break;
      case 'chat':
        this.chat.push(parseChat(o, n));
        break;
      default:
        throw new ExportFormatError(n, `unknown record ${JSON.stringify(o.record)}`);
    }
  }

  finish(): MatchFile {
    const h = this.header;
    if (!h) throw new ExportFormatError(null, 'no header line');
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(h.matchId)) throw new ExportFormatError(null, `bad match id ${h.matchId}`);
    return {
      header: h,
      record: { matchId: h.matchId.toLowerCase(), events: this.events, commands: this.commands },
      seed: this.seed,
      signedHead: this.signedHead,
      importAttestation: this.importAttestation,
      disputes: this.disputes,
      chat: this.chat,
    };
  }
}

function parseChat(o: Obj, line: number): ExportedChat {
  return {
    messageId: str(o, 'messageId', line),
    channel: oneOf(o, 'channel', ['players', 'spectators'] as const, line),
    seat: intOrNull(o, 'seat', line),
    author: str(o, 'author', line),
    body: str(o, 'body', line),
    sentAt: str(o, 'sentAt', line),
  };
}

function parseImportAttestation(o: Obj, line: number): ImportAttestation {
  if (o.algorithm !== 'Ed25519') throw new ExportFormatError(line, 'import.algorithm must be "Ed25519"');
  return {
    matchId: str(o, 'matchId', line),
    seq: int(o, 'seq', line),
    hash: str(o, 'hash', line),
    importedAt: str(o, 'importedAt', line),
    signedBy: strOrNull(o, 'signedBy', line),
    algorithm: 'Ed25519',
    keyId: str(o, 'keyId', line),
    signature: str(o, 'signature', line),
  };
}

function parseSignedHead(o: Obj, line: number): SignedHead {
  if (o.algorithm !== 'Ed25519') throw new ExportFormatError(line, 'signature.algorithm must be "Ed25519"');
  return {
    matchId: str(o, 'matchId', line),
    seq: int(o, 'seq', line),
    hash: str(o, 'hash', line),
    algorithm: 'Ed25519',
    keyId: str(o, 'keyId', line),
    signature: str(o, 'signature', line),
  };
}

type Obj = Record<string, unknown>;

function asObject(value: unknown, line: number, what: string): Obj {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ExportFormatError(line, `${what} must be a JSON object`);
  return value as Obj;
}

function str(o: Obj, key: string, line: number): string {
  const v = o[key];
  if (typeof v !== 'string') throw new ExportFormatError(line, `${key} must be a string`);
  return v;
}

function int(o: Obj, key: string, line: number): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isInteger(v)) throw new ExportFormatError(line, `${key} must be an integer`);
  return v;
}

function intOrNull(o: Obj, key: string, line: number): number | null {
  return o[key] === null || o[key] === undefined ? null : int(o, key, line);
}

function strOrNull(o: Obj, key: string, line: number): string | null {
  return o[key] === null || o[key] === undefined ? null : str(o, key, line);
}

function parseActor(value: unknown, line: number): Actor {
  const a = asObject(value, line, 'actor');
  if (a.kind === 'seat') return { kind: 'seat', seat: int(a, 'seat', line) };
  if (a.kind === 'system') return { kind: 'system', reason: str(a, 'reason', line) };
  throw new ExportFormatError(line, 'actor.kind must be "seat" or "system"');
}

function parseVisibility(value: unknown, line: number): Visibility {
  const v = asObject(value, line, 'visibility');
  if (v.kind === 'public') return { kind: 'public' };
  if (v.kind === 'seats' && Array.isArray(v.seats) && v.seats.every((s) => Number.isInteger(s))) return { kind: 'seats', seats: v.seats as number[] };
  throw new ExportFormatError(line, 'visibility must be {kind:"public"} or {kind:"seats", seats:[...]}');
}

function parseEvent(o: Obj, line: number): RecordedEvent {
  const recordedAt = str(o, 'recordedAt', line);
  if (Number.isNaN(Date.parse(recordedAt))) throw new ExportFormatError(line, 'recordedAt must be an ISO timestamp');
  return {
    seq: int(o, 'seq', line),
    type: str(o, 'type', line),
    schemaVersion: int(o, 'schemaVersion', line),
    payload: o.payload,
    visibility: parseVisibility(o.visibility, line),
    commandId: strOrNull(o, 'commandId', line),
    actor: parseActor(o.actor, line),
    recordedAt,
    prevHash: str(o, 'prevHash', line),
    hash: str(o, 'hash', line),
  };
}

const KINDS = ['create', 'join', 'command'] as const;
const ORIGINS = ['player', 'timeout', 'auto-pass', 'lobby'] as const;

function oneOf<T extends string>(o: Obj, key: string, values: readonly T[], line: number): T {
  const v = str(o, key, line);
  if (!(values as readonly string[]).includes(v)) throw new ExportFormatError(line, `${key} must be one of ${values.join(', ')}`);
  return v as T;
}

function parseCommand(o: Obj, line: number): RecordedCommand {
  const status = oneOf(o, 'status', ['accepted', 'rejected'] as const, line);
  let rejection: RecordedCommand['rejection'] = null;
  if (o.rejection !== null && o.rejection !== undefined) {
    const r = asObject(o.rejection, line, 'rejection');
    rejection = { code: str(r, 'code', line), rule: strOrNull(r, 'rule', line), message: str(r, 'message', line) };
  }
  const receivedAt = str(o, 'receivedAt', line);
  if (Number.isNaN(Date.parse(receivedAt))) throw new ExportFormatError(line, 'receivedAt must be an ISO timestamp');
  return {
    actor: str(o, 'actor', line),
    commandId: str(o, 'commandId', line),
    kind: oneOf(o, 'kind', KINDS, line),
    seat: intOrNull(o, 'seat', line),
    origin: oneOf(o, 'origin', ORIGINS, line),
    payload: o.payload ?? null,
    receivedAt,
    decidedVersion: int(o, 'decidedVersion', line),
    status,
    rejection,
    firstSeq: intOrNull(o, 'firstSeq', line),
    lastSeq: intOrNull(o, 'lastSeq', line),
  };
}
