import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { UploadedImagePngsTable } from './images.tables.js';
import type { PictureThread } from './picture-thread.js';
import { insertSquarePng, readSquarePng, readWidestFile } from './uploaded-images.repository.js';

/** 46 points of a PDF's logo box at 400 dpi; 52 pixels of a mail's on a 3× screen and more. */
export const SQUARE_PNG_SIDE = 256;
/** A shop has one logo at a time; a few more cover the moment it changes and a mail of an older one being opened. */
const KEPT = 8;

export type SquarePng = Pick<UploadedImagePngsTable, 'side' | 'etag' | 'bytes'>;

/**
 * An uploaded picture as a square PNG, for what takes no WebP: PDFs (pdfkit places PNG and JPEG) and
 * mail programs. Made on the picture thread from the picture's widest file the first time any
 * instance asks for it, then kept in the database; each picture's own is made once, so asking for
 * every picture of the shop costs at most one conversion each. A picture never changes (a new upload
 * gets a new id), so the last few asked for are kept in memory too: a new logo is a new id, found
 * by the next document that names it.
 */
export class SquarePngs {
  readonly #recent = new Map<string, Promise<SquarePng | undefined>>();

  constructor(
    private readonly db: Db,
    private readonly thread: PictureThread,
  ) {}

  /** Undefined for a picture that is not stored (or whose file no longer decodes). */
  of(imageId: string): Promise<SquarePng | undefined> {
    const kept = this.#recent.get(imageId);
    if (kept !== undefined) return kept;
    const made = this.#read(imageId);
    this.#recent.set(imageId, made);
    if (this.#recent.size > KEPT) this.#recent.delete(this.#recent.keys().next().value as string);
    // Unknown ids and failures are not kept: random ids asked for would otherwise push the logo out.
    void made.then(
      (png) => (png === undefined ? this.#forget(imageId, made) : undefined),
      () => this.#forget(imageId, made),
    );
    return made;
  }

  #forget(imageId: string, made: Promise<SquarePng | undefined>): void {
    if (this.#recent.get(imageId) === made) this.#recent.delete(imageId);
  }

  async #read(imageId: string): Promise<SquarePng | undefined> {
    const stored = await readSquarePng(this.db, imageId);
    if (stored !== undefined) return stored;
    const widest = await readWidestFile(this.db, imageId);
    if (widest === undefined) return undefined;
    const verdict = await this.thread.squarePng(widest, SQUARE_PNG_SIDE);
    if ('refused' in verdict) return undefined;
    const bytes = Buffer.from(verdict.png.bytes.buffer, verdict.png.bytes.byteOffset, verdict.png.bytes.byteLength);
    const png = { image_id: imageId, side: verdict.png.side, etag: createHash('sha256').update(bytes).digest('base64url'), bytes };
    await insertSquarePng(this.db, png);
    return png;
  }
}
