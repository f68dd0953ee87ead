import type { DonationResponse, Lang } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import type { LangContext } from '../../kernel/localize.js';
import { toDonationOffer } from './donation-offer-dto.js';
import { findListedDonationOffer } from './donations.repository.js';

/** The shop a request asks for and the languages its texts are read in (the shop resolver's answer, handed over by app.ts). */
export type ResolveShop = (shopId: number | undefined, lang: Lang) => Promise<LangContext & { id: number }>;

/** The shop's donation offer in the request language: a catalog answer, unchanged by any sale. */
export class DonationsService {
  constructor(
    private readonly db: Db,
    private readonly resolveShop: ResolveShop,
  ) {}

  async offer(shopId: number | undefined, lang: Lang): Promise<DonationResponse['data']> {
    const ctx = await this.resolveShop(shopId, lang);
    const row = await findListedDonationOffer(this.db, ctx.id);
    return { offer: row === undefined ? null : toDonationOffer(row, ctx) };
  }
}
