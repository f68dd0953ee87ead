import type { Db } from '../../../db/database.js';
import { ProviderRefusedRefund, type PayerRecorder, type PaymentProvider, type PaymentStart, type ProviderPayment, type ProviderVerdict, type RefundPart } from '../../payment-provider.js';
import { findPayment } from '../../payments.repository.js';
import { registerPayPageRoutes } from './pay-page.routes.js';

export const TEST_PROVIDER_NAME = 'test';

const VERDICTS = { created: 'open', confirmed: 'confirmed', declined: 'declined', canceled: 'canceled', refund_required: 'confirmed', refunded: 'confirmed' } as const;

/**
 * The demo's provider: its hosted page is served by this server at PUBLIC_URL/pay/:paymentId and
 * settles through the same Settlement as a real provider's webhook. It never exists in production.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = TEST_PROVIDER_NAME;

  constructor(
    private readonly db: Db,
    private readonly publicOrigin: string,
    private readonly recordPayer: PayerRecorder,
  ) {}

  async start(payment: PaymentStart): Promise<{ redirectUrl: string; providerRef: string }> {
    return { redirectUrl: `${this.publicOrigin}/pay/${payment.paymentId}`, providerRef: `test-${payment.paymentId}` };
  }

  /** The page records the payer's choice through Settlement, so the payment row is this provider's own record. */
  async verdict(payment: ProviderPayment): Promise<ProviderVerdict> {
    const row = await findPayment(this.db, payment.id);
    return row === undefined ? 'canceled' : VERDICTS[row.status];
  }

  async close(payment: ProviderPayment): Promise<'canceled' | 'confirmed'> {
    return (await this.verdict(payment)) === 'confirmed' ? 'confirmed' : 'canceled';
  }

  /**
   * No money moved, so the provider only records what it gave back, by key, and refuses more than the
   * payment holds, as a real provider does.
   */
  readonly refunds: { paymentId: string; key: string; amountCents: number }[] = [];

  async refund(payment: ProviderPayment, part: RefundPart = { amountCents: payment.amountCents, key: `refund-${payment.id}` }): Promise<void> {
    if (this.refunds.some((refund) => refund.key === part.key)) return;
    const given = this.refunds.filter((refund) => refund.paymentId === payment.id).reduce((sum, refund) => sum + refund.amountCents, 0);
    if (given + part.amountCents > payment.amountCents) throw new ProviderRefusedRefund(`payment ${payment.id}: ${part.amountCents} asked, ${payment.amountCents - given} left`);
    this.refunds.push({ paymentId: payment.id, key: part.key, amountCents: part.amountCents });
  }

  register: PaymentProvider['register'] = (app, context) => registerPayPageRoutes(app, { ...context, recordPayer: this.recordPayer });
}
