/**
 * One seat of an end-to-end benchmark match: a socket.io client (the typed client of src/client)
 * that plays only when its updates say the match waits for it, choosing among the `legalActions`
 * the update carries: usually a random active action, sometimes a passive one (pass, end the turn,
 * skip), never concede. Measures send → the first update of its own socket with a newer seq.
 */
import { GameClient, ProtocolClientError, type GameMessage, type MatchSnapshot } from '../../src/client';

/** Commands that let the game move on without doing anything: chosen a quarter of the time. */
const PASSIVE = new Set(['pass', 'end-turn', 'end-play', 'skip-trade', 'decline-trade', 'skip-swap']);
const ACTIVE_SHARE = 0.75;

export interface SeatTally {
  sent: number;
  accepted: number;
  /** Refusals by code (STALE_SEQ when both seats were prompted at once, rules codes, TIMEOUT…). */
  readonly refused: Map<string, number>;
  readonly latenciesMs: number[];
}

export class SeatPlayer {
  readonly client: GameClient;
  readonly tally: SeatTally = { sent: 0, accepted: 0, refused: new Map(), latenciesMs: [] };
  finishedAt: number | null = null;
  /** The command in flight (until its acknowledgement). */
  private pending = false;
  /** The last command sent, until an update newer than the seq it was decided on arrives. */
  private timing: { t0: number; seq: number } | null = null;
  private playing = false;

  constructor(
    url: string,
    readonly matchId: string,
    readonly seat: number,
    private readonly token: string,
    private readonly random: () => number,
  ) {
    // forceNew: one connection per seat, as separate players would have.
    this.client = new GameClient(url, { ackTimeoutMs: 120_000, socket: { forceNew: true, transports: ['websocket'] } });
    this.client.onUpdate(({ mirror }) => {
      const snap = mirror.snapshot;
      if (!snap) return;
      if (snap.status === 'finished' && this.finishedAt === null) this.finishedAt = performance.now();
      // The acknowledgement and the update race; the latency ends at the update, whichever is first.
      if (this.timing && snap.seq > this.timing.seq) {
        this.tally.latenciesMs.push(performance.now() - this.timing.t0);
        this.timing = null;
      }
      this.act();
    });
  }

  async join(): Promise<void> {
    await this.client.join(this.matchId, { token: this.token });
  }

  /** Starts playing from the latest snapshot (clients join first, then all start together). */
  start(): void {
    this.playing = true;
    this.act();
  }

  stop(): void {
    this.playing = false;
    this.client.close();
  }

  /** The match's seq as this socket last saw it. */
  seq(): number {
    return this.client.mirror(this.matchId)?.seq ?? 0;
  }

  private act(): void {
    if (!this.playing || this.pending) return;
    const snap = this.client.mirror(this.matchId)?.snapshot;
    if (!snap || snap.status !== 'live' || !snap.waitingFor.includes(this.seat)) return;
    const command = chooseLegalAction(snap, this.random);
    if (!command) return;
    const sentOn = snap.seq;
    this.pending = true;
    this.timing = { t0: performance.now(), seq: sentOn };
    this.tally.sent += 1;
    this.client.command(this.matchId, command, { commandId: `s${this.seat}n${this.tally.sent}`, expectedSeq: sentOn }).then(
      (ack) => {
        this.tally.accepted += 1;
        this.pending = false;
        // Its update may have come first; if not, that update will call act(). A command that
        // appended nothing brings no update: act on the current snapshot.
        if (this.seq() > sentOn || ack.lastSeq === null) this.act();
      },
      (error: unknown) => {
        const code = error instanceof ProtocolClientError ? error.code : 'CLIENT_ERROR';
        this.tally.refused.set(code, (this.tally.refused.get(code) ?? 0) + 1);
        this.pending = false;
        this.timing = null;
        // STALE_SEQ: the newer update is here or on its way (and will call act()). Any other
        // refusal changed nothing and brings no update: choose again shortly.
        if (this.seq() > sentOn) this.act();
        else if (code !== 'STALE_SEQ') setTimeout(() => this.act(), 20);
      },
    );
  }
}

/**
 * The bench players' policy: among the snapshot's legal actions (never concede), usually a random
 * active one, sometimes a passive one (pass, end the turn, skip); null when nothing is offered.
 */
export function chooseLegalAction(snap: MatchSnapshot, random: () => number): GameMessage | null {
  const legal = snap.legalActions.filter((c) => c.type !== 'concede');
  if (legal.length === 0) return null;
  const passive = legal.filter((c) => PASSIVE.has(c.type));
  const active = legal.filter((c) => !PASSIVE.has(c.type));
  const pool = active.length > 0 && (passive.length === 0 || random() < ACTIVE_SHARE) ? active : passive;
  return pool[Math.floor(random() * pool.length)]!;
}
