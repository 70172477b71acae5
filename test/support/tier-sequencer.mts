import { BaseSequencer, type TestSpecification } from 'vitest/node';

/*
 * The order in which `npm test` hands files to its workers. Vitest's own order runs the tiers one
 * after the other by name (browser, property, reliability, server, unit), so the property tier's
 * longest files (one bot suite alone computes for about two minutes) started only after every
 * browser file, and the run ended on them. Here the property files, which compute, alternate with
 * the browser files, which mostly wait on Chromium and the server, so that both share the cores
 * from the start; the other tiers follow. Within a tier the order is vitest's (the slowest files
 * of the last run first, when it knows them).
 */
const INTERLEAVED = ['property', 'browser'];
const AFTER = ['reliability', 'server', 'unit'];

/** Vitest's sequencer with the order above (an ES module, as the config that loads it). */
export default class TierSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const of = (tier: string) => sorted.filter((file) => file.project.name === tier);
    const lanes = INTERLEAVED.map(of);
    const interleaved: TestSpecification[] = [];
    for (let i = 0; lanes.some((lane) => i < lane.length); i += 1) for (const lane of lanes) if (i < lane.length) interleaved.push(lane[i]!);
    const known = new Set([...INTERLEAVED, ...AFTER]);
    return [...interleaved, ...AFTER.flatMap(of), ...sorted.filter((file) => !known.has(file.project.name))];
  }
}
