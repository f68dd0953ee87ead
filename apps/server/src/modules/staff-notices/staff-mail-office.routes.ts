import { staffMailResponseSchema, staffMailStaleErrorSchema, updateStaffMailBodySchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { officeMessageLanguage } from '../../plugins/error-messages.js';
import { answerStale, noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import type { StaffMailOfficeService } from './staff-mail-office.service.js';

/** Who gets the staff mails (docs/operations.md "Staff mails"): the owner's setting. */
export const registerStaffMailOfficeRoutes = (parent: FastifyInstance, staffMail: StaffMailOfficeService, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const owners = requireStaff({ roles: ['owner'] });

  app.get('/staff-mail', { preValidation: owners, schema: { response: { 200: staffMailResponseSchema, ...officeErrors } } }, async (_request, reply) =>
    noStore(reply).send({ data: { record: await staffMail.get() } }),
  );

  app.put(
    '/staff-mail',
    { preValidation: owners, schema: { body: updateStaffMailBodySchema, response: { 200: staffMailResponseSchema, ...officeErrors, 409: z.union([staffMailStaleErrorSchema, officeErrors[409]]) } } },
    async (request, reply) => {
      const lang = officeMessageLanguage(request);
      return answerStale(reply, lang, async () => noStore(reply).send({ data: { record: await staffMail.update(request.body.addresses, request.body.version, signedInStaff(request), lang, new Date()) } }));
    },
  );
};
