import type { OrderReview } from '@foyer/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Notice } from '../../components/ui/notice';
import { fetchOrderCustomer, fetchOrderReview, isOrderNotAvailable } from '../../lib/api/orders-api';
import { useShop } from '../../lib/config/shop-store';
import { useFormats } from '../../lib/formats';
import { OrderAddresses } from './order-addresses';
import { OrderLines } from './order-lines';
import { OrderNotAvailable } from './order-not-available';
import { OrderState } from './order-state';
import { OrderTotals } from './order-totals';
import './orders.css';

/**
 * Loaded only for an order that has wallet links: a museum without wallets never loads it. Declared
 * in this screen (not in a shared module) so the shop's entry does not list it among the screens' files.
 */
const WalletButtons = lazy(async () => ({ default: (await import('../../components/ui/wallet-buttons')).WalletButtons }));

/** While a payment is being confirmed the page asks again, so the visitor sees it booked without reloading. */
export const PROCESSING_REFRESH_MS = 5_000;

interface Props {
  /** The order's review token (`/{lang}/order-review/{token}`). */
  token: string;
  /** The form that pays what is due, composed by the route; shown only while the order is payable. */
  payment?: (review: OrderReview) => ReactNode;
}

/**
 * Back from the payment page without paying (SPEC §2: it returns to this page with a `status`, the
 * contract's PAYMENT_RETURN_STATUSES): why, and whether to try again.
 */
const ReturnNotice = ({ review }: { review: OrderReview }) => {
  const { t } = useTranslation('orders');
  const status = useSearchParams()[0].get('status');
  if (status === null) return null;
  return <Notice tone="error" text={t(status === 'expired' ? 'pay.expired' : review.payable ? 'pay.failed' : 'pay.failedClosed')} />;
};

/** SPEC §2 `/{lang}/order-review/{id}`: an order as the visitor reads it, with its documents and, while something is due, the way to pay it. */
export const OrderReviewScreen = ({ token, payment }: Props) => {
  const { t } = useTranslation('orders');
  const { lang } = useShop();
  const formats = useFormats();
  const review = useQuery({
    queryKey: ['orderReview', lang, token],
    queryFn: () => fetchOrderReview(token),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? PROCESSING_REFRESH_MS : false),
  });
  const customer = useQuery({ queryKey: ['orderCustomer', lang, token], queryFn: () => fetchOrderCustomer(token), enabled: review.isSuccess });

  if (isOrderNotAvailable(review.error)) return <OrderNotAvailable />;
  if (review.isPending) {
    return (
      <div className="container order-review" aria-busy="true">
        <p className="order-loading" role="status">
          {t('review.loading')}
        </p>
      </div>
    );
  }
  if (review.isError) {
    return (
      <div className="container order-review">
        <Notice tone="error" text={t('review.loadError')} action={{ label: t('retry'), onPress: () => void review.refetch() }} />
      </div>
    );
  }

  const order = review.data;
  const money = (cents: number) => formats.money(cents, order.currency);
  return (
    <div className="container order-review">
      <header className="order-review-header">
        <h1>{t('review.heading', { number: order.number })}</h1>
        <p className="order-placed">{t('review.placed', { date: formats.date(order.created_at) })}</p>
        {order.external_document_number && <p className="order-reference">{t('review.reference', { reference: order.external_document_number })}</p>}
        <OrderState review={order} />
        <ReturnNotice review={order} />
        {(order.documents_url || order.wallet) && (
          <p className="order-documents">
            {order.documents_url && (
              <a className="button" href={order.documents_url} download>
                {t(order.tickets_only ? 'review.download' : 'review.downloadDocuments')}
              </a>
            )}
            {order.wallet && (
              <Suspense fallback={null}>
                <WalletButtons
                  appleUrl={order.wallet.apple_url}
                  googleUrl={order.wallet.google_url}
                  appleLabel={t('review.appleWallet')}
                  googleLabel={t('review.googleWallet')}
                  groupLabel={t('review.wallets')}
                />
              </Suspense>
            )}
          </p>
        )}
      </header>
      <div className="order-review-layout">
        <div className="order-review-main">
          <OrderLines lines={order.lines} money={money} />
          <OrderAddresses customer={customer.data} delivery={order.shipping_address} />
        </div>
        <div className="order-review-aside">
          <OrderTotals review={order} money={money} />
          {order.payable && payment?.(order)}
        </div>
      </div>
    </div>
  );
};
