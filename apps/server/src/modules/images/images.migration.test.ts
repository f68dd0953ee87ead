import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';

const t = useMigratedDatabase({ migrated: false });

const image = { id: 'i1', width: 10, height: 5, source_type: 'image/png', source_bytes: 99, staff_id: null, created_at: '2027-01-01T00:00:00.000Z' };
const file = (width: number, bytes: Buffer) => ({ image_id: 'i1', width, file_width: 10, file_height: 5, etag: `e${width}`, bytes });

describe('migration 0021-images', () => {
  it('keeps the bytes of each width of a picture exactly, one file per width, and can be undone and done again', async () => {
    expect((await t.migrator().migrateTo('0021-images')).error).toBeUndefined();
    const bytes = Buffer.from([0, 1, 2, 255, 254, 0, 10, 13]);
    await t.db.insertInto('uploaded_images').values(image).execute();
    await t.db.insertInto('uploaded_image_files').values([file(640, bytes), file(1280, bytes)]).execute();
    await expect(t.db.insertInto('uploaded_image_files').values(file(640, bytes)).execute()).rejects.toThrow();
    await expect(t.db.insertInto('uploaded_image_files').values({ ...file(640, bytes), image_id: 'unknown' }).execute()).rejects.toThrow();
    const stored = await t.db.selectFrom('uploaded_image_files').select(['width', 'bytes']).orderBy('width').execute();
    expect(stored.map((row) => [row.width, Buffer.from(row.bytes).equals(bytes)])).toEqual([[640, true], [1280, true]]);

    expect((await t.migrator().migrateTo('0019-staff')).error).toBeUndefined();
    expect((await t.migrator().migrateTo('0021-images')).error).toBeUndefined();
    expect(await t.db.selectFrom('uploaded_images').select('id').execute()).toEqual([]);
  });
});

describe('migration 0028-image-pngs', () => {
  it('keeps one square PNG per picture, gone with its picture, and can be undone and done again', async () => {
    expect((await t.migrator().migrateTo('0028-image-pngs')).error).toBeUndefined();
    const bytes = Buffer.from([137, 80, 78, 71, 0, 255]);
    await t.db.insertInto('uploaded_images').values(image).execute();
    await t.db.insertInto('uploaded_image_pngs').values({ image_id: 'i1', side: 10, etag: 'e', bytes }).execute();
    await expect(t.db.insertInto('uploaded_image_pngs').values({ image_id: 'i1', side: 10, etag: 'f', bytes }).execute()).rejects.toThrow();
    await expect(t.db.insertInto('uploaded_image_pngs').values({ image_id: 'unknown', side: 10, etag: 'e', bytes }).execute()).rejects.toThrow();
    const stored = await t.db.selectFrom('uploaded_image_pngs').select('bytes').executeTakeFirstOrThrow();
    expect(Buffer.from(stored.bytes).equals(bytes)).toBe(true);
    await t.db.deleteFrom('uploaded_images').where('id', '=', 'i1').execute();
    expect(await t.db.selectFrom('uploaded_image_pngs').select('image_id').execute()).toEqual([]);

    expect((await t.migrator().migrateTo('0026-commerce-versions')).error).toBeUndefined();
    expect((await t.migrator().migrateTo('0028-image-pngs')).error).toBeUndefined();
  });
});
