import { existsSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { isLang, LANGUAGES, type Lang } from '@foyer/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { COMPRESSION_THRESHOLD_BYTES, sendAnswerText } from '../http/answer-text.js';
import { isApiPath } from '../http/api-path.js';
import { notFound } from '../http/http-error.js';
import type { EdgeCache } from '../http/edge-cache.js';
import type { ShopService } from '../modules/shop/shop.service.js';
import { IndexPages } from './boot-data.js';
import { readWebBuild } from './web-build.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';
const ONE_HOUR = 'public, max-age=3600';

/** Vite puts content-hashed files under /assets; index.html must be revalidated so a deploy shows at once. */
const webCacheHeaders = (res: SetHeadersResponse, path: string): void => {
  if (path.endsWith('index.html')) res.setHeader('cache-control', 'no-cache');
  else if (/[\\/]assets[\\/]/.test(path)) res.setHeader('cache-control', IMMUTABLE);
  else res.setHeader('cache-control', ONE_HOUR);
};

/** Crawlers may index the shop, not the API, checkouts or account settings. */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /api/',
  'Disallow: /logout',
  ...LANGUAGES.flatMap((lang) => [`Disallow: /${lang}/checkout`, `Disallow: /${lang}/settings`]),
  '',
].join('\n');

const NOT_BUILT =
  'The Foyer web app is not built yet.\nRun `npm run build` in the repository, then restart the server (or use `npm start`, which builds first).\n';

const sendIndexHtml = async (request: FastifyRequest, reply: FastifyReply, pages: IndexPages | null, path: string, search = ''): Promise<FastifyReply> => {
  if (!pages) return reply.status(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT);
  return sendAnswerText(request, reply.header('cache-control', 'no-cache'), await pages.render(path, search), 'text/html; charset=utf-8');
};

/**
 * DESIGN.md: a page in one of the eight languages that the shop does not offer moves to the shop's
 * first language, the rest of the address kept. Undefined when the page may be served as asked.
 */
export const offeredPagePath = (url: string, offered: readonly Lang[]): string | undefined => {
  const [path = '/', query] = url.split(/\?(.*)/s);
  const segments = path.split('/');
  const lang = segments[1];
  const first = offered[0];
  if (!isLang(lang) || offered.includes(lang) || first === undefined) return undefined;
  segments[1] = first;
  return `${segments.join('/')}${query === undefined ? '' : `?${query}`}`;
};

const looksLikeFile = (path: string): boolean => /\/[^/]*\.[^/]+$/.test(path);

/**
 * The built SPA with hashed assets, /static demo images, robots.txt and the history fallback:
 * any other GET that is not an API call or a file gets index.html and the SPA decides (not-found included).
 * index.html is read once here: a new build arrives with a restart.
 */
export const registerWeb = async (app: FastifyInstance, config: Config, shop: ShopService, edge: EdgeCache): Promise<void> => {
  // Browsers never compress what they send, so no request pays for a decompression hook.
  await app.register(fastifyCompress, { global: true, globalDecompression: false, encodings: ['br', 'gzip'], threshold: COMPRESSION_THRESHOLD_BYTES });
  const build = readWebBuild(config.webDist);
  const pages = build && new IndexPages(build, edge, app.log);
  if (existsSync(config.webDist)) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      index: false,
      // The build manifest (.vite/manifest.json) is for the server, not for browsers.
      dotfiles: 'ignore',
      cacheControl: false,
      preCompressed: true,
      setHeaders: webCacheHeaders,
    });
  }
  if (existsSync(config.staticDir)) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/static/',
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res) => res.setHeader('cache-control', ONE_DAY),
    });
  }
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', ONE_HOUR).type('text/plain; charset=utf-8').send(ROBOTS_TXT),
  );
  // fastify-static treats `/` as a directory listing request (403); the shop's root is the SPA.
  app.get('/', async (request, reply) => sendIndexHtml(request, reply, pages, '/'));
  app.setNotFoundHandler(async (request, reply) => {
    const [path = '/', search = ''] = request.url.split(/\?(.*)/s);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !looksLikeFile(path);
    if (!isPage) throw notFound();
    const offered = await shop.languages().catch(() => undefined);
    const moved = offered === undefined ? undefined : offeredPagePath(request.url, offered);
    if (moved !== undefined) return reply.header('cache-control', 'no-cache').redirect(moved, 302);
    return sendIndexHtml(request, reply, pages, path, search);
  });
};
