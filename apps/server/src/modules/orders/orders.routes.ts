import { langParamsSchema, MAX_ID, tokenQuerySchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { OrderDocuments } from '../../documents/order-documents.js';
import type { OrderWallet } from '../../documents/wallet/order-wallet.js';
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

/** The order the request may open, by its download key or its customer's session; 404 otherwise, as for an order that does not exist. */
const downloadableOrder = async (db: Db, id: number, key: string | undefined, token: string | undefined): Promise<OrderRow> => {
  const order = await findOrder(db, id);
  if (order === undefined || !(await mayDownload(db, order, key, token))) throw new HttpError(404, 'NOT_FOUND');
  return order;
};

export const registerOrderRoutes = (parent: FastifyInstance, db: Db, documents: OrderDocuments, wallet: OrderWallet): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/order/:id/tickets.pdf',
    { schema: { tags: ['orders'], summary: 'The PDF tickets of a booked order (download key or session token)', params, querystring: query } },
    async (request, reply) => {
      const order = await downloadableOrder(db, request.params.id, request.query.key, sessionToken(request));
      const pdf = await documents.tickets(order.id);
      if (pdf === undefined) throw new HttpError(404, 'NOT_FOUND');
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="tickets-${order.id}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    },
  );

  // The wallets answer 404 like an unknown order when the museum has not configured them.
  app.get(
    '/order/:id/wallet/apple',
    { schema: { tags: ['orders'], summary: "Apple Wallet: a booked order's ticket or pass card as a signed .pkpass, several as a .pkpasses bundle (download key or session token)", params, querystring: query } },
    async (request, reply) => {
      const order = await downloadableOrder(db, request.params.id, request.query.key, sessionToken(request));
      const passes = await wallet.apple(order.id);
      if (passes === undefined) throw new HttpError(404, 'NOT_FOUND');
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="tickets-${order.id}.${passes.extension}"`)
        .type(passes.type)
        .send(passes.data);
    },
  );

  app.get(
    '/order/:id/wallet/google',
    { schema: { tags: ['orders'], summary: "Google Wallet: redirects to the save link of a booked order's tickets and pass cards (download key or session token)", params, querystring: query } },
    async (request, reply) => {
      const order = await downloadableOrder(db, request.params.id, request.query.key, sessionToken(request));
      const link = await wallet.google(order.id);
      if (link === undefined) throw new HttpError(404, 'NOT_FOUND');
      return reply.header('cache-control', 'private, no-store').redirect(link, 303);
    },
  );
};
