import { donationQuerySchema, donationResponseSchema, langParamsSchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { publicRead } from '../../http/public-read.js';
import { readErrorResponses } from '../../http/route-schemas.js';
import type { DonationsService } from './donations.service.js';

/** The basket's "support the museum" panel reads the offer here; `offer` is null when the shop asks for none. */
export const registerDonationRoutes = (app: FastifyInstance, donations: DonationsService): void => {
  publicRead(
    app,
    '/donation',
    {
      freshness: 'catalog',
      schema: {
        tags: ['donations'],
        summary: 'The donation offer: fixed amounts and the bounds of an amount of choice (cents), VAT-free; null without one',
        params: langParamsSchema,
        querystring: donationQuerySchema,
        response: { 200: donationResponseSchema, ...readErrorResponses },
      },
    },
    ({ params, query }) => donations.offer(query.shop, params.lang),
  );
};
