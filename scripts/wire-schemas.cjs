#!/usr/bin/env node
/**
 * `npm run contract:schemas`: generates src/api-docs/wire-schemas.json, the JSON Schema of every
 * wire type named in src/api-docs/wire-types.ts, from the TypeScript types themselves
 * (ts-json-schema-generator). The OpenAPI and AsyncAPI documents reference these schemas; a test
 * (test/contract/drift.test.ts) regenerates them and fails when the committed file differs.
 */
'use strict';
const { writeFileSync } = require('node:fs');
const { join, resolve } = require('node:path');

const root = resolve(__dirname, '..');
const SOURCE = join(root, 'src', 'api-docs', 'wire-types.ts');
const TARGET = join(root, 'src', 'api-docs', 'wire-schemas.json');

/**
 * Types the server passes through from a game without knowing their fields: each game's commands
 * and events (`Typed`, which only promises `type`). Their fields are the game's (its reference
 * schemas), so the wire schema leaves them open.
 */
const OPEN_TYPES = {
  Typed: "A game's command or event: a JSON object with a `type`; its other fields are the game's own (see the game's reference).",
};

/** The schemas as formatted JSON text (Prettier's JSON style, so the committed file passes `npm run lint`). */
async function generateWireSchemas() {
  const { createGenerator } = require('ts-json-schema-generator');
  const prettier = await import('prettier');
  const generator = createGenerator({
    path: SOURCE,
    tsconfig: join(root, 'tsconfig.json'),
    // `npm run typecheck` checks the types; here they are only read.
    skipTypeCheck: true,
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    // An object type without an index signature takes no other fields: an undocumented field fails conformance.
    additionalProperties: false,
    sortProps: true,
  });
  const definitions = {};
  for (const name of exportedTypeNames()) Object.assign(definitions, generator.createSchema(name).definitions);
  for (const [name, why] of Object.entries(OPEN_TYPES)) definitions[name] = { ...definitions[name], additionalProperties: true, description: why };
  const named = nameGenericInstances(definitions);
  const sorted = Object.fromEntries(
    Object.keys(named)
      .sort()
      .map((name) => [name, named[name]]),
  );
  return prettier.format(JSON.stringify(sorted), { parser: 'json', printWidth: 160 });
}

/**
 * The generator names instances of generic types after their arguments (`Ack<JoinResult>`, with
 * hashes for anonymous ones, which change with any edit). Each alias of one (`JoinAck`) takes its
 * schema in place, and the rest are named after the generic type (`MatchSnapshot`), so the names
 * clients see are the ones wire-types.ts gives.
 */
function nameGenericInstances(definitions) {
  const refTo = (name) => `#/definitions/${encodeURIComponent(name)}`;
  const renames = new Map();
  const result = { ...definitions };
  for (const [name, schema] of Object.entries(definitions)) {
    const target = typeof schema.$ref === 'string' ? decodeURIComponent(schema.$ref.slice('#/definitions/'.length)) : null;
    if (!target || !target.includes('<') || renames.has(target)) continue;
    const { $ref: _ref, ...rest } = schema;
    result[name] = { ...definitions[target], ...rest };
    delete result[target];
    renames.set(target, name);
  }
  for (const name of Object.keys(result)) {
    if (!name.includes('<')) continue;
    const base = name.slice(0, name.indexOf('<'));
    if (result[base] || [...renames.values()].includes(base)) throw new Error(`two wire types would be named ${base}`);
    result[base] = result[name];
    delete result[name];
    renames.set(name, base);
  }
  const text = JSON.stringify(result);
  const renamed = [...renames].reduce((acc, [from, to]) => acc.split(JSON.stringify(refTo(from))).join(JSON.stringify(refTo(to))), text);
  return JSON.parse(renamed);
}

/** The type names wire-types.ts exports (the generator's '*' would also walk the types they import). */
function exportedTypeNames() {
  const ts = require('typescript');
  const program = ts.createProgram([SOURCE], { module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16, noEmit: true });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(SOURCE));
  return checker.getExportsOfModule(module).map((symbol) => symbol.getName());
}

module.exports = { generateWireSchemas, TARGET };

if (require.main === module) {
  generateWireSchemas().then(
    (text) => {
      writeFileSync(TARGET, text);
      console.log(`wrote ${TARGET}`);
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
