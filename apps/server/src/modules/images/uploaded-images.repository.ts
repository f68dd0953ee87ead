import type { Executor } from '../../db/database.js';
import type { UploadedImageFilesTable, UploadedImagePngsTable, UploadedImagesTable } from './images.tables.js';

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

/** The widest stored file of a picture (what its square PNG is made from); undefined for a picture not stored. */
export const readWidestFile = async (db: Executor, imageId: string): Promise<Buffer | undefined> =>
  (await db.selectFrom('uploaded_image_files').select('bytes').where('image_id', '=', imageId).orderBy('width', 'desc').limit(1).executeTakeFirst())?.bytes;

export const readSquarePng = async (db: Executor, imageId: string): Promise<UploadedImagePngsTable | undefined> =>
  db.selectFrom('uploaded_image_pngs').selectAll().where('image_id', '=', imageId).executeTakeFirst();

/** Keeps the square PNG of a picture; one made meanwhile by another instance stays (both are the same picture). */
export const insertSquarePng = async (db: Executor, png: UploadedImagePngsTable): Promise<void> => {
  await db.insertInto('uploaded_image_pngs').values(png).onConflict((conflict) => conflict.column('image_id').doNothing()).execute();
};
