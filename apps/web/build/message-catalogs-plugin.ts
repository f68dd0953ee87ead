import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LOCALES_DIR = fileURLToPath(new URL('../src/locales', import.meta.url));
const ERRORS_DIR = fileURLToPath(new URL('../../../packages/contract/src/error-messages', import.meta.url));

/** Every catalog file as `<lang>/<namespace>.json` -> source path; the contract's error texts are namespace `errors`. */
const catalogFiles = (): Map<string, string> => {
  const files = new Map<string, string>();
  for (const lang of readdirSync(LOCALES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    for (const file of readdirSync(join(LOCALES_DIR, lang.name)).filter((name) => name.endsWith('.json'))) {
      files.set(`${lang.name}/${file}`, join(LOCALES_DIR, lang.name, file));
    }
  }
  for (const file of readdirSync(ERRORS_DIR).filter((name) => name.endsWith('.json'))) {
    files.set(`${file.replace('.json', '')}/errors.json`, join(ERRORS_DIR, file));
  }
  return files;
};

/**
 * Emits the message catalogs as `assets/locales/<version>/<lang>/<namespace>.json`, with one version hash
 * over all of them. The client then builds a catalog's address from the version alone, so the first
 * view carries no table of per-file hashes, and each language downloads only its own files.
 */
export const messageCatalogs = (): Plugin => {
  const files = catalogFiles();
  const hash = createHash('sha256');
  for (const [name, path] of [...files].sort(([a], [b]) => a.localeCompare(b))) hash.update(name).update(readFileSync(path));
  const version = hash.digest('hex').slice(0, 10);
  const prefix = `/assets/locales/${version}/`;
  return {
    name: 'foyer-message-catalogs',
    config: () => ({ define: { __CATALOG_BASE__: JSON.stringify(prefix) } }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.startsWith(prefix) ? files.get(request.url.slice(prefix.length)) : undefined;
        if (!path) return next();
        response.setHeader('content-type', 'application/json');
        response.end(readFileSync(path));
      });
    },
    generateBundle() {
      for (const [name, path] of files) {
        this.emitFile({ type: 'asset', fileName: `${prefix.slice(1)}${name}`, source: readFileSync(path) });
      }
    },
  };
};
