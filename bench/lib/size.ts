import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { webDir } from './paths.ts';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface WebBuild {
  dist: string;
  manifest: Manifest;
  /** True when apps/web/vite.config.ts does not set build.manifest and the bench built its own copy. */
  ownBuild: boolean;
}

export interface ChunkSize {
  name: string;
  file: string;
  brotliKiB: number;
}

export interface SizeReport {
  firstView: { files: string[]; brotliKiB: number };
  routes: ChunkSize[];
}

const manifestOf = (dist: string): Manifest | null => {
  const file = join(dist, '.vite/manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
};

/**
 * Builds apps/web/dist afresh (a dist left from an earlier checkout would measure old code) and
 * uses its manifest. Without `build.manifest`
 * in the web's Vite config the bench builds a private copy with `--manifest` into a temp dir,
 * so it never changes the web's own output.
 */
export const webBuild = (): WebBuild => {
  const dist = join(webDir, 'dist');
  execFileSync('npm', ['run', 'build'], { cwd: webDir, stdio: 'inherit' });
  const manifest = manifestOf(dist);
  if (manifest) return { dist, manifest, ownBuild: false };
  const own = mkdtempSync(join(tmpdir(), 'foyer-bench-web-'));
  console.log(`[bench] building the web with --manifest into ${own}`);
  execFileSync('npx', ['vite', 'build', '--manifest', '--outDir', own, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const ownManifest = manifestOf(own);
  if (!ownManifest) throw new Error('vite build --manifest wrote no .vite/manifest.json');
  return { dist: own, manifest: ownManifest, ownBuild: true };
};

const brotliBytes = (file: string): number =>
  brotliCompressSync(readFileSync(file), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  }).byteLength;

export const brotliKiB = (dist: string, files: Iterable<string>): number => {
  let bytes = 0;
  for (const file of files) bytes += brotliBytes(join(dist, file));
  return bytes / 1024;
};

/** A chunk and everything it imports statically: what the browser must load to run it. */
const staticClosure = (manifest: Manifest, key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
};

const filesOf = (manifest: Manifest, keys: Iterable<string>): string[] =>
  [...keys].map((key) => manifest[key]?.file).filter((file): file is string => file?.endsWith('.js') === true);

/** Entry + its static imports, and every lazy chunk (routes, catalogs) on its own. */
export const measureSizes = ({ dist, manifest }: WebBuild): SizeReport => {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry chunk');
  const firstViewFiles = filesOf(manifest, staticClosure(manifest, entryKey));
  const routes = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
    .map(([key, chunk]) => ({ name: chunk.src ?? chunk.name ?? key, file: chunk.file, brotliKiB: brotliKiB(dist, [chunk.file]) }))
    .sort((a, b) => b.brotliKiB - a.brotliKiB);
  return { firstView: { files: firstViewFiles, brotliKiB: brotliKiB(dist, firstViewFiles) }, routes };
};
