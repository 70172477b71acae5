import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

type Figures = { whole: number; pages: Record<string, number> };
const { measure, overBudget } = createRequire(__filename)('../scripts/bundle-size.cjs') as {
  measure: (dir: string) => Figures;
  overBudget: (figures: Figures) => string[];
};
const outDir = resolve(__dirname, '../dist/web');

/**
 * socket.io-client with engine.io-client was 8.92 kB gzipped of the client, for long-polling, binary
 * packets and namespaces sharing one connection, none of which it uses: every import of
 * `socket.io-client` from web/src and src/client (the typed client) gets `web/src/live-socket.ts`
 * (1.53 kB) instead, the same protocol and the part of the library's API the client calls, over the
 * browser's own WebSocket (docs/web.md, "The socket"). In the build, the browser tests' build and the dev
 * server alike; the typed Node client is not built by Vite and keeps the library.
 */
function liveSocket(): Plugin {
  const importers = [resolve(__dirname, 'src'), resolve(__dirname, '../src/client')];
  const replacement = resolve(__dirname, 'src/live-socket.ts');
  return {
    name: 'live-socket',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'socket.io-client' && importer && importers.some((dir) => importer.startsWith(dir)) ? replacement : null;
    },
  };
}

/**
 * Vite wraps every `import()` in a helper that first preloads the chunk's dependencies (about
 * 0.85 kB gzipped in the first load). `build.modulePreload` below gives every `import()` an empty
 * list (every chunk a page opens imports only the first load's own chunks, already loaded), so the
 * helper only calls the import: it is given exactly that body.
 */
function importWithoutPreload(): Plugin {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'import-without-preload',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      return id === helper ? 'export const __vitePreload = (load) => load();\n' : null;
    },
  };
}

/**
 * The size check of `npm run size:web` (scripts/bundle-size.cjs), after every build: a page or the
 * whole client over 60 kB gzipped fails the build (docs/web.md, "Bundle size").
 */
function bundleBudget(): Plugin {
  let production = true;
  let built = outDir;
  return {
    name: 'bundle-budget',
    apply: 'build',
    configResolved(config) {
      production = config.isProduction;
      built = resolve(config.root, config.build.outDir); // `--outDir` builds elsewhere
    },
    closeBundle() {
      // The browser tests build under NODE_ENV=test, which keeps the development forms: those
      // files are larger than what is served in production, and the budget is about the latter.
      if (!production) return;
      const over = overBudget(measure(built));
      if (over.length) throw new Error(`the client is over its size budget: ${over.join('; ')} (npm run size:web)`);
    },
  };
}

// The browser client: web/ is the root; the build lands in dist/web, served by src/web/web.module.ts.
// `npm run dev:web` serves it with hot reload against a server on 127.0.0.1:3000.
const server = 'http://127.0.0.1:3000';
export default defineConfig({
  root: __dirname,
  // Components are Preact function components written in TSX (docs/web.md). JSX compiles to calls of
  // Preact's own `h` (children as arguments) rather than the automatic runtime's `jsx(type, { ...,
  // children: [...] })` through preact/jsx-runtime: 0.21 kB gzipped off the whole client (66.65 to
  // 66.44 kB). The names are injected under aliases so a module's own `h` import stays valid.
  oxc: { jsx: { runtime: 'classic', pragma: 'jsxH', pragmaFrag: 'JsxFragment' }, jsxInject: "import { h as jsxH, Fragment as JsxFragment } from 'preact'" },
  base: '/',
  plugins: [liveSocket(), importWithoutPreload(), bundleBudget()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // The first load's chunks are preloaded by index.html; a chunk opened by `import()` needs no
    // preload list: it imports only those, already loaded (see importWithoutPreload).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    manifest: true,
    rolldownOptions: {
      // The JSX import above is injected into every module Oxc transforms, .ts ones too (the WebAuthn
      // chunk among them): an unused import of a module with side effects is kept, so Preact went into
      // a chunk of its own shared with that chunk, apart from the first load's. Preact's module changes
      // nothing outside itself when it loads, so an import of none of its names is dropped and Preact
      // stays in the first load's chunk: 0.49 kB gzipped off the whole client (67.05 to 66.56 kB).
      treeshake: { moduleSideEffects: [{ test: /node_modules[\\/]preact[\\/]dist[\\/]preact\.mjs$/, sideEffects: false }] },
    },
  },
  server: {
    fs: { allow: [resolve(__dirname, '..')] },
    proxy: {
      '/games': server,
      '/matches': server,
      '/health': server,
      '/socket.io': { target: server, ws: true },
    },
  },
});
