import {
  cartItemSchema,
  fieldMessageKeyOf,
  FIELD_MESSAGES,
  isCartItemType,
  isContentIssue,
  isVoucherCodeItem,
  refusalCode,
  voucherCodeItemSchema,
  type CartItem,
  type Lang,
} from '@foyer/contract';
import type { z } from 'zod';
import { orderTotals, shippingWeightGrams } from '@foyer/domain';
import type { Db, Executor } from '../../db/database.js';
import { noFaults, type FaultHook } from '../../db/fault-points.js';
import { DomainError } from '../../errors/domain-error.js';
import { ClaimRefused, holdClaims } from '../claims/public.js';
import type { PricedLine } from '../commerce/public.js';
import type { LineKinds } from '../commerce/public.js';
import { findDeliveryAddress, findShippingZones, quoteShipping } from '../shipping/public.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { normalizeVoucherCode, usableVoucherCode, type UsableVoucherCode } from '../vouchers/public.js';
import { insertOrder, insertOrderLines, type OrderRow } from './orders.repository.js';
import { pricingContext } from './pricing-context.js';
import { reservedUntil } from './reserved-until.js';
import { randomId } from '../../kernel/random-id.js';
import { insertAwaitingPayer } from './wallet-payer.repository.js';

export interface OrderRequest {
  shopId: number;
  /**
   * Null for an express wallet payment started without login (SPEC §6): the order gets a guest
   * customer whom the wallet names on payment, and nothing can be shipped for want of an address.
   */
  customerId: number | null;
  lang: Lang;
  items: readonly Record<string, unknown>[];
  payart: number;
  partner: string | null;
  externalDocumentNumber: string | null;
  /** SPEC §9: where the visitor came from, already cleared of the shop's own and payment providers' addresses. */
  referrer: string | null;
  urls: { continue: string; cancel: string };
  /** A pay-later type: the order is reserved for this many days instead of the checkout's hold (null: pays now). */
  payLaterDays: number | null;
}

/**
 * Runs inside the placing transaction, so what it writes (a reservation mail, the booking of an order
 * its codes pay wholly) exists exactly when the order does.
 */
export type OnPlaced = (trx: Executor, order: OrderRow) => Promise<void>;

/**
 * A cart item with bad fields, each named by the item's place in the cart: 422 when the visitor can fix
 * what they typed (a line break in a name), 400 for a malformed item.
 */
const invalidItem = (index: number, issues: readonly z.core.$ZodIssue[], lang: Lang): DomainError =>
  new DomainError('VALIDATION_FAILED', {
    errors: Object.fromEntries(issues.map((issue) => [['cart', 'items', index, ...issue.path.map(String)].join('.'), [FIELD_MESSAGES[lang][fieldMessageKeyOf(issue)]]])),
    malformed: !issues.some(isContentIssue),
  });

/**
 * The cart's voucher codes in line order, each once (SPEC §4: a code already in the cart is not added
 * twice); they are tenders that pay part of the order, not lines.
 */
const voucherCodes = (items: readonly Record<string, unknown>[], lang: Lang): string[] => {
  const codes: string[] = [];
  items.forEach((item, index) => {
    if (!isVoucherCodeItem(item)) return;
    const parsed = voucherCodeItemSchema.safeParse(item);
    if (!parsed.success) throw invalidItem(index, parsed.error.issues, lang);
    const code = normalizeVoucherCode(parsed.data.barcode);
    if (!codes.includes(code)) codes.push(code);
  });
  return codes;
};

/**
 * Each line by its own schema (voucher codes are skipped: they are tenders); an unknown type is SPEC's
 * 422 UNKNOWN_ITEM, a malformed line 400 with its fields, named by its place in the cart.
 */
const parseLines = (items: readonly Record<string, unknown>[], lang: Lang): CartItem[] =>
  items.flatMap((item, index) => {
    if (isVoucherCodeItem(item)) return [];
    if (!isCartItemType(item.type)) throw new DomainError('UNKNOWN_ITEM');
    const parsed = cartItemSchema.safeParse(item);
    if (parsed.success) return [parsed.data];
    // A broken rule of the shop (a pass owner without a name) is told in words, not as a list of fields.
    const refusal = refusalCode(parsed.error.issues);
    if (refusal !== undefined) throw new DomainError(refusal);
    throw invalidItem(index, parsed.error.issues, lang);
  });

const refusedAsCartLine = (error: unknown): never => {
  throw error instanceof DomainError ? error.forCartLine() : error;
};

/** A refused claim in the words of its resource: places of a time, units of a product, or a code's balance spent meanwhile. */
const claimRefusal = (error: ClaimRefused): DomainError => {
  const params = { requested: error.claim.quantity, available: error.available };
  if (error.claim.resource === 'voucher') return new DomainError('VOUCHER_NO_AMOUNT_LEFT');
  if (error.claim.resource === 'stock') return error.available <= 0 ? new DomainError('OUT_OF_STOCK') : new DomainError('NOT_ENOUGH_STOCK', { params });
  return error.available <= 0 ? new DomainError('SOLD_OUT') : new DomainError('OVERBOOKED', { params });
};

/**
 * Placing an order (DESIGN.md "Commerce core"): price every line through its kind, total it, then
 * in one transaction hold every claim or none and store the order with its lines. Starting the
 * payment is a separate step, so an order can also be paid later.
 */
export class OrderPlacement {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly kinds: LineKinds,
    private readonly holdMinutes: number,
    private readonly maxOrderPlaces: number,
    private readonly faults: FaultHook = noFaults,
  ) {}

  async place(request: OrderRequest, onPlaced?: OnPlaced): Promise<OrderRow> {
    const shop = await this.shops.resolve(request.shopId, request.lang);
    const codes = voucherCodes(request.items, request.lang);
    const items = parseLines(request.items, request.lang);
    if (items.length === 0) throw new DomainError('CART_EMPTY');
    this.kinds.checkBasket(items);
    const lines: PricedLine[] = [];
    for (const [index, item] of items.entries()) {
      lines.push(await this.kinds.price(item, pricingContext(this.db, shop, request.lang, index + 1)).catch(refusedAsCartLine));
    }
    // DESIGN.md "Shipping": goods go to the customer's delivery address, priced by its country and their weight.
    const weight = shippingWeightGrams(lines);
    if (weight > 0 && request.customerId === null) throw new DomainError('DELIVERY_ADDRESS_REQUIRED');
    const delivery = weight > 0 && request.customerId !== null ? await findDeliveryAddress(this.db, request.customerId) : null;
    const shippingCents = weight > 0 ? quoteShipping(await findShippingZones(this.db, shop.id), delivery?.country ?? null, weight, shop.settings.support_email) : null;
    const places = lines.flatMap((line) => line.claims).filter((claim) => claim.resource === 'timeslot').reduce((sum, claim) => sum + claim.quantity, 0);
    if (places > this.maxOrderPlaces) throw new DomainError('ORDER_TOO_LARGE', { params: { maximum: this.maxOrderPlaces } });
    const now = new Date();
    const tenders: UsableVoucherCode[] = [];
    for (const code of codes) {
      const tender = await usableVoucherCode(this.db, shop.id, code, now);
      // One code typed twice, once grouped with dashes, is still one tender.
      if (!tenders.some((known) => known.row.id === tender.row.id)) tenders.push(tender);
    }
    const totals = orderTotals({ lines, shippingCents, vouchers: tenders });
    // What each code pays is claimed from its balance with the order's other claims, all or none.
    const voucherClaims = totals.tenders.flatMap((tender) => {
      const code = tenders[tender.index];
      return code === undefined || tender.appliedCents === 0 ? [] : [{ resource: 'voucher' as const, id: code.row.id, quantity: tender.appliedCents }];
    });
    const visits = lines.flatMap((line) => (line.datetime === null ? [] : [line.datetime]));
    const holdExpiresAt =
      request.payLaterDays === null ? new Date(now.getTime() + this.holdMinutes * 60_000) : reservedUntil(now, request.payLaterDays, shop.settings.time_zone, visits);
    return this.db
      .transaction()
      .execute(async (trx) => {
        const customerId = request.customerId ?? (await insertAwaitingPayer(trx, shop.id, request.lang, now));
        const order = await insertOrder(trx, {
          cart_id: randomId(18),
          shop_id: shop.id,
          customer_id: customerId,
          lang: request.lang,
          status: 'pending',
          total_cents: totals.totalCents,
          shipping_cents: totals.shippingCents ?? 0,
          shipping_address: delivery === null ? null : JSON.stringify(delivery),
          amount_due_cents: totals.amountDueCents,
          currency: shop.settings.currency,
          payart: request.payart,
          partner: request.partner,
          external_document_number: request.externalDocumentNumber,
          referrer: request.referrer,
          continue_url: request.urls.continue,
          cancel_url: request.urls.cancel,
          download_key: randomId(32),
          hold_expires_at: holdExpiresAt.toISOString(),
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
          booked_at: null,
          review_token: randomId(32),
          reserved: request.payLaterDays === null ? 0 : 1,
        });
        this.faults('after-order-insert');
        await holdClaims(trx, order.id, [...lines.flatMap((line) => line.claims), ...voucherClaims], holdExpiresAt);
        this.faults('after-claims-hold');
        await insertOrderLines(
          trx,
          lines.map((line, index) => ({
            order_id: order.id,
            line_no: index + 1,
            type: line.type,
            datetime: line.datetime,
            name: line.name,
            title: line.title,
            count: line.count,
            unit_price_cents: line.unitPriceCents,
            total_cents: line.totalCents,
            vat_bp: line.vatBp,
            parts: JSON.stringify(line.parts),
            details: JSON.stringify(line.details),
          })),
        );
        this.faults('after-lines-insert');
        await onPlaced?.(trx, order);
        return order;
      })
      .catch((error: unknown) => {
        throw error instanceof ClaimRefused ? claimRefusal(error) : error;
      });
  }
}
