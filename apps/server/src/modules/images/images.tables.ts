/**
 * Migration 0021: a picture uploaded in the office, named by a random id. `width` and `height` are
 * its own size upright; `source_type` and `source_bytes` tell what was sent. Rows are never changed:
 * a new picture gets a new id, so its addresses may be kept by browsers for a year.
 */
export interface UploadedImagesTable {
  id: string;
  width: number;
  height: number;
  source_type: string;
  source_bytes: number;
  staff_id: string | null;
  created_at: string;
}

/**
 * Migration 0021: one stored WebP file of a picture per width of the shop's `{width}` addresses.
 * `width` is the address's width; `file_width` and `file_height` the file's own size, smaller where
 * the picture is narrower (never enlarged). `etag` is the file's SHA-256.
 */
export interface UploadedImageFilesTable {
  image_id: string;
  width: number;
  file_width: number;
  file_height: number;
  etag: string;
  bytes: Buffer;
}

/**
 * Migration 0028: a picture as a square PNG (its stored file fitted into `side` × `side` pixels on
 * transparent ones), which PDFs place and mail programs show: pdfkit takes no WebP, and not every mail
 * program shows one. Made the first time it is asked for and never changed, like the picture.
 */
export interface UploadedImagePngsTable {
  image_id: string;
  side: number;
  /** The file's SHA-256. */
  etag: string;
  bytes: Buffer;
}

/** The module's tables join the Database type here, so db/ names no module (docs/architecture.md). */
declare module '../../db/schema.js' {
  interface Database {
    uploaded_images: UploadedImagesTable;
    uploaded_image_files: UploadedImageFilesTable;
    uploaded_image_pngs: UploadedImagePngsTable;
  }
}
