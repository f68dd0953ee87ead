#!/usr/bin/env node
/**
 * Compiles the server once for production: one ESM bundle of our own TypeScript (the server and the
 * workspace packages it imports) in dist/, with every npm package left external so native and
 * data-reading modules (better-sqlite3, pdfkit) load from node_modules as they do in development.
 * dist/ sits at the same depth as src/, so paths resolved from import.meta.url (the repository root) hold.
 * An argument names another output directory (a test builds into a temporary one).
 */
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = process.argv[2] ?? join(serverRoot, 'dist');

/** Bare imports stay external, except our own workspace packages, which ship as TypeScript sources. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@foyer/') ? undefined : { path: args.path, external: true }));
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [{ in: join(serverRoot, 'src/server.ts'), out: 'server' }],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Stack traces need the positions only; the sources sit beside the bundle. Holding a megabyte of
  // sources in the map the server loads at start (--enable-source-maps) left most server processes
  // with process.nextTick optimised into a slow path, several per cent of every request.
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});
