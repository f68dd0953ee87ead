import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';
import { useLabels } from '../../lib/i18n/use-labels';
import { EmptyState } from '../../components/ui/empty-state';
import { Notice } from '../../components/ui/notice';
import { CatalogGridLoading } from '../../components/ui/catalog-card';
import { fetchEvents } from './tickets-api';
import { eventGroups, filterByGroup, sortEvents } from './event-list';
import { EventCard } from './event-card';
import { GroupFilter } from './group-filter';
import './tickets.css';

/** `/{lang}/tickets` (SPEC §2): every event on sale, in catalog order, filterable by group. */
export const EventListScreen = () => {
  const { t } = useTranslation('tickets');
  const { lang } = useShop();
  const { nav } = useLabels();
  // useSearchParams would pull more of the router into the shared first-view chunk; these two are there already.
  const { search } = useLocation();
  const navigate = useNavigate();
  const events = useQuery({ queryKey: ['events', lang], queryFn: fetchEvents });
  const all = sortEvents(events.data ?? []);
  const groups = eventGroups(all);
  const requested = Number(new URLSearchParams(search).get('group'));
  const group = groups.some((g) => g.id === requested) ? requested : null;
  const shown = filterByGroup(all, group);

  return (
    <div className="container events-page">
      <header className="page-header">
        <h1>{nav('tickets')}</h1>
        <p className="lead">{t('list.intro')}</p>
      </header>
      {events.isPending && (
        <CatalogGridLoading gridClassName="event-grid" label={t('list.loading')} />
      )}
      {events.isError && (
        <Notice tone="error" text={t('list.loadError')} action={{ label: t('retry'), onPress: () => void events.refetch() }} />
      )}
      {events.isSuccess && all.length === 0 && <EmptyState heading={t('list.emptyHeading')} text={t('list.emptyText')} />}
      {groups.length > 1 && (
        <GroupFilter groups={groups} value={group} onChange={(id) => navigate({ search: id === null ? '' : `?group=${id}` }, { replace: true })} />
      )}
      {shown.length > 0 && (
        <ul className="event-grid" role="list">
          {shown.map((event, i) => (
            <li key={event.id}>
              <EventCard event={event} lang={lang} eager={i < 2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
