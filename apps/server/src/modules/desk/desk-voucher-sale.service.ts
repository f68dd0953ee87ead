import type { DeskGiftVouchersResponse, DeskVoucherSale, Lang, SessionStaff, deskVoucherSaleBodySchema } from '@foyer/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import { storedText } from '../../kernel/localize.js';
import { randomId } from '../../kernel/random-id.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { insertPayment } from '../../payments/payments.repository.js';
import { ticketsPath, type OrderPlacement, type OrderRow } from '../orders/public.js';
import { appendAudit } from '../staff/public.js';
import { issuedCodes, listedGiftVouchers } from './desk-voucher-sale.repository.js';

type SaleBody = z.output<typeof deskVoucherSaleBodySchema>;

/**
 * The payment type number of a sale at the desk: no payment type of the shop (whose numbers the
 * catalog gives from 1), so the shop never offers it; the payment's provider says how it was paid.
 */
export const DESK_PAYART = 0;

/** A payment's provider for money taken at the desk: cash in the till, or the desk's own card terminal. */
export const deskProvider = (tender: SaleBody['tender']): string => `desk-${tender}`;

/** Books a pending order inside the caller's transaction (the booking service's, as a payment confirmation does). */
export type BookPendingWithin = (trx: Executor, orderId: number, now: Date) => Promise<boolean>;

/**
 * Gift vouchers sold at the desk (docs/office.md "The desk"): the shop's own order placement with one
 * voucher line, so price, bounds, VAT, the code and its PDF are those of an online sale; paid at the
 * desk, the order is booked in the transaction that places it, with a confirmed payment whose
 * provider names the till or the terminal. The sale is an order like any other in lists and reports.
 */
export class DeskVoucherSaleService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly placement: OrderPlacement,
    private readonly bookPendingWithin: BookPendingWithin,
    private readonly publicUrl: string,
  ) {}

  async giftVouchers(lang: Lang): Promise<DeskGiftVouchersResponse['data']> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const rows = await listedGiftVouchers(this.db, shop.id);
    return {
      currency: shop.settings.currency,
      giftVouchers: rows.map((row) => ({
        id: row.id,
        name: storedText(row.name, shop),
        variableAmount: row.variable_amount === 1,
        priceCents: row.price,
        minAmountCents: row.min_amount,
        maxAmountCents: row.max_amount,
      })),
    };
  }

  async sell(body: SaleBody, staff: SessionStaff): Promise<DeskVoucherSale> {
    const shop = await this.shops.resolveOrFirst(undefined, body.lang);
    const desk = `${this.publicUrl}/office/desk`;
    const item = {
      type: 'voucher',
      id: body.giftVoucherId,
      count: 1,
      ...(body.amountCents === undefined ? {} : { amount: body.amountCents }),
      ...(body.recipient === undefined ? {} : { recipient: body.recipient }),
      ...(body.message === undefined ? {} : { message: body.message }),
    };
    const onPlaced = async (trx: Executor, order: OrderRow): Promise<void> => {
      const now = new Date();
      await trx
        .updateTable('customers')
        .set({ email: body.buyer.email ?? '', fname: body.buyer.name ?? '' })
        .where('id', '=', order.customer_id)
        .execute();
      await insertPayment(trx, {
        id: randomId(18),
        order_id: order.id,
        provider: deskProvider(body.tender),
        provider_ref: null,
        amount_cents: order.amount_due_cents,
        currency: order.currency,
        payart: DESK_PAYART,
        wallet: null,
        account_holder: null,
        iban_last4: null,
        status: 'confirmed',
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        origin: 'checkout',
        continue_url: null,
        cancel_url: null,
      });
      if (!(await this.bookPendingWithin(trx, order.id, now))) throw new Error(`desk sale ${order.id} left pending in the transaction that placed it`);
      await appendAudit(
        trx,
        { staffId: staff.id, action: 'order.desk-voucher-sale', target: `order:${order.id}`, before: null, after: { giftVoucherId: body.giftVoucherId, totalCents: order.total_cents, tender: body.tender } },
        now,
      );
    };
    const order = await this.placement.place(
      { shopId: shop.id, customerId: null, lang: shop.lang, items: [item], payart: DESK_PAYART, partner: null, externalDocumentNumber: null, referrer: null, urls: { continue: desk, cancel: desk }, payLaterDays: null },
      onPlaced,
    );
    const codes = await issuedCodes(this.db, order.id);
    return {
      orderId: order.id,
      totalCents: order.total_cents,
      currency: order.currency,
      codes: codes.map((code) => ({ code: code.code, amountCents: code.amount, validTo: code.valid_to })),
      documentsUrl: ticketsPath(order),
    };
  }
}
