import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';
import { useLabels } from '../../lib/i18n/use-labels';
import { bootedPasses } from '../../lib/boot/booted-pages';
import { CatalogGridLoading } from '../../components/ui/catalog-card';
import { EmptyState } from '../../components/ui/empty-state';
import { Notice } from '../../components/ui/notice';
import { PassCard } from './pass-card';
import { fetchPasses, PASS_STALE_MS } from './passes-api';
import './passes.css';

/** `/{lang}/passes` (SPEC §2): the annual passes on sale, in catalog order as the server lists them. */
export const PassListScreen = () => {
  const { t } = useTranslation('passes');
  const { lang } = useShop();
  const { nav } = useLabels();
  // The list's server page carries the passes: the cards paint with the first screen, without asking the API.
  const [booted] = useState(() => bootedPasses.take(lang));
  const passes = useQuery({ queryKey: ['passes', lang], queryFn: fetchPasses, staleTime: PASS_STALE_MS, initialData: booted?.data, initialDataUpdatedAt: booted?.at });
  const shown = passes.data?.products ?? [];

  return (
    <div className="container pass-page">
      <header className="page-header">
        <h1>{nav('annualPasses')}</h1>
        <p className="lead">{t('list.intro')}</p>
      </header>
      {passes.isPending && <CatalogGridLoading gridClassName="pass-grid" label={t('list.loading')} />}
      {passes.isError && <Notice tone="error" text={t('list.loadError')} action={{ label: t('retry'), onPress: () => void passes.refetch() }} />}
      {passes.isSuccess && shown.length === 0 && <EmptyState heading={t('list.emptyHeading')} text={t('list.emptyText')} />}
      {passes.isSuccess && shown.length > 0 && (
        <>
          <ul className="pass-grid" role="list">
            {shown.map((pass, i) => (
              <li key={pass.id}>
                <PassCard pass={pass} lang={lang} eager={i < 2} />
              </li>
            ))}
          </ul>
          <p className="pass-note">{t('list.pricesNote')}</p>
        </>
      )}
    </div>
  );
};
