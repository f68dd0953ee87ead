import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DoorCaller, DoorDevicesService } from './door-devices.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The paired device on the door's device calls, set by `requireDoorDevice`. */
    doorDevice: DoorCaller | null;
  }
}

/** Whether a call carries a device's bearer token rather than an office session. */
export const hasBearer = (request: FastifyRequest): boolean => (request.headers.authorization ?? '').startsWith('Bearer ');

/**
 * The guard of the door's device calls: the bearer token must belong to a paired device that is not
 * revoked (401 DOOR_DEVICE_UNKNOWN or DOOR_DEVICE_REVOKED). No cookie and no CSRF token: a browser
 * never sends a bearer token by itself, so another site cannot make a phone's call.
 */
export const registerDoorDeviceGuard = (app: FastifyInstance, devices: DoorDevicesService) => {
  app.decorateRequest('doorDevice', null);
  return async (request: FastifyRequest): Promise<void> => {
    request.doorDevice = await devices.authenticate(request.headers.authorization);
  };
};

/** The device of a guarded call (the guard ran, or this is a bug). */
export const doorCaller = (request: FastifyRequest): DoorCaller => {
  if (request.doorDevice === null) throw new Error('door device route without its guard');
  return request.doorDevice;
};
