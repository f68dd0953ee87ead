#!/usr/bin/env node
/**
 * `npm start`: builds the web app, the back office and the server only where their inputs changed since the last
 * successful build, then runs the compiled server. A second start with nothing changed takes seconds.
 */
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputsDigest, isBuildCurrent, writeBuildStamp } from './build-inputs.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SHARED_INPUTS = ['packages/domain', 'packages/contract', 'package-lock.json', 'tsconfig.base.json'];
const PARTS = [
  { name: 'web shop', workspace: 'apps/web', quiet: ['--', '--logLevel', 'warn'], inputs: ['apps/web', ...SHARED_INPUTS] },
  { name: 'back office', workspace: 'apps/office', quiet: ['--', '--logLevel', 'warn'], inputs: ['apps/office', ...SHARED_INPUTS] },
  { name: 'server', workspace: 'apps/server', quiet: [], inputs: ['apps/server/src', 'apps/server/scripts', 'apps/server/package.json', ...SHARED_INPUTS] },
];

for (const part of PARTS) {
  const digest = inputsDigest(root, part.inputs);
  const stamp = join(root, part.workspace, 'dist', '.build-inputs');
  if (isBuildCurrent(stamp, digest)) continue;
  console.log(`Building the ${part.name}…`);
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', part.workspace, ...part.quiet], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeBuildStamp(stamp, digest);
}

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/server.js')], { cwd: join(root, 'apps/server'), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 1 : 0)));
