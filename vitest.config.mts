import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';
import TierSequencer from './test/support/tier-sequencer.mts';

/**
 * The test tiers (README, "Tests"). Each runs alone (`npm run test:<tier>`); `npm test` runs them all.
 * - unit: the rules specs, the match domain and the other pure cores; no database, no browser.
 * - property: the bot-match suites, invariants and other checks over many seeded matches, and the
 *   games' JSON Schemas regenerated from their types (pure, but minutes rather than seconds).
 * - server, browser, reliability: against one PostgreSQL for the run (embedded unless DATABASE_URL,
 *   a database per file, test/global-setup.ts); the browser tier in headless Chromium too.
 */
const PROPERTY = [
  'src/games/*/property-*.test.ts',
  'src/games/*/bots*.test.ts',
  'src/games/*/bot-stats.test.ts',
  'src/games/*/invariants.test.ts',
  'src/contract/public-events.test.ts',
  'src/contract/no-internal-ids.test.ts',
  'src/contract/reference.test.ts',
  'src/games/four-souls/describe.test.ts',
];

// Server tests check every response and socket message they receive against the contract (test/support/conformance).
const withDatabase = { globalSetup: ['test/global-setup.ts'], setupFiles: ['test/support/conformance/setup.ts'] };

/*
 * Three workers, whatever the core count. Vitest's default is one fewer than the cores: one worker
 * on a 2-core CI machine, so the server, browser and reliability files (mostly waiting on
 * PostgreSQL, sockets and Chromium) ran one at a time and the property files used one core of two.
 * With three, on a loaded 2-core machine, the browser tier took 131 s where it had taken about
 * 300 s and the reliability tier 94 s where it had taken about 240 s. Four gave no more: the whole
 * run took 554 s against 562 s with three, one after the other on one machine.
 */
const WORKERS = 3;

/*
 * Files share their worker's module registry (`isolate: false`): a worker imports Nest, TypeORM and
 * the application once, not once per file. Per file, the server tier spent 247 s of its 716 s of
 * worker time importing; shared, 24 s, and the tier alone took 140 s where it had taken 266 s on
 * one 2-core machine; the whole `npm test` took 677 s where it had taken 787 s. What a file
 * changes beyond its own modules must be undone by it: spies are restored, a module mock is applied
 * to a fresh import (test/realtime/live-socket.test.ts), and the environment each file began with
 * is restored after it (test/support/restore-env.ts).
 */
const ISOLATE = false;

// SWC compiles the TypeScript so that Nest's decorator metadata is emitted (esbuild cannot).
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    environment: 'node',
    maxWorkers: WORKERS,
    isolate: ISOLATE,
    // The property files alternate with the browser files, the other tiers after them: the whole
    // run took 562 s where vitest's own order took 677 s (test/support/tier-sequencer.mts).
    sequence: { sequencer: TierSequencer },
    setupFiles: ['test/support/restore-env.ts'],
    // Each tier's span and file time at the end of every run (test/support/tier-times-reporter.ts).
    reporters: ['default', './test/support/tier-times-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for a page or a server to reach a state; it measures nothing. Its default
    // of one second failed a passkey sign-in (ceremony, verification, /me, render) on a loaded
    // 2-core machine where the whole run took twice its usual time.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: PROPERTY } },
      { extends: true, test: { name: 'property', include: PROPERTY } },
      { extends: true, test: { name: 'server', include: ['test/**/*.test.ts'], exclude: ['test/web/**', 'test/reliability/**'], ...withDatabase } },
      { extends: true, test: { name: 'browser', include: ['test/web/**/*.test.ts'], ...withDatabase } },
      { extends: true, test: { name: 'reliability', include: ['test/reliability/**/*.test.ts'], ...withDatabase } },
    ],
  },
});
