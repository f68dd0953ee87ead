import type { Db } from '../../../db/database.js';
import type { PaymentStatus } from '../../../db/schema-orders.js';
import type { PaymentProvider, PaymentStart } from '../../payment-provider.js';
import { findPayment } from '../../payments.repository.js';

export const TEST_PROVIDER_NAME = 'test';

/**
 * The built-in provider: its hosted page is served by this server (GET /pay/:paymentId) and
 * records the payer's choice on the payment row, where `status` reads it like a provider's API.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = TEST_PROVIDER_NAME;

  constructor(private readonly db: Db) {}

  async start(payment: PaymentStart): Promise<{ redirectUrl: string; providerRef: string }> {
    return { redirectUrl: `${payment.serverOrigin}/pay/${payment.paymentId}`, providerRef: `test-${payment.paymentId}` };
  }

  async status(paymentId: string): Promise<PaymentStatus> {
    return (await findPayment(this.db, paymentId))?.status ?? 'canceled';
  }
}
