import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { ownServerPort, repoRoot, runDir, serverEnv, shops, type Shop } from './shops.ts';

/** A demo shop's server a journey starts, kills and starts again on the same database, as a crash or a power cut would. */
export interface OwnServer {
  shop: Shop;
  /** Kills the process at once (SIGKILL), with whatever it was doing unfinished. */
  kill: () => Promise<void>;
  /** Starts it again on the same database; answers once it is healthy. */
  start: () => Promise<void>;
}

const HEALTHY_WITHIN_MS = 120_000;

const healthy = async (shop: Shop, server: ChildProcess): Promise<void> => {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server on ${shop.origin} exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${shop.origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server on ${shop.origin} was not healthy within ${HEALTHY_WITHIN_MS} ms`);
};

/**
 * The demo museum on a server of the journey's own (`name` tells its database apart, with the retry),
 * on the one port kept for it: one journey of a run may use it at a time.
 */
export const startOwnServer = async (name: string): Promise<OwnServer> => {
  const origin = `http://127.0.0.1:${ownServerPort}`;
  const shop: Shop = { ...shops.demo, port: ownServerPort, origin, dbFile: join(runDir, `${name}.sqlite`) };
  let running: ChildProcess | undefined;
  const start = async () => {
    running = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], { cwd: repoRoot, env: { ...process.env, ...serverEnv(shop) }, stdio: ['ignore', 'ignore', 'inherit'] });
    await healthy(shop, running);
  };
  const kill = async () => {
    if (running === undefined || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { shop, kill, start };
};
