import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_ROUTES, type PageRoute } from '@foyer/contract';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json, written because vite.config.ts sets build.manifest). */
interface ManifestChunk {
  file: string;
  /** The chunk's name: its module's file name without extension, also when the module shares its chunk. */
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a route needs beyond the entry: its own module, the modules only it imports, its styles. */
export interface RouteAssets {
  scripts: string[];
  styles: string[];
}

/** The built SPA as the server needs it for the first view; read once at start, since a build only changes with a deploy. */
export interface WebBuild {
  template: string;
  /** `/assets/locales/<version>/`, the folder message-catalogs-plugin.ts versions by content; null without catalogs. */
  catalogBase: string | null;
  /** The message catalogs as compact JSON text, keyed `<lang>/<namespace>`; a file that is not JSON is left out. */
  catalogs: ReadonlyMap<string, string>;
  /** The lazy route modules a first view may preload, each null without a manifest. */
  routes: Record<PageRoute, RouteAssets | null>;
}

const readCatalogBase = (webDist: string): string | null => {
  const dir = join(webDist, 'assets', 'locales');
  if (!existsSync(dir)) return null;
  const versions = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return versions.length === 1 && versions[0] ? `/assets/locales/${versions[0].name}/` : null;
};

const compactJson = (path: string): string | null => {
  try {
    return JSON.stringify(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return null;
  }
};

/** Every catalog under the versioned folder, read once: a few hundred kilobytes for all languages. */
const readCatalogs = (webDist: string, catalogBase: string | null): Map<string, string> => {
  const catalogs = new Map<string, string>();
  if (catalogBase === null) return catalogs;
  const dir = join(webDist, catalogBase);
  for (const lang of readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    for (const file of readdirSync(join(dir, lang.name)).filter((name) => name.endsWith('.json'))) {
      const text = compactJson(join(dir, lang.name, file));
      if (text !== null) catalogs.set(`${lang.name}/${file.slice(0, -'.json'.length)}`, text);
    }
  }
  return catalogs;
};

const readManifest = (webDist: string): Manifest | null => {
  try {
    return JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
};

/** A chunk and everything it imports statically. */
const closure = (manifest: Manifest, key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
};

/**
 * The manifest key of a lazily imported module. A route module that other chunks import too (the
 * event page's calendar imports the event route) is listed under its chunk's file name instead of
 * its source path; its chunk still carries the module's name.
 */
const dynamicEntryKey = (manifest: Manifest, source: string): string | undefined => {
  if (manifest[source]) return source;
  const name = source.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  return Object.keys(manifest).find((key) => manifest[key]?.isDynamicEntry === true && manifest[key]?.name === name);
};

/** The route's chunks that the entry does not already load (the HTML preloads those itself). */
export const routeAssets = (manifest: Manifest, source: string): RouteAssets | null => {
  const routeKey = dynamicEntryKey(manifest, source);
  if (routeKey === undefined) return null;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? closure(manifest, entry) : new Set<string>();
  const own = [...closure(manifest, routeKey)].filter((key) => !loaded.has(key)).flatMap((key) => manifest[key] ?? []);
  return {
    scripts: own.map((chunk) => `/${chunk.file}`),
    styles: own.flatMap((chunk) => chunk.css ?? []).map((file) => `/${file}`),
  };
};

/** Null when the web app is not built. */
export const readWebBuild = (webDist: string): WebBuild | null => {
  let template: string;
  try {
    template = readFileSync(join(webDist, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  const manifest = readManifest(webDist);
  const catalogBase = readCatalogBase(webDist);
  return {
    template,
    catalogBase,
    catalogs: readCatalogs(webDist, catalogBase),
    routes: Object.fromEntries(Object.entries(PAGE_ROUTES).map(([route, { module }]) => [route, manifest ? routeAssets(manifest, module) : null])) as Record<PageRoute, RouteAssets | null>,
  };
};
