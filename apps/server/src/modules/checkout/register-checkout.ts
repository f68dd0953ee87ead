import { createDailyTopUp } from '../../catalog/daily-top-up.js';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { noFaults, type FaultHook } from '../../db/fault-points.js';
import { OrderDocuments } from '../../documents/order-documents.js';
import { MailWorker, type AttachmentRenderer, type MailWriter } from '../../mail/mail-worker.js';
import { registerOutboxPage } from '../../mail/outbox-page.routes.js';
import { createPaymentProvider } from '../../payments/create-provider.js';
import { Settlement } from '../../payments/settlement.js';
import { registerCustomerAuth } from '../../plugins/customer-auth.js';
import { registerLanguageCheck } from '../../plugins/language.js';
import { registerCustomerAuthRoutes } from '../customer-auth/customer-auth.routes.js';
import { registerAccounts } from '../customer-auth/register-accounts.js';
import { CustomerAuthService } from '../customer-auth/customer-auth.service.js';
import { OrderPlacement } from '../orders/order-placement.js';
import { registerOrderReviewRoutes } from '../orders/order-review.routes.js';
import { OrderReviewService } from '../orders/order-review.service.js';
import { registerOrderRoutes } from '../orders/orders.routes.js';
import { registerShippingRoutes } from '../shipping/shipping.routes.js';
import { ShippingService } from '../shipping/shipping.service.js';
import { findDefaultShopId } from '../shop/shop.repository.js';
import { registerVoucherCodeRoutes } from '../vouchers/voucher-codes.routes.js';
import { VoucherCodesService } from '../vouchers/voucher-codes.service.js';
import { DEFAULT_TIME_ZONE, ShopResolver } from '../shop/shop-context.js';
import { createBackgroundJobs, type BackgroundJobs } from './background-jobs.js';
import { BookingService } from './booking.service.js';
import { registerCheckoutRoutes } from './checkout.routes.js';
import { CheckoutService } from './checkout.service.js';
import { OrderMails, outboxMail } from './order-mails.js';
import { OrderPaymentService } from './order-payment.service.js';
import { OrderPaymentDirectory } from './payment-directory.js';
import { PaymentStarter } from './payment-start.js';
import { sweepAndReconcile } from './reconciliation.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hold sweeper, reconciliation and mail worker; the timer runs every JOB_INTERVAL_SECONDS, tests call them directly. */
    jobs: BackgroundJobs;
    /** The only way a payment changes state; a provider's notice arrives here (tests play a late provider with it). */
    settlement: Settlement;
    /** The mail an outbox row sends, written as the mail worker writes it (tests read queued order mails with it). */
    outboxMail: MailWriter;
  }
}

const mailSender = (db: Db, shops: ShopResolver, config: Config) => async (): Promise<string> => {
  if (config.mailFrom !== undefined) return config.mailFrom;
  const id = await findDefaultShopId(db);
  const shop = id === undefined ? undefined : await shops.resolve(id, 'en').catch(() => undefined);
  return shop === undefined ? 'shop@localhost' : `"${shop.settings.meta.museum_name.replace(/"/g, '')}" <${shop.settings.meta.email}>`;
};

/**
 * Guest sessions, checkout on the commerce core, paying an existing order, order review and the
 * customer's orders, the payment provider's routes, ticket downloads, the demo's mail outbox page
 * and the background jobs. `faults`: the crash tests' hook between two writes (none in production).
 */
export const registerCheckout = async (app: FastifyInstance, db: Db, config: Config, faults: FaultHook = noFaults): Promise<void> => {
  const shops = new ShopResolver(db, config.overrides);
  const publicOrigin = new URL(config.publicUrl).origin;
  const provider = await createPaymentProvider(config.payments, db, publicOrigin, app.log);
  const booking = new BookingService(db, faults);
  const settlement = new Settlement(
    db,
    async (orderId, paid) => {
      await booking.book(orderId, paid);
    },
    app.log,
    (trx, orderId, now) => booking.bookPendingWithin(trx, orderId, now),
    faults,
  );
  const placement = new OrderPlacement(db, shops, config.holdMinutes, config.maxOrderPlaces, faults);
  const starter = new PaymentStarter(db, provider, settlement, faults);
  const checkout = new CheckoutService(db, { placement, booking, starter, provider, settlement, publicOrigin, faults });
  const orderPayments = new OrderPaymentService(db, shops, starter, provider, settlement, publicOrigin, faults);
  const documents = new OrderDocuments(db, shops, { staticDir: config.staticDir, publicUrl: config.publicUrl });
  const renderAttachment: AttachmentRenderer = documents.attachment;
  const writeMail = outboxMail(db, new OrderMails(shops, config.publicUrl));
  const mail = config.smtpUrl === undefined ? null : new MailWorker(db, nodemailer.createTransport(config.smtpUrl), mailSender(db, shops, config), writeMail, renderAttachment, app.log);
  const topUp = createDailyTopUp(db, config.overrides.timeZone ?? DEFAULT_TIME_ZONE, new Date());
  const jobs = createBackgroundJobs((now) => sweepAndReconcile(db, { checkout, booking, settlement, log: app.log }, now), mail, topUp, app.log);
  app.decorate('jobs', jobs);
  app.decorate('settlement', settlement);
  app.decorate('outboxMail', writeMail);
  app.addHook('preClose', async () => jobs.stop());
  await app.register(
    async (api) => {
      registerLanguageCheck(api);
      const requireCustomer = registerCustomerAuth(api, db);
      registerCustomerAuthRoutes(api, new CustomerAuthService(db, shops, config.sessionHours), config.rateLimitPerMinute);
      registerAccounts(api, db, shops, config, requireCustomer);
      registerCheckoutRoutes(api, { checkout, orderPayments, requireCustomer, rateLimitPerMinute: config.rateLimitPerMinute });
      registerOrderRoutes(api, db, documents);
      registerOrderReviewRoutes(api, { reviews: new OrderReviewService(db, shops), requireCustomer });
      registerShippingRoutes(api, db, new ShippingService(db, shops), config.rateLimitPerMinute);
      registerVoucherCodeRoutes(api, new VoucherCodesService(db, shops), config.rateLimitPerMinute);
    },
    { prefix: '/api/:lang' },
  );
  await provider.register(app, { settlement, payments: new OrderPaymentDirectory(db, shops) });
  // The outbox page shows every customer's mail: only the demo without SMTP has it.
  if (config.mode === 'demo' && config.smtpUrl === undefined) registerOutboxPage(app, db, writeMail, renderAttachment);
  if (config.jobIntervalSeconds > 0) app.addHook('onReady', async () => jobs.start(config.jobIntervalSeconds * 1000));
};
