/**
 * The closed loop of docs/peer-workload.md, the same for every peer: all clients are connected and hold
 * their first state; at t0 they are released and the client whose turn it is plays card 0 at
 * once, every match at the same time, until every match is seen over by both its clients.
 *
 * Latency: from sending a move to the acting client receiving a state with a newer seq.
 * Moves/s: acknowledged moves / (time from t0 until every match is seen over by both clients).
 */
import { HiddenValueReport } from './hidden-values';
import { forEachLimit } from './http';
import type { ObservedState, Peer, SeatConnection, SeatCredentials } from './peer';

export interface LoopResult {
  readonly matches: number;
  /** Matches seen over by both clients. */
  readonly finished: number;
  readonly moves: number;
  readonly refusals: number;
  readonly latenciesMs: readonly number[];
  readonly elapsedMs: number;
  readonly timedOut: boolean;
}

class SeatClient {
  last: ObservedState | null = null;
  /** The move in flight: the seq it was decided on and when it was sent. */
  pending: { seq: number; sentAt: number } | null = null;
  over = false;
  readonly messages: unknown[] = [];
  connection: SeatConnection | null = null;

  constructor(
    readonly credentials: SeatCredentials,
    private readonly loop: MatchLoad,
  ) {}

  onState(state: ObservedState): void {
    this.last = state;
    const now = performance.now();
    if (this.pending && state.seq > this.pending.seq) {
      this.loop.latency(now - this.pending.sentAt, !this.loop.peer.acknowledges);
      this.pending = null;
    }
    if (state.over) {
      if (!this.over) {
        this.over = true;
        this.loop.seenOver();
      }
      return;
    }
    this.maybePlay();
  }

  maybePlay(): void {
    const state = this.last;
    if (!this.loop.released || !state || !state.myTurn || this.pending || !this.connection) return;
    this.pending = { seq: state.seq, sentAt: performance.now() };
    this.loop.unacknowledged += 1;
    this.connection.play(
      state.seq,
      () => this.loop.acknowledged(),
      () => {
        this.loop.unacknowledged -= 1;
        // Refused (not expected in this workload): count it and decide again on the latest state.
        this.loop.refused();
        this.pending = null;
        setImmediate(() => this.maybePlay());
      },
    );
  }
}

/** M matches with both clients connected, ready to be released. */
export class MatchLoad {
  released = false;
  /** Moves sent and neither acknowledged nor refused yet (peers that acknowledge). */
  unacknowledged = 0;
  private moves = 0;
  private refusals = 0;
  private overCount = 0;
  private readonly latencies: number[] = [];
  private readonly clients: SeatClient[] = [];
  private finishedAt: (() => void) | null = null;

  private constructor(
    readonly peer: Peer,
    private readonly matchCount: number,
  ) {}

  /** Lobby and connect phases (not measured): create the matches, connect 2·M clients, wait for every first state. */
  static async prepare(peer: Peer, matches: number, connectConcurrency = 50): Promise<MatchLoad> {
    const load = new MatchLoad(peer, matches);
    const seats = (await peer.createMatches(matches)).flat();
    for (const s of seats) load.clients.push(new SeatClient(s, load));
    await forEachLimit(load.clients, connectConcurrency, async (c) => {
      c.connection = await peer.connect(
        c.credentials,
        (state) => c.onState(state),
        (message) => c.messages.push(message),
      );
    });
    return load;
  }

  /** The measured phase: release every client at t0, stop when every match is over or at `timeoutMs`. */
  async run(timeoutMs: number): Promise<LoopResult> {
    const t0 = performance.now();
    const done = new Promise<boolean>((resolve) => {
      this.finishedAt = () => resolve(false);
      if (this.overCount === this.clients.length) resolve(false);
      setTimeout(() => resolve(true), timeoutMs).unref();
    });
    this.released = true;
    for (const c of this.clients) c.maybePlay();
    const timedOut = await done;
    const elapsedMs = performance.now() - t0;
    this.released = false;
    // The last acknowledgements may trail the last states by a moment: count them, within the window's figure.
    for (let waited = 0; !timedOut && this.peer.acknowledges && this.unacknowledged > 0 && waited < 2000; waited += 10)
      await new Promise((r) => setTimeout(r, 10));
    const finished = new Set(this.clients.filter((c) => c.over).map((c) => c.credentials.matchId));
    const bothOver = [...finished].filter((id) => this.clients.every((c) => c.credentials.matchId !== id || c.over)).length;
    return { matches: this.matchCount, finished: bothOver, moves: this.moves, refusals: this.refusals, latenciesMs: [...this.latencies], elapsedMs, timedOut };
  }

  /** Closes every client; then checks everything they received for hidden values. */
  close(): HiddenValueReport {
    for (const c of this.clients) c.connection?.close();
    const byMatch = new Map<string, unknown[][]>();
    for (const c of this.clients) {
      const seats = byMatch.get(c.credentials.matchId) ?? [[], []];
      seats[c.credentials.seat] = c.messages;
      byMatch.set(c.credentials.matchId, seats);
    }
    const report = new HiddenValueReport();
    for (const seats of byMatch.values()) this.peer.checkHiddenValues(seats, report);
    return report;
  }

  latency(ms: number, countsAsMove: boolean): void {
    this.latencies.push(ms);
    if (countsAsMove) this.moves += 1;
  }

  acknowledged(): void {
    this.unacknowledged -= 1;
    this.moves += 1;
  }

  refused(): void {
    this.refusals += 1;
  }

  seenOver(): void {
    this.overCount += 1;
    if (this.overCount === this.clients.length) this.finishedAt?.();
  }
}
