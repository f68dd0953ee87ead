import { shippingAddressSchema, type Lang, type OfficeCustomer, type OfficeCustomerExport, type OfficeCustomerResponse, type OfficeOrderStatus, type SessionStaff } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { queueOrderMail } from '../../mail/outbox.repository.js';
import { findOrder, requireWholeScope } from '../orders/public.js';
import { appendAudit } from '../staff/public.js';
import { customerMails, customerOrders, erasePerson, findCustomer, ordersLines, ordersPayments, type CustomerRow } from './office-customers.repository.js';

const customerView = (row: CustomerRow): OfficeCustomer => ({
  id: row.id,
  isGuest: row.is_guest === 1,
  email: row.email,
  salutation: row.salutation,
  fname: row.fname,
  lname: row.lname,
  company: row.company,
  phone: row.phone,
  street: row.street,
  zip: row.zip,
  city: row.city,
  country: row.country,
  shipping: row.shipping === null ? null : shippingAddressSchema.parse(JSON.parse(row.shipping)),
  lang: row.lang,
  createdAt: row.created_at,
  erasedAt: row.erased_at,
});

/**
 * A customer's page in the office (docs/office.md "Customers"): their record and orders, their
 * order confirmation sent again, and on their request their personal data exported or erased.
 */
export class OfficeCustomersService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {}

  async #customer(id: number, staff: SessionStaff, lang: Lang): Promise<CustomerRow> {
    requireWholeScope(staff);
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const customer = await findCustomer(this.db, shop.id, id);
    if (customer === undefined) throw new DomainError('OFFICE_CUSTOMER_NOT_FOUND');
    return customer;
  }

  async get(id: number, staff: SessionStaff, lang: Lang): Promise<OfficeCustomerResponse['data']> {
    const customer = await this.#customer(id, staff, lang);
    const orders = await customerOrders(this.db, customer.id);
    return {
      customer: customerView(customer),
      orders: orders.map((order) => ({ id: order.id, createdAt: order.created_at, status: order.status as OfficeOrderStatus, totalCents: order.total_cents, currency: order.currency })),
    };
  }

  /** Everything the shop keeps of the person, for a request under data protection law; the export itself is audited. */
  async export(id: number, staff: SessionStaff, lang: Lang): Promise<OfficeCustomerExport> {
    const customer = await this.#customer(id, staff, lang);
    const orders = await customerOrders(this.db, customer.id);
    const orderIds = orders.map((order) => order.id);
    const [lines, payments, mails] = await Promise.all([ordersLines(this.db, orderIds), ordersPayments(this.db, orderIds), customerMails(this.db, orderIds, customer.email)]);
    const now = new Date();
    const view = customerView(customer);
    const billing = { salutation: view.salutation, fname: view.fname, lname: view.lname, company: view.company, street: view.street, zip: view.zip, city: view.city, country: view.country, phone: view.phone };
    await appendAudit(this.db, { staffId: staff.id, action: 'customer.export', target: `customer:${customer.id}`, before: null, after: { orders: orderIds.length } }, now);
    return {
      exportedAt: now.toISOString(),
      customer: view,
      addresses: [
        { use: 'billing', orderId: null, address: billing },
        ...(view.shipping === null ? [] : [{ use: 'delivery' as const, orderId: null, address: view.shipping }]),
        ...orders.flatMap((order) => (order.shipping_address === null ? [] : [{ use: 'order-delivery' as const, orderId: order.id, address: shippingAddressSchema.parse(JSON.parse(order.shipping_address)) }])),
      ],
      orders: orders.map((order) => ({
        id: order.id,
        createdAt: order.created_at,
        status: order.status as OfficeOrderStatus,
        lang: order.lang,
        totalCents: order.total_cents,
        currency: order.currency,
        reference: order.external_document_number,
        lines: lines
          .filter((line) => line.order_id === order.id)
          .map((line) => ({ kind: line.type, name: line.name, title: line.title, datetime: line.datetime, count: line.count, totalCents: line.total_cents })),
        payments: payments
          .filter((payment) => payment.order_id === order.id)
          .map((payment) => ({ provider: payment.provider, status: payment.status, amountCents: payment.amount_cents, accountHolder: payment.account_holder, createdAt: payment.created_at })),
      })),
      mails: mails.map((mail) => ({ to: mail.to_address, subject: mail.subject, orderId: mail.order_id, kind: mail.order_mail, createdAt: mail.created_at, sentAt: mail.sent_at })),
    };
  }

  /**
   * Irreversible: the person is removed from the customer record, their orders' addresses, payments
   * and mails; orders and sums stay for the accounts. The audit entry names no personal data.
   */
  async erase(id: number, staff: SessionStaff, lang: Lang): Promise<OfficeCustomerResponse['data']> {
    const customer = await this.#customer(id, staff, lang);
    if (customer.erased_at !== null) throw new DomainError('OFFICE_CUSTOMER_ERASED');
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      // The conditional update makes one of two erasures at once the one that counts.
      const claimed = await trx.updateTable('customers').set({ erased_at: now.toISOString() }).where('id', '=', customer.id).where('erased_at', 'is', null).executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) throw new DomainError('OFFICE_CUSTOMER_ERASED');
      const orderIds = await erasePerson(trx, customer, now);
      await appendAudit(trx, { staffId: staff.id, action: 'customer.erase', target: `customer:${customer.id}`, before: null, after: { orders: orderIds } }, now);
    });
    return this.get(id, staff, lang);
  }

  /** Queues the order's confirmation again (written when it is sent, with its documents); audited on the order. */
  async resendConfirmation(orderId: number, staff: SessionStaff, lang: Lang): Promise<void> {
    requireWholeScope(staff);
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const order = await findOrder(this.db, orderId);
    if (order === undefined || order.shop_id !== shop.id) throw new DomainError('OFFICE_ORDER_NOT_FOUND');
    if (order.status !== 'booked') throw new DomainError('OFFICE_ORDER_NOT_BOOKED');
    const customer = await findCustomer(this.db, shop.id, order.customer_id);
    if (customer === undefined || customer.erased_at !== null) throw new DomainError('OFFICE_CUSTOMER_ERASED');
    if (customer.email === '') throw new DomainError('OFFICE_CUSTOMER_NO_EMAIL');
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      await queueOrderMail(trx, order, 'confirmation', now);
      await appendAudit(trx, { staffId: staff.id, action: 'order.resend-confirmation', target: `order:${order.id}`, before: null, after: null }, now);
    });
  }
}
