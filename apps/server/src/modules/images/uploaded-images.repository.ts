import type { Executor } from '../../db/database.js';
import type { UploadedImageFilesTable, UploadedImagesTable } from './images.tables.js';

/** Writes a picture and its files, in the caller's transaction (the audit entry goes with them). */
export const insertUploadedImage = async (db: Executor, image: UploadedImagesTable, files: readonly UploadedImageFilesTable[]): Promise<void> => {
  await db.insertInto('uploaded_images').values(image).execute();
  await db.insertInto('uploaded_image_files').values([...files]).execute();
};

export interface StoredFile {
  bytes: Buffer;
  etag: string;
}

/** The file of a picture at one of its widths; undefined for a picture or width not stored. */
export const readUploadedFile = async (db: Executor, imageId: string, width: number): Promise<StoredFile | undefined> =>
  db.selectFrom('uploaded_image_files').select(['bytes', 'etag']).where('image_id', '=', imageId).where('width', '=', width).executeTakeFirst();
