import type { AnyGameDefinition, Typed } from '../../src/engine/game-definition';
import { isRejection } from '../../src/engine/rejection';
import { rngFromInt } from '../../src/engine/random';
import { GENESIS_HASH, eventHash } from '../../src/event-store/hash-chain';
import { decideCommand, decideCreate, foldServer, type DecidedEvent, type ServerState } from '../../src/match-domain';
import type { MatchRecord, RecordedCommand, RecordedEvent } from '../../src/replay/core/record';

/**
 * A finished (or capped) bot match as the server would have stored it, built in memory with the
 * match decider alone: the events with their hash chain and the command ledger. Used to write and
 * check recorded fixtures without a server; timestamps are fixed so the record is reproducible.
 */
export function recordBotMatch(
  def: AnyGameDefinition,
  opts: { matchId: string; seed: string; bots: readonly string[]; options?: unknown; maxCommands: number },
): { record: MatchRecord; seed: string } {
  const at = new Date('2026-01-01T00:00:00.000Z');
  const events: RecordedEvent[] = [];
  const commands: RecordedCommand[] = [];
  const append = (decided: readonly DecidedEvent[], commandId: string): void => {
    for (const e of decided) {
      const seq = events.length + 1;
      const prevHash = events.at(-1)?.hash ?? GENESIS_HASH;
      const fields = {
        matchId: opts.matchId,
        seq,
        type: e.type,
        schemaVersion: e.schemaVersion,
        payload: e.payload,
        visibility: e.visibility,
        commandId,
        actor: e.actor,
        recordedAt: at,
      };
      events.push({ ...fields, recordedAt: at.toISOString(), prevHash, hash: eventHash(prevHash, fields) });
    }
  };
  const created = decideCreate(def, { seats: opts.bots.length, options: opts.options ?? {}, bots: opts.bots }, opts.seed);
  if (isRejection(created)) throw new Error(`create refused: ${created.code}`);
  append(created.events, 'create');
  commands.push(ledger('lobby', 'create', 'create', null, 'lobby', created.recorded, 0, 1, events.length, at));
  let state: ServerState = foldServer(
    def,
    events.map((e) => e.payload as Typed),
  );
  for (let n = 0; n < opts.maxCommands && !state.match.ended; n += 1) {
    const seat = def.prompt(state.match.game)?.seats[0];
    if (seat === undefined) break;
    const bot = def.bots[opts.bots[seat] ?? 'random']!;
    const payload = bot(state.match.game, seat, rngFromInt(n + 1));
    if (payload === null) break;
    const version = state.match.version;
    const decided = decideCommand(def, state, { seat, origin: 'player', payload }, opts.seed);
    if (isRejection(decided)) throw new Error(`bot command refused: ${decided.code} ${decided.message}`);
    const commandId = `bot-${n}`;
    append(decided, commandId);
    commands.push(ledger(`seat:${seat}`, commandId, 'command', seat, 'player', payload, version, version + 1, events.length, at));
    state = foldServer(
      def,
      decided.map((e) => e.payload),
      state,
    );
  }
  return { record: { matchId: opts.matchId, events, commands }, seed: opts.seed };
}

function ledger(
  actor: string,
  commandId: string,
  kind: RecordedCommand['kind'],
  seat: number | null,
  origin: RecordedCommand['origin'],
  payload: unknown,
  decidedVersion: number,
  firstSeq: number,
  lastSeq: number,
  at: Date,
): RecordedCommand {
  return {
    actor,
    commandId,
    kind,
    seat,
    origin,
    payload,
    receivedAt: at.toISOString(),
    decidedVersion,
    status: 'accepted',
    rejection: null,
    firstSeq,
    lastSeq,
  };
}
