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

/**
 * The door scanner's own files (apps/office/public/door): its service worker, whose place decides its
 * scope (/office/door/), its manifest and its icon. Their names never change, so they are checked
 * with the server on every load rather than kept: a new worker reaches the phones at their next start.
 */
const DOOR_FILES: Record<string, string> = {
  'sw.js': 'text/javascript; charset=utf-8',
  'manifest.webmanifest': 'application/manifest+json; charset=utf-8',
  'icon.svg': 'image/svg+xml',
};

const readDoorFiles = (officeDist: string): Map<string, string> =>
  new Map(
    Object.keys(DOOR_FILES).flatMap((name) => {
      try {
        return [[name, readFileSync(join(officeDist, 'door', name), 'utf8')] as const];
      } catch {
        return [];
      }
    }),
  );

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
  const doorFiles = readDoorFiles(config.officeDist);
  for (const [name, body] of doorFiles) {
    app.get(`/office/door/${name}`, async (_request, reply) => reply.header('cache-control', 'no-cache').type(DOOR_FILES[name] ?? 'text/plain').send(body));
  }
  app.get('/office', sendIndex);
  app.get('/office/*', sendIndex);
};
