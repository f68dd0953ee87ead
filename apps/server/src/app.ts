import { existsSync } from 'node:fs';
import type { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { isCatalogEmpty } from './catalog/catalog-loader.js';
import { loadCatalog } from './kinds.js';
import { topUpTimeslots } from './catalog/timeslot-writer.js';
import { readCatalogFile } from './catalog/read-catalog-file.js';
import { createDatabase, type Db, type QueryObserver } from './db/database.js';
import type { FaultHook } from './db/fault-points.js';
import { migrateToLatest } from './db/migrator.js';
import { EdgeCache } from './http/edge-cache.js';
import { jsonSerializerCompiler, zodValidatorCompiler } from './http/zod-schemas.js';
import { registerCheckout } from './modules/checkout/register-checkout.js';
import { registerDonationRoutes } from './modules/donations/donations.routes.js';
import { DonationsService } from './modules/donations/donations.service.js';
import { registerCustomerRoutes } from './modules/customer/customer.routes.js';
import { CustomerService } from './modules/customer/customer.service.js';
import { registerEventsRoutes } from './modules/events/events.routes.js';
import { EventsService } from './modules/events/events.service.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerGiftVoucherRoutes } from './modules/gift-vouchers/gift-vouchers.routes.js';
import { GiftVouchersService } from './modules/gift-vouchers/gift-vouchers.service.js';
import { registerMerchandiseRoutes } from './modules/merchandise/merchandise.routes.js';
import { MerchandiseService } from './modules/merchandise/merchandise.service.js';
import { registerPagesRoutes } from './modules/pages/pages.routes.js';
import { PagesService } from './modules/pages/pages.service.js';
import { registerPaymentTypesRoutes } from './modules/payment-types/payment-types.routes.js';
import { PaymentTypesService } from './modules/payment-types/payment-types.service.js';
import { DEFAULT_TIME_ZONE, ShopResolver } from './modules/shop/shop-context.js';
import { registerShopRoutes } from './modules/shop/shop.routes.js';
import { registerToursRoutes } from './modules/tours/tours.routes.js';
import { ToursService } from './modules/tours/tours.service.js';
import { ShopService } from './modules/shop/shop.service.js';
import { registerSuggestionsRoutes } from './modules/suggestions/suggestions.routes.js';
import { SuggestionsService } from './modules/suggestions/suggestions.service.js';
import { registerControlCharacterCheck } from './plugins/control-characters.js';
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
  }
}

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

const registerApi = async (app: FastifyInstance, db: Db, shops: ShopResolver, shop: ShopService): Promise<void> => {
  await app.register(
    async (api) => {
      registerLanguageCheck(api);
      registerShopRoutes(api, shop);
      registerPagesRoutes(api, new PagesService(db, shops));
      registerPaymentTypesRoutes(api, new PaymentTypesService(db, shops));
      registerCustomerRoutes(api, new CustomerService(db, shops));
      const catalog = { events: new EventsService(db, shops), tours: new ToursService(db, shops), merchandise: new MerchandiseService(db, shops) };
      registerEventsRoutes(api, catalog.events);
      registerToursRoutes(api, catalog.tours);
      registerMerchandiseRoutes(api, catalog.merchandise);
      registerGiftVoucherRoutes(api, new GiftVouchersService(db, shops));
      registerDonationRoutes(api, new DonationsService(db, (id, lang) => shops.resolve(id, lang)));
      registerSuggestionsRoutes(api, new SuggestionsService(db, shops, catalog));
    },
    { prefix: '/api/:lang' },
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
  await registerRateLimits(app, db, redis);
  await registerApi(app, db, shops, shop);
  await registerCheckout(app, db, config, options.faults);
  registerHealthRoutes(app, db);
  return app;
};

/** A ready Fastify instance with the database attached; closing it closes the database. */
export const buildApp = async (config: Config): Promise<FastifyInstance> => {
  const app = await createApp(config);
  await app.ready();
  return app;
};
