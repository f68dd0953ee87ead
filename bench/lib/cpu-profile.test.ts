import { describe, expect, it } from 'vitest';
import { costParts, type CpuProfile } from './cpu-profile.ts';

const frame = (functionName: string, url = '') => ({ functionName, url });

/** A profile with one sample of `micros` per listed frame. */
const profile = (frames: { functionName: string; url: string }[], micros: number[]): CpuProfile => ({
  nodes: frames.map((callFrame, index) => ({ id: index + 1, callFrame })),
  samples: frames.map((_, index) => index + 1),
  timeDeltas: micros,
});

describe('costParts', () => {
  it.each([
    { name: 'executeQuery', url: 'file:///x/node_modules/kysely/dist/esm/dialect/sqlite/sqlite-driver.js', part: 'SQLite running statements' },
    { name: 'visitNode', url: 'file:///x/node_modules/kysely/dist/esm/operation-node/operation-node-visitor.js', part: 'Kysely building and compiling queries' },
    { name: 'executeQuery', url: 'file:///x/node_modules/kysely/dist/esm/dialect/postgres/postgres-driver.js', part: 'Kysely building and compiling queries' },
    { name: 'addFields', url: 'file:///x/node_modules/pg/lib/result.js', part: 'PostgreSQL driver (pg)' },
    { name: 'parse', url: 'file:///x/node_modules/pg-protocol/dist/parser.js', part: 'PostgreSQL driver (pg)' },
    { name: 'run', url: 'file:///x/node_modules/zod/v4/core/schemas.js', part: 'request validation (zod)' },
    { name: 'writev', url: '', part: 'HTTP layer (Node http, sockets, Fastify)' },
    { name: '_storeHeader', url: 'node:_http_outgoing', part: 'HTTP layer (Node http, sockets, Fastify)' },
    { name: 'clearBuffer', url: 'node:internal/streams/writable', part: 'HTTP layer (Node http, sockets, Fastify)' },
    { name: 'Reply.send', url: 'file:///x/node_modules/fastify/lib/reply.js', part: 'HTTP layer (Node http, sockets, Fastify)' },
    { name: 'place', url: 'file:///x/apps/server/dist/server.js', part: "Foyer's own code" },
    { name: '(garbage collector)', url: '', part: 'garbage collection' },
    { name: 'writeLatin1String', url: '', part: 'HTTP layer (Node http, sockets, Fastify)' },
    { name: 'runMicrotasks', url: '', part: 'promises and the event loop' },
    { name: 'nextTick', url: 'node:internal/process/task_queues', part: 'promises and the event loop' },
    { name: 'emit', url: 'node:events', part: 'promises and the event loop' },
    { name: 'randomFillSync', url: 'node:internal/crypto/random', part: 'random ids and hashes (node:crypto)' },
    { name: 'wrapSafe', url: 'node:internal/modules/cjs/loader', part: 'loading modules at start' },
    { name: '(program)', url: '', part: 'everything else (Node internals, other libraries, native)' },
    { name: 'inflate', url: 'file:///x/node_modules/tiny-inflate/index.js', part: 'everything else (Node internals, other libraries, native)' },
  ])('counts $name ($url) as $part', ({ name, url, part }) => {
    expect(costParts(profile([frame(name, url)], [10]))).toEqual([{ part, share: 1 }]);
  });

  it('leaves idle time out and answers shares of the busy time, largest first', () => {
    const parts = costParts(
      profile(
        [frame('(idle)'), frame('executeQuery', 'file:///x/node_modules/kysely/dist/esm/dialect/sqlite/sqlite-driver.js'), frame('writev'), frame('writev')],
        [500, 300, 50, 150],
      ),
    );
    expect(parts).toEqual([
      { part: 'SQLite running statements', share: 0.6 },
      { part: 'HTTP layer (Node http, sockets, Fastify)', share: 0.4 },
    ]);
  });

  it("adds up the profiles of a process's threads: the server's own and its checkpointer's", () => {
    const server = profile([frame('executeQuery', 'file:///x/node_modules/kysely/dist/esm/dialect/sqlite/sqlite-driver.js'), frame('(idle)')], [300, 900]);
    const checkpointer = profile([frame('pragma', 'file:///x/node_modules/better-sqlite3/lib/methods/pragma.js'), frame('(idle)')], [100, 1100]);
    expect(costParts(server, checkpointer)).toEqual([
      { part: 'SQLite running statements', share: 0.75 },
      { part: 'SQLite checkpoints (a thread of their own)', share: 0.25 },
    ]);
  });

  it('answers nothing for a profile without busy time', () => {
    expect(costParts(profile([frame('(idle)')], [1000]))).toEqual([]);
  });
});
