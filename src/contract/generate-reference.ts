/**
 * Generates the reference for client writers: each hosted game's commands, events and view as
 * JSON Schema, from the TypeScript types the server itself compiles (ts-json-schema-generator),
 * so the documents cannot say something the code does not. Development only: the drift test
 * (reference.test.ts) regenerates and compares, and `npm run reference` writes them.
 */
import { join } from 'node:path';
import { createGenerator, type Config } from 'ts-json-schema-generator';
import { REFERENCE_TYPES, referenceFile } from './reference-types';

const ROOT = join(__dirname, '..', '..');

/** Every reference document: its path under docs/reference/ and its text (stable key order, a final newline). */
export function generateReference(): Map<string, string> {
  const out = new Map<string, string>();
  for (const game of REFERENCE_TYPES) {
    const config: Config = {
      path: join(ROOT, game.module),
      tsconfig: join(ROOT, 'tsconfig.json'),
      skipTypeCheck: true,
      expose: 'export',
      topRef: true,
      jsDoc: 'extended',
      additionalProperties: false,
      sortProps: true,
    };
    const generator = createGenerator(config);
    for (const part of game.parts) {
      const schema = { title: part.title, ...generator.createSchema(part.type) };
      out.set(referenceFile(game.gameId, part.name), `${JSON.stringify(schema, null, 2)}\n`);
    }
  }
  return out;
}
