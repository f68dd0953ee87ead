import { existsSync } from 'node:fs';
import type { Writable } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from './config.js';
import { isCatalogEmpty } from './catalog/catalog-import.js';
import { createDailyTopUp } from './catalog/daily-top-up.js';
import { refreshEventListFirsts } from './catalog/event-list-firsts.js';
import { topUpTimeslots } from './catalog/timeslot-writer.js';
import { CATALOG_GROUPS, composeKinds, importCatalog, migrateToLatest, suggestibleIds, type ComposedKinds } from './kinds.js';
import { readCatalogFile } from './catalog/read-catalog-file.js';
import { createDatabase, type Db, type QueryObserver } from './db/database.js';
import { noFaults, type FaultHook } from './db/fault-points.js';
import { OrderDocuments } from './documents/order-documents.js';
import { OrderWallet } from './documents/wallet/order-wallet.js';
import { EdgeCache } from './http/edge-cache.js';
import { jsonSerializerCompiler, zodValidatorCompiler } from './http/zod-schemas.js';
import { MailWorker, type AttachmentRenderer, type MailWriter } from './mail/mail-worker.js';
import { registerOutboxPage } from './mail/outbox-page.routes.js';
import { createBackgroundJobs, type BackgroundJobs } from './modules/checkout/background-jobs.js';
import { FulfilmentOfficeService } from './modules/fulfilment/fulfilment-office.service.js';
import { registerFulfilmentOfficeRoutes } from './modules/fulfilment/fulfilment-office.routes.js';
import { StaffMailOfficeService } from './modules/staff-notices/staff-mail-office.service.js';
import { registerStaffMailOfficeRoutes } from './modules/staff-notices/staff-mail-office.routes.js';
import { StaffNotices } from './modules/staff-notices/staff-notices.job.js';
import { VisitorsOfficeService } from './modules/visitors/visitors-office.service.js';
import { registerVisitorsOfficeRoutes } from './modules/visitors/visitors-office.routes.js';
import { BookingService } from './modules/checkout/booking.service.js';
import { registerCheckoutRoutes } from './modules/checkout/checkout.routes.js';
import { registerCatalogGroupsOfficeRoutes } from './modules/catalog-groups/catalog-groups-office.routes.js';
import { CatalogGroupsOfficeService } from './modules/catalog-groups/catalog-groups-office.service.js';
import { BasketPrices } from './modules/orders/basket-prices.js';
import { registerBasketPricesRoutes } from './modules/orders/basket-prices.routes.js';
import { CheckoutService } from './modules/checkout/checkout.service.js';
import { OrderMails, outboxMail } from './modules/checkout/order-mails.js';
import { OrderPaymentService } from './modules/checkout/order-payment.service.js';
import { OrderPaymentDirectory } from './modules/checkout/payment-directory.js';
import { PaymentStarter } from './modules/checkout/payment-start.js';
import { sweepAndReconcile } from './modules/checkout/reconciliation.js';
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
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { ImageUploadService } from './modules/images/image-upload.service.js';
import { registerImageRoutes } from './modules/images/images.routes.js';
import { registerPagesOfficeRoutes } from './modules/pages/pages-office.routes.js';
import { registerOfficeOrdersRoutes } from './modules/orders/office-orders.routes.js';
import { registerOfficeCustomersRoutes } from './modules/customer/office-customers.routes.js';
import { OfficeCustomersService } from './modules/customer/office-customers.service.js';
import { registerDeskRoutes } from './modules/desk/desk.routes.js';
import { registerDoorRoutes } from './modules/door/door.routes.js';
import { doorServices } from './modules/door/door-services.js';
import { DeskVoucherCodesService } from './modules/desk/desk-voucher-codes.service.js';
import { DeskVoucherSaleService } from './modules/desk/desk-voucher-sale.service.js';
import { RefundService } from './modules/refunds/refund.service.js';
import { registerRefundRoutes } from './modules/refunds/refunds.routes.js';
import { OfficeOrdersService } from './modules/orders/office-orders.service.js';
import { registerVisitMovesRoutes } from './modules/orders/visit-moves.routes.js';
import { VisitMovesService } from './modules/orders/visit-moves.service.js';
import { SlotCancellationService } from './modules/slot-cancellations/slot-cancellation.service.js';
import { registerSlotCancellationRoutes } from './modules/slot-cancellations/slot-cancellations.routes.js';
import { SlotChoiceService } from './modules/slot-cancellations/slot-choice.service.js';
import { registerSlotChoiceRoutes } from './modules/slot-cancellations/slot-choices.routes.js';
import { registerReportsRoutes } from './modules/reports/reports.routes.js';
import { ReportsService } from './modules/reports/reports.service.js';
import { PagesOfficeService } from './modules/pages/pages-office.service.js';
import { registerSettingsOfficeRoutes } from './modules/shop/settings-office.routes.js';
import { SettingsOfficeService } from './modules/shop/settings-office.service.js';
import { PictureThread } from './modules/images/picture-thread.js';
import { SquarePngs } from './modules/images/square-pngs.js';
import { SvgRaster } from './modules/images/svg-raster.js';
import { registerUploadedImageRoutes } from './modules/images/uploaded-images.routes.js';
import { OrderPlacement } from './modules/orders/order-placement.js';
import { registerOrderReviewRoutes } from './modules/orders/order-review.routes.js';
import { OrderReviewService } from './modules/orders/order-review.service.js';
import { registerOrderRoutes } from './modules/orders/orders.routes.js';
import { registerPagesRoutes } from './modules/pages/pages.routes.js';
import { PagesService } from './modules/pages/pages.service.js';
import { registerPaymentTypesOfficeRoutes } from './modules/payment-types/payment-types-office.routes.js';
import { PaymentTypesOfficeService } from './modules/payment-types/payment-types-office.service.js';
import { registerPaymentTypesRoutes } from './modules/payment-types/payment-types.routes.js';
import { PaymentTypesService } from './modules/payment-types/payment-types.service.js';
import { registerShippingOfficeRoutes } from './modules/shipping/shipping-office.routes.js';
import { ShippingOfficeService } from './modules/shipping/shipping-office.service.js';
import { registerShippingRoutes } from './modules/shipping/shipping.routes.js';
import { registerOfficeGuard } from './modules/staff/office-guard.js';
import { registerOfficeSessionRoutes } from './modules/staff/office-session.routes.js';
import { prepareOfficeStaff } from './modules/staff/office-start.js';
import { registerSetUpRoutes } from './modules/staff/set-up.routes.js';
import { SetUpService } from './modules/staff/set-up.service.js';
import { SignInService } from './modules/staff/sign-in.service.js';
import { StaffManagementService } from './modules/staff/staff-management.service.js';
import { StaffSessionReader } from './modules/staff/staff-session-reader.js';
import { registerStaffRoutes } from './modules/staff/staff.routes.js';
import { ShippingService } from './modules/shipping/shipping.service.js';
import { DEFAULT_TIME_ZONE, ShopResolver } from './kernel/shop-context.js';
import { findDefaultShopId } from './kernel/shop-settings.js';
import { registerShopRoutes } from './modules/shop/shop.routes.js';
import { ShopService } from './modules/shop/shop.service.js';
import { registerSuggestionsOfficeRoutes } from './modules/suggestions/suggestions-office.routes.js';
import { SuggestionsOfficeService } from './modules/suggestions/suggestions-office.service.js';
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
import { registerOpenApi, tagOfficeRoutes } from './plugins/openapi.js';
import { registerPublicReads } from './plugins/public-reads.js';
import { registerRateLimits, type RateLimitRedis } from './plugins/rate-limit.js';
import { connectRedis } from './plugins/redis-client.js';
import { lazyChildLoggerFactory } from './plugins/lazy-request-logger.js';
import { createRequestIdGenerator, registerRequestLog } from './plugins/request-log.js';
import { registerWeb } from './plugins/web.js';
import { registerOfficeApp } from './plugins/office-app.js';

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
    /** Staff refunds (tests stop one at a fault point with `withFaults`, and run the retry path). */
    refunds: RefundService;
    /** Cancelled times and their buyers' choices (tests stop one at a fault point with `withFaults`). */
    slotCancellations: SlotCancellationService;
    slotChoices: SlotChoiceService;
  }
}

/**
 * Schema, the office's staff (production refuses demo staff, the demo seeds them), then the catalog
 * file imported on the very first start (an empty shop table), never over an existing catalog.
 */
const prepareDatabase = async (app: FastifyInstance, db: Db, config: Config): Promise<void> => {
  await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);
  await prepareOfficeStaff(db, config, app.log);
  const timeZone = config.overrides.timeZone ?? DEFAULT_TIME_ZONE;
  if (!(await isCatalogEmpty(db))) {
    await topUpTimeslots(db, new Date(), timeZone);
  } else if (existsSync(config.catalogFile)) {
    const result = await importCatalog(db, await readCatalogFile(config.catalogFile), { clock: { timeZone } });
    const added = Object.fromEntries(result.lists.map((list) => [list.list, list.added.length]));
    app.log.info({ file: config.catalogFile, shopId: result.shopId, added }, 'catalog imported into the empty database');
  } else {
    app.log.warn({ file: config.catalogFile }, 'empty database and no catalog file: shop calls answer UNKNOWN_SHOP');
  }
  // The event list's first slots, before the first visitor asks rather than at the first background round.
  await refreshEventListFirsts(db, timeZone, new Date());
};

/**
 * What the app is composed of: one shop resolver and the kinds of line built on it (kinds.ts), whose
 * registry is handed to checkout, booking, documents, mail, shipping and suggestions; one picture
 * thread, for the office's uploads and the square PNGs of pictures that documents and mails show.
 */
interface Parts {
  db: Db;
  shops: ShopResolver;
  kinds: ComposedKinds;
  pictures: PictureThread;
  pngs: SquarePngs;
}

const registerApi = async (app: FastifyInstance, { db, shops, kinds }: Parts, shop: ShopService): Promise<void> => {
  await app.register(
    async (api) => {
      registerLanguageCheck(api);
      registerShopRoutes(api, shop);
      registerPagesRoutes(api, new PagesService(db, shops));
      registerPaymentTypesRoutes(api, new PaymentTypesService(db, shops));
      registerCustomerRoutes(api, new CustomerService(db, shops));
      kinds.registerRoutes(api);
      registerSuggestionsRoutes(api, new SuggestionsService(db, shops, kinds.lineKinds));
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
const registerCheckout = async (app: FastifyInstance, { db, shops, kinds: { lineKinds: kinds }, pngs }: Parts, config: Config, faults: FaultHook = noFaults): Promise<{ refunds: RefundService; slotCancellations: SlotCancellationService }> => {
  const publicOrigin = new URL(config.publicUrl).origin;
  const provider = await createPaymentProvider(config.payments, db, publicOrigin, app.log);
  const walletOffer = { apple: config.wallet.apple !== undefined, google: config.wallet.google !== undefined };
  const booking = new BookingService(db, kinds, faults, walletOffer);
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
  const documents = new OrderDocuments(db, shops, kinds, { staticDir: config.staticDir, publicUrl: config.publicUrl, pngs });
  const renderAttachment: AttachmentRenderer = documents.attachment;
  const wallet = new OrderWallet(db, shops, kinds, config.wallet, { staticDir: config.staticDir, publicUrl: config.publicUrl, pngs });
  const writeMail = outboxMail(db, new OrderMails(shops, kinds, config.publicUrl, walletOffer));
  const mail = config.smtpUrl === undefined ? null : new MailWorker(db, nodemailer.createTransport(config.smtpUrl), mailSender(db, shops, config), writeMail, renderAttachment, app.log);
  const timeZone = config.overrides.timeZone ?? DEFAULT_TIME_ZONE;
  const dailyTopUp = createDailyTopUp(db, timeZone, new Date());
  // The event list's first bookable slots are found again after the top-up, which may add slots.
  const topUp = async (now: Date) => {
    const toppedUp = await dailyTopUp(now);
    await refreshEventListFirsts(db, timeZone, now);
    return toppedUp;
  };
  const staffNotices = new StaffNotices(db, shops, config.publicUrl);
  const refunds = new RefundService(db, shops, kinds, provider, config.publicUrl, app.log);
  const slotCancellations = new SlotCancellationService(db, shops, kinds, config.publicUrl, app.log);
  const slotChoices = new SlotChoiceService(db, shops, kinds, new VisitMovesService(db, shops, kinds, config.publicUrl), refunds, app.log);
  // Each round also finishes refunds a crash or an unreachable provider left reserved, tells the
  // buyers of cancelled times not told yet and refunds those who did not choose by the deadline.
  const reconcile = async (now: Date = new Date()) => {
    const swept = await sweepAndReconcile(db, { checkout, booking, settlement, log: app.log }, now);
    await refunds.finishInterrupted(now);
    await slotCancellations.finishInterrupted(now);
    await slotChoices.finishInterrupted(now);
    return swept;
  };
  const jobs = createBackgroundJobs(reconcile, mail, topUp, (now) => staffNotices.run(now), app.log);
  app.decorate('jobs', jobs);
  app.decorate('settlement', settlement);
  app.decorate('outboxMail', writeMail);
  app.decorate('refunds', refunds);
  app.decorate('slotCancellations', slotCancellations);
  app.decorate('slotChoices', slotChoices);
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
      registerOrderRoutes(api, db, documents, wallet);
      registerOrderReviewRoutes(api, { reviews: new OrderReviewService(db, shops, kinds, walletOffer), requireCustomer });
      registerShippingRoutes(api, db, new ShippingService(db, shops, kinds), config.rateLimitPerMinute);
      registerVoucherCodeRoutes(api, new VoucherCodesService(db, shops), config.rateLimitPerMinute);
      registerSlotChoiceRoutes(api, slotChoices, config.rateLimitPerMinute);
      registerBasketPricesRoutes(api, new BasketPrices(db, shops, kinds), config.rateLimitPerMinute);
    },
    { prefix: '/api/:lang' },
  );
  await provider.register(app, { settlement, payments: new OrderPaymentDirectory(db, shops, kinds) });
  // The outbox page shows every customer's mail: only the demo without SMTP has it.
  if (config.mode === 'demo' && config.smtpUrl === undefined) registerOutboxPage(app, db, writeMail, renderAttachment);
  if (config.jobIntervalSeconds > 0) app.addHook('onReady', async () => jobs.start(config.jobIntervalSeconds * 1000));
  return { refunds, slotCancellations };
};

/**
 * The back office's API under /office/api (docs/office.md): staff sign-in, sessions in a cookie only
 * /office receives, staff management, the audit log, picture uploads, the shop's settings and pages and each kind's catalog screens'
 * calls. Its routes are tagged `office`: they have their own OpenAPI document, not the shop's. Every
 * route after sign-in guards itself with `requireStaff`. Uploaded pictures are served to everyone
 * under /static/uploads, from the database.
 */
const registerOffice = async (app: FastifyInstance, { db, shops, kinds, pictures, pngs }: Parts, config: Config, refunds: RefundService, slotCancellations: SlotCancellationService): Promise<void> => {
  registerUploadedImageRoutes(app, db, pngs);
  await app.register(
    async (office) => {
      tagOfficeRoutes(office);
      await office.register(fastifyCookie);
      const sessions = new StaffSessionReader(db, config.office.idleTimeoutMinutes);
      const requireStaff = registerOfficeGuard(office, sessions);
      registerOfficeSessionRoutes(office, { signIn: new SignInService(db, sessions, shops, config.office.signInAttemptsPerAddress), requireStaff, publicUrl: config.publicUrl });
      registerSetUpRoutes(office, { setUp: new SetUpService(db), publicUrl: config.publicUrl });
      registerStaffRoutes(office, { staff: new StaffManagementService(db, shops, config.publicUrl), requireStaff });
      kinds.registerOfficeRoutes(office, requireStaff);
      for (const groups of CATALOG_GROUPS) registerCatalogGroupsOfficeRoutes(office, new CatalogGroupsOfficeService(db, shops, groups), requireStaff);
      registerSettingsOfficeRoutes(office, new SettingsOfficeService(db), requireStaff);
      registerPagesOfficeRoutes(office, new PagesOfficeService(db, shops), requireStaff);
      registerOfficeOrdersRoutes(office, new OfficeOrdersService(db, shops, kinds.lineKinds), requireStaff);
      registerVisitMovesRoutes(office, new VisitMovesService(db, shops, kinds.lineKinds, config.publicUrl), requireStaff);
      registerOfficeCustomersRoutes(office, new OfficeCustomersService(db, shops), requireStaff);
      // A sale at the desk is placed and booked by the shop's own placement and booking, as an online sale is.
      const booking = new BookingService(db, kinds.lineKinds);
      const placement = new OrderPlacement(db, shops, kinds.lineKinds, config.holdMinutes, config.maxOrderPlaces);
      const sales = new DeskVoucherSaleService(db, shops, placement, (trx, orderId, now) => booking.bookPendingWithin(trx, orderId, now), config.publicUrl);
      registerDeskRoutes(office, { codes: new DeskVoucherCodesService(db, shops), sales }, requireStaff);
      registerFulfilmentOfficeRoutes(office, new FulfilmentOfficeService(db, shops, config.publicUrl), requireStaff);
      registerStaffMailOfficeRoutes(office, new StaffMailOfficeService(db, shops), requireStaff);
      registerVisitorsOfficeRoutes(office, new VisitorsOfficeService(db, shops, kinds.lineKinds), requireStaff);
      registerReportsRoutes(office, new ReportsService(db, shops), requireStaff);
      registerRefundRoutes(office, { refunds, db, shops, requireStaff });
      registerSlotCancellationRoutes(office, slotCancellations, requireStaff);
      registerPaymentTypesOfficeRoutes(office, new PaymentTypesOfficeService(db, shops), requireStaff);
      registerShippingOfficeRoutes(office, new ShippingOfficeService(db, shops), requireStaff);
      registerDoorRoutes(office, doorServices(db, shops, config.publicUrl), requireStaff);
      registerSuggestionsOfficeRoutes(office, new SuggestionsOfficeService(db, shops, suggestibleIds), requireStaff);
      await registerImageRoutes(office, { uploads: new ImageUploadService(db, pictures, new SvgRaster()), requireStaff });
    },
    { prefix: '/office/api' },
  );
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
  await registerOfficeApp(app, config);
  await registerRateLimits(app, db, redis);
  const pictures = new PictureThread();
  app.addHook('onClose', async () => pictures.stop());
  const parts: Parts = { db, shops, kinds: composeKinds({ db, shops, publicUrl: config.publicUrl }), pictures, pngs: new SquarePngs(db, pictures) };
  await registerApi(app, parts, shop);
  const { refunds, slotCancellations } = await registerCheckout(app, parts, config, options.faults);
  await registerOffice(app, parts, config, refunds, slotCancellations);
  registerHealthRoutes(app, db);
  return app;
};

/** A ready Fastify instance with the database attached; closing it closes the database. */
export const buildApp = async (config: Config): Promise<FastifyInstance> => {
  const app = await createApp(config);
  await app.ready();
  return app;
};
