import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { notFound } from '../http/http-error.js';
import { isApiPath } from '../http/api-path.js';
import { IMMUTABLE } from './web.js';

const NOT_BUILT =
  'The Foyer back office is not built yet.\nRun `npm run build` in the repository, then restart the server (or use `npm start`, which builds first).\n';

const readIndex = (officeDist: string): string | null => {
  try {
    return readFileSync(join(officeDist, 'index.html'), 'utf8');
  } catch {
    return null;
  }
};

const looksLikeFile = (path: string): boolean => /\/[^/]*\.[^/]+$/.test(path);

/**
 * The back office (apps/office) under /office: its content-hashed files under /office/assets with a
 * year's cache, and its index.html for every other page below /office, so the office's router decides
 * (sign-in, invitation links, not-found). The HTML is never stored: it names the assets of the deploy
 * that sent it, and staff pages carry nothing worth keeping. /office/api/ belongs to the office API.
 * The shop's build knows nothing of these files, so a visitor never loads office code.
 */
export const registerOfficeApp = async (app: FastifyInstance, config: Config): Promise<void> => {
  const index = readIndex(config.officeDist);
  if (index !== null) {
    await app.register(fastifyStatic, {
      root: join(config.officeDist, 'assets'),
      prefix: '/office/assets/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res) => res.setHeader('cache-control', IMMUTABLE),
    });
  }
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const path = request.url.split('?')[0] ?? '';
    if (isApiPath(path) || looksLikeFile(path)) throw notFound();
    reply.header('cache-control', 'no-store');
    if (index === null) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    return reply.type('text/html; charset=utf-8').send(index);
  };
  app.get('/office', sendIndex);
  app.get('/office/*', sendIndex);
};
