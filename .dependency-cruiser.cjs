/**
 * Dependency rules, checked by test/purity.test.ts (and `npx depcruise src --config .dependency-cruiser.cjs`).
 *
 * The rules code is pure: src/engine and src/games import nothing but each other and the seeded
 * generator library, so decide/evolve can be replayed and audited; the match domain (src/match-domain)
 * builds only on them and on src/fairness. The server is layered by role (docs/architecture.md,
 * "Module map"): common below everything, the event store below the modules, matches below
 * automation, realtime and replay, and each of those four reaching another only through its
 * public index.
 */
/** Modules built on matches that meet only through public surfaces. */
const PEERS = '(realtime|replay|projections|automation)';
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
      name: 'match-domain-is-pure',
      comment: 'The match domain (src/match-domain) builds only on the engine, the fairness code and itself.',
      severity: 'error',
      from: { path: '^src/match-domain/' },
      to: { pathNot: ['^src/(match-domain|engine|fairness)/', '^node_modules/pure-rand/', '^crypto$', '^node:crypto$'] },
    },
    {
      name: 'pure-folders-load-no-server-code',
      comment:
        'The pure folders (rules, match domain, fairness, the replay cores shared with the CLI) never load Nest, TypeORM, pg or socket.io, not even through another file.',
      severity: 'error',
      from: { path: '^src/(engine|games|match-domain|fairness|replay/core)/' },
      to: { path: '^node_modules/(@nestjs|typeorm|pg|socket\\.io)/', reachable: true },
    },
    {
      name: 'common-imports-no-module',
      comment: 'src/common holds small generic helpers (LRU cache, keyed queue, single flight): they know no module.',
      severity: 'error',
      from: { path: '^src/common/' },
      to: { path: '^src/', pathNot: '^src/common/' },
    },
    {
      name: 'only-the-store-and-the-connections-use-pg',
      comment:
        "The pg driver is the event store's (statements, LISTEN) and the database plumbing's (connections, replicas); elsewhere at most its types (e.g. a pool's gauges).",
      severity: 'error',
      from: { pathNot: '^src/(event-store|database)/' },
      to: { path: '^node_modules/pg/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'event-store-is-below-the-modules',
      comment: 'The event store knows streams, not the modules that use them.',
      severity: 'error',
      from: { path: '^src/event-store/' },
      to: { path: `^src/(matches|game-registry|http|health|web|${PEERS.slice(1, -1)})/` },
    },
    {
      name: 'matches-knows-not-its-users',
      comment: 'Automation, realtime and replay build on matches; matches never imports them.',
      severity: 'error',
      from: { path: '^src/matches/' },
      to: { path: '^src/(automation|realtime|replay)/' },
    },
    {
      name: 'projections-read-only-the-store',
      comment: 'A projection is a fold of the log: it uses the event store, never the modules that append.',
      severity: 'error',
      from: { path: '^src/projections/' },
      to: { path: '^src/(matches|automation|realtime|replay)/' },
    },
    {
      name: 'matches-through-its-public-surface',
      comment:
        'Other modules use matches through src/matches/index.ts (the pure stream fold and decisions are src/match-domain, which the pure cores and the CLI use without loading Nest).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/matches/' },
      to: { path: '^src/matches/', pathNot: '^src/matches/index\\.ts$' },
    },
    {
      name: 'peers-through-their-public-index',
      comment: "Realtime, replay, projections and automation reach one another only through the other's index.ts.",
      severity: 'error',
      from: { path: `^src/${PEERS}/` },
      to: { path: `^src/${PEERS}/`, pathNot: ['^src/$1/', `^src/${PEERS}/index\\.ts$`] },
    },
    {
      name: 'errors-know-no-transport',
      comment:
        'The error model (src/errors) is what services throw: it knows no HTTP, socket or framework; the edges (the REST filter, the socket acknowledgement) map its kinds.',
      severity: 'error',
      from: { path: '^src/errors/' },
      to: { pathNot: ['^src/(errors|engine)/'] },
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
