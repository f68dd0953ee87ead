/**
 * What a build was made from: one digest over the contents and names of its input files. `npm start`
 * rebuilds a part only when the digest differs from the stamp its last successful build left behind.
 * Only node: built-ins, so it works before anything else is installed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', '.vite', 'test-results', 'playwright-report']);

const filesUnder = (path) => {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() && SKIPPED_DIRECTORIES.has(entry.name)))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
};

/** Digest of every file under `inputs` (files or folders relative to `root`), in a stable order. */
export const inputsDigest = (root, inputs) => {
  const hash = createHash('sha256');
  const files = inputs.flatMap((input) => filesUnder(join(root, input))).map((file) => relative(root, file).split(sep).join('/'));
  for (const file of [...new Set(files)].sort()) {
    hash.update(file).update('\0').update(readFileSync(join(root, file))).update('\0');
  }
  return hash.digest('hex');
};

export const isBuildCurrent = (stampFile, digest) => existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === digest;

export const writeBuildStamp = (stampFile, digest) => writeFileSync(stampFile, `${digest}\n`);
