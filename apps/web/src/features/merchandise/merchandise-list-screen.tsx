import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';
import { useLabels } from '../../lib/i18n/use-labels';
import { bootedProductCategories, bootedProducts } from '../../lib/boot/booted-pages';
import { CatalogGridLoading } from '../../components/ui/catalog-card';
import { EmptyState } from '../../components/ui/empty-state';
import { Notice } from '../../components/ui/notice';
import { CategoryFilter } from './category-filter';
import { fetchProductCategories, fetchProducts } from './merchandise-api';
import { categoryLabel, productsIn, sortProducts } from './merchandise-list';
import { MerchandiseNotFound } from './merchandise-not-found';
import { ProductCard } from './product-card';
import { STOCK_STALE_MS } from './stock-freshness';
import './merchandise.css';

/** `/{lang}/merchandise` and `/{lang}/merchandise/{category}` (SPEC §2): the products on sale, all or one category's. */
export const MerchandiseListScreen = ({ category }: { category: string | null }) => {
  const { t } = useTranslation('merchandise');
  const { lang } = useShop();
  const { nav } = useLabels();
  // The list's server page carries both answers: the cards paint with the first screen, without asking the API.
  const [booted] = useState(() => ({ products: bootedProducts.take(lang), categories: bootedProductCategories.take(lang) }));
  const products = useQuery({
    queryKey: ['products', lang],
    queryFn: fetchProducts,
    staleTime: STOCK_STALE_MS,
    initialData: booted.products?.data,
    initialDataUpdatedAt: booted.products?.at,
  });
  const categories = useQuery({
    queryKey: ['productCategories', lang],
    queryFn: fetchProductCategories,
    initialData: booted.categories?.data,
    initialDataUpdatedAt: booted.categories?.at,
  });
  const groups = categories.data?.category ?? [];
  const chosen = category === null ? null : (groups.find((group) => group.slug === category) ?? null);
  const base = `/${lang}/merchandise`;

  if (category !== null && categories.isSuccess && chosen === null) {
    return <MerchandiseNotFound heading={t('list.categoryNotFoundHeading')} text={t('list.categoryNotFoundText')} lang={lang} />;
  }

  const all = sortProducts(products.data?.products ?? [], lang);
  const shown = productsIn(all, chosen);
  // The filter, the count and the cards appear together, once both answers are in: a filter arriving after
  // the cards would push them down (and a category's address cannot list anything before it anyway).
  const settled = !products.isPending && !categories.isPending;
  const categoryFailed = category !== null && categories.isError;

  return (
    <div className="container merch-page">
      <header className="page-header">
        <h1>{nav('merchandise')}</h1>
        <p className="lead">{t('list.intro')}</p>
      </header>
      {settled && groups.length > 0 && (
        <CategoryFilter
          options={[{ slug: null, label: nav('all') }, ...groups.map((group) => ({ slug: group.slug, label: categoryLabel(group, nav) }))]}
          current={chosen?.slug ?? null}
          base={base}
        />
      )}
      {!settled && <CatalogGridLoading gridClassName="merch-grid" label={t('list.loading')} />}
      {settled && products.isError && <Notice tone="error" text={t('list.loadError')} action={{ label: t('retry'), onPress: () => void products.refetch() }} />}
      {settled && !products.isError && categoryFailed && (
        <Notice tone="error" text={t('list.loadError')} action={{ label: t('retry'), onPress: () => void categories.refetch() }} />
      )}
      {settled && products.isSuccess && all.length === 0 && <EmptyState heading={t('list.emptyHeading')} text={t('list.emptyText')} />}
      {settled && products.isSuccess && !categoryFailed && all.length > 0 && (
        <>
          <p className="merch-count" role="status">
            {t('list.shown', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <EmptyState heading={t('list.noneInCategoryHeading')} text={t('list.noneInCategoryText')}>
              <Link className="button button-secondary" to={base}>
                {t('showAll')}
              </Link>
            </EmptyState>
          ) : (
            <ul className="merch-grid" role="list">
              {shown.map((product, i) => (
                <li key={product.id}>
                  <ProductCard product={product} lang={lang} eager={i < 2} />
                </li>
              ))}
            </ul>
          )}
          <p className="merch-note">
            {t('list.pricesNote')} <Link to={`/${lang}/page/shipping`}>{t('list.shippingLink')}</Link>
          </p>
        </>
      )}
    </div>
  );
};
