import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { StaticPageId } from '@foyer/contract';
import { Notice } from '../../components/ui/notice';
import { ApiError } from '../../lib/api/api-error';
import { fetchStaticPage } from '../../lib/api/shop-api';
import { useShop } from '../../lib/config/shop-store';
import { isSectionEnabled } from '../../lib/config/sections';
import { useFormats } from '../../lib/formats';
import { NotFoundScreen } from './not-found-screen';
import { PageBlocks } from './page-blocks';
import { fetchShippingRates } from './shipping-rates-api';
import { ShippingRates } from './shipping-rates';
import './pages.css';

/** Imprint, terms, privacy, accessibility statement and shipping information (SPEC §2); the shipping page adds the rates of a shop that sells goods. */
export const StaticPageScreen = ({ id }: { id: StaticPageId }) => {
  const { t } = useTranslation('pages');
  const { config, lang } = useShop();
  const { date } = useFormats();
  const page = useQuery({ queryKey: ['page', lang, id], queryFn: () => fetchStaticPage(id) });
  const withRates = id === 'shipping' && isSectionEnabled(config, 'merchandise');
  const rates = useQuery({ queryKey: ['shippingRates', lang], queryFn: fetchShippingRates, enabled: withRates });

  if (page.error instanceof ApiError && page.error.status === 404) return <NotFoundScreen />;
  if (page.isError) {
    return (
      <div className="container narrow notice-page">
        <h1>{t(`common:titles.${id}`)}</h1>
        <p className="lead">{t('loadError')}</p>
        <button type="button" className="button" onClick={() => void page.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  // The page waits for its rates too, so nothing below the text moves when they arrive.
  if (!page.data || (withRates && rates.isPending)) return <div className="container narrow page-skeleton" aria-hidden="true" />;

  const updated = date(page.data.updated_at);
  return (
    <article className="container narrow prose">
      <h1>{page.data.title}</h1>
      <PageBlocks blocks={page.data.blocks} />
      {withRates && rates.data && <ShippingRates zones={rates.data.zones} />}
      {withRates && rates.isError && (
        <Notice tone="error" text={t('shipping.loadError')} action={{ label: t('retry'), onPress: () => void rates.refetch() }} />
      )}
      {updated !== '' && <p className="page-updated">{t('updatedAt', { date: updated })}</p>}
    </article>
  );
};
