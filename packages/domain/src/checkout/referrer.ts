/** A stored referrer is an address, not a document: anything longer is not kept. */
export const REFERRER_MAX_LENGTH = 1000;

/**
 * Payment providers whose pages send a payer back to the shop. Their address is where the payment
 * happened, not where the visit came from (SPEC §9), so it is never kept as a referrer.
 */
const PAYMENT_PROVIDER_DOMAINS = [
  'stripe.com',
  'stripe.network',
  'paypal.com',
  'twint.ch',
  'datatrans.com',
  'datatrans.ch',
  'saferpay.com',
  'adyen.com',
  'payrexx.com',
  'mollie.com',
  'klarna.com',
  'postfinance.ch',
  'wallee.com',
  'pay.google.com',
] as const;

// eslint-disable-next-line no-control-regex -- refusing control characters and white space is the point
const UNSAFE = /[\s\u0000-\u001f\u007f-\u009f]/;

/** An absolute http(s) address of at most REFERRER_MAX_LENGTH characters, with no white space or control character. */
export const isWellFormedReferrer = (text: string): boolean => {
  if (text.length === 0 || text.length > REFERRER_MAX_LENGTH || UNSAFE.test(text) || !/^https?:\/\//i.test(text)) return false;
  return URL.canParse(text);
};

/** `host` is a payment provider's domain or one of its subdomains (checkout.stripe.com). */
export const isPaymentProviderHost = (host: string): boolean => {
  const name = host.toLowerCase().replace(/\.$/, '');
  return PAYMENT_PROVIDER_DOMAINS.some((domain) => name === domain || name.endsWith(`.${domain}`));
};

/**
 * SPEC §9: the referrer kept with an order, or null when there is none to keep: not well formed, the
 * shop itself (its pages and the built-in provider's payment page under /pay), a payment provider's
 * host, or one of `providerOrigins` (the configured provider's own addresses).
 */
export const referrerToKeep = (referrer: string, shopOrigin: string, providerOrigins: readonly string[] = []): string | null => {
  if (!isWellFormedReferrer(referrer)) return null;
  const url = new URL(referrer);
  if (url.origin === shopOrigin || providerOrigins.includes(url.origin) || isPaymentProviderHost(url.hostname)) return null;
  return referrer;
};
