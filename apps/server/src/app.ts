import { existsSync } from 'node:fs';
import type { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from './config.js';
import { isCatalogEmpty } from './catalog/catalog-loader.js';
import { createDailyTopUp } from './catalog/daily-top-up.js';
import { topUpTimeslots } from './catalog/timeslot-writer.js';
import { loadCatalog, migrateToLatest } from './kinds.js';
import { readCatalogFile } from './catalog/read-catalog-file.js';
import { createDatabase, type Db, type QueryObserver } from './db/database.js';
import { noFaults, type FaultHook } from './db/fault-points.js';
import { OrderDocuments } from './documents/order-documents.js';
import { EdgeCache } from './http/edge-cache.js';
import { jsonSerializerCompiler, zodValidatorCompiler } from './http/zod-schemas.js';
import { MailWorker, type AttachmentRenderer, type MailWriter } from './mail/mail-worker.js';
import { registerOutboxPage } from './mail/outbox-page.routes.js';
import { createBackgroundJobs, type BackgroundJobs } from './modules/checkout/background-jobs.js';
import { BookingService } from './modules/checkout/booking.service.js';
import { registerCheckoutRoutes } from './modules/checkout/checkout.routes.js';
import { CheckoutService } from './modules/checkout/checkout.service.js';
import { OrderMails, outboxMail } from './modules/checkout/order-mails.js';
import { OrderPaymentService } from './modules/checkout/order-payment.service.js';
import { OrderPaymentDirectory } from './modules/checkout/payment-directory.js';
import { PaymentStarter } from './modules/checkout/payment-start.js';
import { sweepAndReconcile } from './modules/checkout/reconciliation.js';
import { LineKinds } from './modules/commerce/line-kinds.js';
import { registerCustomerAuthRoutes } from './modules/customer-auth/customer-auth.routes.js';
import { CustomerAuthService } from './modules/customer-auth/customer-auth.service.js';
import { AccountService } from './modules/customer-auth/account.service.js';
import { LoginService } from './modules/customer-auth/login.service.js';
import { PasswordResetService } from './modules/customer-auth/password-reset.service.js';
import { registerPasswordRoutes } from './modules/customer-auth/password.routes.js';
import { RegistrationService } from './modules/customer-auth/registration.service.js';
import { registerRegistrationRoutes } from './modules/customer-auth/registration.routes.js';
import { registerSessionRoutes } from './modules/customer-auth/session.routes.js';
import { registerCustomerRoutes } from './modules/customer/customer.routes.js';
import { CustomerService } from './modules/customer/customer.service.js';
import { donationLineKind } from './modules/donations/donation-line-kind.js';
import { registerDonationRoutes } from './modules/donations/donations.routes.js';
import { DonationsService } from './modules/donations/donations.service.js';
import { registerEventsRoutes } from './modules/events/events.routes.js';
import { EventsService } from './modules/events/events.service.js';
import { ticketLineKind } from './modules/events/ticket-line-kind.js';
import { voucherLineKind } from './modules/gift-vouchers/voucher-line-kind.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerGiftVoucherRoutes } from './modules/gift-vouchers/gift-vouchers.routes.js';
import { GiftVouchersService } from './modules/gift-vouchers/gift-vouchers.service.js';
import { registerMerchandiseRoutes } from './modules/merchandise/merchandise.routes.js';
import { merchandiseLineKind } from './modules/merchandise/merchandise-line-kind.js';
import { MerchandiseService } from './modules/merchandise/merchandise.service.js';
import { OrderPlacement } from './modules/orders/order-placement.js';
import { registerOrderReviewRoutes } from './modules/orders/order-review.routes.js';
import { OrderReviewService } from './modules/orders/order-review.service.js';
import { registerOrderRoutes } from './modules/orders/orders.routes.js';
import { registerPagesRoutes } from './modules/pages/pages.routes.js';
import { PagesService } from './modules/pages/pages.service.js';
import { registerPaymentTypesRoutes } from './modules/payment-types/payment-types.routes.js';
import { PaymentTypesService } from './modules/payment-types/payment-types.service.js';
import { annualPassLineKind } from './modules/passes/annual-pass-line-kind.js';
import { registerShippingRoutes } from './modules/shipping/shipping.routes.js';
import { ShippingService } from './modules/shipping/shipping.service.js';
import { DEFAULT_TIME_ZONE, ShopResolver } from './kernel/shop-context.js';
import { findDefaultShopId } from './kernel/shop-settings.js';
import { registerShopRoutes } from './modules/shop/shop.routes.js';
import { tourLineKind } from './modules/tours/tour-line-kind.js';
import { registerToursRoutes } from './modules/tours/tours.routes.js';
import { ToursService } from './modules/tours/tours.service.js';
import { ShopService } from './modules/shop/shop.service.js';
import { registerSuggestionsRoutes } from './modules/suggestions/suggestions.routes.js';
import { SuggestionsService } from './modules/suggestions/suggestions.service.js';
import { registerVoucherCodeRoutes } from './modules/vouchers/voucher-codes.routes.js';
import { VoucherCodesService } from './modules/vouchers/voucher-codes.service.js';
import { createPaymentProvider } from './payments/create-provider.js';
import { Settlement } from './payments/settlement.js';
import { registerControlCharacterCheck } from './plugins/control-characters.js';
import { registerCustomerAuth, requireRegistered } from './plugins/customer-auth.js';
import { embeddingPolicy, registerSecurityHeaders } from './plugins/security-headers.js';
import { readWebBuild } from './plugins/web-build.js';
import { registerErrorHandler } from './plugins/errors.js';
import { clientErrorHandlerIn, frameworkErrorsIn } from './plugins/http-layer-errors.js';
import { MuseumRegion } from './plugins/museum-region.js';
import { registerLanguageCheck } from './plugins/language.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerPublicReads } from './plugins/public-reads.js';
import { registerRateLimits, type RateLimitRedis } from './plugins/rate-limit.js';
import { connectRedis } from './plugins/redis-client.js';
import { lazyChildLoggerFactory } from './plugins/lazy-request-logger.js';
import { createRequestIdGenerator, registerRequestLog } from './plugins/request-log.js';
import { registerWeb } from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Hold sweeper, reconciliation and mail worker; the timer runs every JOB_INTERVAL_SECONDS, tests call them directly. */
    jobs: BackgroundJobs;
    /** The only way a payment changes state; a provider's notice arrives here (tests play a late provider with it). */
    settlement: Settlement;
    /** The mail an outbox row sends, written as the mail worker writes it (tests read queued order mails with it). */
    outboxMail: MailWriter;
  }
}

/** The catalog as the shop lists it: pages and routes read it, and so do the kinds' suggestions. */
export interface CatalogServices {
  events: EventsService;
  tours: ToursService;
  merchandise: MerchandiseService;
}

export const catalogServices = (db: Db, shops: ShopResolver): CatalogServices => ({
  events: new EventsService(db, shops),
  tours: new ToursService(db, shops),
  merchandise: new MerchandiseService(db, shops),
});

/**
 * Every kind of line the shop sells (docs/architecture.md "Adding a kind"): the one registry, handed
 * to checkout, booking, documents, mail, shipping and suggestions. A kind missing here is a compile error.
 */
export const composeLineKinds = (db: Db, catalog: CatalogServices): LineKinds => {
  const tickets = ticketLineKind(db, catalog.events);
  return new LineKinds({
    ticket: tickets,
    dayTicket: tickets,
    guidedTour: tourLineKind(catalog.tours),
    merchandise: merchandiseLineKind(catalog.merchandise),
    annualPass: annualPassLineKind,
    voucher: voucherLineKind,
    donation: donationLineKind,
  });
};

/** Schema, then the catalog file on the very first start (an empty shop table), never over an existing catalog. */
const prepareDatabase = async (app: FastifyInstance, db: Db, config: Config): Promise<void> => {
  await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);
  const timeZone = config.overrides.timeZone ?? DEFAULT_TIME_ZONE;
  if (!(await isCatalogEmpty(db))) {
    await topUpTimeslots(db, new Date(), timeZone);
    return;
  }
  if (!existsSync(config.catalogFile)) {
    app.log.warn({ file: config.catalogFile }, 'empty database and no catalog file: shop calls answer UNKNOWN_SHOP');
    return;
  }
  const result = await loadCatalog(db, await readCatalogFile(config.catalogFile), { timeZone });
  app.log.info({ file: config.catalogFile, ...result }, 'catalog loaded into the empty database');
};

/** What the app is composed of: one shop resolver, the catalog's services and the kinds of line built on them. */
interface Parts {
  db: Db;
  shops: ShopResolver;
  catalog: CatalogServices;
  kinds: LineKinds;
}

const registerApi = async (app: FastifyInstance, { db, shops, catalog, kinds }: Parts, shop: ShopService): Promise<void> => {
  await app.register(
    async (api) => {
      registerLanguageCheck(api);
      registerShopRoutes(api, shop);
      registerPagesRoutes(api, new PagesService(db, shops));
      registerPaymentTypesRoutes(api, new PaymentTypesService(db, shops));
      registerCustomerRoutes(api, new CustomerService(db, shops));
      registerEventsRoutes(api, catalog.events);
      registerToursRoutes(api, catalog.tours);
      registerMerchandiseRoutes(api, catalog.merchandise);
      registerGiftVoucherRoutes(api, new GiftVouchersService(db, shops));
      registerDonationRoutes(api, new DonationsService(db, shops));
      registerSuggestionsRoutes(api, new SuggestionsService(db, shops, kinds));
    },
    { prefix: '/api/:lang' },
  );
};

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
const registerCheckout = async (app: FastifyInstance, { db, shops, kinds }: Parts, config: Config, faults: FaultHook = noFaults): Promise<void> => {
  const publicOrigin = new URL(config.publicUrl).origin;
  const provider = await createPaymentProvider(config.payments, db, publicOrigin, app.log);
  const booking = new BookingService(db, kinds, faults);
  const settlement = new Settlement(
    db,
    async (orderId, paid) => {
      await booking.book(orderId, paid);
    },
    app.log,
    (trx, orderId, now) => booking.bookPendingWithin(trx, orderId, now),
    faults,
  );
  const placement = new OrderPlacement(db, shops, kinds, config.holdMinutes, config.maxOrderPlaces, faults);
  const starter = new PaymentStarter(db, provider, settlement, faults);
  const checkout = new CheckoutService(db, { placement, booking, starter, provider, settlement, publicOrigin, faults });
  const orderPayments = new OrderPaymentService(db, shops, starter, provider, settlement, publicOrigin, faults);
  const documents = new OrderDocuments(db, shops, kinds, { staticDir: config.staticDir, publicUrl: config.publicUrl });
  const renderAttachment: AttachmentRenderer = documents.attachment;
  const writeMail = outboxMail(db, new OrderMails(shops, kinds, config.publicUrl));
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
      // The account calls of SPEC §7: login and logout, registration, settings and password recovery.
      const account = new AccountService(db, shops, config.publicUrl);
      const requireRegisteredCustomer = requireRegistered(requireCustomer);
      const rateLimitPerMinute = config.rateLimitPerMinute;
      registerSessionRoutes(api, { login: new LoginService(db, shops, config.sessionHours), account, requireCustomer, rateLimitPerMinute });
      registerRegistrationRoutes(api, { registration: new RegistrationService(db, shops, config.sessionHours, config.publicUrl), account, requireRegistered: requireRegisteredCustomer, rateLimitPerMinute });
      registerPasswordRoutes(api, { resets: new PasswordResetService(db, shops, config.sessionHours, config.publicUrl), account, requireRegistered: requireRegisteredCustomer, rateLimitPerMinute });
      registerCheckoutRoutes(api, { checkout, orderPayments, requireCustomer, rateLimitPerMinute: config.rateLimitPerMinute });
      registerOrderRoutes(api, db, documents);
      registerOrderReviewRoutes(api, { reviews: new OrderReviewService(db, shops, kinds), requireCustomer });
      registerShippingRoutes(api, db, new ShippingService(db, shops, kinds), config.rateLimitPerMinute);
      registerVoucherCodeRoutes(api, new VoucherCodesService(db, shops), config.rateLimitPerMinute);
    },
    { prefix: '/api/:lang' },
  );
  await provider.register(app, { settlement, payments: new OrderPaymentDirectory(db, shops, kinds) });
  // The outbox page shows every customer's mail: only the demo without SMTP has it.
  if (config.mode === 'demo' && config.smtpUrl === undefined) registerOutboxPage(app, db, writeMail, renderAttachment);
  if (config.jobIntervalSeconds > 0) app.addHook('onReady', async () => jobs.start(config.jobIntervalSeconds * 1000));
};

/**
 * Everything registered but not started, so tests may add routes before `ready()`.
 * `logStream` receives the log instead of standard output (tests read what the server logged);
 * `onQuery` sees every SQL statement the server runs (tests count what one request costs);
 * `faults` is called between the writes of a checkout (crash tests throw there).
 */
export const createApp = async (config: Config, options: { logStream?: Writable; onQuery?: QueryObserver; faults?: FaultHook } = {}): Promise<FastifyInstance> => {
  const requestTimeoutMs = config.requestTimeoutSeconds * 1000;
  // Error texts follow the museum's region; the shops it is read from come after Fastify.
  const region = new MuseumRegion();
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream === undefined ? {} : { stream: options.logStream }) },
    trustProxy: config.trustProxy,
    // A client that sends its request or body slowly is cut off (408) instead of holding a connection forever.
    // Node reads the timeout when it creates the server and looks for expired requests only every
    // connectionsCheckingInterval (30 s by default), so both go to the server itself.
    requestTimeout: requestTimeoutMs,
    http: { requestTimeout: requestTimeoutMs, connectionsCheckingInterval: Math.max(100, Math.round(requestTimeoutMs / 6)) },
    frameworkErrors: frameworkErrorsIn(region),
    clientErrorHandler: clientErrorHandlerIn(region),
    // Fastify's two lines per request give way to one concise access-log line (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: createRequestIdGenerator(),
    childLoggerFactory: lazyChildLoggerFactory,
  });
  const db = createDatabase(config.database, {
    onQuery: options.onQuery,
    onCheckpointError: (error) => app.log.error({ err: error }, "SQLite checkpoints on their own thread failed; the server's connection checkpoints instead"),
  });
  app.addHook('onClose', async () => db.destroy());
  let redis: RateLimitRedis | undefined;
  try {
    if (config.redis !== undefined) redis = { client: await connectRedis(app, config.redis), config: config.redis };
    await prepareDatabase(app, db, config);
  } catch (error) {
    await app.close();
    throw error;
  }
  app.decorate('db', db);
  app.decorate('config', config);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  registerRequestLog(app, config.accessLog);
  registerErrorHandler(app, region);
  registerControlCharacterCheck(app);
  const shops = new ShopResolver(db, config.overrides);
  region.attach(shops);
  const embedding = () => {
    const settings = shops.defaultSettingsAtHand();
    return settings === undefined ? shops.resolveOrFirst(undefined, 'en').then((shop) => embeddingPolicy(shop.settings)) : embeddingPolicy(settings);
  };
  registerSecurityHeaders(app, embedding, readWebBuild(config.webDist)?.template ?? null);
  // The one cache of public answers: the API's public reads and the shop pages with their boot data.
  const edge = new EdgeCache(db);
  registerPublicReads(app, edge);
  await registerOpenApi(app, config.publicUrl);
  const shop = new ShopService(db, shops, config.holdMinutes, config.staticDir);
  // index.html carries the API's own config, shop info and payment types, from the edge cache.
  await registerWeb(app, config, shop, edge);
  await registerRateLimits(app, db, redis);
  const catalog = catalogServices(db, shops);
  const parts: Parts = { db, shops, catalog, kinds: composeLineKinds(db, catalog) };
  await registerApi(app, parts, shop);
  await registerCheckout(app, parts, config, options.faults);
  registerHealthRoutes(app, db);
  return app;
};

/** A ready Fastify instance with the database attached; closing it closes the database. */
export const buildApp = async (config: Config): Promise<FastifyInstance> => {
  const app = await createApp(config);
  await app.ready();
  return app;
};
