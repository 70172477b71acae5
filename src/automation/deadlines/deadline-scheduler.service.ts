import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { TriggerCoalescer } from '../../common/trigger-coalescer';
import { MatchChanges } from '../../matches';
import { ServerWorkQuota } from '../../quotas';
import { DeadlineEnforcer } from './deadline-enforcer.service';
import { DeadlineHeads, type MatchHead } from './deadline-heads';

/** setTimeout's ceiling (~24.8 days); longer correspondence deadlines re-arm when it fires. */
const MAX_TIMER_MS = 2_147_483_647;
/** Failed attempts at one timeout before waiting for the next append (about 10 minutes of retries). */
const MAX_FAILURES = 15;

interface Armed {
  readonly seq: number;
  /** Null: this seq was dealt with (nothing to default); wait for the next append. */
  readonly timer: NodeJS.Timeout | null;
}

/**
 * Keeps one timer per live match with deadlines (R-MATCH-1, M-MISC-4). Nothing lives only in
 * memory: a timer is re-derived from the log (the match's deadline option and the recorded-at of
 * its latest event) after every append seen here or announced by NOTIFY, after a LISTEN
 * reconnect, and for every unfinished match at start-up, so a deadline that expired while the
 * server was down is applied right after it starts. Every instance arms the same timers; the
 * enforcer's deterministic command ids make the default apply once.
 */
@Injectable()
export class DeadlineScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DeadlineScheduler.name);
  private readonly armed = new Map<string, Armed>();
  /** The head this process just appended, for the next arming of its match (saves a read). */
  private readonly appendedHeads = new Map<string, MatchHead>();
  private readonly arming = new TriggerCoalescer<string>((matchId) => this.arm(matchId), {
    onError: (matchId, error) => this.logger.error(`deadline of ${matchId}: ${String(error)}`),
  });
  /** Consecutive failed timeouts per match (reset when a new seq is armed). */
  private readonly failures = new Map<string, number>();
  private readonly unsubscribe: (() => void)[] = [];
  private stopping = false;

  constructor(
    private readonly heads: DeadlineHeads,
    private readonly enforcer: DeadlineEnforcer,
    private readonly changes: MatchChanges,
    private readonly serverWork: ServerWorkQuota,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.unsubscribe.push(
      this.changes.subscribe((change) => {
        if (change.kind === 'missed') return void this.scan();
        if (change.kind === 'appended') {
          // An append of this process carries its own head: no need to read it back.
          const last = change.local.events.at(-1);
          this.refresh(change.matchId, last ? { seq: last.seq, type: last.type, recordedAt: last.recordedAt } : undefined);
        }
        // The NOTIFY of an append already armed for (ours, seen as appended) changes nothing.
        else if ((this.armed.get(change.matchId)?.seq ?? -1) < change.lastSeq) this.refresh(change.matchId);
      }),
    );
    await this.scan();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    for (const off of this.unsubscribe) off();
    for (const a of this.armed.values()) if (a.timer) clearTimeout(a.timer);
    this.armed.clear();
    await this.arming.stop();
  }

  /** Arms every unfinished match with deadlines (start-up, LISTEN reconnect). */
  async scan(): Promise<void> {
    const ids = await this.heads.unfinishedWithDeadlines();
    for (const id of ids) this.refresh(id);
  }

  /**
   * Re-derives the timer of `matchId` from the log (coalesces concurrent calls). `known` is the
   * head as just appended by this process; without it (another instance appended) it is read from
   * the store.
   */
  refresh(matchId: string, known?: MatchHead): void {
    if (this.stopping) return;
    if (known) this.appendedHeads.set(matchId, known);
    else this.appendedHeads.delete(matchId);
    this.arming.trigger(matchId);
  }

  private async arm(matchId: string): Promise<void> {
    const known = this.appendedHeads.get(matchId);
    this.appendedHeads.delete(matchId);
    const options = await this.heads.options(matchId);
    if (!options) return this.disarm(matchId);
    const head = known ?? (await this.heads.head(matchId));
    if (!head || head.type === 'match.ended') return this.disarm(matchId);
    const current = this.armed.get(matchId);
    if (current && current.seq === head.seq) return;
    if (current) this.failures.delete(matchId);
    this.disarm(matchId);
    const due = head.recordedAt.getTime() + options.seconds * 1000;
    const timer = setTimeout(() => this.fire(matchId, head.seq), Math.min(MAX_TIMER_MS, Math.max(0, due - Date.now())));
    timer.unref();
    this.armed.set(matchId, { seq: head.seq, timer });
  }

  private fire(matchId: string, seq: number): void {
    const armed = this.armed.get(matchId);
    if (!armed || armed.seq !== seq || this.stopping) return;
    // Over its creator's budget of server-played events (QUOTA_SERVER_EVENTS_PER_MINUTE), the
    // default waits for the budget: the deadline has passed, the default only comes later.
    const wait = this.serverWork.reserve(matchId);
    if (wait > 0) {
      const timer = setTimeout(() => this.fire(matchId, seq), wait);
      timer.unref();
      this.armed.set(matchId, { seq, timer });
      return;
    }
    // Handled at this seq unless told otherwise: the next append re-arms (no busy loop when,
    // say, the match still waits for seats to be claimed).
    this.armed.set(matchId, { seq, timer: null });
    void (async () => {
      const options = await this.heads.options(matchId);
      if (!options) return;
      const outcome = await this.enforcer.expire(matchId, options);
      if (outcome === 'not-due') {
        // A timer clamped at MAX_TIMER_MS (long correspondence deadline): arm again.
        this.armed.delete(matchId);
        this.refresh(matchId);
      }
    })().catch((error: unknown) => {
      const failures = (this.failures.get(matchId) ?? 0) + 1;
      this.failures.set(matchId, failures);
      this.logger.error(`timeout of ${matchId} at seq ${seq} failed (${failures}): ${String(error)}`);
      // Try again with backoff (1 s doubling to a minute: the database may be away for a while,
      // e.g. a failover), but not forever: after that the next append re-arms it.
      if (failures >= MAX_FAILURES) return;
      setTimeout(
        () => {
          if (this.armed.get(matchId)?.seq === seq) this.armed.delete(matchId);
          this.refresh(matchId);
        },
        Math.min(60_000, 1000 * 2 ** (failures - 1)),
      ).unref();
    });
  }

  private disarm(matchId: string): void {
    if (!this.armed.has(matchId)) this.failures.delete(matchId);
    const a = this.armed.get(matchId);
    if (a?.timer) clearTimeout(a.timer);
    this.armed.delete(matchId);
  }
}
