import { spawnSync } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { spawnGroup, type Group } from '../processes.ts';
import { readyAddress } from './output.ts';

export interface Finished {
  exitCode: number | null;
  seconds: number;
  /** stdout and stderr as they came. */
  output: string;
  timedOut: boolean;
}

export interface Started {
  seconds: number;
  address: string;
  stop: () => Promise<void>;
}

const secondsSince = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e9;

/** Collects a child's stdout and stderr as they come, into memory and into `logFile`, so a failure can be read afterwards. */
const recorder = (logFile: string) => {
  writeFileSync(logFile, '');
  let output = '';
  return {
    add: (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      appendFileSync(logFile, text);
    },
    output: () => output,
  };
};

export interface RunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** Receives everything the command prints. */
  logFile: string;
}

/** Runs a command to its end in a process group of its own, collecting its output; a timeout stops the whole group. */
export const runToEnd = async (command: string, args: string[], { cwd, env, timeoutMs, logFile }: RunOptions): Promise<Finished> => {
  const start = process.hrtime.bigint();
  const group = spawnGroup(command, args, cwd, env, ['ignore', 'pipe', 'pipe']);
  const log = recorder(logFile);
  group.child.stdout?.on('data', log.add);
  group.child.stderr?.on('data', log.add);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void group.stop();
  }, timeoutMs);
  try {
    await group.exited;
  } finally {
    clearTimeout(timer);
    await group.stop();
  }
  return { exitCode: group.child.exitCode, seconds: secondsSince(start), output: log.output(), timedOut };
};

/**
 * `npm start` until it prints "Foyer is ready at <address>"; the clock stops at that line. Fails if npm
 * exits first or the line does not come within the timeout, and stops the group it started either way.
 */
export const startUntilReady = async ({ cwd, env, timeoutMs, logFile }: RunOptions): Promise<Started> => {
  const start = process.hrtime.bigint();
  const group: Group = spawnGroup('npm', ['start'], cwd, env, ['ignore', 'pipe', 'pipe']);
  const log = recorder(logFile);
  try {
    const ready = await new Promise<{ seconds: number; address: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "Foyer is ready at" within ${timeoutMs / 1000} s`)), timeoutMs);
      const read = (chunk: Buffer) => {
        log.add(chunk);
        const address = readyAddress(log.output());
        if (address === null) return;
        clearTimeout(timer);
        resolve({ seconds: secondsSince(start), address });
      };
      group.child.stdout?.on('data', read);
      group.child.stderr?.on('data', log.add);
      void group.exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`npm start exited (${group.child.exitCode ?? group.child.signalCode}) before it was ready`));
      });
    });
    return { ...ready, stop: group.stop };
  } catch (error) {
    await group.stop();
    const lastLine = log.output().trim().split('\n').at(-1) ?? '';
    throw new Error(`${error instanceof Error ? error.message : String(error)}${lastLine ? `; last output: ${lastLine}` : ''}`, { cause: error });
  }
};

const isFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    // The shop listens on every interface by default (HOST 0.0.0.0), so the probe does too.
    probe.listen(port, () => probe.close(() => resolve(true)));
  });

/** The first port in [from, to] nobody listens on. */
export const freePort = async (from: number, to: number): Promise<number> => {
  for (let port = from; port <= to; port += 1) {
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
};

/** Runs a short command (git, npm --version) and returns its trimmed stdout, failing on a non-zero exit. */
export const capture = (command: string, args: string[], cwd: string): string => {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr.trim() || `exit ${result.status ?? 'signal'}`}`);
  return result.stdout.trim();
};
