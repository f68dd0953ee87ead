/**
 * The payment form's rules (zod, the resolver, the IBAN checks) in a chunk of their own: the payment
 * step's first view stays within DESIGN.md's JS budget, and they load when the visitor starts on the
 * form. Every call after the first answers from the loaded module.
 */
export const loadPaymentRules = () => import('./payment-form-schema');
