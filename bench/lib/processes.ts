import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';
import { HOST, repoRoot } from './paths.ts';

export interface Running {
  url: string;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** Added to (and overriding) the child's environment. */
  env?: NodeJS.ProcessEnv;
  /** How long the child may take to answer its ready URL; default 120 s (a first start migrates and loads the catalog). */
  readyTimeoutMs?: number;
  /** Flags for Node itself, before the server's script (a CPU profile, say). */
  nodeArgs?: string[];
}

const STOP_GRACE_MS = 5000;
const KILL_WAIT_MS = 2000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Process groups still running; whatever ends the bench (an error, Ctrl-C) kills them, so no server outlives it. */
const groups = new Set<number>();

const killGroup = (pid: number, signal: NodeJS.Signals): void => {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already gone
  }
};

/** Kills every group still running at once; for exit handlers, which cannot wait. */
export const killAllGroups = (): void => {
  for (const pid of groups) killGroup(pid, 'SIGKILL');
  groups.clear();
};

let guarded = false;
const guardExit = (): void => {
  if (guarded) return;
  guarded = true;
  process.once('exit', killAllGroups);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killAllGroups();
      process.exit(128 + constants.signals[signal]);
    });
  }
};

/** Polls until the URL answers 200 or the deadline passes; the child's exit ends the wait early. */
const waitFor = async (url: string, child: ChildProcess, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`process for ${url} exited (${child.exitCode ?? child.signalCode})`);
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

export interface Group {
  child: ChildProcess;
  /** Resolves when the child has exited. */
  exited: Promise<void>;
  /** SIGTERM to the whole group, SIGKILL after a grace period; resolves once it is gone. */
  stop: () => Promise<void>;
}

/**
 * Spawns a child in its own process group, so stopping it also stops whatever it spawned (npm, its
 * scripts, the server), and registers the group so that whatever ends the bench kills it.
 * `env` is the child's whole environment.
 */
export const spawnGroup = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, stdio: StdioOptions): Group => {
  guardExit();
  const child = spawn(command, args, { cwd, env, detached: true, stdio });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${command} could not be started`);
  groups.add(pid);
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(pid, 'SIGTERM');
      await Promise.race([exited, sleep(STOP_GRACE_MS)]);
      if (child.exitCode === null && child.signalCode === null) {
        killGroup(pid, 'SIGKILL');
        await Promise.race([exited, sleep(KILL_WAIT_MS)]);
      }
    }
    groups.delete(pid);
  };
  return { child, exited, stop };
};

/** Runs a child in its own process group until its ready URL answers. */
const startChild = async (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, readyUrl: string, readyTimeoutMs: number): Promise<Running> => {
  const { child, stop } = spawnGroup(command, args, cwd, { ...process.env, ...env }, ['ignore', 'ignore', 'inherit']);
  try {
    await waitFor(readyUrl, child, readyTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: new URL(readyUrl).origin, stop };
};

export const sqliteUrl = (file: string): string => `sqlite:${file}`;

/** Compiles the server as `npm start` does; the bench measures what production runs. */
export const buildServer = (): void => {
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'apps/server'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`server build failed (exit ${build.status ?? 'signal'})`);
};

/**
 * The compiled Foyer server (as `npm start` runs it) on `databaseUrl` (see `sqliteUrl`,
 * or postgres://…); `options.env` adds settings such as CATALOG_FILE or JOB_INTERVAL_SECONDS.
 * Bench servers have no per-client rate limit: every bench client is 127.0.0.1.
 */
export const startFoyer = (port: number, databaseUrl: string, webDist: string, options: StartOptions = {}): Promise<Running> =>
  startChild(
    process.execPath,
    ['--enable-source-maps', ...(options.nodeArgs ?? []), 'dist/server.js'],
    join(repoRoot, 'apps/server'),
    {
      PORT: String(port),
      HOST,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://${HOST}:${port}`,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      ...options.env,
    },
    `http://${HOST}:${port}/healthz`,
    options.readyTimeoutMs ?? 120_000,
  );

/** The baseline of DESIGN.md: a bare Fastify answering "hello", in its own process like the real server. */
export const startHello = (port: number): Promise<Running> =>
  startChild(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'bench/lib/hello-server.ts')],
    repoRoot,
    { PORT: String(port), HOST },
    `http://${HOST}:${port}/`,
    30_000,
  );
