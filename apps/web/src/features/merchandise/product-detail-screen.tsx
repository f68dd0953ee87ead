import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ApiError } from '../../lib/api/api-error';
import { takeBootProduct } from '../../lib/boot/boot-product';
import { formatVatRate, paragraphs } from '../../lib/catalog-text';
import { useShop } from '../../lib/config/shop-store';
import { useFormats } from '../../lib/formats';
import { useScreenTitle } from '../../lib/routing/screen-title';
import { Notice } from '../../components/ui/notice';
import { fetchProduct } from './merchandise-api';
import { MerchandiseNotFound } from './merchandise-not-found';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { StockLabel } from './stock-label';
import { STOCK_STALE_MS } from './stock-freshness';
import './merchandise.css';
import { TextSection } from '../../components/ui/text-section';

/** `/{lang}/product/{id}` (SPEC §2): the product's pictures, price, availability and description, and the way into the basket. */
export const ProductDetailScreen = ({ productId }: { productId: number }) => {
  const { t } = useTranslation('merchandise');
  const { lang } = useShop();
  const { locale, money } = useFormats();
  // The server's page carries the product it was asked for: its picture paints without a round trip.
  const [booted] = useState(() => takeBootProduct(lang, productId));
  const product = useQuery({
    queryKey: ['product', lang, productId],
    queryFn: () => fetchProduct(productId),
    staleTime: STOCK_STALE_MS,
    initialData: booted?.product,
    initialDataUpdatedAt: booted?.at,
  });

  // PRODUCT_NOT_FOUND: the shop does not (or no longer) sell it.
  const notFound = product.error instanceof ApiError && product.error.status === 404;
  useScreenTitle(notFound ? t('common:titles.notFound') : product.data?.name);
  if (notFound) {
    return <MerchandiseNotFound heading={t('detail.notFoundHeading')} text={t('detail.notFoundText')} lang={lang} />;
  }

  const data = product.data;
  const images = data ? (data.images.length > 0 ? data.images : data.image ? [data.image] : []) : [];
  const description = data ? paragraphs(data.description) : [];

  return (
    <article className="container product-detail" aria-busy={product.isPending}>
      <Link className="product-back" to={`/${lang}/merchandise`}>
        <span aria-hidden="true">←</span> {t('detail.back')}
      </Link>
      {product.isPending && <div className="product-skeleton" aria-hidden="true" />}
      {product.isError && <Notice tone="error" text={t('detail.loadError')} action={{ label: t('retry'), onPress: () => void product.refetch() }} />}
      {data && (
        <div className="product-layout">
          <ProductGallery key={data.id} images={images} name={data.name} />
          <div className="product-info">
            <h1>{data.name}</h1>
            {data.teaser && <p className="product-teaser">{data.teaser}</p>}
            <p className="product-price">
              <strong className="product-price-amount">{money(data.price)}</strong>
              <span className="product-vat">{data.vat_value > 0 ? t('detail.vatRate', { rate: formatVatRate(data.vat_value, locale) }) : t('detail.noVat')}</span>
            </p>
            <p className="product-availability">
              <StockLabel stock={data.stock} />
            </p>
            <ProductPurchase key={data.id} product={data} />
            <TextSection className="product-description" heading={t('detail.descriptionHeading')} paragraphs={description} />
          </div>
        </div>
      )}
    </article>
  );
};
