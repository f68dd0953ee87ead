import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PASS_PRODUCT_KIND } from '@foyer/contract/constants';
import { ApiError } from '../../lib/api/api-error';
import { formatVatRate, paragraphs } from '../../lib/catalog-text';
import { useShop } from '../../lib/config/shop-store';
import { useFormats } from '../../lib/formats';
import { useScreenTitle } from '../../lib/routing/screen-title';
import { picture } from '../../lib/picture';
import { Notice } from '../../components/ui/notice';
import { PassAvailability } from './pass-availability';
import { PassNotFound } from './pass-not-found';
import { PassPurchase } from './pass-purchase';
import { PassValidity } from './pass-validity';
import { fetchPass, PASS_STALE_MS } from './passes-api';
import './passes.css';
import { TextSection } from '../../components/ui/text-section';

/** `/{lang}/passes/{id}` (SPEC §2): the pass's picture, price, validity and what it includes, then its holders and the way into the basket. */
export const PassDetailScreen = ({ passId }: { passId: number }) => {
  const { t } = useTranslation('passes');
  const { lang } = useShop();
  const { locale, money } = useFormats();
  const pass = useQuery({ queryKey: ['pass', lang, passId], queryFn: () => fetchPass(passId), staleTime: PASS_STALE_MS });
  const data = pass.data;

  // PRODUCT_NOT_FOUND, or a product that is not a pass: this address shows passes only.
  const notFound = (pass.error instanceof ApiError && pass.error.status === 404) || (data !== undefined && data.product_kind_ref !== PASS_PRODUCT_KIND);
  useScreenTitle(notFound ? t('common:titles.notFound') : data?.name);
  if (notFound) return <PassNotFound lang={lang} />;

  const image = data ? (data.images[0] ?? data.image) : null;
  const includes = data ? paragraphs(data.description) : [];

  return (
    <article className="container pass-detail" aria-busy={pass.isPending}>
      <Link className="pass-back" to={`/${lang}/passes`}>
        <span aria-hidden="true">←</span> {t('detail.back')}
      </Link>
      {pass.isPending && <div className="pass-skeleton" aria-hidden="true" />}
      {pass.isError && <Notice tone="error" text={t('detail.loadError')} action={{ label: t('retry'), onPress: () => void pass.refetch() }} />}
      {data && (
        <div className="pass-layout">
          <div className="pass-image">{image && <img {...picture(image.src, 'detail')} alt={image.alt || data.name} width={800} height={800} fetchPriority="high" />}</div>
          <div className="pass-info">
            <h1>{data.name}</h1>
            {data.teaser && <p className="pass-teaser">{data.teaser}</p>}
            <p className="pass-price">
              <strong className="pass-price-amount">{money(data.price)}</strong>
              <span className="pass-vat">{data.vat_value > 0 ? t('detail.vatRate', { rate: formatVatRate(data.vat_value, locale) }) : t('detail.noVat')}</span>
            </p>
            <PassValidity months={data.validity_months} />
            <p className="pass-availability">
              <PassAvailability stock={data.stock} />
            </p>
            <TextSection className="pass-includes" heading={t('detail.includesHeading')} paragraphs={includes} />
            <PassPurchase key={data.id} pass={data} />
          </div>
        </div>
      )}
    </article>
  );
};
