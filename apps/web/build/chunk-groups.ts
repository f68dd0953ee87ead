/*
 * The chunks the build groups modules into by hand. Each needle is part of a module's path;
 * build/chunk-groups.test.ts fails when one names nothing, so a moved or renamed file cannot drop out
 * of its group unnoticed.
 */

/**
 * Libraries every screen needs share one long-cached chunk; everything else splits by route. One
 * file, not one per library: on a phone's HTTP/1.1 connections each extra first-view request queues
 * behind the fonts, the banner and the catalogs (Lighthouse: about 0.1 s of FCP and LCP).
 */
export const VENDOR_CHUNKS: Record<string, readonly string[]> = {
  vendor: [
    '/react/', '/react-dom/', '/scheduler/',
    '/react-router/', '/cookie/', '/set-cookie-parser/',
    '/zustand/',
  ],
};

/**
 * What every buying screen (product, pass, voucher, tour, event) shares beyond the first view: the
 * query cache, formats, the basket bar and its kin, form fields, the not-found and empty states, the
 * shop's analytics events. One script and one stylesheet instead of one each: on HTTP/1.1 each extra
 * request queues for a connection (on the event page, nine small files cost Lighthouse about 0.3 s of
 * FCP and LCP). Only modules the first view never imports, so the entry stays as it is.
 */
export const COMMERCE_UI: readonly string[] = [
  '/src/components/ui/add-to-basket-bar', '/src/components/ui/quantity-stepper', '/packages/domain/src/money/', '/packages/domain/src/tickets/ticket-rules', '/src/components/ui/notice',
  '/packages/domain/src/merchandise/stock-availability', '/packages/domain/src/merchandise/unit-choice', '/src/lib/catalog-text', '/src/components/ui/text-section', '/packages/domain/src/totals/line-vat',
  '/node_modules/@tanstack/', '/src/lib/query-client', '/src/lib/formats', '/packages/domain/src/formats/',
  '/src/features/pages/not-found-screen', '/src/components/ui/empty-state', '/src/components/ui/catalog-card', '/src/lib/analytics/ecommerce', '/src/lib/analytics/tag-manager',
  '/src/components/ui/text-field', '/src/components/ui/select-field', '/src/lib/dom/after-first-paint',
  '/src/features/merchandise/merchandise-cart-line', '/src/components/ui/notice-page', '/src/lib/museum-day',
];

/**
 * The basket's helpers that the checkout and account screens share: the cart's wire format, shipping,
 * voucher codes, account calls, country names and error texts, and the checkout's progress and analytics
 * events that its steps share with the screens back from the payment page. One script instead of seven.
 * Also the order statement, the pay hook with its terms field and the checkbox field, which the basket
 * imports too: on their own they were three more files of a few hundred bytes before its first paint
 * (Lighthouse, basket and payment step: FCP about 0.1 s later); the gift voucher list carries them
 * unused, about 1.2 KiB.
 */
export const CHECKOUT_KIT: readonly string[] = [
  '/src/lib/storage/wire-cart', '/src/features/checkout/checkout-api', '/src/features/checkout/paying-order-store', '/src/features/checkout/checkout.css',
  '/src/lib/shipping/', '/src/lib/api/use-account-details', '/src/lib/api/account-api', '/src/lib/api/voucher-code-api', '/src/components/ui/code-entry-form',
  '/src/lib/i18n/country-name', '/src/lib/messages/use-error-text', '/src/common/error-plurals',
  '/src/features/checkout/checkout-progress', '/src/features/checkout/progress-steps', '/src/lib/analytics/checkout-events',
  '/src/components/ui/statement', '/src/features/checkout/use-pay.ts', '/src/features/checkout/init-payment', '/src/features/checkout/terms-field',
  '/src/components/ui/tagged-text', '/src/components/ui/checkbox-field',
];
