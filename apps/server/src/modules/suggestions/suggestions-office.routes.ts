import { officeSuggestionsResponseSchema, officeSuggestionsStaleErrorSchema, updateOfficeSuggestionsBodySchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { officeMessageLanguage } from '../../plugins/error-messages.js';
import { answerStale, noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import type { SuggestionsOfficeService } from './suggestions-office.service.js';

/** The office's suggestion rules (docs/office.md): owners and editors. */
export const registerSuggestionsOfficeRoutes = (parent: FastifyInstance, suggestions: SuggestionsOfficeService, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const editors = requireStaff({ roles: ['owner', 'editor'] });

  app.get('/suggestions', { preValidation: editors, schema: { response: { 200: officeSuggestionsResponseSchema, ...officeErrors } } }, async (_request, reply) =>
    noStore(reply).send({ data: { record: await suggestions.get() } }),
  );

  app.put(
    '/suggestions',
    { preValidation: editors, schema: { body: updateOfficeSuggestionsBodySchema, response: { 200: officeSuggestionsResponseSchema, ...officeErrors, 409: z.union([officeSuggestionsStaleErrorSchema, officeErrors[409]]) } } },
    async (request, reply) => {
      const lang = officeMessageLanguage(request);
      return answerStale(reply, lang, async () =>
        noStore(reply).send({ data: { record: await suggestions.update(request.body.rules, request.body.version, signedInStaff(request), lang, new Date()) } }),
      );
    },
  );
};
