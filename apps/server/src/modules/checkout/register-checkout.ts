import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { renderOrderTickets } from '../../documents/order-tickets.js';
import { MailWorker, type AttachmentRenderer } from '../../mail/mail-worker.js';
import { registerOutboxPage } from '../../mail/outbox-page.routes.js';
import { registerPayPageRoutes } from '../../payments/providers/test-provider/pay-page.routes.js';
import { TestPaymentProvider } from '../../payments/providers/test-provider/test-provider.js';
import { registerCustomerAuth } from '../../plugins/customer-auth.js';
import { registerLanguageCheck } from '../../plugins/language.js';
import { registerCustomerAuthRoutes } from '../customer-auth/customer-auth.routes.js';
import { CustomerAuthService } from '../customer-auth/customer-auth.service.js';
import { registerOrderRoutes } from '../orders/orders.routes.js';
import { findDefaultShopId } from '../shop/shop.repository.js';
import { ShopResolver } from '../shop/shop-context.js';
import { createBackgroundJobs, type BackgroundJobs } from './background-jobs.js';
import { BookingService } from './booking.service.js';
import { registerCheckoutRoutes } from './checkout.routes.js';
import { CheckoutService } from './checkout.service.js';
import { PaymentSettlement } from './payment-settlement.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hold sweeper and mail worker; the timer runs every JOB_INTERVAL_SECONDS, tests call them directly. */
    jobs: BackgroundJobs;
  }
}

const mailSender = (db: Db, shops: ShopResolver, config: Config) => async (): Promise<string> => {
  if (config.mailFrom !== undefined) return config.mailFrom;
  const id = await findDefaultShopId(db);
  const shop = id === undefined ? undefined : await shops.resolve(id, 'en').catch(() => undefined);
  return shop === undefined ? 'shop@localhost' : `"${shop.settings.meta.museum_name.replace(/"/g, '')}" <${shop.settings.meta.email}>`;
};

/**
 * Guest sessions, checkout, booking, the built-in payment page, ticket downloads, the mail outbox
 * and the background jobs (issue 3).
 */
export const registerCheckout = async (app: FastifyInstance, db: Db, config: Config): Promise<void> => {
  const shops = new ShopResolver(db, config.overrides);
  const provider = new TestPaymentProvider(db);
  const booking = new BookingService(db, shops, provider, config.publicUrl);
  const checkout = new CheckoutService(db, shops, provider, config.holdMinutes);
  const renderAttachment: AttachmentRenderer = async (attachment) => {
    const pdf = await renderOrderTickets(db, shops, attachment.ref.orderId);
    if (pdf === undefined) throw new Error(`order ${attachment.ref.orderId} has no tickets to attach`);
    return pdf;
  };
  const mail = config.smtpUrl === undefined ? null : new MailWorker(db, nodemailer.createTransport(config.smtpUrl), mailSender(db, shops, config), renderAttachment, app.log);
  const jobs = createBackgroundJobs(db, booking, mail, app.log);
  app.decorate('jobs', jobs);
  app.addHook('preClose', async () => jobs.stop());
  await app.register(
    async (api) => {
      registerLanguageCheck(api);
      const requireCustomer = registerCustomerAuth(api, db);
      registerCustomerAuthRoutes(api, new CustomerAuthService(db, shops, config.sessionHours));
      registerCheckoutRoutes(api, { checkout, booking, requireCustomer, publicUrl: config.publicUrl });
      registerOrderRoutes(api, db, shops);
    },
    { prefix: '/api/:lang' },
  );
  await registerPayPageRoutes(app, new PaymentSettlement(db, shops));
  if (config.smtpUrl === undefined) registerOutboxPage(app, db, renderAttachment);
  if (config.jobIntervalSeconds > 0) app.addHook('onReady', async () => jobs.start(config.jobIntervalSeconds * 1000));
};
