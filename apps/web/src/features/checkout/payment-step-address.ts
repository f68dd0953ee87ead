/**
 * Whether a checkout address asks for the payment step: `/checkout/failed` (`failed`) always, `/checkout`
 * with `?step=payment`. The step shows only to those who may pay and have lines (checkout-page.tsx).
 */
export const asksPaymentStep = (search: string, failed: boolean): boolean => failed || new URLSearchParams(search).get('step') === 'payment';
