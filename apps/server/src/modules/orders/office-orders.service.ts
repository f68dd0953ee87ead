import { encodeOrderCursor, decodeOrderCursor, localizedTextSchema, shippingAddressSchema, type Lang, type OfficeFlaggedRow, type OfficeOrderChoices, type OfficeOrderDetail, type OfficeOrderListResponse, type OfficeOrderRow, type OfficeReservationRow, type SessionStaff } from '@foyer/contract';
import { inStaffScope, museumDayBounds } from '@foyer/domain';
import type { z } from 'zod';
import type { officeOrderQuerySchema } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { localize, storedText } from '../../kernel/localize.js';
import type { ShopContext, ShopResolver } from '../../kernel/shop-context.js';
import type { LineKinds } from '../commerce/public.js';
import { filterSlot, findFlaggedOrders, findReservations, orderFilterChoices, orderInScope, orderRowFacts, searchOrders } from './office-orders.repository.js';
import { deskScope, requireWholeScope } from './office-scope.js';
import { ticketsPath } from './order-links.js';
import { findOrder, findOrderLines } from './orders.repository.js';
import { checkInsOf } from '../door/public.js';
import { findRefundsOf } from '../refunds/public.js';

type OrderQuery = z.output<typeof officeOrderQuerySchema>;

/** The columns a row of the desk's lists is made of. */
interface OrderRowColumns {
  id: number;
  created_at: string;
  status: OfficeOrderRow['status'];
  total_cents: number;
  currency: string;
  payart: number;
  fname: string;
  lname: string;
  email: string;
}

/** The reservations and flagged lists are short work lists: the first this many, never paged. */
const LIST_LIMIT = 200;

const paymentName = (name: string | null | undefined, shop: ShopContext): string | null =>
  name === null || name === undefined ? null : localize(localizedTextSchema.parse(JSON.parse(name)), shop);

/** The office's orders desk, read only (docs/office.md "Orders"): finding orders and reading one. */
export class OfficeOrdersService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly kinds: LineKinds,
  ) {}

  async list(query: OrderQuery, staff: SessionStaff, lang: Lang): Promise<OfficeOrderListResponse['data']> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const zone = shop.settings.time_zone;
    const rows = await searchOrders(this.db, {
      shopId: shop.id,
      q: query.q,
      status: query.status,
      kind: query.kind,
      from: query.from === undefined ? undefined : museumDayBounds(query.from, zone)[0],
      to: query.to === undefined ? undefined : museumDayBounds(query.to, zone)[1],
      eventId: query.event,
      slotId: query.slot,
      payart: query.payart,
      scope: deskScope(staff),
      beforeId: query.cursor === undefined ? undefined : decodeOrderCursor(query.cursor),
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const orders = await this.rows(page, shop);
    const last = page.at(-1);
    return { orders, nextCursor: rows.length > query.limit && last !== undefined ? encodeOrderCursor(last.id) : null };
  }

  /** Pay-later orders still waiting for payment, the first to lapse first. */
  async reservations(staff: SessionStaff, lang: Lang): Promise<OfficeReservationRow[]> {
    requireWholeScope(staff);
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const rows = await findReservations(this.db, shop.id, LIST_LIMIT);
    const orders = await this.rows(rows, shop);
    return orders.map((order, index) => ({ ...order, holdExpiresAt: rows[index]?.hold_expires_at ?? '' }));
  }

  /** Orders the system flagged for a refund, with what each still has to give back. */
  async flagged(staff: SessionStaff, lang: Lang): Promise<OfficeFlaggedRow[]> {
    requireWholeScope(staff);
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const rows = await findFlaggedOrders(this.db, shop.id, LIST_LIMIT);
    const orders = await this.rows(rows, shop);
    return orders.map((order, index) => ({ ...order, flaggedCents: rows[index]?.flagged_cents ?? 0 }));
  }

  private async rows(page: readonly OrderRowColumns[], shop: ShopContext): Promise<OfficeOrderRow[]> {
    const { kinds, names } = await orderRowFacts(this.db, shop.id, page.map((row) => row.id), [...new Set(page.map((row) => row.payart))]);
    return page.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      customer: { name: `${row.fname} ${row.lname}`.trim(), email: row.email },
      status: row.status,
      totalCents: row.total_cents,
      currency: row.currency,
      payment: { payart: row.payart, name: paymentName(names.find((type) => type.payart_id === row.payart)?.name, shop) },
      kinds: kinds.filter((line) => line.order_id === row.id).map((line) => line.type).sort(),
    }));
  }

  async choices(slotId: number | undefined, staff: SessionStaff, lang: Lang): Promise<OfficeOrderChoices> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const [{ events, paymentTypes }, slot] = await Promise.all([orderFilterChoices(this.db, shop.id), slotId === undefined ? undefined : filterSlot(this.db, shop.id, slotId)]);
    return {
      events: events.filter((event) => inStaffScope(staff.role, staff.scope, event.kind === 'tour' ? 'tours' : 'events', String(event.id))).map((event) => ({ id: event.id, kind: event.kind === 'tour' ? ('tour' as const) : ('event' as const), name: storedText(event.name, shop) })),
      paymentTypes: paymentTypes.map((type) => ({ payart: type.payart_id, name: storedText(type.name, shop) })),
      slot: slot === undefined ? null : { id: slot.id, eventName: storedText(slot.name, shop), startsAt: slot.starts_at },
    };
  }

  async get(id: number, staff: SessionStaff, lang: Lang): Promise<OfficeOrderDetail> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const order = await findOrder(this.db, id);
    const scope = deskScope(staff);
    // Outside the member's scope an order is as good as absent: the answer does not tell it exists.
    if (order === undefined || order.shop_id !== shop.id || (scope !== undefined && !(await orderInScope(this.db, order.id, scope)))) throw new DomainError('OFFICE_ORDER_NOT_FOUND');
    const [customer, lines, payments, tickets, passes, soldCodes, spentCodes, audit, shipment, refunds] = await Promise.all([
      this.db.selectFrom('customers').selectAll().where('id', '=', order.customer_id).executeTakeFirstOrThrow(),
      findOrderLines(this.db, order.id),
      this.db
        .selectFrom('payments')
        .leftJoin('payment_types', (join) => join.onRef('payment_types.payart_id', '=', 'payments.payart').on('payment_types.shop_id', '=', order.shop_id))
        .select(['payments.id', 'payments.provider', 'payments.provider_ref', 'payments.payart', 'payment_types.name', 'payments.status', 'payments.amount_cents', 'payments.refunded_cents', 'payments.currency', 'payments.created_at', 'payments.updated_at'])
        .where('payments.order_id', '=', order.id)
        .orderBy('payments.created_at')
        .execute(),
      this.db.selectFrom('issued_tickets').select(['id', 'order_line_id', 'barcode']).where('order_id', '=', order.id).orderBy('id').execute(),
      this.db.selectFrom('issued_passes').select(['id', 'order_line_id', 'barcode']).where('order_id', '=', order.id).orderBy('id').execute(),
      this.db.selectFrom('voucher_codes').innerJoin('order_lines', 'order_lines.id', 'voucher_codes.order_line_id').select(['voucher_codes.order_line_id', 'voucher_codes.code']).where('order_lines.order_id', '=', order.id).execute(),
      this.db
        .selectFrom('claims')
        .innerJoin('voucher_codes', 'voucher_codes.id', 'claims.resource_id')
        .select(['voucher_codes.code', 'claims.quantity', 'claims.returned', 'claims.status'])
        .where('claims.order_id', '=', order.id)
        .where('claims.resource', '=', 'voucher')
        .where('claims.status', 'in', ['held', 'sold'])
        .orderBy('claims.id')
        .execute(),
      this.db
        .selectFrom('office_audit')
        .leftJoin('staff', 'staff.id', 'office_audit.staff_id')
        .select(['office_audit.at', 'office_audit.action', 'staff.name'])
        .where('office_audit.target', '=', `order:${order.id}`)
        // The shipment has its own entry, with its tracking.
        .where('office_audit.action', '<>', 'order.ship')
        .orderBy('office_audit.id')
        .execute(),
      this.db
        .selectFrom('order_shipments')
        .leftJoin('staff', 'staff.id', 'order_shipments.staff_id')
        .select(['order_shipments.shipped_at', 'order_shipments.carrier', 'order_shipments.tracking_number', 'order_shipments.tracking_url', 'staff.name'])
        .where('order_shipments.order_id', '=', order.id)
        .executeTakeFirst(),
      findRefundsOf(this.db, order.id),
    ]);
    const names = new Map(payments.map((payment) => [payment.id, paymentName(payment.name, shop)]));
    // A free order's cancellation gave nothing back: its audit entry says it was cancelled.
    const refundEvents = refunds.flatMap((refund) =>
      refund.status === 'reserved' || refund.amountCents === 0 ? [] : [{ at: refund.completedAt ?? refund.createdAt, event: refund.status === 'done' ? ('refunded' as const) : ('refund-failed' as const), action: null, staffName: refund.staffName, amountCents: refund.amountCents }],
    );
    // Only the codes the order spent (sold claims) and the payments that paid it can give money back.
    const tenders = [
      ...spentCodes.map((code) => ({ kind: 'voucherCode' as const, code: code.code, amountCents: code.quantity, refundedCents: code.returned, refundable: code.status === 'sold' })),
      ...payments
        .filter((payment) => payment.status === 'confirmed' || (payment.status === 'refunded' && payment.refunded_cents > 0))
        .map((payment) => ({ kind: 'provider' as const, payart: payment.payart, name: paymentName(payment.name, shop), amountCents: payment.amount_cents, refundedCents: payment.refunded_cents, refundable: payment.status === 'confirmed' })),
    ];
    const barcodes = [...tickets, ...passes];
    const checkIns = await checkInsOf(
      this.db,
      tickets.map((ticket) => ticket.id),
      passes.map((pass) => pass.id),
    );
    const paymentEvents = payments.flatMap((payment) => {
      const started = { at: payment.created_at, event: 'payment-started' as const, action: null, staffName: null };
      const outcome = { confirmed: 'payment-confirmed', declined: 'payment-declined', canceled: 'payment-canceled' } as const;
      const ended = payment.status in outcome ? [{ at: payment.updated_at, event: outcome[payment.status as keyof typeof outcome], action: null, staffName: null }] : [];
      return [started, ...ended];
    });
    const timeline = [
      { at: order.created_at, event: 'created' as const, action: null, staffName: null },
      ...paymentEvents,
      ...(order.booked_at === null ? [] : [{ at: order.booked_at, event: 'booked' as const, action: null, staffName: null }]),
      ...(shipment?.shipped_at == null
        ? []
        : [{ at: shipment.shipped_at, event: 'shipped' as const, action: null, staffName: shipment.name, tracking: { carrier: shipment.carrier, number: shipment.tracking_number, url: shipment.tracking_url } }]),
      ...audit.map((entry) => ({ at: entry.at, event: 'staff' as const, action: entry.action, staffName: entry.name })),
      ...refundEvents,
    ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    return {
      id: order.id,
      status: order.status,
      lang: order.lang,
      createdAt: order.created_at,
      updatedAt: order.updated_at,
      bookedAt: order.booked_at,
      holdExpiresAt: order.hold_expires_at,
      reserved: order.reserved === 1,
      currency: order.currency,
      totalCents: order.total_cents,
      shippingCents: order.shipping_cents,
      amountDueCents: order.amount_due_cents,
      externalDocumentNumber: order.external_document_number,
      customer: {
        id: customer.id,
        isGuest: customer.is_guest === 1,
        email: customer.email,
        salutation: customer.salutation,
        fname: customer.fname,
        lname: customer.lname,
        company: customer.company,
        phone: customer.phone,
        street: customer.street,
        zip: customer.zip,
        city: customer.city,
        country: customer.country,
      },
      shippingAddress: order.shipping_address === null ? null : shippingAddressSchema.parse(JSON.parse(order.shipping_address)),
      lines: lines.map((row) => {
        const line = this.kinds.describe(row, lang);
        return {
          lineNo: row.line_no,
          kind: row.type,
          name: line.name,
          title: line.title,
          datetime: line.datetime,
          count: row.count,
          unitPriceCents: row.unit_price_cents,
          totalCents: row.total_cents,
          vatBp: row.vat_bp,
          facts: line.facts,
          barcodes: barcodes.filter((issued) => issued.order_line_id === row.id).map((issued) => issued.barcode),
          voucherCode: soldCodes.find((sold) => sold.order_line_id === row.id)?.code ?? null,
          slotId: this.kinds.timeslot(row),
          refundedCount: row.refunded_count,
        };
      }),
      payments: payments.map((payment) => ({
        id: payment.id,
        provider: payment.provider,
        providerRef: payment.provider_ref,
        payart: payment.payart,
        name: paymentName(payment.name, shop),
        status: payment.status,
        amountCents: payment.amount_cents,
        currency: payment.currency,
        createdAt: payment.created_at,
        updatedAt: payment.updated_at,
        refundedCents: payment.refunded_cents,
      })),
      tenders: tenders.map(({ refundable: _refundable, ...tender }) => tender),
      documentsUrl: order.status === 'booked' && lines.some((line) => this.kinds.issuesDocuments(line)) ? ticketsPath(order) : null,
      timeline,
      refunds: refunds.map((refund) => ({
        id: refund.id,
        createdAt: refund.createdAt,
        completedAt: refund.completedAt,
        staffName: refund.staffName,
        status: refund.status,
        amountCents: refund.amountCents,
        lines: refund.lines.map((line) => ({ lineNo: line.lineNo, units: line.units })),
        shares: refund.shares.map((share) =>
          share.kind === 'provider' ? { kind: 'provider' as const, paymentId: share.paymentId, name: names.get(share.paymentId) ?? null, amountCents: share.cents } : { kind: 'voucherCode' as const, code: share.code, amountCents: share.cents },
        ),
        releaseClaims: refund.releaseClaims,
        cancelsOrder: refund.cancelsOrder,
        note: refund.note,
      })),
      checkIns: checkIns.map(({ code, outcome, at, door }) => ({ code, outcome, at, door })),
      refundableCents: ['booked', 'refund_required'].includes(order.status) ? tenders.filter((tender) => tender.refundable).reduce((sum, tender) => sum + tender.amountCents - tender.refundedCents, 0) : 0,
    };
  }
}
