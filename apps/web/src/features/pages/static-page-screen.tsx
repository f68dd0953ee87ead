import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaticPageId } from '@foyer/contract';
import { ApiError } from '../../lib/api/api-error';
import { fetchStaticPage } from '../../lib/api/shop-api';
import { useShop } from '../../lib/config/shop-store';
import { NotFoundScreen } from './not-found-screen';
import { PageBlocks } from './page-blocks';
import './pages.css';

/** Imprint, terms, privacy, accessibility statement and shipping information (SPEC §2). */
export const StaticPageScreen = ({ id }: { id: StaticPageId }) => {
  const { t } = useTranslation('pages');
  const { lang } = useShop();
  const page = useQuery({ queryKey: ['page', lang, id], queryFn: () => fetchStaticPage(id) });

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
  if (!page.data) return <div className="container narrow page-skeleton" aria-hidden="true" />;

  const updated = new Date(page.data.updated_at);
  return (
    <article className="container narrow prose">
      <h1>{page.data.title}</h1>
      <PageBlocks blocks={page.data.blocks} />
      {!Number.isNaN(updated.getTime()) && (
        <p className="page-updated">
          {t('updatedAt', { date: new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(updated) })}
        </p>
      )}
    </article>
  );
};
