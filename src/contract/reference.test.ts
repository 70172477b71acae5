/**
 * The reference for client writers (docs/reference/) is generated from the TypeScript types: this
 * test regenerates it and fails on any difference, so a changed command, event or view cannot
 * ship with stale documents. `npm run reference` rewrites them (it runs this file with
 * REFERENCE_WRITE=1).
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_SCHEMAS } from '.';
import { generateReference } from './generate-reference';

const DIR = join(__dirname, '..', '..', 'docs', 'reference');
const schemaFiles = (): string[] =>
  readdirSync(DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join(DIR, d.name)).map((f) => `${d.name}/${f}`))
    .filter((f) => f.endsWith('.schema.json'))
    .sort();

describe("docs/reference: JSON Schema of each game's commands, events and view", () => {
  it('matches the TypeScript types (regenerated and compared; npm run reference rewrites it)', () => {
    const generated = generateReference();
    if (process.env.REFERENCE_WRITE === '1') {
      for (const [file, text] of generated) {
        mkdirSync(dirname(join(DIR, file)), { recursive: true });
        writeFileSync(join(DIR, file), text);
      }
    }
    expect(schemaFiles()).toEqual([...generated.keys()].sort());
    for (const [file, text] of generated) expect(readFileSync(join(DIR, file), 'utf8'), `${file} is stale: run npm run reference`).toBe(text);
  }, 300_000);

  it('is what src/contract serves, for every hosted game', () => {
    for (const file of schemaFiles()) {
      const [gameId, name] = file.replace('.schema.json', '').split('/') as [string, 'commands' | 'events' | 'view'];
      expect(REFERENCE_SCHEMAS[gameId]?.[name], file).toEqual(JSON.parse(readFileSync(join(DIR, file), 'utf8')));
    }
  });
});
