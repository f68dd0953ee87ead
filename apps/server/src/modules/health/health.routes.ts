import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';

const healthSchema = z.object({ status: z.literal('ok') });

/** For load balancers: answers ok only while the database answers a trivial query. */
export const registerHealthRoutes = (app: FastifyInstance, db: Db): void => {
  app.get(
    '/healthz',
    { schema: { tags: ['operations'], summary: 'Liveness and database check', response: { 200: healthSchema, 503: apiErrorSchema } } },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        throw new HttpError(503, 'SERVICE_UNAVAILABLE');
      }
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    },
  );
};
