import {
  auditQuerySchema,
  auditResponseSchema,
  createStaffBodySchema,
  endSessionsResponseSchema,
  officeStaleErrorSchema,
  staffIdParamsSchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  updateStaffBodySchema,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { errorMessage, officeMessageLanguage } from '../../plugins/error-messages.js';
import { signedInStaff, type RequireStaff } from './office-guard.js';
import { noStore, officeErrors } from './office-routes-kit.js';
import { StaleStaffError, type StaffManagementService } from './staff-management.service.js';

export interface StaffRouteDeps {
  staff: StaffManagementService;
  requireStaff: RequireStaff;
}

/** The owner's staff management and audit log (docs/office.md). */
export const registerStaffRoutes = (parent: FastifyInstance, { staff, requireStaff }: StaffRouteDeps): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const ownerOnly = requireStaff({ roles: ['owner'] });

  app.get('/staff', { preValidation: ownerOnly, schema: { response: { 200: staffListResponseSchema, ...officeErrors } } }, async (_request, reply) =>
    noStore(reply).send({ data: { staff: await staff.list() } }),
  );

  app.post(
    '/staff',
    { preValidation: ownerOnly, schema: { body: createStaffBodySchema, response: { 201: staffMemberResponseSchema, ...officeErrors } } },
    async (request, reply) => {
      const { staff: member } = await staff.create(request.body, signedInStaff(request), new Date());
      return noStore(reply).status(201).send({ data: { staff: member } });
    },
  );

  app.patch(
    '/staff/:id',
    {
      preValidation: ownerOnly,
      schema: { params: staffIdParamsSchema, body: updateStaffBodySchema, response: { 200: staffMemberResponseSchema, ...officeErrors, 409: officeStaleErrorSchema.or(officeErrors[409]) } },
    },
    async (request, reply) => {
      const owner = signedInStaff(request);
      try {
        return noStore(reply).send({ data: { staff: await staff.update(request.params.id, request.body, owner, new Date()) } });
      } catch (error) {
        // The stale answer carries the record as it is now, so the form can show what changed.
        if (!(error instanceof StaleStaffError)) throw error;
        return noStore(reply).status(409).send({ code: 'OFFICE_STALE' as const, message: errorMessage('OFFICE_STALE', officeMessageLanguage(request)), current: error.current });
      }
    },
  );

  app.post(
    '/staff/:id/sessions/end',
    { preValidation: ownerOnly, schema: { params: staffIdParamsSchema, response: { 200: endSessionsResponseSchema, ...officeErrors } } },
    async (request, reply) => noStore(reply).send({ data: { ended: await staff.endSessions(request.params.id, signedInStaff(request), new Date()) } }),
  );

  app.get('/audit', { preValidation: ownerOnly, schema: { querystring: auditQuerySchema, response: { 200: auditResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: await staff.audit(request.query) }),
  );
};
