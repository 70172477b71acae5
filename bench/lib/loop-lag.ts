/**
 * The server's own event-loop delay over a window, read from its Prometheus metrics: prom-client's
 * `nodejs_eventloop_lag_*` gauges come from a `monitorEventLoopDelay` histogram that is reset at
 * every scrape, so a scrape at the start of a window and one at its end give that window's figures.
 */
import { rawRequest } from './raw-http';

export interface LoopLag {
  readonly p99Ms: number;
  readonly maxMs: number;
}

function gauge(text: string, name: string): number {
  const match = new RegExp(`^stackbound_nodejs_eventloop_lag_${name}_seconds(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text);
  return match ? Number(match[1]) * 1000 : Number.NaN;
}

/** Starts a window (the scrape resets the histogram). */
export async function startLoopLagWindow(url: string): Promise<void> {
  await rawRequest(`${url}/metrics`);
}

/** The delay since the previous scrape, and starts the next window. */
export async function loopLagSinceLastScrape(url: string): Promise<LoopLag> {
  const text = (await rawRequest(`${url}/metrics`)).text;
  return { p99Ms: gauge(text, 'p99'), maxMs: gauge(text, 'max') };
}
