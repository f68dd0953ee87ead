import type { Lang, VoucherCode } from '@foyer/contract';
import { voucherCodeState } from '@foyer/domain';
import type { Db, Executor } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { findVoucherCode, type VoucherCodeRow } from './voucher-codes.repository.js';

/** What a code can still pay now: its amount less what is spent and what unpaid orders hold. */
export interface UsableVoucherCode {
  row: VoucherCodeRow;
  availableCents: number;
}

/**
 * A code as checkout and the lookup judge it (SPEC §5): unknown → VOUCHER_NOT_FOUND, then the
 * validity days at UTC+1 and the balance (VOUCHER_NOW_IS_BEFORE_VALID_FROM, …_AFTER_VALID_TO,
 * VOUCHER_NO_AMOUNT_LEFT).
 */
export const usableVoucherCode = async (db: Executor, shopId: number, code: string, now: Date): Promise<UsableVoucherCode> => {
  const row = await findVoucherCode(db, shopId, code);
  if (row === undefined) throw new DomainError('VOUCHER_NOT_FOUND');
  const state = voucherCodeState({ validFrom: row.valid_from, validTo: row.valid_to, amountCents: row.amount, usedCents: row.sold + row.held }, now);
  if (state.kind === 'refused') throw new DomainError(state.code);
  return { row, availableCents: state.availableCents };
};

/** SPEC §7 `GET voucher?voucher={code}`. */
export class VoucherCodesService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async lookup(shopId: number | undefined, lang: Lang, code: string): Promise<VoucherCode> {
    const shop = await this.shops.resolve(shopId, lang);
    const { row, availableCents } = await usableVoucherCode(this.db, shop.id, code, this.clock());
    return {
      id: row.id,
      barcode: row.code,
      name: row.name,
      amount: row.amount,
      used_amount: row.amount - availableCents,
      available_amount: availableCents,
      valid_from: row.valid_from,
      valid_to: row.valid_to,
    };
  }
}
