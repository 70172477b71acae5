import type { DeadlineOptions, MatchCreated, MatchEnded } from '../match-domain';

/** One row of the lobby: what a match list needs, nothing hidden. */
export interface LobbyRow {
  readonly matchId: string;
  readonly gameId: string;
  readonly status: 'waiting' | 'live' | 'finished';
  readonly seatCount: number;
  readonly seats: readonly LobbySeat[];
  readonly scenario: boolean;
  /** Rated here: its creator chose so (match.created `rated`); never an imported match (matchMarks' rule). */
  readonly rated: boolean;
  /** What a joiner agrees to, fixed at creation: shown before joining. */
  readonly terms: MatchTerms;
  /**
   * When the server imported the match from an export file (its own clock), or null for a match
   * played here. Imported matches are listed apart from live play.
   */
  readonly importedAt: Date | null;
  readonly winners: readonly number[] | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly lastSeq: number;
}

/** The terms of a match that change play: its deadlines (R-MATCH-1, M-MISC-4) and the game's options (e.g. a round limit). */
export interface MatchTerms {
  readonly deadlines: DeadlineOptions | null;
  readonly options: unknown;
}

export interface LobbySeat {
  readonly seat: number;
  readonly name: string | null;
  readonly claimed: boolean;
  readonly bot: string | null;
}

/** The event columns the lobby reads. */
export interface LobbyInput {
  readonly matchId: string;
  readonly seq: number;
  readonly type: string;
  readonly payload: unknown;
  readonly recordedAt: Date;
  /** For match.created: when the stream was imported, if it was (the projector looks it up). */
  readonly importedAt?: Date | null;
}

/**
 * The lobby fold: pure, and idempotent per match (an event at or below `lastSeq` is ignored), so
 * replaying a batch after a crash between apply and checkpoint changes nothing.
 */
export function applyLobbyEvent(row: LobbyRow | null, e: LobbyInput): LobbyRow | null {
  if (row && e.seq <= row.lastSeq) return row;
  if (e.type === 'match.created') {
    const created = e.payload as MatchCreated;
    // A sandbox is unlisted: reachable by its id (the creator's link), never offered in the lobby.
    if (created.branch) return null;
    return {
      matchId: e.matchId,
      gameId: created.gameId,
      status: 'waiting',
      seatCount: created.seatCount,
      seats: Array.from({ length: created.seatCount }, (_, seat) => ({ seat, name: null, claimed: false, bot: null })),
      scenario: created.scenario,
      rated: created.rated === true && !created.scenario && !e.importedAt,
      terms: { deadlines: created.deadlines ?? null, options: created.options ?? null },
      importedAt: e.importedAt ?? null,
      winners: null,
      createdAt: e.recordedAt,
      updatedAt: e.recordedAt,
      lastSeq: e.seq,
    };
  }
  if (!row) return null; // a stream must start with match.created; anything else is not a lobby match
  const touched = { ...row, updatedAt: e.recordedAt, lastSeq: e.seq };
  if (e.type === 'seat.claimed') {
    const claim = e.payload as { seat: number; name: string; bot: string | null };
    const seats = row.seats.map((s) => (s.seat === claim.seat ? { seat: s.seat, name: claim.name, claimed: true, bot: claim.bot } : s));
    const status = row.status === 'waiting' && seats.every((s) => s.claimed) ? 'live' : row.status;
    return { ...touched, seats, status };
  }
  if (e.type === 'match.ended') {
    return { ...touched, status: 'finished', winners: [...(e.payload as MatchEnded).outcome.winners] };
  }
  return touched;
}

/** What a match's summary row holds (kept with each append by the event store): see `lobbyRowOfSummary`. */
export interface LobbySummary {
  readonly matchId: string;
  readonly lastSeq: number;
  readonly updatedAt: Date;
  /** match.created, seat.claimed and match.ended, in seq order. */
  readonly lifecycle: readonly Omit<LobbyInput, 'matchId' | 'importedAt'>[];
}

/**
 * A match's lobby row from its summary: the lifecycle events folded, then the newest seq and time
 * of the other events (the only thing the fold takes from them). The same row as folding every
 * event of the match (test/lobby-projection.test.ts).
 */
export function lobbyRowOfSummary(summary: LobbySummary, importedAt: Date | null): LobbyRow | null {
  let row: LobbyRow | null = null;
  for (const e of summary.lifecycle) row = applyLobbyEvent(row, { ...e, matchId: summary.matchId, importedAt });
  return row && summary.lastSeq > row.lastSeq ? { ...row, lastSeq: summary.lastSeq, updatedAt: summary.updatedAt } : row;
}
