import type { Lang, PaymentReturnStatus } from '@foyer/contract';
import type { OrderStatement } from '@foyer/domain';
import type { PaymentStatus } from '../db/schema-orders.js';

/**
 * A payment as a hosted payment page or a provider's notice handler needs it: what is paid for,
 * by whom, and where the payer goes afterwards. Built from the order's `describe` model.
 */
export interface PaymentView {
  payment: { id: string; status: PaymentStatus; amountCents: number; currency: string; providerRef: string | null; wallet: string | null };
  /** An express wallet payment started without login: the wallet (or a page standing in for it) names the payer. */
  needsPayer: boolean;
  /**
   * `locale`: how the page writes amounts and times, the order's language plus the museum's country (de-CH);
   * `timeZone`: the museum's, in which the payer reads until when the order is held.
   */
  order: { number: number; lang: Lang; locale: string; holdExpiresAt: Date; timeZone: string };
  museumName: string;
  theme: { brand: string; brandContrast: string; surface: string; text: string; radiusPx: number };
  /** Where the payer goes after paying, and after declining or cancelling (the cart id is already on both). */
  successUrl: string;
  cancelUrl: (status: PaymentReturnStatus) => string;
}

/** A payment as its hosted page shows it, with what is paid for. */
export interface PaymentPageView extends PaymentView {
  /** One line of text and its amount per order line, in the order's language. */
  lines: { text: string; amountCents: number }[];
  /** The order's subtotal, shipping, total and voucher codes down to the amount this payment asks for. */
  statement: OrderStatement;
}

export interface PaymentDirectory {
  /** Enough to settle the payment and send the payer on: its state, its order, the return addresses. */
  find(paymentId: string): Promise<PaymentView | undefined>;
  /** The same with the order's lines, for a page that lists them. */
  findWithLines(paymentId: string): Promise<PaymentPageView | undefined>;
  /** The shop's first language and the locale it is written in there (de-AT), for pages about a payment that does not exist. */
  defaultLanguage(): Promise<{ lang: Lang; locale: string }>;
}
