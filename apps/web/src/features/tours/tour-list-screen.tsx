import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { NEXT_FEW_DAYS } from '@foyer/domain';
import { useShop } from '../../lib/config/shop-store';
import { useLabels } from '../../lib/i18n/use-labels';
import { EmptyState } from '../../components/ui/empty-state';
import { Notice } from '../../components/ui/notice';
import { museumDay } from '../../lib/museum-day';
import { filterDays, filtersToSearch, filterTours, hasFilters, languageOptions, NO_FILTERS, overviewDays, parseFilters, sortTours, venueOptions, type TourFilters as Filters } from './tour-list';
import { fetchTourCategories, fetchTourOverview, fetchTours } from './tours-api';
import { NextDays } from './next-days';
import { TourCard } from './tour-card';
import { TourFilters } from './tour-filters';
import '../../components/ui/form.css';
import { CatalogGridLoading } from '../../components/ui/catalog-card';
import './tours.css';

/** `/{lang}/guided-tours` (SPEC §2): every bookable tour, filtered by language, category, venue and day; filters live in the URL. */
export const TourListScreen = () => {
  const { t } = useTranslation('tours');
  const { lang, config } = useShop();
  const { nav } = useLabels();
  // useSearchParams would pull more of the router into the shared first-view chunk; these two are there already.
  const { search } = useLocation();
  const navigate = useNavigate();
  const today = museumDay(config.timeZone);
  const tours = useQuery({ queryKey: ['tours', lang], queryFn: fetchTours });
  const categories = useQuery({ queryKey: ['tourCategories', lang], queryFn: fetchTourCategories });
  const overview = useQuery({ queryKey: ['tourOverview', lang, today, NEXT_FEW_DAYS], queryFn: () => fetchTourOverview(today, NEXT_FEW_DAYS) });

  const all = sortTours(tours.data?.tours ?? []);
  const parsed = parseFilters(search);
  const days = filterDays(overviewDays(today, overview.data), parsed);
  const dayShown = days.find((d) => d.date === parsed.day) ?? null;
  const filters: Filters = { ...parsed, day: dayShown?.date ?? null };
  const shown = filterTours(all, filters, dayShown?.tours ?? null);
  const change = (next: Filters) => navigate({ search: filtersToSearch(next) }, { replace: true });
  const waitingForDay = parsed.day !== null && overview.isPending;

  return (
    <div className="container tours-page">
      <header className="page-header">
        <h1>{nav('guidedTours')}</h1>
        <p className="lead">{t('list.intro')}</p>
      </header>
      {overview.isSuccess && <NextDays days={days} today={today} value={filters.day} onChange={(day) => change({ ...filters, day })} />}
      {all.length > 0 && (
        <TourFilters
          filters={filters}
          languages={languageOptions(all, lang)}
          categories={(categories.data?.category ?? []).map((category) => ({ value: category.id, label: category.name }))}
          venues={venueOptions(all, lang)}
          onChange={change}
        />
      )}
      {(tours.isPending || waitingForDay) && (
        <CatalogGridLoading gridClassName="tour-grid" label={t('list.loading')} />
      )}
      {tours.isError && (
        <Notice tone="error" text={t('list.loadError')} action={{ label: t('retry'), onPress: () => void tours.refetch() }} />
      )}
      {tours.isSuccess && all.length === 0 && <EmptyState heading={t('list.emptyHeading')} text={t('list.emptyText')} />}
      {tours.isSuccess && !waitingForDay && all.length > 0 && (
        <>
          <p className="tour-count" role="status">
            {t('list.shown', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <EmptyState heading={t('list.noMatchHeading')} text={t('list.noMatchText')}>
              <button type="button" className="button button-secondary" onClick={() => change(NO_FILTERS)}>
                {t('list.reset')}
              </button>
            </EmptyState>
          ) : (
            <ul className="tour-grid" role="list">
              {shown.map((tour, i) => (
                <li key={tour.id}>
                  <TourCard
                    tour={tour}
                    lang={lang}
                    day={dayShown ? { date: dayShown.date, times: dayShown.tours.find((entry) => entry.id === tour.id)?.times ?? [] } : null}
                    eager={i < 2}
                  />
                </li>
              ))}
            </ul>
          )}
          {hasFilters(filters) && shown.length > 0 && (
            <button type="button" className="link-button tour-reset" onClick={() => change(NO_FILTERS)}>
              {t('list.reset')}
            </button>
          )}
        </>
      )}
    </div>
  );
};
