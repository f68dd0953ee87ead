import {
  doorConfigResponseSchema,
  doorConflictsQuerySchema,
  doorConflictsResponseSchema,
  doorCountsResponseSchema,
  doorDeviceCreateBodySchema,
  doorDeviceParamsSchema,
  doorDevicePairingResponseSchema,
  doorDevicePinBodySchema,
  doorDeviceResponseSchema,
  doorDevicesResponseSchema,
  doorDownloadQuerySchema,
  doorDownloadResponseSchema,
  doorPairBodySchema,
  doorPairResponseSchema,
  doorScansBodySchema,
  doorScansResponseSchema,
  doorTrafficQuerySchema,
  doorTrafficResponseSchema,
} from '@foyer/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { officeMessageLanguage } from '../../plugins/error-messages.js';
import { noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import { doorCaller, hasBearer, registerDoorDeviceGuard } from './door-device-guard.js';
import type { DoorServices } from './door-services.js';

/**
 * The door (docs/office.md "The door"): the owner's devices, the lists staff see, and the calls of the
 * paired phones, which carry their device's bearer token instead of an office session.
 */
export const registerDoorRoutes = (parent: FastifyInstance, services: DoorServices, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const owner = requireStaff({ roles: ['owner'] });
  const doorStaff = requireStaff({ roles: ['owner', 'box-office', 'door'] });
  const device = registerDoorDeviceGuard(parent, services.devices);
  // Counts are for the phones and for door staff signed in to the office alike.
  const deviceOrDoorStaff = (request: FastifyRequest) => (hasBearer(request) ? device(request) : doorStaff(request));

  app.get('/door/devices', { preValidation: owner, schema: { response: { 200: doorDevicesResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: { devices: await services.devices.list(officeMessageLanguage(request)) } }),
  );

  app.post('/door/devices', { preValidation: owner, schema: { body: doorDeviceCreateBodySchema, response: { 201: doorDevicePairingResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply)
      .code(201)
      .send({ data: await services.devices.create(request.body.name, signedInStaff(request), officeMessageLanguage(request)) }),
  );

  app.post('/door/devices/:id/pairing', { preValidation: owner, schema: { params: doorDeviceParamsSchema, response: { 200: doorDevicePairingResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: await services.devices.repair(request.params.id, signedInStaff(request), officeMessageLanguage(request)) }),
  );

  app.post('/door/devices/:id/revoke', { preValidation: owner, schema: { params: doorDeviceParamsSchema, response: { 200: doorDeviceResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: { device: await services.devices.revoke(request.params.id, signedInStaff(request), officeMessageLanguage(request)) } }),
  );

  app.put('/door/devices/:id/pin', { preValidation: owner, schema: { params: doorDeviceParamsSchema, body: doorDevicePinBodySchema, response: { 200: doorDeviceResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: { device: await services.devices.setPin(request.params.id, request.body.pin, signedInStaff(request), officeMessageLanguage(request)) } }),
  );

  app.get('/door/conflicts', { preValidation: doorStaff, schema: { querystring: doorConflictsQuerySchema, response: { 200: doorConflictsResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: await services.counts.conflicts(request.query.date, officeMessageLanguage(request)) }),
  );

  app.get('/door/traffic', { preValidation: requireStaff({ roles: ['owner', 'accountant'] }), schema: { querystring: doorTrafficQuerySchema, response: { 200: doorTrafficResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: await services.counts.traffic(request.query.from, request.query.to, officeMessageLanguage(request)) }),
  );

  app.post('/door/pair', { schema: { body: doorPairBodySchema, response: { 200: doorPairResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: await services.devices.pair(request.body.code, request.ip) }),
  );

  app.get('/door/config', { preValidation: device, schema: { response: { 200: doorConfigResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: await services.devices.config(doorCaller(request)) }),
  );

  app.post('/door/scans', { preValidation: device, schema: { body: doorScansBodySchema, response: { 200: doorScansResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: { answers: await services.scans.record(doorCaller(request), request.body.scans) } }),
  );

  app.get('/door/download', { preValidation: device, schema: { querystring: doorDownloadQuerySchema, response: { 200: doorDownloadResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: await services.download.download(doorCaller(request), request.query.since) }),
  );

  app.get('/door/counts', { preValidation: deviceOrDoorStaff, schema: { response: { 200: doorCountsResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: await services.counts.counts(request.doorDevice?.shopId) }),
  );
};
