import { officeSettingsResponseSchema, officeSettingsStaleErrorSchema, updateOfficeSettingsBodySchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { errorMessage, officeMessageLanguage } from '../../plugins/error-messages.js';
import { noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import { StaleSettingsError, type SettingsOfficeService } from './settings-office.service.js';

/** The shop's settings and theme (docs/office.md "Settings"): owners only. */
export const registerSettingsOfficeRoutes = (parent: FastifyInstance, settings: SettingsOfficeService, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const owners = requireStaff({ roles: ['owner'] });

  app.get('/settings', { preValidation: owners, schema: { response: { 200: officeSettingsResponseSchema, ...officeErrors } } }, async (_request, reply) =>
    noStore(reply).send({ data: { record: await settings.get() } }),
  );

  app.put(
    '/settings',
    {
      preValidation: owners,
      schema: { body: updateOfficeSettingsBodySchema, response: { 200: officeSettingsResponseSchema, ...officeErrors, 409: z.union([officeSettingsStaleErrorSchema, officeErrors[409]]) } },
    },
    async (request, reply) => {
      try {
        return noStore(reply).send({ data: { record: await settings.update(request.body.settings, request.body.version, signedInStaff(request), new Date()) } });
      } catch (error) {
        // The stale answer carries the settings as they are now, so the owner sees what changed.
        if (error instanceof StaleSettingsError) return noStore(reply).status(409).send({ code: 'OFFICE_STALE' as const, message: errorMessage('OFFICE_STALE', officeMessageLanguage(request)), current: error.current });
        throw error;
      }
    },
  );
};
