import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { importCatalog, type CatalogInput } from '../kinds.js';
import { fixtureTourCategories } from '../test-support/fixture-tours.js';
import { fixtureCatalogWithMerchandise } from '../test-support/fixture-merchandise.js';
import { useMigratedDatabase } from '../test-support/migrated-database.js';
import type { CatalogImport } from './catalog-import.js';

const database = useMigratedDatabase();
const db = (): Db => database.db;

/** Every kind of the fixture shop, with a tour category no tour is in. */
const wholeShop = (): CatalogInput => ({ ...fixtureCatalogWithMerchandise(), tour_categories: [...fixtureTourCategories(), { id: 3, name: { en: 'Empty' } }] });

/** The shop's catalog without one entry of each list: the file a museum keeps when it no longer mentions them. */
const withoutOneOfEach = (): CatalogInput => {
  const catalog = wholeShop();
  return {
    ...catalog,
    pages: catalog.pages.filter((page) => page.id !== 'terms'),
    payment_types: catalog.payment_types.filter((type) => type.payartId !== 74),
    events: catalog.events?.filter((event) => event.id !== 503),
    tour_categories: catalog.tour_categories?.filter((category) => category.id !== 3),
    tours: catalog.tours?.filter((tour) => tour.id !== 604),
    product_groups: catalog.product_groups?.filter((group) => group.id !== 4),
    products: catalog.products?.filter((product) => product.id !== 704),
    voucher_groups: catalog.voucher_groups?.filter((group) => group.id !== 3),
    gift_vouchers: catalog.gift_vouchers?.filter((voucher) => voucher.id !== 801),
    shipping: catalog.shipping?.filter((zone) => zone.countries.join() !== 'DE'),
    suggestions: [],
    voucher_codes: catalog.voucher_codes?.filter((code) => code.code !== 'EXPIRED'),
    donation: null,
  };
};

const UNMENTIONED = {
  pages: ['terms'],
  payment_types: ['74'],
  shipping: ['DE'],
  suggestions: ['suggestions'],
  voucher_codes: ['EXPIRED'],
  events: ['503'],
  tour_categories: ['3'],
  tours: ['604'],
  product_groups: ['4'],
  products: ['704'],
  voucher_groups: ['3'],
  gift_vouchers: ['801'],
  donation: ['donation'],
};

const unmentioned = (result: CatalogImport) => Object.fromEntries(result.lists.filter((list) => list.unmentioned.length > 0).map((list) => [list.list, list.unmentioned]));

/** What the shop offers of each list the file leaves out, and whether the rows are still there. */
const offered = async () => ({
  pages: (await db().selectFrom('static_pages').select('page_id').execute()).map((row) => row.page_id).sort(),
  paymentTypes: (await db().selectFrom('payment_types').select('payart_id').orderBy('payart_id').execute()).map((row) => row.payart_id),
  events: await db().selectFrom('events').select(['id', 'listed']).where('id', 'in', [503, 604]).orderBy('id').execute(),
  tourCategories: (await db().selectFrom('tour_categories').select('id').orderBy('id').execute()).map((row) => row.id),
  productGroups: (await db().selectFrom('product_groups').select('id').orderBy('id').execute()).map((row) => row.id),
  pass: await db().selectFrom('products').select('listed').where('id', '=', 704).executeTakeFirst(),
  voucherGroups: (await db().selectFrom('gift_voucher_groups').select('id').orderBy('id').execute()).map((row) => row.id),
  giftVoucher: await db().selectFrom('gift_vouchers').select('listed').where('id', '=', 801).executeTakeFirst(),
  commerce: await db().selectFrom('shop_commerce').select(['shipping', 'suggestions']).executeTakeFirstOrThrow(),
  expiredCode: await db().selectFrom('voucher_codes').select('amount').where('code', '=', 'EXPIRED').executeTakeFirst(),
  donation: await db().selectFrom('donation_offers').select('listed').where('id', '=', 9001).executeTakeFirst(),
});

describe('catalog:import and what the file does not mention', () => {
  it('keeps it without --prune, and a dry run lists what --prune would remove', async () => {
    await importCatalog(db(), wholeShop());
    const before = await offered();
    expect(before.events).toEqual([
      { id: 503, listed: 1 },
      { id: 604, listed: 1 },
    ]);

    const dryRun = await importCatalog(db(), withoutOneOfEach(), { dryRun: true, prune: true });
    expect(unmentioned(dryRun)).toEqual(UNMENTIONED);
    expect(await offered()).toEqual(before);

    const kept = await importCatalog(db(), withoutOneOfEach());
    expect(unmentioned(kept)).toEqual(UNMENTIONED);
    expect(await offered()).toEqual(before);
  });

  it('with --prune unlists what orders may point at, deletes the rest and keeps voucher codes', async () => {
    const pruned = await importCatalog(db(), withoutOneOfEach(), { prune: true });
    expect(Object.fromEntries(pruned.lists.filter((list) => list.unmentioned.length > 0).map((list) => [list.list, list.removal]))).toEqual({
      pages: 'delete',
      payment_types: 'delete',
      shipping: 'delete',
      suggestions: 'delete',
      voucher_codes: 'keep',
      events: 'unlist',
      tour_categories: 'delete',
      tours: 'unlist',
      product_groups: 'delete',
      products: 'unlist',
      voucher_groups: 'delete',
      gift_vouchers: 'unlist',
      donation: 'unlist',
    });
    const after = await offered();
    expect(after).toMatchObject({
      pages: ['imprint'],
      paymentTypes: [164, 300],
      events: [
        { id: 503, listed: 0 },
        { id: 604, listed: 0 },
      ],
      tourCategories: [1, 2],
      productGroups: [1, 2, 3],
      pass: { listed: 0 },
      voucherGroups: [1, 2],
      giftVoucher: { listed: 0 },
      expiredCode: { amount: 5000 },
      donation: { listed: 0 },
    });
    expect(JSON.parse(after.commerce.shipping).map((zone: { countries: string[] }) => zone.countries.join())).toEqual(['CH,LI', 'DE,AT,FR']);
    expect(JSON.parse(after.commerce.suggestions)).toEqual([]);
    expect(unmentioned(await importCatalog(db(), withoutOneOfEach(), { dryRun: true, prune: true }))).toEqual({ voucher_codes: ['EXPIRED'] });
  });

  it('checks a file against what the shop keeps: a product may be in a category only the shop has; an event may not take the id of a tour it keeps', async () => {
    const { product_groups: _kept, ...catalog } = wholeShop();
    await expect(importCatalog(db(), { ...catalog, products: catalog.products?.filter((product) => product.id !== 704) }, { dryRun: true })).resolves.toMatchObject({ applied: false });

    const [event] = catalog.events ?? [];
    const takesTourId = { ...catalog, products: [], events: [{ ...event!, id: 601 }], tours: [] };
    await expect(importCatalog(db(), takesTourId)).rejects.toThrow(/id 601 is taken twice in the events table/);
    expect(await db().selectFrom('events').select('kind').where('id', '=', 601).executeTakeFirst()).toEqual({ kind: 'tour' });
  });
});
