import type { DonationResponse, Lang } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { toDonationOffer } from './donation-offer-dto.js';
import { findListedDonationOffer } from './donations.repository.js';

/** The shop's donation offer in the request language: a catalog answer, unchanged by any sale. */
export class DonationsService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {}

  async offer(shopId: number | undefined, lang: Lang): Promise<DonationResponse['data']> {
    const ctx = await this.shops.resolve(shopId, lang);
    const row = await findListedDonationOffer(this.db, ctx.id);
    return { offer: row === undefined ? null : toDonationOffer(row, ctx) };
  }
}
