import type { OfficeShippingRecord, OfficeShippingZone, SessionStaff } from '@foyer/contract';
import type { CatalogShippingZone } from '../../catalog/catalog-commerce.schema.js';
import { writtenTexts } from '../../catalog/office-entry-texts.js';
import { writeShippingZones } from '../../catalog/shared-catalog.js';
import type { Db, Executor } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { bumpCatalogGeneration } from '../../kernel/catalog-generation.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { appendAudit, StaleRecordError } from '../staff/public.js';
import { findShippingZones } from './shipping.repository.js';

const officeZoneOf = (zone: CatalogShippingZone): OfficeShippingZone => ({ name: zone.name, countries: zone.countries, bands: zone.bands.map((band) => ({ maxWeight: band.max_weight, price: band.price })) });

const catalogZoneOf = (zone: OfficeShippingZone): CatalogShippingZone => ({
  name: writtenTexts(zone.name),
  countries: zone.countries,
  bands: zone.bands.map((band) => ({ max_weight: band.maxWeight, price: band.price })),
});

/**
 * The office's shipping table (docs/office.md): the zones with their countries and weight bands,
 * edited whole against the version read (a zone's place in the table is how the catalog file keeps
 * it) and written through the catalog's own writer; a visitor's next quote uses it.
 */
export class ShippingOfficeService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {}

  async get(): Promise<OfficeShippingRecord> {
    return this.#record(this.db, await this.#shopId());
  }

  async update(zones: OfficeShippingZone[], version: number, staff: SessionStaff, now: Date): Promise<OfficeShippingRecord> {
    const shopId = await this.#shopId();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const before = await this.#record(trx, shopId);
        const claimed = await trx
          .updateTable('shop_commerce')
          .set((eb) => ({ shipping_version: eb(eb.ref('shipping_version'), '+', 1) }))
          .where('shop_id', '=', shopId)
          .where('shipping_version', '=', version)
          .executeTakeFirst();
        if (claimed.numUpdatedRows !== 1n) throw new StaleRecordError(before);
        await writeShippingZones(trx, shopId, zones.map(catalogZoneOf));
        const record = await this.#record(trx, shopId);
        await appendAudit(trx, { staffId: staff.id, action: 'shipping.update', target: 'shipping', before: before.zones, after: record.zones }, now);
        return record;
      });
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }

  async #record(db: Executor, shopId: number): Promise<OfficeShippingRecord> {
    const row = await db.selectFrom('shop_commerce').select('shipping_version').where('shop_id', '=', shopId).executeTakeFirst();
    const customer = await db.selectFrom('customer_settings').select('countries').where('shop_id', '=', shopId).executeTakeFirst();
    if (row === undefined || customer === undefined) throw new DomainError('NOT_FOUND');
    return { version: row.shipping_version, zones: (await findShippingZones(db, shopId)).map(officeZoneOf), shopCountries: JSON.parse(customer.countries) };
  }

  /** The office works on the shop this server runs (the first; a server runs one museum's shop). */
  async #shopId(): Promise<number> {
    return (await this.shops.resolveOrFirst(undefined, 'en')).id;
  }
}
