import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { HOST, repoRoot } from './paths.ts';

export interface Running {
  url: string;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls until the URL answers 200 or the deadline passes; the child's exit ends the wait early. */
const waitFor = async (url: string, child: ChildProcess, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process for ${url} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
};

/** Runs a child in its own process group so stopping it also stops whatever it spawned. */
const startChild = async (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, readyUrl: string): Promise<Running> => {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // the group is already gone
    }
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    signal('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
    if (child.exitCode === null && child.signalCode === null) signal('SIGKILL');
  };
  try {
    await waitFor(readyUrl, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: new URL(readyUrl).origin, stop };
};

/** The real Foyer server (as `npm start -w apps/server` runs it) on a fresh SQLite file; `env` adds settings such as CATALOG_FILE. */
export const startFoyer = (port: number, dbFile: string, webDist: string, env: NodeJS.ProcessEnv = {}): Promise<Running> =>
  startChild(
    process.execPath,
    ['--import', 'tsx', 'src/server.ts'],
    join(repoRoot, 'apps/server'),
    {
      PORT: String(port),
      HOST,
      DATABASE_URL: `sqlite:${dbFile}`,
      PUBLIC_URL: `http://${HOST}:${port}`,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      ...env,
    },
    `http://${HOST}:${port}/healthz`,
  );

/** The baseline of DESIGN.md: a bare Fastify answering "hello", in its own process like the real server. */
export const startHello = (port: number): Promise<Running> =>
  startChild(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'bench/lib/hello-server.ts')],
    repoRoot,
    { PORT: String(port), HOST },
    `http://${HOST}:${port}/`,
  );
