import { useTranslation } from 'react-i18next';
import type { EventSummary } from '@foyer/contract';
import { CatalogCard } from '../../components/ui/catalog-card';
import { staticUrl } from '../../lib/static-url';
import { EventMeta } from './event-meta';

/** One event in the list. */
export const EventCard = ({ event, lang, eager }: { event: EventSummary; lang: string; eager: boolean }) => {
  const { t } = useTranslation('tickets');
  return (
    <CatalogCard
      title={event.name}
      to={`/${lang}/tickets/${event.id}`}
      image={event.image ? staticUrl(event.image) : null}
      eager={eager}
      meta={<EventMeta event={event} />}
      text={event.description}
      cta={t('list.cta')}
    />
  );
};
