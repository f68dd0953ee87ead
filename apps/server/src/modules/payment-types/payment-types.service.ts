import type { Lang, PaymentType } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { localize, publicAsset } from '../../kernel/localize.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { listPaymentTypes } from './payment-types.repository.js';

/** `checkout/payments`: the shop's payment types by sequence_no; `i18n` names each in every shop language (with fallback). */
export class PaymentTypesService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {}

  async list(shopId: number, lang: Lang): Promise<PaymentType[]> {
    const ctx = await this.shops.resolve(shopId, lang);
    return (await listPaymentTypes(this.db, ctx.id)).map((type) => ({
      payartId: type.payartId,
      i18n: Object.fromEntries(ctx.settings.languages.map((shopLang) => [shopLang, localize(type.name, { lang: shopLang, fallback: ctx.fallback })])),
      image: type.image === null ? null : publicAsset(type.image),
      sequence_no: type.sequence_no,
      wallet: type.wallet,
      direct_debit: type.directDebit,
      pay_later: type.payLaterDays !== null,
    }));
  }
}
