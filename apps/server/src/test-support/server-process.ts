import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A free loopback port: the OS picks one for a moment's listener. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hook, no finished request, like a machine that loses power. */
  kill(): Promise<void>;
}

class PortTakenError extends Error {}

const READY_WITHIN_MS = 60_000;
const PORT_TRIES = 3;

const startOnFreePort = async (env: Record<string, string>): Promise<ServerProcess> => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', 'server.ts')], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: origin, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What the server says on its way down belongs in the failure, not only somewhere in the run's output.
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await exited;
      // Another process may take the port between the probe closing it and the server opening it.
      if (stderr.includes('already in use')) throw new PortTakenError(stderr);
      throw new Error(`server exited with ${child.exitCode} before it was ready:\n${stderr.trim()}`);
    }
    const ok = await fetch(`${origin}/healthz`).then((res) => res.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready within ${READY_WITHIN_MS / 1000} s:\n${stderr.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    child,
    kill: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
};

/** The real server (src/server.ts) in its own process, ready once /healthz answers. */
export const startServerProcess = async (env: Record<string, string>): Promise<ServerProcess> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnFreePort(env);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === PORT_TRIES) throw error;
    }
  }
};
