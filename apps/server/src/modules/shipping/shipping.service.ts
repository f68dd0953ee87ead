import { FIELD_MESSAGES, type Lang, type ShippingCostsResponse, type ShippingRatesResponse } from '@foyer/contract';
import { shippingWeightGrams } from '@foyer/domain';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { AuthCustomer } from '../customer-auth/public.js';
import type { LineKinds } from '../commerce/public.js';
import { countryNames } from '../customer/public.js';
import { localize } from '../../kernel/localize.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { findDeliveryAddress, findShippingZones } from './shipping.repository.js';
import { quoteShipping } from './shipping-quote.js';

type Data<T extends { data: unknown }> = T['data'];

interface CostsRequest {
  shopId: number | undefined;
  lang: Lang;
  lines: readonly { type: string; id?: number; count?: number }[];
  country: string | undefined;
  customer: AuthCustomer | null;
}

/** SPEC §7 shipping costs, and the table the shipping page shows (DESIGN.md "Shipping"). */
export class ShippingService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly kinds: LineKinds,
  ) {}

  /**
   * What the basket's goods cost to ship: each line's kind weighs it from the catalog (never from the
   * browser); kinds that ship nothing weigh nothing. A guest names the country; a signed-in visitor without one
   * is priced for the delivery address on file.
   */
  async costs(request: CostsRequest): Promise<Data<ShippingCostsResponse>> {
    const ctx = await this.shops.resolve(request.customer?.shopId ?? request.shopId, request.lang);
    const goods = request.lines.flatMap(({ type, id, count }) => (id === undefined || count === undefined || count <= 0 ? [] : [{ type, id, count }]));
    const weight = shippingWeightGrams([{ shippingWeightGrams: await this.kinds.shippingWeight(this.db, ctx.id, goods) }]);
    const country = request.country ?? (request.customer === null ? null : (await findDeliveryAddress(this.db, request.customer.id))?.country ?? null);
    if (country === null) throw new DomainError('VALIDATION_FAILED', { errors: { country: [FIELD_MESSAGES[request.lang].required] } });
    const zones = await findShippingZones(this.db, ctx.id);
    return { cost: quoteShipping(zones, country, weight, ctx.settings.support_email), country };
  }

  async rates(shopId: number | undefined, lang: Lang): Promise<Data<ShippingRatesResponse>> {
    const ctx = await this.shops.resolve(shopId, lang);
    const zones = await findShippingZones(this.db, ctx.id);
    return {
      zones: zones.map((zone) => {
        const names = countryNames(zone.countries, lang);
        return {
          name: localize(zone.name, ctx),
          countries: Object.entries(names).map(([key, name]) => ({ key, name })),
          bands: [...zone.bands].sort((a, b) => a.max_weight - b.max_weight),
        };
      }),
    };
  }
}
