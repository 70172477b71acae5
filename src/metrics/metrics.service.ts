import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Latency buckets in seconds: a command's append is usually ~1 ms, a loaded one tens of ms. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** A gauge whose value is read when Prometheus scrapes, from whoever owns the number. */
export type GaugeReading = () =>
  | readonly { readonly labels: Record<string, string>; readonly value: number }[]
  | Promise<readonly { readonly labels: Record<string, string>; readonly value: number }[]>;

/**
 * The server's metrics in Prometheus' format (`GET /metrics`). One registry per application (tests
 * run several in one process), the Node.js defaults (CPU, memory, GC, and the event-loop delay from
 * `perf_hooks.monitorEventLoopDelay`) and the instruments below. Counters and histograms are
 * updated where the thing happens; gauges are read at scrape time from the module that owns the
 * number, through `readGauge`.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  /** Commands by game and outcome: accepted, rejected (rules or stale), duplicate (a retried id). */
  readonly commands = new Counter({
    name: 'stackbound_commands_total',
    help: 'Commands decided, by game and outcome.',
    labelNames: ['game', 'outcome', 'origin'] as const,
    registers: [this.registry],
  });

  /** Refusals by code: which rules players run into, and whether clients send stale commands. */
  readonly rejections = new Counter({
    name: 'stackbound_rejections_total',
    help: 'Refused commands, by game and code.',
    labelNames: ['game', 'code'] as const,
    registers: [this.registry],
  });

  /** From the start of the append to its durable commit, per command. */
  readonly appendSeconds = new Histogram({
    name: 'stackbound_append_seconds',
    help: 'Time from the start of an append to its commit, in seconds.',
    labelNames: ['path'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  /** Events written per append (a command's consequences: one for a pass, many for a resolution). */
  readonly appendEvents = new Histogram({
    name: 'stackbound_append_events',
    help: 'Events written by one append.',
    buckets: [1, 2, 4, 8, 16, 32, 64],
    registers: [this.registry],
  });

  /** Commands per group-commit batch: how many commands shared one round trip and one commit. */
  readonly appendBatchCommands = new Histogram({
    name: 'stackbound_append_batch_commands',
    help: 'Commands written by one group-commit batch (one round trip, one commit).',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128],
    registers: [this.registry],
  });

  /** From a command's arrival to its answer, the whole pipeline. */
  readonly commandSeconds = new Histogram({
    name: 'stackbound_command_seconds',
    help: 'Time from a command reaching the pipeline to its answer, in seconds.',
    labelNames: ['game'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  /** Defaults the server played for a seat whose deadline passed (R-MATCH-1, M-MISC-4). */
  readonly deadlineDefaults = new Counter({
    name: 'stackbound_deadline_defaults_total',
    help: 'Default actions applied because a deadline passed, by game.',
    labelNames: ['game'] as const,
    registers: [this.registry],
  });

  /** How far behind the append a NOTIFY reaches this process (a wake-up for other instances). */
  readonly notifyLagSeconds = new Histogram({
    name: 'stackbound_notify_lag_seconds',
    help: 'Time from an event being recorded to this process hearing of it by NOTIFY, in seconds.',
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'stackbound_' });
  }

  /** Registers a gauge read at scrape time (sockets per namespace, live matches, pool use). */
  readGauge(name: string, help: string, labelNames: readonly string[], read: GaugeReading): void {
    if (this.registry.getSingleMetric(name)) throw new Error(`metric ${name} is registered twice`);
    new Gauge({
      name,
      help,
      labelNames: [...labelNames],
      registers: [this.registry],
      async collect() {
        this.reset();
        // A reading that fails (the database away) leaves the gauge empty rather than failing the scrape.
        const readings = await Promise.resolve()
          .then(read)
          .catch(() => []);
        for (const { labels, value } of readings) if (Number.isFinite(value)) this.set(labels, value);
      },
    });
  }

  /** The exposition text and its content type. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
