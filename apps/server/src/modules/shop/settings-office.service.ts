import type { OfficeSettingsRecord, OfficeShopSettings, SessionStaff } from '@foyer/contract';
import { writeShopSettings } from '../../catalog/shared-catalog.js';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { bumpCatalogGeneration } from '../../kernel/catalog-generation.js';
import { appendAudit } from '../staff/public.js';
import { catalogShopOf, officeSettingsOf } from './office-settings-mapping.js';
import { claimShopVersion, findStoredShop } from './office-shop.repository.js';

/** An edit named a version that is no longer the stored one; carries the settings as they are now. */
export class StaleSettingsError extends DomainError {
  constructor(readonly current: OfficeSettingsRecord) {
    super('OFFICE_STALE');
  }
}

/**
 * The shop's settings and theme in the office (docs/office.md "Settings"), edited against the version
 * their owner read and written by the catalog's own writer, so import, export and office agree. The
 * shop shows an edit on this instance at once (the catalog generation), on others within the read
 * cache's lifetime. Each edit is audited with the settings before and after.
 */
export class SettingsOfficeService {
  constructor(private readonly db: Db) {}

  async get(): Promise<OfficeSettingsRecord> {
    const stored = await findStoredShop(this.db);
    return { version: stored.version, settings: officeSettingsOf(stored.shop) };
  }

  async update(settings: OfficeShopSettings, version: number, staff: SessionStaff, now: Date): Promise<OfficeSettingsRecord> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const stored = await findStoredShop(trx);
        if (!(await claimShopVersion(trx, stored.id, version))) throw new StaleSettingsError({ version: stored.version, settings: officeSettingsOf(stored.shop) });
        const written = catalogShopOf(stored.shop, settings);
        await writeShopSettings(trx, stored.id, written);
        const record = { version: version + 1, settings: officeSettingsOf(written) };
        await appendAudit(trx, { staffId: staff.id, action: 'settings.update', target: `shop:${stored.id}`, before: officeSettingsOf(stored.shop), after: record.settings }, now);
        return record;
      });
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }
}
