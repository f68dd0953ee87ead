import type { DeskVoucherCode, deskVoucherDebitBodySchema, Lang, SessionStaff } from '@foyer/contract';
import { voucherCodeState } from '@foyer/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { money } from '../../kernel/museum-format.js';
import { shopLocale, type ShopResolver } from '../../kernel/shop-context.js';
import { voucherBalance } from '../claims/public.js';
import { appendAudit } from '../staff/public.js';
import { findVoucherCode, type VoucherCodeRow } from '../vouchers/public.js';
import { insertDeskDebit, voucherCodeClaims, voucherCodeDeskDebits, voucherCodeSale } from './desk-voucher-codes.repository.js';

const STATE_OF_REFUSAL = {
  VOUCHER_NOW_IS_BEFORE_VALID_FROM: 'not-yet-valid',
  VOUCHER_NOW_IS_AFTER_VALID_TO: 'expired',
  VOUCHER_NO_AMOUNT_LEFT: 'used-up',
} as const;

/** The code's validity days as the shop judges them (SPEC §5), whatever its balance. */
const validityRefusal = (row: VoucherCodeRow, now: Date) => {
  const state = voucherCodeState({ validFrom: row.valid_from, validTo: row.valid_to, amountCents: 1, usedCents: 0 }, now);
  return state.kind === 'refused' ? state.code : null;
};

/**
 * Voucher codes at the desk (docs/office.md "The desk"): a code's balance and history, and debits
 * of part of it. A debit spends the balance with the conditional update online spending uses
 * (`sold + held + amount <= amount`), so a code spent at the desk and online at once never goes below zero.
 */
export class DeskVoucherCodesService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async lookup(code: string, lang: Lang): Promise<DeskVoucherCode> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const row = await findVoucherCode(this.db, shop.id, code);
    if (row === undefined) throw new DomainError('OFFICE_VOUCHER_CODE_NOT_FOUND');
    return this.#view(this.db, row, shop.settings.currency);
  }

  async debit(body: z.output<typeof deskVoucherDebitBodySchema>, staff: SessionStaff, lang: Lang): Promise<DeskVoucherCode> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const now = this.clock();
    return this.db.transaction().execute(async (trx) => {
      const row = await findVoucherCode(trx, shop.id, body.code);
      if (row === undefined) throw new DomainError('OFFICE_VOUCHER_CODE_NOT_FOUND');
      const refusal = validityRefusal(row, now);
      if (refusal !== null) throw new DomainError(refusal);
      if (!(await voucherBalance.trySell(trx, row.id, body.amountCents))) {
        const available = await voucherBalance.remaining(trx, row.id);
        throw new DomainError('OFFICE_VOUCHER_BALANCE_TOO_LOW', { params: { available: money(available, shop.settings.currency, shopLocale(shop)) } });
      }
      await insertDeskDebit(trx, { voucherCodeId: row.id, amount: body.amountCents, note: body.note, staffId: staff.id, at: now });
      const after = await findVoucherCode(trx, shop.id, row.code);
      await appendAudit(
        trx,
        { staffId: staff.id, action: 'voucher-code.desk-debit', target: `voucher-code:${row.id}`, before: { spentCents: row.sold, heldCents: row.held }, after: { spentCents: after?.sold ?? null, heldCents: after?.held ?? null, amountCents: body.amountCents, note: body.note } },
        now,
      );
      return this.#view(trx, after ?? row, shop.settings.currency);
    });
  }

  async #view(db: Executor, row: VoucherCodeRow, currency: string): Promise<DeskVoucherCode> {
    // One after another: inside the debit's transaction they share its one connection.
    const claims = await voucherCodeClaims(db, row.id);
    const debits = await voucherCodeDeskDebits(db, row.id);
    const sale = row.order_line_id === null ? undefined : await voucherCodeSale(db, row.order_line_id);
    const balanceCents = Math.max(0, row.amount - row.sold - row.held);
    const refusal = validityRefusal(row, this.clock()) ?? (balanceCents === 0 ? 'VOUCHER_NO_AMOUNT_LEFT' : null);
    const history: DeskVoucherCode['history'] = [
      ...claims.map((claim) => ({
        kind: 'order' as const,
        at: claim.created_at,
        orderId: claim.order_id,
        orderStatus: claim.order_status,
        status: claim.status === 'held' ? ('held' as const) : ('sold' as const),
        amountCents: claim.quantity,
      })),
      ...debits.map((debit) => ({ kind: 'desk' as const, at: debit.created_at, amountCents: debit.amount, note: debit.note, staffName: debit.staff_name })),
    ].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      amountCents: row.amount,
      spentCents: row.sold,
      heldCents: row.held,
      balanceCents,
      currency,
      validFrom: row.valid_from,
      validTo: row.valid_to,
      state: refusal === null ? 'usable' : STATE_OF_REFUSAL[refusal],
      issuedBy: sale === undefined ? null : { orderId: sale.order_id, giftVoucherName: sale.name, recipient: row.recipient, message: row.message },
      history,
    };
  }
}
