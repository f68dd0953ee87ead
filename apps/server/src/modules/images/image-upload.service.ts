import {
  UPLOADED_IMAGE_MAX_MEGABYTES,
  UPLOADED_IMAGE_MAX_MEGAPIXELS,
  UPLOADED_IMAGE_WIDTHS,
  UPLOADED_SVG_MAX_BYTES,
  UPLOADED_SVG_MAX_MEGABYTES,
  type SessionStaff,
  type UploadedImage,
} from '@foyer/contract';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { randomId } from '../../kernel/random-id.js';
import { appendAudit } from '../staff/public.js';
import type { PictureJob, PictureThread, PictureVerdict } from './picture-thread.js';
import { logoTypeOf, pictureTypeOf, type LogoType, type PictureType } from './picture-type.js';
import { selfContainedSvg } from './self-contained-svg.js';
import type { SvgRaster } from './svg-raster.js';
import { uploadedImageSrc } from './uploaded-image-path.js';
import { insertUploadedImage } from './uploaded-images.repository.js';

/** WebP quality of the stored files: photographs show no artefacts at shop sizes, at a third of quality 95's bytes. */
const WEBP_QUALITY = 80;
const MAX_PIXELS = UPLOADED_IMAGE_MAX_MEGAPIXELS * 1_000_000;

/**
 * A logo's files are at most this high: six times the shop header's 40 pixels (a phone's 3× screen
 * zoomed to 200 %), and 375 dpi in the PDFs' 46-point box. An SVG is drawn at this height.
 */
export const LOGO_HEIGHT = 240;
/** An SVG logo is drawn no wider than the widest file the shop asks for. */
const LOGO_MAX_WIDTH = Math.max(...UPLOADED_IMAGE_WIDTHS);
/** An SVG whose shorter side would come out thinner is refused: nobody could see it, and resvg cannot draw less than a pixel. */
const LOGO_MIN_SIDE = 16;

/** 413 OFFICE_IMAGE_TOO_LARGE, naming both limits: a file over either one is refused. */
export const imageTooLarge = (): DomainError =>
  new DomainError('OFFICE_IMAGE_TOO_LARGE', { params: { megabytes: UPLOADED_IMAGE_MAX_MEGABYTES, megapixels: UPLOADED_IMAGE_MAX_MEGAPIXELS } });

const svgTooLarge = (): DomainError => new DomainError('OFFICE_SVG_TOO_LARGE', { params: { megabytes: UPLOADED_SVG_MAX_MEGABYTES } });
const logoUnsupported = (): DomainError => new DomainError('OFFICE_LOGO_UNSUPPORTED');

const etagOf = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('base64url');

/** What was sent, as the picture's row and its audit entry tell it. */
interface Source {
  type: PictureType | LogoType;
  bytes: number;
}

/**
 * Pictures uploaded in the office, judged by their bytes, made into a WebP file per width of the
 * shop's `{width}` addresses on the picture thread, and stored with an audit entry in one
 * transaction: an editor's picture of an event, tour or product (docs/office.md "Pictures"), and the
 * owner's logo, which may be an SVG (docs/office.md "Settings").
 */
export class ImageUploadService {
  constructor(
    private readonly db: Db,
    private readonly thread: PictureThread,
    private readonly svg: SvgRaster,
  ) {}

  async upload(bytes: Uint8Array | undefined, staff: SessionStaff, now: Date): Promise<UploadedImage> {
    const type = bytes === undefined ? undefined : pictureTypeOf(bytes);
    if (bytes === undefined || type === undefined) throw new DomainError('OFFICE_IMAGE_UNSUPPORTED');
    const verdict = await this.#shrink({ type, bytes });
    if ('refused' in verdict) throw verdict.refused === 'OFFICE_IMAGE_TOO_LARGE' ? imageTooLarge() : new DomainError(verdict.refused);
    return this.#store(verdict, { type, bytes: bytes.byteLength }, staff, now);
  }

  /**
   * The shop's logo: a JPEG, PNG or WebP as any picture, or an SVG, which is drawn to a PNG here and
   * stored as the pictures are: the shop never serves the SVG itself. Its files are at most
   * `LOGO_HEIGHT` high.
   */
  async uploadLogo(bytes: Uint8Array | undefined, staff: SessionStaff, now: Date): Promise<UploadedImage> {
    const type = bytes === undefined ? undefined : logoTypeOf(bytes);
    if (bytes === undefined || type === undefined) throw logoUnsupported();
    const picture = type === 'image/svg+xml' ? await this.#drawSvg(bytes) : { type, bytes };
    const verdict = await this.#shrink({ ...picture, maxHeight: LOGO_HEIGHT });
    if ('refused' in verdict) throw verdict.refused === 'OFFICE_IMAGE_TOO_LARGE' ? imageTooLarge() : logoUnsupported();
    return this.#store(verdict, { type, bytes: bytes.byteLength }, staff, now);
  }

  #shrink(picture: Pick<PictureJob, 'type' | 'bytes' | 'maxHeight'>): Promise<PictureVerdict> {
    return this.thread.shrink({ ...picture, widths: UPLOADED_IMAGE_WIDTHS, maxPixels: MAX_PIXELS, quality: WEBP_QUALITY });
  }

  /** The SVG rewritten to hold nothing but itself, then drawn in a child process (svg-raster.ts) to a PNG. */
  async #drawSvg(bytes: Uint8Array): Promise<{ type: 'image/png'; bytes: Uint8Array }> {
    if (bytes.byteLength > UPLOADED_SVG_MAX_BYTES) throw svgTooLarge();
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw logoUnsupported();
    }
    // Entities may make the text longer than the file, within bounds.
    const contained = selfContainedSvg(text, 2 * UPLOADED_SVG_MAX_BYTES);
    if ('refused' in contained) {
      if (contained.refused === 'external') throw new DomainError('OFFICE_SVG_EXTERNAL_REFERENCE');
      throw contained.refused === 'too-large' ? svgTooLarge() : logoUnsupported();
    }
    const drawn = await this.svg.draw(contained.svg, { maxWidth: LOGO_MAX_WIDTH, maxHeight: LOGO_HEIGHT, minSide: LOGO_MIN_SIDE });
    if ('refused' in drawn) throw drawn.refused === 'too-complex' ? svgTooLarge() : logoUnsupported();
    return { type: 'image/png', bytes: drawn.png };
  }

  async #store(verdict: Extract<PictureVerdict, { picture: unknown }>, source: Source, staff: SessionStaff, now: Date): Promise<UploadedImage> {
    const { width, height, files } = verdict.picture;
    const id = randomId(16);
    const image: UploadedImage = { src: uploadedImageSrc(id), widths: files.map((file) => file.width), width, height };
    await this.db.transaction().execute(async (trx) => {
      await insertUploadedImage(
        trx,
        { id, width, height, source_type: source.type, source_bytes: source.bytes, staff_id: staff.id, created_at: now.toISOString() },
        files.map((file) => ({
          image_id: id,
          width: file.width,
          file_width: file.fileWidth,
          file_height: file.fileHeight,
          etag: etagOf(file.bytes),
          bytes: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
        })),
      );
      await appendAudit(trx, { staffId: staff.id, action: 'image.upload', target: `image:${id}`, before: null, after: { ...image, type: source.type, bytes: source.bytes } }, now);
    });
    return image;
  }
}
