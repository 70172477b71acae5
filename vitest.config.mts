import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// SWC compiles the TypeScript so that Nest's decorator metadata is emitted (esbuild cannot).
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      // Pure code: no database, no global setup.
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      // Server tests: one PostgreSQL for the run (embedded unless DATABASE_URL), a database per file.
      // Every response and socket message they receive is checked against the contract (test/support/conformance).
      {
        extends: true,
        test: { name: 'integration', include: ['test/**/*.test.ts'], globalSetup: ['test/global-setup.ts'], setupFiles: ['test/support/conformance/setup.ts'] },
      },
    ],
  },
});
