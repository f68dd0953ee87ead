import { langParamsSchema, MAX_ID, tokenQuerySchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { OrderDocuments } from '../../documents/order-documents.js';
import { HttpError } from '../../http/http-error.js';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { sessionToken } from '../../plugins/customer-auth.js';
import { findSessionCustomer, hashSessionToken } from '../customer-auth/public.js';
import { findOrder, type OrderRow } from './orders.repository.js';

const params = langParamsSchema.extend({ id: z.coerce.number().int().positive().max(MAX_ID) });
const query = tokenQuerySchema.extend({ key: z.string().max(100).optional() });

/** The download key of the order, or the session of the customer who placed it. */
const mayDownload = async (db: Db, order: OrderRow, key: string | undefined, token: string | undefined): Promise<boolean> => {
  if (key !== undefined && key === order.download_key) return true;
  if (token === undefined) return false;
  const customer = await findSessionCustomer(db, hashSessionToken(token), new Date());
  return customer?.id === order.customer_id;
};

export const registerOrderRoutes = (parent: FastifyInstance, db: Db, documents: OrderDocuments): void => {
  parent.withTypeProvider<ZodTypeProvider>().get(
    '/order/:id/tickets.pdf',
    { schema: { tags: ['orders'], summary: 'The PDF tickets of a booked order (download key or session token)', params, querystring: query } },
    async (request, reply) => {
      const order = await findOrder(db, request.params.id);
      if (order === undefined || !(await mayDownload(db, order, request.query.key, sessionToken(request)))) throw new HttpError(404, 'NOT_FOUND');
      const pdf = await documents.tickets(order.id);
      if (pdf === undefined) throw new HttpError(404, 'NOT_FOUND');
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="tickets-${order.id}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    },
  );
};
