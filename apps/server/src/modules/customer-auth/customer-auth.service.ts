import type { GuestResponse, Lang } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { findCustomerSettings } from '../customer/public.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { detailColumns } from './account-fields.js';
import { validateGuest } from './guest-validation.js';
import { insertCustomer, issueSession } from './customer-auth.repository.js';

export class CustomerAuthService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly sessionHours: number,
  ) {}

  /** SPEC §6 guest: billing details only, answered with a session token. */
  async registerGuest(raw: unknown, lang: Lang): Promise<GuestResponse['data']> {
    const shop = await this.shops.resolve(undefined, lang);
    if (!shop.settings.guest_registration) throw new DomainError('GUEST_REGISTRATION_DISABLED');
    const settings = await findCustomerSettings(this.db, shop.id);
    if (settings === undefined) throw new DomainError('UNKNOWN_SHOP');
    const result = validateGuest(raw, settings, shop.settings.default_user_country_key, lang);
    if ('errors' in result) throw new DomainError('VALIDATION_FAILED', { errors: result.errors });
    const { details } = result;
    const now = new Date();
    const email = details.email ?? '';
    const session = await this.db.transaction().execute(async (trx) => {
      const customerId = await insertCustomer(trx, { ...detailColumns(details), shop_id: shop.id, is_guest: 1, email, lang, created_at: now.toISOString() });
      return issueSession(trx, customerId, now, this.sessionHours);
    });
    return {
      ...session,
      customer: { fname: details.fname ?? '', lname: details.lname ?? '', email, country: details.country, isGuest: true },
    };
  }
}
