/**
 * The reference for client writers (docs/reference/) is generated from the TypeScript types: this
 * test regenerates it and fails on any difference, so a changed command, event or view cannot
 * ship with stale documents. `npm run reference` rewrites them (it runs this file with
 * REFERENCE_WRITE=1).
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_SCHEMAS, type GameSchemas, type ReferencePart } from '.';
import { generateReference } from './generate-reference';

/** The key of each reference document in `REFERENCE_SCHEMAS`. */
const SCHEMA_KEYS: Readonly<Record<ReferencePart['name'], keyof GameSchemas>> = {
  commands: 'commands',
  events: 'events',
  'public-events': 'publicEvents',
  view: 'view',
};
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
      const [gameId, name] = file.replace('.schema.json', '').split('/') as [string, ReferencePart['name']];
      expect(REFERENCE_SCHEMAS[gameId]?.[SCHEMA_KEYS[name]], file).toEqual(JSON.parse(readFileSync(join(DIR, file), 'utf8')));
    }
  });
});
