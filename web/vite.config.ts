import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

type Figures = { whole: number; pages: Record<string, number> };
const { measure, overBudget } = createRequire(__filename)('../scripts/bundle-size.cjs') as {
  measure: (dir: string) => Figures;
  overBudget: (figures: Figures) => string[];
};
const outDir = resolve(__dirname, '../dist/web');

/**
 * engine.io-client's transport table (`transports/index.js`) names long-polling, WebSocket and
 * WebTransport, so every transport lands in the bundle whatever a socket asks for. Every socket this
 * client opens asks for `transports: ['websocket']` (`src/client/index.ts`, the account notices, the
 * replay's live follow), so the build gives the engine a table holding the library's own WebSocket
 * transport only: the protocol code stays the library's; the polling and WebTransport code (about
 * 2 kB gzipped) never ships. The server still accepts every transport. If the library moves that
 * table, the build fails here instead of silently shipping the whole table again.
 */
function engineWebSocketOnly(): Plugin {
  const table = /engine\.io-client[\\/]build[\\/]esm[\\/]socket\.js$/;
  const index = /engine\.io-client[\\/]build[\\/]esm[\\/]index\.js$/;
  const id = '\0engine.io-client-websocket-only';
  // The package index re-exports the table and the XHR transports too, whose module registers an
  // unload handler at load time: that side effect kept it in the bundle (about 1 kB gzipped) though
  // nothing here asks for it. The index gets the same table, and its XHR exports are undefined.
  const noXhr = '\0engine.io-client-no-xhr';
  let websocket: string | undefined;
  return {
    name: 'engine-io-websocket-only',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      // Both names of it: the package's browser field maps the Node one onto the browser one.
      if ((source === './transports/polling-xhr.js' || source === './transports/polling-xhr.node.js') && importer && index.test(importer)) return noXhr;
      if (source !== './transports/index.js' || !importer || !(table.test(importer) || index.test(importer))) return null;
      websocket = resolve(dirname(importer), 'transports/websocket.js');
      return id;
    },
    load(loaded) {
      if (loaded === noXhr) return 'export const XHR = undefined;\n';
      if (loaded !== id || !websocket) return null;
      return `import { WS } from ${JSON.stringify(websocket)};\nexport const transports = { websocket: WS };\n`;
    },
    buildEnd(error) {
      if (!error && !websocket) this.error("engine.io-client's transport table was not found: the WebSocket-only build needs updating");
    },
  };
}

/**
 * A module the browser build gives one package in place of a dependency it imports (the same
 * packet format, less code); the typed Node client is not built by Vite and keeps the library's.
 */
function replaceImport(name: string, dependency: string, importerPackage: RegExp, replacement: string): Plugin {
  return {
    name,
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      return source === dependency && importer && importerPackage.test(importer) ? resolve(__dirname, replacement) : null;
    },
  };
}

/**
 * socket.io-client's packet codec, socket.io-parser, takes binary attachments apart and puts them
 * back together; no message of this project is binary, so the client gets a JSON-only codec of the
 * same format (`web/src/socket-json-parser.ts`, about 1 kB gzipped less).
 */
const socketJsonParser = (): Plugin => replaceImport('socket-json-parser', 'socket.io-parser', /socket\.io-client[\\/]/, 'src/socket-json-parser.ts');

/**
 * engine.io-client's packet codec, engine.io-parser, encodes blobs and array buffers (in base64 for
 * long-polling); over this client's one WebSocket transport every packet is text, so the engine
 * gets a text-only codec of the same format (`web/src/engine-text-parser.ts`).
 */
const engineTextParser = (): Plugin => replaceImport('engine-text-parser', 'engine.io-parser', /engine\.io-client[\\/]/, 'src/engine-text-parser.ts');

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
 * The size check of `npm run size:web` (scripts/bundle-size.cjs), after every build: a page over
 * 60 kB gzipped, or the whole client over its ceiling, fails the build (docs/web.md, "Bundle size").
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
  plugins: [engineWebSocketOnly(), socketJsonParser(), engineTextParser(), importWithoutPreload(), bundleBudget()],
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
