import type { CustomerAttr, Lang } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { localize } from '../../kernel/localize.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { countryNames } from './country-names.js';
import { findCustomerSettings } from './customer.repository.js';

/** `customer/attr` of the default shop: countries and salutations in the request language, field rules of SPEC §5. */
export class CustomerService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {}

  async attr(lang: Lang): Promise<CustomerAttr> {
    const ctx = await this.shops.resolve(undefined, lang);
    const settings = await findCustomerSettings(this.db, ctx.id);
    if (settings === undefined) throw new DomainError('UNKNOWN_SHOP');
    return {
      countries: countryNames(settings.countries, lang),
      salutations: settings.salutations.map(({ key, name }) => ({ key, name: localize(name, ctx) })),
      required_fields: settings.required_fields,
      visible_fields: settings.visible_fields,
    };
  }
}
