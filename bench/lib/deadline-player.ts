/**
 * One seat of a live-deadline match, played by a script: on every prompt it thinks `thinkMs`
 * (well inside the deadline), then sends one legal action and times it from send to the server's
 * acknowledgement. The question it answers: is an in-time command applied, and how long does it
 * wait, while other clients load the server?
 */
import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import { GameClient, ProtocolClientError } from '../../src/client';
import { chooseLegalAction } from './seat-player';

export interface DeadlineTally {
  sent: number;
  accepted: number;
  /** Refusals by code: for a command sent in time, any of them is a command lost. */
  readonly refused: Map<string, number>;
  /** Send → acknowledgement (accepted or refused), ms. */
  readonly waitsMs: number[];
}

export class DeadlinePlayer {
  readonly client: GameClient;
  readonly tally: DeadlineTally = { sent: 0, accepted: 0, refused: new Map(), waitsMs: [] };
  /** The seq of the prompt being thought about (one command per prompt). */
  private thinkingOn: number | null = null;
  private timer: NodeJS.Timeout | undefined;
  private inFlight = false;
  private playing = false;

  constructor(
    url: string,
    readonly matchId: string,
    readonly seat: number,
    private readonly token: string,
    private readonly thinkMs: number,
    private readonly random: () => number,
    localAddress: string,
  ) {
    // No silent retry after a rate-limit refusal: a refusal is a figure here. localAddress: the
    // player is a client of its own, apart from the load (quotas count per address).
    const socket: Partial<ManagerOptions & SocketOptions> & { localAddress: string } = { forceNew: true, transports: ['websocket'], localAddress };
    this.client = new GameClient(url, { ackTimeoutMs: 120_000, maxRetryWaitMs: 0, socket });
    this.client.onUpdate(() => this.prompted());
  }

  async join(): Promise<void> {
    await this.client.join(this.matchId, { token: this.token });
  }

  start(): void {
    this.playing = true;
    this.prompted();
  }

  /** Stops choosing, waits for the command in flight to be answered (so its wait is counted), then closes. */
  async finish(): Promise<void> {
    this.playing = false;
    clearTimeout(this.timer);
    const deadline = performance.now() + 60_000;
    while (this.inFlight && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    this.stop();
  }

  stop(): void {
    this.playing = false;
    clearTimeout(this.timer);
    this.client.close();
  }

  private snapshot() {
    return this.client.mirror(this.matchId)?.snapshot ?? null;
  }

  private prompted(): void {
    const snap = this.snapshot();
    if (!this.playing || this.inFlight || !snap || snap.status !== 'live' || !snap.waitingFor.includes(this.seat)) return;
    if (this.thinkingOn === snap.seq) return;
    this.thinkingOn = snap.seq;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.send(snap.seq), this.thinkMs);
  }

  private send(seq: number): void {
    const snap = this.snapshot();
    // The match moved on while thinking: think about the new prompt instead.
    if (!this.playing || !snap || snap.seq !== seq) return this.prompted();
    const command = chooseLegalAction(snap, this.random);
    if (!command) return;
    this.inFlight = true;
    this.tally.sent += 1;
    const t0 = performance.now();
    this.client
      .command(this.matchId, command, { commandId: `d${this.seat}n${this.tally.sent}`, expectedSeq: seq })
      .then(
        () => {
          this.tally.waitsMs.push(performance.now() - t0);
          this.tally.accepted += 1;
        },
        (error: unknown) => {
          this.tally.waitsMs.push(performance.now() - t0);
          const code = error instanceof ProtocolClientError ? error.code : 'CLIENT_ERROR';
          this.tally.refused.set(code, (this.tally.refused.get(code) ?? 0) + 1);
          // Nothing changed: think about the same prompt again.
          if (this.snapshot()?.seq === seq) this.thinkingOn = null;
        },
      )
      .finally(() => {
        this.inFlight = false;
        this.prompted();
      });
  }
}
