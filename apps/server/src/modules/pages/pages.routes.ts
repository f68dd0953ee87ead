import { staticPagePathSchema, staticPageResponseSchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { readErrorResponses } from '../../http/route-schemas.js';
import { sendCatalogJson } from '../../http/send-json.js';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import type { PagesService } from './pages.service.js';

export const registerPagesRoutes = (parent: FastifyInstance, pages: PagesService): void => {
  parent.withTypeProvider<ZodTypeProvider>().get(
    '/page/:id',
    {
      schema: {
        tags: ['pages'],
        summary: 'A static page (imprint, terms, data_protection, accessibility_statement, shipping)',
        params: staticPagePathSchema,
        response: { 200: staticPageResponseSchema, ...readErrorResponses },
      },
    },
    async (request, reply) => sendCatalogJson(request, reply, await pages.pageJson(request.params.lang, request.params.id)),
  );
};
