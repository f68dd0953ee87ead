import { apiErrorSchema, UPLOADED_IMAGE_MAX_BYTES, uploadImageResponseSchema } from '@foyer/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { signedInStaff, type RequireStaff } from '../staff/public.js';
import { imageTooLarge, type ImageUploadService } from './image-upload.service.js';

export interface ImageRouteDeps {
  uploads: ImageUploadService;
  requireStaff: RequireStaff;
}

const officeErrors = { 401: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema } as const;

/**
 * `POST /office/api/images` (docs/office.md "Pictures") and `POST /office/api/settings/logo` (docs/office.md
 * "Settings"): the body is the file itself, read raw whatever its content type, since only its bytes
 * decide what it is. The guard runs when the request arrives, so nobody without the right has fifteen
 * megabytes read.
 */
export const registerImageRoutes = async (parent: FastifyInstance, { uploads, requireStaff }: ImageRouteDeps): Promise<void> => {
  await parent.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOADED_IMAGE_MAX_BYTES }, (_request, body, done) => done(null, body));
    // Fastify's own refusal of a body over the limit becomes the office's, with both limits named; the rest goes on to the app's handler.
    scope.setErrorHandler((error: FastifyError) => {
      throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? imageTooLarge() : error;
    });
    scope.post(
      '/images',
      { onRequest: requireStaff({ roles: ['owner', 'editor'] }), schema: { response: { 201: uploadImageResponseSchema, ...officeErrors } } },
      async (request, reply) => {
        const image = await uploads.upload(Buffer.isBuffer(request.body) ? request.body : undefined, signedInStaff(request), new Date());
        return reply.header('cache-control', 'no-store').status(201).send({ data: { image } });
      },
    );
    // The shop's logo is the owner's, with the settings it goes into (docs/office.md "Settings").
    scope.post(
      '/settings/logo',
      { onRequest: requireStaff({ roles: ['owner'] }), schema: { response: { 201: uploadImageResponseSchema, ...officeErrors, 422: apiErrorSchema } } },
      async (request, reply) => {
        const image = await uploads.uploadLogo(Buffer.isBuffer(request.body) ? request.body : undefined, signedInStaff(request), new Date());
        return reply.header('cache-control', 'no-store').status(201).send({ data: { image } });
      },
    );
  });
};
