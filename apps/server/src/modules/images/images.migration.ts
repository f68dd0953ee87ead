import { PostgresAdapter, type Kysely } from 'kysely';
import type { MigrationList } from '../../db/migration-list.js';

const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Pictures uploaded in the office (images.tables.ts), kept in the database rather than on a disk so
 * that every instance of the server answers for every picture.
 */
const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('uploaded_images')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('source_type', 'text', (col) => col.notNull())
    .addColumn('source_bytes', 'integer', (col) => col.notNull())
    .addColumn('staff_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('uploaded_image_files')
    .addColumn('image_id', 'text', (col) => col.notNull().references('uploaded_images.id').onDelete('cascade'))
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('file_width', 'integer', (col) => col.notNull())
    .addColumn('file_height', 'integer', (col) => col.notNull())
    .addColumn('etag', 'text', (col) => col.notNull())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .addPrimaryKeyConstraint('uploaded_image_files_pk', ['image_id', 'width'])
    .execute();
};

const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('uploaded_image_files').execute();
  await db.schema.dropTable('uploaded_images').execute();
};

/** The square PNG of a picture for documents and mails (images.tables.ts), at most one per picture. */
const upPngs = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('uploaded_image_pngs')
    .addColumn('image_id', 'text', (col) => col.primaryKey().references('uploaded_images.id').onDelete('cascade'))
    .addColumn('side', 'integer', (col) => col.notNull())
    .addColumn('etag', 'text', (col) => col.notNull())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .execute();
};

const downPngs = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('uploaded_image_pngs').execute();
};

/** The uploaded pictures' migrations (the module owns them, like a kind; kinds.ts lists them). */
export const imagesMigrations: MigrationList = { '0021-images': { up, down }, '0028-image-pngs': { up: upPngs, down: downPngs } };
