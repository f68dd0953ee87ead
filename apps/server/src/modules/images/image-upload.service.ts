import { UPLOADED_IMAGE_MAX_MEGABYTES, UPLOADED_IMAGE_MAX_MEGAPIXELS, UPLOADED_IMAGE_WIDTHS, type SessionStaff, type UploadedImage } from '@foyer/contract';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { randomId } from '../../kernel/random-id.js';
import { appendAudit } from '../staff/public.js';
import type { PictureThread } from './picture-thread.js';
import { pictureTypeOf } from './picture-type.js';
import { uploadedImageSrc } from './uploaded-image-path.js';
import { insertUploadedImage } from './uploaded-images.repository.js';

/** WebP quality of the stored files: photographs show no artefacts at shop sizes, at a third of quality 95's bytes. */
const WEBP_QUALITY = 80;

/** 413 OFFICE_IMAGE_TOO_LARGE, naming both limits: a file over either one is refused. */
export const imageTooLarge = (): DomainError =>
  new DomainError('OFFICE_IMAGE_TOO_LARGE', { params: { megabytes: UPLOADED_IMAGE_MAX_MEGABYTES, megapixels: UPLOADED_IMAGE_MAX_MEGAPIXELS } });

const etagOf = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('base64url');

/**
 * A picture an editor uploads for an event, tour or product (docs/office.md "Pictures"): judged by its
 * bytes, made into a WebP file per width of the shop's `{width}` addresses on the picture thread, and
 * stored with an audit entry in one transaction.
 */
export class ImageUploadService {
  constructor(
    private readonly db: Db,
    private readonly thread: PictureThread,
  ) {}

  async upload(bytes: Uint8Array | undefined, staff: SessionStaff, now: Date): Promise<UploadedImage> {
    const type = bytes === undefined ? undefined : pictureTypeOf(bytes);
    if (bytes === undefined || type === undefined) throw new DomainError('OFFICE_IMAGE_UNSUPPORTED');
    const verdict = await this.thread.shrink({ type, bytes, widths: UPLOADED_IMAGE_WIDTHS, maxPixels: UPLOADED_IMAGE_MAX_MEGAPIXELS * 1_000_000, quality: WEBP_QUALITY });
    if ('refused' in verdict) throw verdict.refused === 'OFFICE_IMAGE_TOO_LARGE' ? imageTooLarge() : new DomainError(verdict.refused);
    const { width, height, files } = verdict.picture;
    const id = randomId(16);
    const image: UploadedImage = { src: uploadedImageSrc(id), widths: files.map((file) => file.width), width, height };
    await this.db.transaction().execute(async (trx) => {
      await insertUploadedImage(
        trx,
        { id, width, height, source_type: type, source_bytes: bytes.byteLength, staff_id: staff.id, created_at: now.toISOString() },
        files.map((file) => ({
          image_id: id,
          width: file.width,
          file_width: file.fileWidth,
          file_height: file.fileHeight,
          etag: etagOf(file.bytes),
          bytes: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
        })),
      );
      await appendAudit(trx, { staffId: staff.id, action: 'image.upload', target: `image:${id}`, before: null, after: { ...image, type, bytes: bytes.byteLength } }, now);
    });
    return image;
  }
}
