import type { Executor } from '../db/database.js';
import { catalogVoucherCodes, upsertVoucherCodes } from '../modules/vouchers/voucher-codes.repository.js';
import type { CatalogShippingZone, CatalogSuggestionRule } from './catalog-commerce.schema.js';
import { keepUnmentioned } from './catalog-lists.js';
import type { CatalogPart, CatalogWrite } from './catalog-part.js';
import { baseCatalogSchema, type BaseCatalog } from './catalog.schema.js';

/** A zone is the price table of its countries, whatever order the file lists them in. */
const zoneKey = (zone: CatalogShippingZone): string => [...zone.countries].sort().join('+');

type SharedShape = typeof baseCatalogSchema.shape;

/**
 * Voucher codes are never removed (they hold money), and what a known code has spent is never set by a
 * file; the suggestion rules are read in order, so they are compared and replaced whole.
 */
const SHARED_LISTS: CatalogPart<SharedShape>['lists'] = {
  shop: { removal: 'keep' },
  content: { removal: 'keep' },
  pages: { removal: 'delete' },
  payment_types: { removal: 'delete', key: (type) => String(type.payartId) },
  customer: { removal: 'keep' },
  shipping: { removal: 'delete', key: zoneKey },
  suggestions: { removal: 'delete', whole: true },
  voucher_codes: { removal: 'keep', key: (code) => code.code, firstOnly: ['used'] },
};

/** One of the shop's own pages, as an import writes it and the office edits it. */
export const writeStaticPage = async (trx: Executor, shopId: number, page: BaseCatalog['pages'][number]): Promise<void> => {
  const row = { title: JSON.stringify(page.title), blocks: JSON.stringify(page.blocks), updated_at: page.updated_at };
  await trx
    .insertInto('static_pages')
    .values({ shop_id: shopId, page_id: page.id, ...row })
    .onConflict((oc) => oc.columns(['shop_id', 'page_id']).doUpdateSet(row))
    .execute();
};

const writePages = async (trx: Executor, shopId: number, pages: BaseCatalog['pages'], prune: boolean): Promise<void> => {
  if (prune) {
    let stale = trx.deleteFrom('static_pages').where('shop_id', '=', shopId);
    if (pages.length > 0) stale = stale.where('page_id', 'not in', pages.map((page) => page.id));
    await stale.execute();
  }
  for (const page of pages) await writeStaticPage(trx, shopId, page);
};

/**
 * Writes one payment type, offered or not: the writer of the catalog's import and of the office
 * alike. A type the file names is offered again.
 */
export const writePaymentType = async (trx: Executor, shopId: number, type: BaseCatalog['payment_types'][number], offered = true): Promise<void> => {
  const row = { name: JSON.stringify(type.name), image: type.image, sequence_no: type.sequence_no, wallet: type.wallet, direct_debit: type.direct_debit ? 1 : 0, pay_later_days: type.pay_later_days, offered: offered ? 1 : 0 };
  await trx
    .insertInto('payment_types')
    .values({ shop_id: shopId, payart_id: type.payartId, ...row })
    .onConflict((oc) => oc.columns(['shop_id', 'payart_id']).doUpdateSet(row))
    .execute();
};

const writePaymentTypes = async (trx: Executor, shopId: number, types: BaseCatalog['payment_types'], prune: boolean): Promise<void> => {
  if (prune) {
    let stale = trx.deleteFrom('payment_types').where('shop_id', '=', shopId);
    if (types.length > 0) stale = stale.where('payart_id', 'not in', types.map((type) => type.payartId));
    await stale.execute();
  }
  for (const type of types) await writePaymentType(trx, shopId, type);
};

const readCommerce = async (db: Executor, shopId: number): Promise<Pick<BaseCatalog, 'shipping' | 'suggestions'>> => {
  const row = await db.selectFrom('shop_commerce').select(['shipping', 'suggestions']).where('shop_id', '=', shopId).executeTakeFirst();
  return row === undefined ? { shipping: [], suggestions: [] } : { shipping: JSON.parse(row.shipping), suggestions: JSON.parse(row.suggestions) };
};

/** Writes the shop's shipping table: the writer of the catalog's import and of the office alike. */
export const writeShippingZones = async (trx: Executor, shopId: number, zones: CatalogShippingZone[]): Promise<void> => {
  await trx.updateTable('shop_commerce').set({ shipping: JSON.stringify(zones) }).where('shop_id', '=', shopId).execute();
};

/** Writes the shop's suggestion rules, in their order: the writer of the catalog's import and of the office alike. */
export const writeSuggestionRules = async (trx: Executor, shopId: number, rules: CatalogSuggestionRule[]): Promise<void> => {
  await trx.updateTable('shop_commerce').set({ suggestions: JSON.stringify(rules) }).where('shop_id', '=', shopId).execute();
};

/** Without `--prune`, zones the file does not list stay, and a file without rules leaves the shop's. */
const writeCommerce = async (trx: Executor, shopId: number, catalog: BaseCatalog, prune: boolean): Promise<void> => {
  let { shipping, suggestions } = catalog;
  if (!prune) {
    const current = await readCommerce(trx, shopId);
    shipping = keepUnmentioned('shipping', SHARED_LISTS.shipping, current.shipping, shipping);
    suggestions = keepUnmentioned('suggestions', SHARED_LISTS.suggestions, current.suggestions, suggestions);
  }
  await trx.insertInto('shop_commerce').values({ shop_id: shopId, shipping: '[]', suggestions: '[]' }).onConflict((oc) => oc.column('shop_id').doNothing()).execute();
  await writeShippingZones(trx, shopId, shipping);
  await writeSuggestionRules(trx, shopId, suggestions);
};

/**
 * An office editor's copy of a payment type, the shipping table or the rules that an import changed
 * is stale: their versions count up.
 */
const countSharedVersions = async (trx: Executor, shopId: number, touched: ReadonlyMap<string, readonly string[]>): Promise<void> => {
  const payartIds = (touched.get('payment_types') ?? []).map(Number).filter(Number.isInteger);
  if (payartIds.length > 0) await trx.updateTable('payment_types').set((eb) => ({ version: eb(eb.ref('version'), '+', 1) })).where('shop_id', '=', shopId).where('payart_id', 'in', payartIds).execute();
  if ((touched.get('shipping') ?? []).length > 0) await trx.updateTable('shop_commerce').set((eb) => ({ shipping_version: eb(eb.ref('shipping_version'), '+', 1) })).where('shop_id', '=', shopId).execute();
  if ((touched.get('suggestions') ?? []).length > 0) await trx.updateTable('shop_commerce').set((eb) => ({ suggestions_version: eb(eb.ref('suggestions_version'), '+', 1) })).where('shop_id', '=', shopId).execute();
};

/** The shop's settings (the catalog's `shop`), as an import writes them and the office edits them. */
export const writeShopSettings = async (trx: Executor, shopId: number, shop: BaseCatalog['shop']): Promise<void> => {
  const settings = JSON.stringify(shop);
  await trx
    .insertInto('shops')
    .values({ id: shopId, settings })
    .onConflict((oc) => oc.column('id').doUpdateSet({ settings }))
    .execute();
};

const writeSharedRows = async (trx: Executor, shopId: number, catalog: BaseCatalog, { clock, prune }: CatalogWrite): Promise<void> => {
  await writeShopSettings(trx, shopId, catalog.shop);
  const content = JSON.stringify(catalog.content);
  await trx
    .insertInto('shop_content')
    .values({ shop_id: shopId, content })
    .onConflict((oc) => oc.column('shop_id').doUpdateSet({ content }))
    .execute();
  await writePages(trx, shopId, catalog.pages, prune);
  await writePaymentTypes(trx, shopId, catalog.payment_types, prune);
  const customer = {
    countries: JSON.stringify(catalog.customer.countries),
    salutations: JSON.stringify(catalog.customer.salutations),
    required_fields: JSON.stringify(catalog.customer.required_fields),
    visible_fields: JSON.stringify(catalog.customer.visible_fields),
  };
  await trx
    .insertInto('customer_settings')
    .values({ shop_id: shopId, ...customer })
    .onConflict((oc) => oc.column('shop_id').doUpdateSet(customer))
    .execute();
  await writeCommerce(trx, shopId, catalog, prune);
  await upsertVoucherCodes(trx, shopId, catalog.voucher_codes, clock.now);
};

const readSharedRows = async (db: Executor, shopId: number): Promise<BaseCatalog> => {
  const shop = await db.selectFrom('shops').select('settings').where('id', '=', shopId).executeTakeFirstOrThrow();
  const content = await db.selectFrom('shop_content').select('content').where('shop_id', '=', shopId).executeTakeFirstOrThrow();
  const customer = await db.selectFrom('customer_settings').selectAll().where('shop_id', '=', shopId).executeTakeFirstOrThrow();
  const pages = await db.selectFrom('static_pages').selectAll().where('shop_id', '=', shopId).execute();
  const types = await db.selectFrom('payment_types').selectAll().where('shop_id', '=', shopId).where('offered', '=', 1).orderBy('payart_id').execute();
  return {
    shop: JSON.parse(shop.settings),
    content: JSON.parse(content.content),
    // Sorted here, not in SQL: PostgreSQL's collation may order text otherwise than SQLite.
    pages: pages
      .sort((a, b) => (a.page_id < b.page_id ? -1 : 1))
      .map((page) => ({ id: page.page_id as BaseCatalog['pages'][number]['id'], title: JSON.parse(page.title), blocks: JSON.parse(page.blocks), updated_at: page.updated_at })),
    payment_types: types.map((type) => ({
      payartId: type.payart_id,
      name: JSON.parse(type.name),
      image: type.image,
      sequence_no: type.sequence_no,
      wallet: type.wallet as BaseCatalog['payment_types'][number]['wallet'],
      direct_debit: type.direct_debit === 1,
      pay_later_days: type.pay_later_days,
    })),
    customer: {
      countries: JSON.parse(customer.countries),
      salutations: JSON.parse(customer.salutations),
      required_fields: JSON.parse(customer.required_fields),
      visible_fields: JSON.parse(customer.visible_fields),
    },
    ...(await readCommerce(db, shopId)),
    voucher_codes: await catalogVoucherCodes(db, shopId),
  };
};

/** Whether the shop has been imported: a fresh database holds no catalog to compare with or export. */
export const shopExists = async (db: Executor, shopId: number): Promise<boolean> =>
  (await db.selectFrom('shops').select('id').where('id', '=', shopId).executeTakeFirst()) !== undefined;

/**
 * The keys every shop has, whatever kinds it sells: settings, content, pages, payment types, customer
 * fields, shipping, suggestion rules and voucher codes. Written and read back like a kind's part, so
 * imports and exports treat all keys alike.
 */
export const sharedCatalog: CatalogPart<SharedShape> = {
  shape: baseCatalogSchema.shape,
  lists: SHARED_LISTS,
  load: writeSharedRows,
  export: readSharedRows,
  countVersions: countSharedVersions,
};
