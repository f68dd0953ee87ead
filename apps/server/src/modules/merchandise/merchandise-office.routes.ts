import {
  adjustOfficeStockBodySchema,
  createOfficeCategoryBodySchema,
  createOfficeProductBodySchema,
  deleteOfficeCategoryQuerySchema,
  officeCategoryListResponseSchema,
  officeCategoryOrderStaleErrorSchema,
  officeCategoryResponseSchema,
  officeCategoryStaleErrorSchema,
  officeMerchandiseIdParamsSchema,
  officeProductListResponseSchema,
  officeProductResponseSchema,
  officeProductStaleErrorSchema,
  orderOfficeCategoriesBodySchema,
  stockHistoryResponseSchema,
  updateOfficeCategoryBodySchema,
  updateOfficeProductBodySchema,
} from '@foyer/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { errorMessage, officeMessageLanguage } from '../../plugins/error-messages.js';
import { noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import { StaleCategoryError, StaleCategoryOrderError, type CategoriesOfficeService } from './categories-office.service.js';
import { StaleProductError, type ProductsOfficeService } from './products-office.service.js';

type Lang = ReturnType<typeof officeMessageLanguage>;

/** Answers a stale write with the record as it is now, so the editor sees what changed; other errors go on. */
const staleAnswer = async <T>(reply: FastifyReply, lang: Lang, write: () => Promise<T>): Promise<T | FastifyReply> => {
  try {
    return await write();
  } catch (error) {
    if (error instanceof StaleProductError || error instanceof StaleCategoryError || error instanceof StaleCategoryOrderError) {
      return noStore(reply).status(409).send({ code: 'OFFICE_STALE' as const, message: errorMessage('OFFICE_STALE', lang), current: error.current });
    }
    throw error;
  }
};

/** The office's shop goods and their categories (docs/office.md "Shop goods"): owners and editors. */
export const registerMerchandiseOfficeRoutes = (parent: FastifyInstance, { products, categories }: { products: ProductsOfficeService; categories: CategoriesOfficeService }, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const editors = requireStaff({ roles: ['owner', 'editor'] });

  app.get('/products', { preValidation: editors, schema: { response: { 200: officeProductListResponseSchema, ...officeErrors } } }, async (_request, reply) =>
    noStore(reply).send({ data: { products: await products.list() } }),
  );

  app.get('/products/:id', { preValidation: editors, schema: { params: officeMerchandiseIdParamsSchema, response: { 200: officeProductResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: { record: await products.get(request.params.id) } }),
  );

  app.post('/products', { preValidation: editors, schema: { body: createOfficeProductBodySchema, response: { 201: officeProductResponseSchema, ...officeErrors } } }, async (request, reply) => {
    const record = await products.create(request.body.product, request.body.stock, signedInStaff(request), officeMessageLanguage(request), new Date());
    return noStore(reply).status(201).send({ data: { record } });
  });

  app.put(
    '/products/:id',
    {
      preValidation: editors,
      schema: { params: officeMerchandiseIdParamsSchema, body: updateOfficeProductBodySchema, response: { 200: officeProductResponseSchema, ...officeErrors, 409: z.union([officeProductStaleErrorSchema, officeErrors[409]]) } },
    },
    async (request, reply) => {
      const lang = officeMessageLanguage(request);
      return staleAnswer(reply, lang, async () => {
        const record = await products.update(request.params.id, request.body.product, request.body.version, signedInStaff(request), lang, new Date());
        return noStore(reply).send({ data: { record } });
      });
    },
  );

  app.post(
    '/products/:id/stock',
    {
      preValidation: editors,
      schema: { params: officeMerchandiseIdParamsSchema, body: adjustOfficeStockBodySchema, response: { 200: officeProductResponseSchema, ...officeErrors, 409: z.union([officeProductStaleErrorSchema, officeErrors[409]]) } },
    },
    async (request, reply) =>
      staleAnswer(reply, officeMessageLanguage(request), async () => {
        const record = await products.adjustStock(request.params.id, request.body.adjustment, signedInStaff(request), new Date());
        return noStore(reply).send({ data: { record } });
      }),
  );

  app.get('/products/:id/stock-history', { preValidation: editors, schema: { params: officeMerchandiseIdParamsSchema, response: { 200: stockHistoryResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: { entries: await products.stockHistory(request.params.id) } }),
  );

  app.get('/product-categories', { preValidation: editors, schema: { response: { 200: officeCategoryListResponseSchema, ...officeErrors } } }, async (_request, reply) =>
    noStore(reply).send({ data: { categories: await categories.list() } }),
  );

  app.post('/product-categories', { preValidation: editors, schema: { body: createOfficeCategoryBodySchema, response: { 201: officeCategoryResponseSchema, ...officeErrors } } }, async (request, reply) => {
    const record = await categories.create(request.body.category, signedInStaff(request), officeMessageLanguage(request), new Date());
    return noStore(reply).status(201).send({ data: { record } });
  });

  app.put(
    '/product-categories/order',
    { preValidation: editors, schema: { body: orderOfficeCategoriesBodySchema, response: { 200: officeCategoryListResponseSchema, ...officeErrors, 409: z.union([officeCategoryOrderStaleErrorSchema, officeErrors[409]]) } } },
    async (request, reply) => {
      const lang = officeMessageLanguage(request);
      return staleAnswer(reply, lang, async () => noStore(reply).send({ data: { categories: await categories.order(request.body.categories, signedInStaff(request), lang, new Date()) } }));
    },
  );

  app.put(
    '/product-categories/:id',
    {
      preValidation: editors,
      schema: { params: officeMerchandiseIdParamsSchema, body: updateOfficeCategoryBodySchema, response: { 200: officeCategoryResponseSchema, ...officeErrors, 409: z.union([officeCategoryStaleErrorSchema, officeErrors[409]]) } },
    },
    async (request, reply) => {
      const lang = officeMessageLanguage(request);
      return staleAnswer(reply, lang, async () => {
        const record = await categories.update(request.params.id, request.body.category, request.body.version, signedInStaff(request), lang, new Date());
        return noStore(reply).send({ data: { record } });
      });
    },
  );

  app.delete(
    '/product-categories/:id',
    {
      preValidation: editors,
      schema: { params: officeMerchandiseIdParamsSchema, querystring: deleteOfficeCategoryQuerySchema, response: { 200: officeCategoryListResponseSchema, ...officeErrors, 409: z.union([officeCategoryStaleErrorSchema, officeErrors[409]]) } },
    },
    async (request, reply) =>
      staleAnswer(reply, officeMessageLanguage(request), async () =>
        noStore(reply).send({ data: { categories: await categories.delete(request.params.id, request.query.version, signedInStaff(request), new Date()) } }),
      ),
  );
};
