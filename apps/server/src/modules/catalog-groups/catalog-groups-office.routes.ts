import {
  createOfficeCatalogGroupBodySchema,
  deleteOfficeCatalogGroupQuerySchema,
  officeCatalogGroupIdParamsSchema,
  officeCatalogGroupListResponseSchema,
  officeCatalogGroupResponseSchema,
  officeCatalogGroupStaleErrorSchema,
  updateOfficeCatalogGroupBodySchema,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { officeMessageLanguage } from '../../plugins/error-messages.js';
import { answerStale, noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import type { CatalogGroupsOfficeService } from './catalog-groups-office.service.js';

/**
 * One kind's named groups below `/office/api/<path>` (docs/office.md "Tour categories and voucher
 * groups"): owners and editors. A stale rename or delete answers 409 OFFICE_STALE with the group as it is now.
 */
export const registerCatalogGroupsOfficeRoutes = (parent: FastifyInstance, groups: CatalogGroupsOfficeService, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const editors = requireStaff({ roles: ['owner', 'editor'] });
  const base = `/${groups.kind.path}`;
  const staleOrOther = z.union([officeCatalogGroupStaleErrorSchema, officeErrors[409]]);

  app.get(base, { preValidation: editors, schema: { response: { 200: officeCatalogGroupListResponseSchema, ...officeErrors } } }, async (_request, reply) =>
    noStore(reply).send({ data: { groups: await groups.list() } }),
  );

  app.post(base, { preValidation: editors, schema: { body: createOfficeCatalogGroupBodySchema, response: { 201: officeCatalogGroupResponseSchema, ...officeErrors } } }, async (request, reply) => {
    const record = await groups.create(request.body.group, signedInStaff(request), new Date());
    return noStore(reply).status(201).send({ data: { record } });
  });

  app.put(
    `${base}/:id`,
    { preValidation: editors, schema: { params: officeCatalogGroupIdParamsSchema, body: updateOfficeCatalogGroupBodySchema, response: { 200: officeCatalogGroupResponseSchema, ...officeErrors, 409: staleOrOther } } },
    async (request, reply) =>
      answerStale(reply, officeMessageLanguage(request), async () => {
        const record = await groups.update(request.params.id, request.body.group, request.body.version, signedInStaff(request), new Date());
        return noStore(reply).send({ data: { record } });
      }),
  );

  app.delete(
    `${base}/:id`,
    { preValidation: editors, schema: { params: officeCatalogGroupIdParamsSchema, querystring: deleteOfficeCatalogGroupQuerySchema, response: { ...officeErrors, 409: staleOrOther } } },
    async (request, reply) =>
      answerStale(reply, officeMessageLanguage(request), async () => {
        await groups.remove(request.params.id, request.query.version, signedInStaff(request), new Date());
        return noStore(reply).status(204).send();
      }),
  );
};
