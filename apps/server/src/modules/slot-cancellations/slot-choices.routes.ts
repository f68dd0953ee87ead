import { apiErrorSchema, slotChoiceParamsSchema, slotChoiceRebookBodySchema, slotChoiceResponseSchema, slotChoiceTimesQuerySchema, slotChoiceTimesResponseSchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { perClientLimit } from '../../plugins/rate-limit.js';
import type { SlotChoiceService } from './slot-choice.service.js';

const read = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const choose = { ...read, 409: apiErrorSchema, 410: apiErrorSchema, 422: apiErrorSchema };

/**
 * A buyer's choice for a cancelled time, opened by the unguessable token of their mail's link
 * (docs/operations.md "Cancelled times"); rate-limited per client, since tokens must not be guessable by trying.
 */
export const registerSlotChoiceRoutes = (parent: FastifyInstance, choices: SlotChoiceService, rateLimitPerMinute: number): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const limited = perClientLimit(rateLimitPerMinute);
  const tags = ['slot-choices'];

  app.get(
    '/slot-choices/:token',
    { ...limited, schema: { tags, summary: 'What the buyer of a cancelled time may choose, or chose', params: slotChoiceParamsSchema, response: { 200: slotChoiceResponseSchema, ...read } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send({ data: { choice: await choices.show(request.params.token, request.params.lang) } }),
  );

  app.get(
    '/slot-choices/:token/times',
    { ...limited, schema: { tags, summary: 'Other times of the same event with room for the booking', params: slotChoiceParamsSchema, querystring: slotChoiceTimesQuerySchema, response: { 200: slotChoiceTimesResponseSchema, ...read } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send({ data: { times: await choices.times(request.params.token, request.query.from, request.query.to, request.params.lang) } }),
  );

  app.post(
    '/slot-choices/:token/rebook',
    { ...limited, schema: { tags, summary: 'Moves the booking to another time; 409 SLOT_CHOICE_MADE, SLOT_CHOICE_FULL; 410 SLOT_CHOICE_CLOSED', params: slotChoiceParamsSchema, body: slotChoiceRebookBodySchema, response: { 200: slotChoiceResponseSchema, ...choose } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send({ data: { choice: await choices.rebook(request.params.token, request.body.to, request.params.lang) } }),
  );

  app.post(
    '/slot-choices/:token/refund',
    { ...limited, schema: { tags, summary: 'Refunds the booking’s places at the cancelled time; 409 SLOT_CHOICE_MADE; 410 SLOT_CHOICE_CLOSED', params: slotChoiceParamsSchema, response: { 200: slotChoiceResponseSchema, ...choose } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send({ data: { choice: await choices.refund(request.params.token, request.params.lang) } }),
  );
};
