import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Prints, at the end of a run, how many HTTP responses and socket messages the contract hook
 * checked, and over how many operation/status pairs and message types; then removes the counts.
 */
export function summariseConformance(dir: string): void {
  if (!existsSync(dir)) return;
  const totals = new Map<string, number>();
  for (const file of readdirSync(dir)) {
    const counts = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, number>;
    for (const [key, n] of Object.entries(counts)) totals.set(key, (totals.get(key) ?? 0) + n);
  }
  rmSync(dir, { recursive: true, force: true });
  const sum = (kind: string) => [...totals].filter(([key]) => key.startsWith(`${kind} `)).reduce((acc, [, n]) => acc + n, 0);
  const kinds = (kind: string) => [...totals.keys()].filter((key) => key.startsWith(`${kind} `)).length;
  console.log(
    `contract conformance: ${sum('http')} HTTP responses (${kinds('http')} operation/status pairs) and ` +
      `${sum('socket')} socket messages (${kinds('socket')} message types) checked against docs/openapi.json and docs/asyncapi.json`,
  );
  if (process.env.CONTRACT_REPORT === '1') for (const [key, n] of [...totals].sort()) console.log(`  ${key}: ${n}`);
}
