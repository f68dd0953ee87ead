import type { GuestResponse, Lang } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { findCustomerSettings } from '../customer/customer.repository.js';
import type { ShopResolver } from '../shop/shop-context.js';
import { validateGuest } from './guest-validation.js';
import { insertCustomer, insertSession } from './customer-auth.repository.js';
import { hashSessionToken, newSessionToken } from './session-token.js';

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
    const expiresAt = new Date(now.getTime() + this.sessionHours * 3_600_000);
    const token = newSessionToken();
    const email = details.email ?? '';
    await this.db.transaction().execute(async (trx) => {
      const customerId = await insertCustomer(trx, {
        shop_id: shop.id,
        is_guest: 1,
        email,
        salutation: details.salutation,
        fname: details.fname ?? '',
        lname: details.lname ?? '',
        company: details.company,
        phone: details.phone,
        street: details.street,
        zip: details.zip,
        city: details.city,
        country: details.country,
        send_invoice: details.send_invoice ? 1 : 0,
        shipping: details.shipping === null ? null : JSON.stringify(details.shipping),
        lang,
        created_at: now.toISOString(),
      });
      await insertSession(trx, hashSessionToken(token), customerId, now, expiresAt);
    });
    return {
      token,
      expires_at: expiresAt.toISOString(),
      customer: { fname: details.fname ?? '', lname: details.lname ?? '', email, country: details.country, isGuest: true },
    };
  }
}
