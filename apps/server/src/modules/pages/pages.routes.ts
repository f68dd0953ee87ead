import { staticPagePathSchema, staticPageResponseSchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { publicRead } from '../../http/public-read.js';
import { readErrorResponses } from '../../http/route-schemas.js';
import type { PagesService } from './pages.service.js';

export const registerPagesRoutes = (app: FastifyInstance, pages: PagesService): void => {
  publicRead(
    app,
    '/page/:id',
    {
      freshness: 'catalog',
      schema: {
        tags: ['pages'],
        summary: 'A static page (imprint, terms, data_protection, accessibility_statement, shipping)',
        params: staticPagePathSchema,
        response: { 200: staticPageResponseSchema, ...readErrorResponses },
      },
    },
    ({ params }) => pages.page(params.lang, params.id),
  );
};
