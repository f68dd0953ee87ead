import { lazy, Suspense, useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { BasketScreen } from '../../features/cart/basket-screen';
import { BasketSuggestions } from '../../features/cart/basket-suggestions';
import { basketTotal } from '../../features/cart/basket-totals';
import { OrderSummary } from '../../features/cart/order-summary';
import { BillingEditorSlot } from '../../features/checkout/billing-editor-slot';
import { canPay } from '../../features/checkout/checkout-access';
import { CheckoutProgress } from '../../features/checkout/checkout-progress';
import { ContinueActions } from '../../features/checkout/continue-actions';
import { asksPaymentStep } from '../../features/checkout/payment-step-address';
import { BASKET_PANELS } from '../../features/line-kinds';
import { toMerchandiseCartLine } from '../../features/merchandise/merchandise-cart-line';
import { useShop } from '../../lib/config/shop-store';
import { AfterFirstPaint } from '../../lib/dom/after-first-paint';
import { useFormats } from '../../lib/formats';
import { ensureNamespace } from '../../lib/i18n/i18n';
import { useLabels } from '../../lib/i18n/use-labels';
import { useScreenTitle } from '../../lib/routing/screen-title';
import { queryClient } from '../../lib/query-client';
import { isShippingSettled, shippingCents, useShipping, type ShippingState } from '../../lib/shipping/use-shipping';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';

/** A logged-in customer edits the account's billing details in place; the form and its texts load when asked for. */
const AccountBillingEditor = lazy(async () => {
  const [module] = await Promise.all([import('../../features/account/account-billing-editor'), ensureNamespace('account')]);
  return { default: module.AccountBillingEditor };
});

/**
 * Forms, their schemas and the IBAN check load only when the visitor reaches the payment step. On the
 * app's first screen they load once the page around them has been painted (AfterFirstPaint): on a
 * phone's HTTP/1.1 connections the step's five files otherwise queue with the first view's and hold
 * back its first paint (Lighthouse, payment step: LCP about 2.75 s, with them after the paint 2.5 s).
 */
const PaymentStep = lazy(async () => ({ default: (await import('../../features/checkout/payment-step')).PaymentStep }));

/**
 * Under the basket's way onwards: the kinds' own panels (a donation's) and "Complete your visit". On the app's first screen
 * they render once the basket has been painted: asked for during its first render, the panel's code,
 * styles and texts and the suggestions' call queue with the basket's own files on a phone's HTTP/1.1
 * connections and hold back its first paint (Lighthouse, basket: FCP and LCP about 0.1–0.2 s later).
 * They sit below everything the basket paints first, so nothing moves when they arrive.
 */
const BasketExtras = () => (
  <AfterFirstPaint first={<div aria-hidden="true" />}>
    {BASKET_PANELS.map((Panel, index) => (
      <Panel key={index} />
    ))}
    <BasketSuggestions toProductLine={toMerchandiseCartLine} />
  </AfterFirstPaint>
);

/** What the basket costs with its shipping, and whether voucher codes pay all of it. */
const useAmountDue = (shipping: ShippingState) => {
  const lines = useCartStore((s) => s.lines);
  const amountDue = basketTotal(lines, shippingCents(shipping));
  // Voucher codes pay everything: no wallet, no way to pay, just placing the order.
  return { amountDue, nothingDue: lines.length > 0 && isShippingSettled(shipping) && amountDue === 0 };
};

const BasketStep = () => {
  const shipping = useShipping();
  const { nothingDue } = useAmountDue(shipping);
  return <BasketScreen actions={<ContinueActions nothingDue={nothingDue} />} shipping={shipping} suggestions={<BasketExtras />} />;
};

/** The payment step asks its shipping itself: as the visit's first screen, only once the page around it has been painted. */
const PaymentStepWithShipping = ({ failed, expired }: { failed: boolean; expired: boolean }) => {
  const { money } = useFormats();
  const shipping = useShipping();
  const { amountDue, nothingDue } = useAmountDue(shipping);
  return (
    <Suspense fallback={null}>
      <PaymentStep failed={failed} expired={expired} shipping={shipping} summary={<OrderSummary shipping={shipping} />} amount={money(amountDue)} nothingDue={nothingDue} />
    </Suspense>
  );
};

const CheckoutContent = ({ failed }: { failed: boolean }) => {
  const { t } = useTranslation('checkout');
  const { lang } = useShop();
  const { nav } = useLabels();
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const signedIn = useSessionStore(canPay);
  const hasLines = useCartStore((s) => s.lines.length > 0);
  const canceled = failed && params.get('status') === 'canceled';
  const paying = signedIn && hasLines && asksPaymentStep(search, failed);
  // One address, two steps: the payment step names its page itself, the basket keeps the route's title.
  useScreenTitle(paying ? t('titles.payment') : null);
  useEffect(() => {
    if (canceled) navigate(`/${lang}/checkout/canceled${search}`, { replace: true });
  }, [canceled, lang, navigate, search]);
  if (canceled) return null;

  return (
    <div className="container checkout">
      {hasLines && <CheckoutProgress current={paying ? 'payment' : 'cart'} />}
      {paying && (
        <Link className="checkout-back" to={`/${lang}/checkout`}>
          <span aria-hidden="true">←</span> {nav('back')}
        </Link>
      )}
      {paying ? (
        <AfterFirstPaint first={<div aria-hidden="true" />}>
          <PaymentStepWithShipping failed={failed} expired={failed && params.get('status') === 'expired'} />
        </AfterFirstPaint>
      ) : (
        <BasketStep />
      )}
    </div>
  );
};

/**
 * `/checkout`: the basket, or (signed in or registered as a guest, `?step=payment`) the payment step.
 * `/checkout/failed` is the payment step with the payment-failed flag; a cancelled payment goes on to
 * the canceled page. Each step asks the shipping of the goods and shows it (the basket, the summary, the pay button).
 */
export const CheckoutPage = ({ failed = false }: { failed?: boolean }) => (
  <QueryClientProvider client={queryClient}>
    <BillingEditorSlot.Provider value={AccountBillingEditor}>
      <CheckoutContent failed={failed} />
    </BillingEditorSlot.Provider>
  </QueryClientProvider>
);
