/**
 * Dependency rules (DESIGN §1). The rules code is pure: src/engine and src/games import nothing
 * but each other and the seeded generator library, so decide/evolve can be replayed and audited.
 * Checked by test/purity.test.ts (and `npm run depcruise`).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'pure-rules-import-only-pure-code',
      comment: 'src/engine and src/games may import only src/engine, src/games and pure-rand (no framework, database, network or Node built-ins).',
      severity: 'error',
      from: { path: '^src/(engine|games)/' },
      to: { pathNot: ['^src/(engine|games)/', '^node_modules/pure-rand/'] },
    },
    {
      name: 'engine-is-game-agnostic',
      comment: 'The engine contract knows no game.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: '^src/games/' },
    },
    {
      name: 'games-are-independent',
      comment: 'A game module does not import another game module.',
      severity: 'error',
      from: { path: '^src/games/([^/]+)/' },
      to: { path: '^src/games/', pathNot: ['^src/games/$1/'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests and test-only support (vitest, fast-check, env knobs) never ship in the server.
    exclude: { path: '\\.test(-support)?\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['require', 'import', 'node', 'default'] },
  },
};
