import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { _ } from 'ajv';
import { contractDocuments, contractPointers, newContractAjv } from './contract-schemas';

/** Compiled validators by JSON pointer (`openapi#/paths/…/schema`, `asyncapi#/components/messages/…/payload`). */
export type PrecompiledValidators = ReadonlyMap<string, ValidateFunction>;

/**
 * Compiling the contract's schemas takes seconds (the per-game views and events are large), and
 * every test file is its own process. So the run's global setup compiles every schema the
 * conformance hook can use once, into one module of Ajv's standalone code, and each file loads
 * that module instead of compiling. The module is named by a hash of the two documents and the
 * Ajv version, so a changed contract is compiled again. It lives inside the project so that its
 * `require`s of Ajv's runtime resolve.
 */
export function buildPrecompiledValidators(dir: string): string {
  const { openApi, asyncApi, text } = contractDocuments();
  const ajvVersion = (JSON.parse(readFileSync(createRequire(__filename).resolve('ajv/package.json'), 'utf8')) as { version: string }).version;
  const id = createHash('sha256').update(ajvVersion).update(text).digest('hex').slice(0, 16);
  const file = resolve(dir, `${id}.cjs`);
  if (existsSync(file)) return file;

  // `code.formats` makes the standalone code require the same format checks ajv-formats adds.
  const ajv = newContractAjv(openApi, asyncApi, { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` });
  const pointers = contractPointers(openApi, asyncApi);
  const exportsByName: Record<string, string> = {};
  pointers.forEach((pointer, index) => {
    const name = `v${index}`;
    ajv.addSchema({ $id: name, $ref: pointer });
    exportsByName[name] = name;
  });
  const code = `${standaloneCode(ajv, exportsByName)}\nexports.pointers = ${JSON.stringify(pointers)};\n`;

  mkdirSync(dir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, code);
  renameSync(temp, file);
  removeOldModules(dir, file);
  return file;
}

/** The validators of a module written by `buildPrecompiledValidators`. */
export function loadPrecompiledValidators(file: string): PrecompiledValidators {
  const loaded = createRequire(__filename)(file) as Record<string, ValidateFunction> & { pointers: string[] };
  return new Map(loaded.pointers.map((pointer, index) => [pointer, loaded[`v${index}`] as ValidateFunction]));
}

/** Modules of older contracts (an hour's grace for runs still loading them). */
function removeOldModules(dir: string, keep: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (path !== keep && Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { force: true });
  }
}
