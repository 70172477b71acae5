/**
 * How long the disk under the database takes to make 8 KiB durable (write + fdatasync), the floor
 * under every durable commit: an unloaded move latency cannot beat it with fsync on.
 */
import { closeSync, fdatasyncSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export function diskFlushMs(dir: string, iterations = 200): { median: number; p99: number } {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `flush-probe-${process.pid}`);
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(8192, 7);
  const times: number[] = [];
  try {
    for (let i = 0; i < iterations; i += 1) {
      const t0 = performance.now();
      writeSync(fd, block, 0, block.length, 0);
      fdatasyncSync(fd);
      times.push(performance.now() - t0);
    }
  } finally {
    closeSync(fd);
    rmSync(file, { force: true });
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] as number) * 1000) / 1000;
  return { median: at(0.5), p99: at(0.99) };
}
