#!/usr/bin/env node
/**
 * `npm run lint:api` (second half): parses the AsyncAPI document with @asyncapi/parser, which
 * validates it against the AsyncAPI 3.0 schema and runs its Spectral ruleset. Any error fails;
 * warnings are printed.
 */
'use strict';
const { readFileSync } = require('node:fs');
const { Parser, DiagnosticSeverity } = require('@asyncapi/parser');

async function main(file) {
  const { document, diagnostics } = await new Parser().parse(readFileSync(file, 'utf8'), { source: file });
  const errors = diagnostics.filter((d) => d.severity === DiagnosticSeverity.Error);
  const warnings = diagnostics.filter((d) => d.severity === DiagnosticSeverity.Warning);
  for (const d of [...errors, ...warnings]) {
    console.log(`${d.severity === DiagnosticSeverity.Error ? 'error' : 'warning'} ${d.code} at ${d.path.join('.')}: ${d.message}`);
  }
  const events = document
    ? document
        .messages()
        .all()
        .map((m) => m.name())
        .filter(Boolean)
    : [];
  console.log(`${file}: ${errors.length} errors, ${warnings.length} warnings; messages: ${events.join(', ')}`);
  if (errors.length > 0 || !document) process.exit(1);
}

main(process.argv[2] ?? 'docs/asyncapi.json').catch((error) => {
  console.error(error);
  process.exit(1);
});
