import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The thread's own connection copies committed pages from the write-ahead log into the database file
 * (a PASSIVE checkpoint: it never waits for, nor blocks, the server's connection) and syncs both to
 * disk. Plain CommonJS, run with `eval`, so the bundled server needs no file of its own for it.
 */
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const stopping = () => Atomics.load(workerData.stopping, 0) === 1;
// Whoever closes the database waits on this: set once the thread holds the file no longer.
const finished = () => {
  Atomics.store(workerData.finished, 0, 1);
  Atomics.notify(workerData.finished, 0);
};
// A server closing its database stops the thread: whatever fails from then on is no news.
const tell = (error) => stopping() || parentPort.postMessage({ failed: String(error) });
let db;
if (!stopping()) {
  try {
    const Database = require(workerData.driver);
    db = new Database(workerData.file);
    db.pragma('busy_timeout = 5000');
  } catch (error) {
    tell(error);
  }
}
if (db === undefined) {
  finished();
  parentPort.close();
} else {
  let failing = false;
  const checkpoint = () => {
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
      failing = false;
    } catch (error) {
      // Told once per streak of failures; the server's own checkpoints still bound the log meanwhile.
      if (!failing) tell(error);
      failing = true;
    }
  };
  const timer = setInterval(checkpoint, workerData.intervalMs);
  parentPort.once('message', () => {
    clearInterval(timer);
    try {
      db.close();
    } finally {
      finished();
      parentPort.close();
    }
  });
}
`;

/** How long closing the database waits for the thread to let go of the file; its last checkpoint takes milliseconds. */
const STOP_WAIT_MS = 10_000;

export interface WalCheckpointer {
  /**
   * Ends the thread and returns once its connection is closed: files are then the caller's to move or
   * remove (a thread still checkpointing, or opening the file late, would write beside them).
   */
  stopNow(): void;
  /** `stopNow`, then resolves once the thread has exited. */
  stop(): Promise<void>;
}

/**
 * Checkpoints an SQLite database in WAL mode from a worker thread every `intervalMs`. SQLite would
 * checkpoint inside the commit that fills the log, on the server's only thread: copying a thousand
 * pages and two fsyncs stop every request meanwhile, for as long as the disk takes (tens of
 * milliseconds on a busy host). The server's connection keeps a far larger `wal_autocheckpoint` as a
 * bound, should this thread ever fall behind.
 */
export const startWalCheckpointer = (file: string, intervalMs: number, onError: (error: Error) => void): WalCheckpointer => {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  // Set when the server closes its database; read by the thread before it opens the file and when it reports.
  const stopping = new Int32Array(new SharedArrayBuffer(4));
  const finished = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(CHECKPOINTER, { eval: true, workerData: { driver, file, intervalMs, stopping, finished } });
  // A checkpointer never keeps the process alive. A thread that fails or dies leaves the bound above.
  worker.unref();
  worker.on('message', (message: { failed: string }) => onError(new Error(`checkpoint of ${file} failed: ${message.failed}`)));
  worker.on('error', onError);
  let exitedEarly = false;
  const exited = new Promise<void>((done) =>
    worker.once('exit', () => {
      exitedEarly = true;
      done();
    }),
  );
  const stopNow = (): void => {
    if (Atomics.load(stopping, 0) === 1) return;
    Atomics.store(stopping, 0, 1);
    worker.postMessage('stop');
    // Kysely closes an SQLite database without waiting, so closing waits here, on the thread's own signal.
    if (!exitedEarly) Atomics.wait(finished, 0, 0, STOP_WAIT_MS);
  };
  return {
    stopNow,
    stop: async () => {
      stopNow();
      await exited;
    },
  };
};
