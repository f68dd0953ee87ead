import type { GiftVoucher, Lang, VoucherAttrResponse, VoucherSelectResponse } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { toGiftVoucher, toVoucherGroup } from './gift-voucher-dto.js';
import { listGiftVoucherGroups, listGiftVouchers } from './gift-vouchers.repository.js';

type Data<T extends { data: unknown }> = T['data'];

interface LocalizedVouchers {
  vouchers: GiftVoucher[];
  groups: Data<VoucherAttrResponse>['groups'];
}

/**
 * SPEC §7 voucher calls: the gift vouchers on sale, one of them, and their groups. Nothing here
 * changes with a sale (a voucher has no stock): the edge keeps these answers as catalog answers.
 */
export class GiftVouchersService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {}

  async select(shopId: number | undefined, lang: Lang): Promise<Data<VoucherSelectResponse>> {
    return { vouchers: (await this.#localized(shopId, lang)).vouchers };
  }

  async selectOne(shopId: number | undefined, lang: Lang, id: number): Promise<GiftVoucher> {
    const voucher = (await this.#localized(shopId, lang)).vouchers.find((candidate) => candidate.id === id);
    if (voucher === undefined) throw new DomainError('GIFT_VOUCHER_NOT_FOUND');
    return voucher;
  }

  /** Only groups that hold a voucher, so a filter never offers an empty choice. */
  async attr(shopId: number | undefined, lang: Lang): Promise<Data<VoucherAttrResponse>> {
    const { vouchers, groups } = await this.#localized(shopId, lang);
    const used = new Set(vouchers.map((voucher) => voucher.groupId));
    return { groups: groups.filter((group) => used.has(group.id)) };
  }

  async #localized(shopId: number | undefined, lang: Lang): Promise<LocalizedVouchers> {
    const ctx = await this.shops.resolve(shopId, lang);
    const [rows, groups] = await Promise.all([listGiftVouchers(this.db, ctx.id), listGiftVoucherGroups(this.db, ctx.id)]);
    return { vouchers: rows.map((row) => toGiftVoucher(row, ctx)), groups: groups.map((row) => toVoucherGroup(row, ctx)) };
  }
}
