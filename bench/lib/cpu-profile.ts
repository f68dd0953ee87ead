import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of a V8 CPU profile (`node --cpu-prof`) the bench reads. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples: number[];
  timeDeltas: number[];
}

export interface CostPart {
  part: string;
  /** Share of the time the process was busy (idle excluded), 0..1. */
  share: number;
}

/**
 * Where a sampled function's own time belongs, first match wins. The SQLite driver's executeQuery
 * is where better-sqlite3 runs a statement synchronously, so its own time is the database's work.
 */
const PARTS: { part: string; matches: (functionName: string, url: string) => boolean }[] = [
  { part: 'SQLite running statements', matches: (name, url) => name === 'executeQuery' && url.includes('/kysely/dist/esm/dialect/sqlite/') },
  // The server's checkpointer thread runs one pragma, wal_checkpoint, over and over.
  { part: 'SQLite checkpoints (a thread of their own)', matches: (name, url) => name === 'pragma' && url.includes('/node_modules/better-sqlite3/') },
  { part: 'Kysely building and compiling queries', matches: (_name, url) => url.includes('/node_modules/kysely/') },
  { part: 'PostgreSQL driver (pg)', matches: (_name, url) => /\/node_modules\/pg(-protocol|-pool|-types)?\//.test(url) },
  { part: 'request validation (zod)', matches: (_name, url) => url.includes('/node_modules/zod/') },
  {
    part: 'HTTP layer (Node http, sockets, Fastify)',
    matches: (name, url) =>
      name === 'writev' ||
      name === 'writeBuffer' ||
      name === 'writeLatin1String' ||
      name === 'writeUtf8String' ||
      /^node:(_http_|net$|internal\/streams?\/|internal\/stream_base_commons)/.test(url) ||
      /\/node_modules\/(fastify|find-my-way|@fastify|light-my-request|secure-json-parse|fast-json-stringify)\//.test(url),
  },
  { part: "Foyer's own code", matches: (_name, url) => /\/apps\/server\/(dist|src)\//.test(url) },
  { part: 'garbage collection', matches: (name) => name === '(garbage collector)' },
  {
    part: 'promises and the event loop',
    matches: (name, url) => name === 'runMicrotasks' || url === 'node:events' || url === 'node:internal/process/task_queues' || url === 'node:internal/timers',
  },
  { part: 'random ids and hashes (node:crypto)', matches: (_name, url) => url.startsWith('node:internal/crypto/') },
  { part: 'loading modules at start', matches: (name, url) => url.startsWith('node:internal/modules/') || name === 'compileSourceTextModule' },
];

const OTHER = 'everything else (Node internals, other libraries, native)';

/** Own (self) time of a process's profiles (one per thread) by part, as shares of their busy time together, largest first. */
export const costParts = (...profiles: CpuProfile[]): CostPart[] => {
  const byPart = new Map<string, number>();
  let busy = 0;
  for (const profile of profiles) {
    const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    profile.samples.forEach((id, index) => {
      const frame = frames.get(id);
      const micros = profile.timeDeltas[index] ?? 0;
      if (frame === undefined || frame.functionName === '(idle)') return;
      const part = PARTS.find((candidate) => candidate.matches(frame.functionName, frame.url))?.part ?? OTHER;
      byPart.set(part, (byPart.get(part) ?? 0) + micros);
      busy += micros;
    });
  }
  if (busy === 0) return [];
  return [...byPart].map(([part, micros]) => ({ part, share: micros / busy })).sort((a, b) => b.share - a.share);
};

/** The profiles a process wrote into `dir` with --cpu-prof-dir: one for each of its threads. */
export const readCpuProfiles = (dir: string): CpuProfile[] => {
  const files = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  if (files.length === 0) throw new Error(`no CPU profile in ${dir}`);
  return files.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile);
};
