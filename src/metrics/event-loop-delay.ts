import { monitorEventLoopDelay, type ELDHistogram } from 'node:perf_hooks';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';

/** How long one reading covers: long enough to catch a stall, short enough to show it is over. */
const WINDOW_MS = 10_000;

export interface EventLoopDelayReading {
  /** The window the figures cover (the current one and the one before it). */
  readonly windowSeconds: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

/**
 * The event loop's delay (`perf_hooks.monitorEventLoopDelay`): how late a timer or an I/O callback
 * runs because something held the loop. Every command, socket message and deadline waits that
 * long, so it must stay near zero while audits and imports run (they run in worker threads).
 * Reported by `GET /health/live`; `GET /metrics` has it too (`stackbound_nodejs_eventloop_lag_*`).
 */
@Injectable()
export class EventLoopDelay implements OnApplicationShutdown {
  private readonly histogram: ELDHistogram = monitorEventLoopDelay({ resolution: 10 });
  private previous: EventLoopDelayReading = { windowSeconds: 0, p50Ms: 0, p99Ms: 0, maxMs: 0 };
  private readonly rollover: NodeJS.Timeout;

  constructor() {
    this.histogram.enable();
    this.rollover = setInterval(() => {
      this.previous = this.current();
      this.histogram.reset();
    }, WINDOW_MS);
    this.rollover.unref();
  }

  /** The worst of the current window and the previous one, in milliseconds. */
  reading(): EventLoopDelayReading {
    const now = this.current();
    return {
      windowSeconds: (2 * WINDOW_MS) / 1000,
      p50Ms: Math.max(now.p50Ms, this.previous.p50Ms),
      p99Ms: Math.max(now.p99Ms, this.previous.p99Ms),
      maxMs: Math.max(now.maxMs, this.previous.maxMs),
    };
  }

  onApplicationShutdown(): void {
    clearInterval(this.rollover);
    this.histogram.disable();
  }

  private current(): EventLoopDelayReading {
    // The histogram is in nanoseconds; an empty one reports its sentinel values, hence the count check.
    const ms = (ns: number) => (this.histogram.count > 0 ? Math.round(ns / 1e4) / 100 : 0);
    return {
      windowSeconds: WINDOW_MS / 1000,
      p50Ms: ms(this.histogram.percentile(50)),
      p99Ms: ms(this.histogram.percentile(99)),
      maxMs: ms(this.histogram.max),
    };
  }
}
