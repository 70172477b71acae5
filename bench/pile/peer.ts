/**
 * What the pile workload needs from a server under test (ours or boardgame.io): a lobby to create
 * matches and seat credentials, and one socket.io client per seat. The closed loop
 * (closed-loop.ts) is the same for every peer; only these adapters differ.
 */
import type { HiddenValueReport } from './hidden-values';

/** What a client learns from one state message, peer-neutral. */
export interface ObservedState {
  /** Grows with every change of the match: our seq, boardgame.io's _stateID. */
  readonly seq: number;
  /** The match waits for this client's seat. */
  readonly myTurn: boolean;
  readonly over: boolean;
}

export interface SeatCredentials {
  readonly matchId: string;
  readonly seat: number;
  readonly secret: string;
}

export interface SeatConnection {
  /**
   * Sends playCard(0), decided on `seq`. `acked` runs when the server acknowledges the move after
   * committing it (only for peers that acknowledge); `failed` when the server refuses it.
   */
  play(seq: number, acked: () => void, failed: (code: string) => void): void;
  close(): void;
}

export interface Peer {
  /** Row label in the tables. */
  readonly label: string;
  /** True: a move counts once the server acknowledges it; false: once the mover sees the newer state. */
  readonly acknowledges: boolean;
  /** Creates `count` 2-seat matches and claims both seats of each. */
  createMatches(count: number): Promise<SeatCredentials[][]>;
  /**
   * Connects one client for a seat; every message it receives goes to `onMessage` (kept for the
   * hidden-value check) and every state to `onState`. Resolves once the first state arrived.
   */
  connect(seat: SeatCredentials, onState: (state: ObservedState) => void, onMessage: (message: unknown) => void): Promise<SeatConnection>;
  /** Checks every message the two clients of one match received for values their seat may not see. */
  checkHiddenValues(messagesBySeat: readonly (readonly unknown[])[], report: HiddenValueReport): void;
}
