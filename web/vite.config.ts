import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The browser client: web/ is the root; the build lands in dist/web, served by src/web/web.module.ts.
// `npm run dev:web` serves it with hot reload against a server on 127.0.0.1:3000.
const server = 'http://127.0.0.1:3000';
export default defineConfig({
  root: __dirname,
  // Components are Preact function components written in TSX (docs/web.md).
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  base: '/',
  build: { outDir: resolve(__dirname, '../dist/web'), emptyOutDir: true, target: 'es2022', sourcemap: true },
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
