import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { awaitsWalletPayer, checkWalletPayer, recordWalletPayer } from '../modules/orders/wallet-payer.repository.js';
import type { PayerRecorder, PaymentProvider } from './payment-provider.js';
import { TestPaymentProvider } from './providers/test-provider/test-provider.js';

/**
 * The configured provider: Stripe, or the demo's built-in test provider (never in production, see
 * loadConfig). The Stripe client is loaded only by a shop that uses it.
 */
export const createPaymentProvider = async (config: PaymentsConfig, db: Db, publicOrigin: string, log: FastifyBaseLogger): Promise<PaymentProvider> => {
  const recordPayer: PayerRecorder = async (paymentId, raw) => {
    if (!(await awaitsWalletPayer(db, paymentId))) return false;
    const checked = checkWalletPayer(raw.email, raw.name);
    if ('payer' in checked) return recordWalletPayer(db, paymentId, checked.payer);
    log.warn({ paymentId, invalid: checked.invalid }, 'the provider named the payer of an express wallet payment with unusable details: not recorded');
    return false;
  };
  if (config.provider === 'test') return new TestPaymentProvider(db, publicOrigin, recordPayer);
  const { StripePaymentProvider } = await import('./providers/stripe/stripe-provider.js');
  return new StripePaymentProvider({ secretKey: config.secretKey, webhookSecret: config.webhookSecret, ...(config.apiUrl === undefined ? {} : { apiUrl: config.apiUrl }) }, log, recordPayer);
};
