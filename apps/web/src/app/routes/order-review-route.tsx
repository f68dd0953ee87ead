import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { OrderReviewScreen } from '../../features/orders/order-review-screen';
import { useFormats } from '../../lib/formats';
import { ensureNamespace } from '../../lib/i18n/i18n';
import { queryClient } from '../../lib/query-client';

/** The payment form, its rules and texts load only for an order that can be paid. */
const OrderPaymentForm = lazy(async () => {
  const [module] = await Promise.all([import('../../features/checkout/order-payment-form'), ensureNamespace('checkout'), ensureNamespace('errors')]);
  return { default: module.OrderPaymentForm };
});

/** `/{lang}/order-review/{id}` (SPEC §2): an order opened by its token, and the checkout's way to pay what it still owes. */
export const Component = () => {
  const { id = '' } = useParams();
  const { money } = useFormats();
  return (
    <QueryClientProvider client={queryClient}>
      <OrderReviewScreen
        key={id}
        token={id}
        payment={(review) => (
          <Suspense fallback={null}>
            <OrderPaymentForm token={id} amount={money(review.due_cents, review.currency)} />
          </Suspense>
        )}
      />
    </QueryClientProvider>
  );
};
