import {
  apiErrorSchema,
  officeCatalogGroupListResponseSchema,
  officeCatalogGroupResponseSchema,
  officeCatalogGroupStaleErrorSchema,
  officeGiftVoucherResponseSchema,
  officeTourResponseSchema,
  tourAttrResponseSchema,
  voucherAttrResponseSchema,
  type OfficeCatalogGroupRecord,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { importCatalog } from '../../kinds.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';

const postgres = process.env.TEST_DATABASE_URL !== undefined;

let t: TestApp;
/** On PostgreSQL a second server instance on the same database, as behind a load balancer; SQLite is one instance by design. */
let second: FastifyInstance;
let editor: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
  second = postgres ? await buildApp(t.config) : t.app;
  editor = await signIn(t.app, await addStaff(t.app, 'editor'));
});
afterAll(async () => {
  if (second !== t.app) await second.close();
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: SignedIn, method: Method, path: string, payload?: object, app = t.app) =>
  officeCall(app, method, path, { cookie: who.cookie, csrf: who.csrf, ...(payload === undefined ? {} : { payload }) });
const recordOf = (res: { json(): unknown }): OfficeCatalogGroupRecord => officeCatalogGroupResponseSchema.parse(res.json()).data.record;

/**
 * Each kind of group, with an entry of the fixture catalog that can be filed under a group (`file`
 * puts it there, listed or not, or takes it off with null) and the names the visitor's shop offers.
 */
const KINDS = [
  {
    label: 'tour categories',
    path: '/tour-categories',
    audit: 'tour-category',
    notFound: { code: 'OFFICE_TOUR_CATEGORY_NOT_FOUND', message: 'This tour category does not exist.' },
    /** Category 1 files the fixture's tours 601 and 602; tour 603 is in category 2. */
    used: { id: 1, count: 2 },
    file: async (group: number | null, listed = true) => {
      const { record } = officeTourResponseSchema.parse((await call(editor, 'GET', '/tours/603')).json()).data;
      const res = await call(editor, 'PUT', '/tours/603', { tour: { ...record.tour, categories: group === null ? [2] : [2, group], listed }, version: record.version });
      return res.statusCode;
    },
    shopNames: async () => tourAttrResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/en/tour/attr' })).json()).data.category.map((category) => category.name),
    catalogKey: 'tour_categories' as const,
  },
  {
    label: 'voucher groups',
    path: '/voucher-groups',
    audit: 'voucher-group',
    notFound: { code: 'OFFICE_VOUCHER_GROUP_NOT_FOUND', message: 'This voucher group does not exist.' },
    /** Group 1 holds the fixture's voucher 801 alone; voucher 802 is in group 2. */
    used: { id: 1, count: 1 },
    file: async (group: number | null, listed = true) => {
      const { record } = officeGiftVoucherResponseSchema.parse((await call(editor, 'GET', '/gift-vouchers/802')).json()).data;
      const res = await call(editor, 'PUT', '/gift-vouchers/802', { voucher: { ...record.voucher, group: group ?? 2, listed }, version: record.version });
      return res.statusCode;
    },
    shopNames: async () => voucherAttrResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/en/voucher/attr' })).json()).data.groups.map((group) => group.name),
    catalogKey: 'voucher_groups' as const,
  },
];

describe.each(KINDS)(`the office’s $label (${postgres ? 'PostgreSQL' : 'SQLite'})`, (kind) => {
  const list = async () => officeCatalogGroupListResponseSchema.parse((await call(editor, 'GET', kind.path)).json()).data.groups;
  const create = async (name: Record<string, string>): Promise<OfficeCatalogGroupRecord> => {
    const res = await call(editor, 'POST', kind.path, { group: { name } });
    expect(res.statusCode, res.body).toBe(201);
    return recordOf(res);
  };
  const auditOf = async (id: number) => (await t.app.db.selectFrom('office_audit').select(['action', 'before_json', 'after_json']).where('target', '=', `${kind.audit}:${id}`).orderBy('id').execute());

  it('adds a group after the others, renames it against its version, and audits both; a visitor’s shop offers it by its new name once an entry is filed under it', async () => {
    const before = await list();
    const record = await create({ de: 'Familien', en: 'Families', fr: '' });
    expect(record).toMatchObject({ version: 1, sequenceNo: Math.max(...before.map((group) => group.sequenceNo)) + 1, group: { name: { de: 'Familien', en: 'Families' } } });
    expect((await list()).at(-1)).toEqual(record);

    const renamed = await call(editor, 'PUT', `${kind.path}/${record.id}`, { group: { name: { de: 'Familien', en: 'For families' } }, version: record.version });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(recordOf(renamed)).toMatchObject({ id: record.id, version: 2, group: { name: { en: 'For families' } } });

    expect(await kind.file(record.id)).toBe(200);
    expect(await kind.shopNames()).toContain('For families');
    expect(await kind.file(null)).toBe(200);

    const audit = await auditOf(record.id);
    expect(audit.map((entry) => entry.action)).toEqual([`${kind.audit}.create`, `${kind.audit}.update`]);
    expect(JSON.parse(audit[1]?.before_json ?? 'null')).toEqual({ name: { de: 'Familien', en: 'Families' } });
    expect(JSON.parse(audit[1]?.after_json ?? 'null')).toEqual({ name: { de: 'Familien', en: 'For families' } });
  });

  it('refuses a group without a name in any language with 422 at group.name, in the editor’s language', async () => {
    await t.app.db.updateTable('staff').set({ language: 'fr' }).where('id', '=', editor.session.staff.id).execute();
    try {
      const res = await call(editor, 'POST', kind.path, { group: { name: { de: ' ', en: '' } } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { 'group.name': ['Ce champ est obligatoire.'] } });
    } finally {
      await t.app.db.updateTable('staff').set({ language: 'en' }).where('id', '=', editor.session.staff.id).execute();
    }
  });

  it('tells the second of two editors of the same version, renaming or deleting, with the group as the first left it', async () => {
    const record = await create({ en: 'Evening' });
    expect((await call(editor, 'PUT', `${kind.path}/${record.id}`, { group: { name: { en: 'Evenings' } }, version: record.version })).statusCode).toBe(200);
    for (const late of [
      await call(editor, 'PUT', `${kind.path}/${record.id}`, { group: { name: { en: 'Nights' } }, version: record.version }),
      await call(editor, 'DELETE', `${kind.path}/${record.id}?version=${record.version}`),
    ]) {
      expect(late.statusCode).toBe(409);
      const stale = officeCatalogGroupStaleErrorSchema.parse(late.json());
      expect(stale.current).toMatchObject({ id: record.id, version: 2, group: { name: { en: 'Evenings' } } });
      expect(stale.message).toBe('Someone else has changed this in the meantime. Please check the current version and try again.');
    }
    expect((await list()).find((group) => group.id === record.id)?.group.name).toEqual({ en: 'Evenings' });
  });

  it('lets exactly one of many simultaneous renames of one version through', async () => {
    const record = await create({ en: 'Weekend' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(editor, 'PUT', `${kind.path}/${record.id}`, { group: { name: { en: `Weekend ${i}` } }, version: record.version }, i % 2 === 0 ? t.app : second)),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await auditOf(record.id)).map((entry) => entry.action)).toEqual([`${kind.audit}.create`, `${kind.audit}.update`]);
  });

  it('refuses to delete a group an entry is filed under, listed or not, saying how many; deletes it once none is, and audits that', async () => {
    const used = await call(editor, 'DELETE', `${kind.path}/${kind.used.id}?version=${(await list()).find((group) => group.id === kind.used.id)?.version}`);
    expect(used.statusCode).toBe(409);
    expect(apiErrorSchema.parse(used.json())).toMatchObject({ code: 'OFFICE_GROUP_IN_USE', params: { count: kind.used.count } });

    const record = await create({ en: 'Seniors' });
    expect(await kind.file(record.id, false)).toBe(200);
    const unlisted = await call(editor, 'DELETE', `${kind.path}/${record.id}?version=${record.version}`);
    expect(unlisted.statusCode).toBe(409);
    expect(unlisted.json()).toEqual({ code: 'OFFICE_GROUP_IN_USE', message: 'This cannot be deleted while 1 offer still uses it. Please remove it from that offer first.', params: { count: 1 } });
    expect((await list()).find((group) => group.id === record.id)?.version).toBe(record.version);

    expect(await kind.file(null)).toBe(200);
    const deleted = await call(editor, 'DELETE', `${kind.path}/${record.id}?version=${record.version}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await list()).map((group) => group.id)).not.toContain(record.id);
    expect(await kind.shopNames()).not.toContain('Seniors');
    const audit = await auditOf(record.id);
    expect(audit.map((entry) => entry.action)).toEqual([`${kind.audit}.create`, `${kind.audit}.delete`]);
    expect([JSON.parse(audit[1]?.before_json ?? 'null'), audit[1]?.after_json]).toEqual([{ name: { en: 'Seniors' } }, null]);
    expect(await kind.file(record.id)).toBe(422);
  });

  it('never lets a delete and an entry filed under the group both succeed, however they meet', async () => {
    for (let round = 0; round < 4; round++) {
      const record = await create({ en: `Race ${round}` });
      const [deleted, filed] = await Promise.all([call(editor, 'DELETE', `${kind.path}/${record.id}?version=${record.version}`, undefined, round % 2 === 0 ? t.app : second), kind.file(record.id)]);
      expect([[204, 422], [409, 200]]).toContainEqual([deleted.statusCode, filed]);
      if (deleted.statusCode === 409) expect(apiErrorSchema.parse(deleted.json()).code).toBe('OFFICE_GROUP_IN_USE');
      await kind.file(null);
    }
  });

  it('answers 404 with its own code for a group that does not exist', async () => {
    for (const res of [await call(editor, 'PUT', `${kind.path}/99999`, { group: { name: { en: 'None' } }, version: 1 }), await call(editor, 'DELETE', `${kind.path}/99999?version=1`)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject(kind.notFound);
    }
  });

  it('counts the version up when a catalog import changes the group, and not when it leaves it as it is', async () => {
    const catalog = fixtureCatalogWithMerchandise();
    await importCatalog(t.app.db, catalog);
    const before = (await list()).find((group) => group.id === 2);
    expect(before).toBeDefined();
    await importCatalog(t.app.db, catalog);
    expect((await list()).find((group) => group.id === 2)?.version).toBe(before?.version);
    const groups = (catalog[kind.catalogKey] ?? []).map((group) => (group.id === 2 ? { ...group, name: { ...group.name, en: 'Renamed by the file' } } : group));
    await importCatalog(t.app.db, { ...catalog, [kind.catalogKey]: groups });
    const stale = await call(editor, 'PUT', `${kind.path}/2`, { group: before?.group, version: before?.version });
    expect(stale.statusCode).toBe(409);
    expect(officeCatalogGroupStaleErrorSchema.parse(stale.json()).current.group.name.en).toBe('Renamed by the file');
    await importCatalog(t.app.db, catalog);
  });
});

describe('who may edit the tour categories and voucher groups', () => {
  it('refuses door, box office and accountant (403), a signed-out caller (401) and a write without the CSRF token (403)', async () => {
    for (const role of ['box-office', 'door', 'accountant'] as const) {
      const member = await signIn(t.app, await addStaff(t.app, role));
      for (const path of ['/tour-categories', '/voucher-groups']) {
        for (const [method, target, payload] of [
          ['GET', path, undefined],
          ['POST', path, { group: { name: { en: 'X' } } }],
          ['PUT', `${path}/2`, { group: { name: { en: 'X' } }, version: 1 }],
          ['DELETE', `${path}/2?version=1`, undefined],
        ] as const) {
          const res = await call(member, method, target, payload);
          expect([role, method, target, res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([role, method, target, 403, 'OFFICE_FORBIDDEN']);
        }
      }
    }
    expect((await officeCall(t.app, 'GET', '/tour-categories')).statusCode).toBe(401);
    for (const [method, target, payload] of [
      ['POST', '/voucher-groups', { group: { name: { en: 'X' } } }],
      ['DELETE', '/tour-categories/2?version=1', undefined],
    ] as const) {
      const noCsrf = await officeCall(t.app, method, target, { cookie: editor.cookie, ...(payload === undefined ? {} : { payload }) });
      expect([noCsrf.statusCode, apiErrorSchema.parse(noCsrf.json()).code]).toEqual([403, 'OFFICE_CSRF_INVALID']);
    }
  });

  it('lets an owner do everything an editor can', async () => {
    const owner = await signIn(t.app, await addStaff(t.app, 'owner'));
    for (const path of ['/tour-categories', '/voucher-groups']) {
      const created = await call(owner, 'POST', path, { group: { name: { it: 'Scuole' } } });
      expect(created.statusCode).toBe(201);
      const { id, version } = recordOf(created);
      const renamed = await call(owner, 'PUT', `${path}/${id}`, { group: { name: { it: 'Per le scuole' } }, version });
      expect(renamed.statusCode).toBe(200);
      expect((await call(owner, 'DELETE', `${path}/${id}?version=${recordOf(renamed).version}`)).statusCode).toBe(204);
    }
  });
});
