import { UPLOADED_FALLBACK_WIDTH } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/http-error.js';
import { IMMUTABLE } from '../../plugins/web.js';
import type { SquarePngs } from './square-pngs.js';
import { parseUploadedFileName, UPLOADS_FOLDER } from './uploaded-image-path.js';
import { readUploadedFile, type StoredFile } from './uploaded-images.repository.js';

/**
 * The width served at the address with `{width}` left in it (a catalog file or an older client may
 * still name it): the file the shop's own img names as its plain `src`, beside the srcset it fills.
 */
const PLACEHOLDER_WIDTH = UPLOADED_FALLBACK_WIDTH;

/** Whether an If-None-Match header names this entity tag (weak or strong, or `*`). */
const matches = (header: string | undefined, etag: string): boolean =>
  header !== undefined && header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });

/**
 * Uploaded pictures under `/static/uploads/`, from the database, so every instance answers for every
 * picture; this route wins over the static folder: `<id>-<width>.webp`, and `<id>.png`, the picture's
 * square PNG that mails show (made on the first request for it, square-pngs.ts). A picture never
 * changes (a new upload gets a new id), so browsers keep it for a year; the entity tag answers a
 * revalidation with 304.
 */
export const registerUploadedImageRoutes = (app: FastifyInstance, db: Db, pngs: SquarePngs): void => {
  app.get<{ Params: { file: string } }>(`/static/${UPLOADS_FOLDER}/:file`, async (request, reply) => {
    const address = parseUploadedFileName(request.params.file);
    let file: StoredFile | undefined;
    if (address !== undefined) file = 'png' in address ? await pngs.of(address.id) : await readUploadedFile(db, address.id, address.width ?? PLACEHOLDER_WIDTH);
    if (address === undefined || file === undefined) throw notFound();
    const etag = `"${file.etag}"`;
    reply.header('cache-control', IMMUTABLE).header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('png' in address ? 'image/png' : 'image/webp').send(file.bytes);
  });
};
