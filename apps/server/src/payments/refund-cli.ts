import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { createDatabase, type Db } from '../db/database.js';
import { DomainError } from '../errors/domain-error.js';
import { ShopResolver } from '../kernel/shop-context.js';
import { composeKinds, migrateToLatest } from '../kinds.js';
import { RefundService } from '../modules/refunds/refund.service.js';
import { createPaymentProvider } from './create-provider.js';

const USAGE = 'Usage: npm run refunds -w apps/server [-- --order <order number> | -- --all]';

export interface RefundCandidate {
  orderId: number;
  paymentId: string;
  providerRef: string | null;
  amountCents: number;
  currency: string;
  provider: string;
  createdAt: string;
}

/**
 * Orders paid after their places were gone (docs/operations.md "Refunds"), with the payment that took
 * the money, and payments that came after another payment had already paid their order.
 */
export const findRefundCandidates = (db: Db): Promise<RefundCandidate[]> =>
  db
    .selectFrom('orders')
    .innerJoin('payments', 'payments.order_id', 'orders.id')
    .select(['orders.id as orderId', 'payments.id as paymentId', 'payments.provider_ref as providerRef', 'payments.amount_cents as amountCents', 'payments.currency', 'payments.provider', 'orders.created_at as createdAt'])
    .where((eb) => eb.or([eb.and([eb('orders.status', '=', 'refund_required'), eb('payments.status', '=', 'confirmed')]), eb('payments.status', '=', 'refund_required')]))
    .orderBy('orders.id')
    .orderBy('payments.created_at')
    .execute();

const money = (cents: number, currency: string): string => `${(cents / 100).toFixed(2)} ${currency}`;

const summary = (candidate: RefundCandidate): string =>
  `order ${candidate.orderId}  ${money(candidate.amountCents, candidate.currency)}  ${candidate.provider}  created ${candidate.createdAt}`;

/**
 * Gives each chosen order's money back through the office's refund service (docs/operations.md
 * "Refunds"): a refund an earlier run left reserved (the provider could not be reached) is finished
 * first, under the same keys; otherwise the order's flagged money is refunded.
 */
const refundAll = async (db: Db, config: Config, chosen: RefundCandidate[], print: (line: string) => void): Promise<number> => {
  // Only the provider's own errors and mismatches are worth a log line next to this command's output.
  const log = Fastify({ logger: { level: 'warn' } }).log;
  const provider = await createPaymentProvider(config.payments, db, new URL(config.publicUrl).origin, log);
  const shops = new ShopResolver(db, config.overrides);
  const refunds = new RefundService(db, shops, composeKinds({ db, shops, publicUrl: config.publicUrl }).lineKinds, provider, config.publicUrl, log);
  let failed = 0;
  const orders = [...new Map(chosen.map((candidate) => [candidate.orderId, candidate])).values()];
  for (const candidate of orders) {
    const foreign = chosen.find((other) => other.orderId === candidate.orderId && other.provider !== provider.name);
    if (foreign !== undefined) {
      print(`${summary(foreign)}: paid through "${foreign.provider}", not the configured "${provider.name}"; refund it there by hand`);
      failed += 1;
      continue;
    }
    try {
      const finished = await refunds.finishReservedOf(candidate.orderId);
      const status = finished.length > 0 ? (finished.includes('reserved') ? 'reserved' : 'done') : (await refunds.refundFlagged(candidate.orderId, {}, null, 'en')).status;
      if (status === 'done') {
        print(`${summary(candidate)}: refunded`);
      } else {
        print(`${summary(candidate)}: NOT refunded (the provider did not answer); run the command again later`);
        failed += 1;
      }
    } catch (error) {
      print(`${summary(candidate)}: NOT refunded (${error instanceof DomainError ? error.code : error instanceof Error ? error.message : String(error)}); run the command again later`);
      failed += 1;
    }
  }
  return failed === 0 ? 0 : 1;
};

/**
 * `npm run refunds -w apps/server` lists the orders waiting for a refund; `-- --order <n>` or
 * `-- --all` gives the money back through the configured provider and marks them refunded. Safe to
 * repeat: a refund is reserved before the provider is asked and keyed by its id, so the provider
 * pays back once. Answers the exit code.
 */
export const runRefunds = async (args: string[], config: Config, print: (line: string) => void = console.log): Promise<number> => {
  let options: { order?: string; all?: boolean };
  try {
    options = parseArgs({ args, options: { order: { type: 'string' }, all: { type: 'boolean' } } }).values;
  } catch {
    print(USAGE);
    return 2;
  }
  const orderId = options.order === undefined ? undefined : Number(options.order);
  if ((orderId !== undefined && !Number.isInteger(orderId)) || (orderId !== undefined && options.all)) {
    print(USAGE);
    return 2;
  }
  const db = createDatabase(config.database);
  try {
    // Like the server on start: the command also works on a database no server has opened yet.
    await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);
    const candidates = await findRefundCandidates(db);
    if (orderId === undefined && !options.all) {
      if (candidates.length === 0) print('No orders are waiting for a refund.');
      for (const candidate of candidates) print(summary(candidate));
      return 0;
    }
    const chosen = options.all ? candidates : candidates.filter((candidate) => candidate.orderId === orderId);
    if (chosen.length === 0) {
      print(options.all ? 'No orders are waiting for a refund.' : `Order ${orderId} is not waiting for a refund.`);
      return options.all ? 0 : 1;
    }
    return await refundAll(db, config, chosen, print);
  } finally {
    await db.destroy();
  }
};

const main = async (): Promise<number> => {
  try {
    return await runRefunds(process.argv.slice(2), loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main();
