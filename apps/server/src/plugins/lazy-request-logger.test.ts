import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLoggerFactory, LazyRequestLogger } from './lazy-request-logger.js';

const recording = (level = 'info') => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level }, stream) };
};

describe('LazyRequestLogger', () => {
  it('makes no pino child until something is logged, then one, bound to the request', () => {
    const { lines, logger } = recording();
    const child = vi.spyOn(logger, 'child');
    const lazy = new LazyRequestLogger(logger, { reqId: 'r-1' }, {});
    expect(lazy.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
    lazy.info({ order: 7 }, 'booked');
    lazy.error(new Error('boom'), 'failed');
    lazy.debug('below the level');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, reqId: 'r-1', order: 7, msg: 'booked' }),
      expect.objectContaining({ level: 50, reqId: 'r-1', msg: 'failed', err: expect.objectContaining({ message: 'boom' }) }),
    ]);
  });

  it('fills format arguments and hands bindings on to its own children', () => {
    const { lines, logger } = recording('debug');
    const lazy = new LazyRequestLogger(logger, { reqId: 'r-2' }, {});
    lazy.debug('%d places in %s', 3, 'slot 9');
    lazy.child({ job: 'mail' }).warn('retrying');
    expect(lines).toEqual([
      expect.objectContaining({ level: 20, reqId: 'r-2', msg: '3 places in slot 9' }),
      expect.objectContaining({ level: 40, reqId: 'r-2', job: 'mail', msg: 'retrying' }),
    ]);
  });

  it('serves as Fastify request logger: what a handler logs carries its request id', async () => {
    const { lines, logger } = recording();
    const app = Fastify({ loggerInstance: logger, childLoggerFactory: lazyChildLoggerFactory, genReqId: () => 'req-42', logController: new LogController({ disableRequestLogging: true }) });
    app.get('/quiet', async () => ({ ok: true }));
    app.get('/loud', async (request) => {
      request.log.warn('handler speaks');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/quiet' });
    await app.inject({ method: 'GET', url: '/loud' });
    await app.close();
    expect(lines.filter((line) => line.msg === 'handler speaks')).toEqual([expect.objectContaining({ reqId: 'req-42', level: 40 })]);
  });
});
