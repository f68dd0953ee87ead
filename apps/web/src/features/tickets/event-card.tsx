import { useTranslation } from '../../lib/i18n/use-translation';
import type { EventSummary } from '@foyer/contract';
import { CatalogCard } from '../../components/ui/catalog-card';
import { useFormats } from '../../lib/formats';
import { picture } from '../../lib/picture';
import { EventMeta } from './event-meta';

/** One event in the list, with what a visit costs at least. */
export const EventCard = ({ event, lang, eager }: { event: EventSummary; lang: string; eager: boolean }) => {
  const { t } = useTranslation('tickets');
  const { money } = useFormats();
  return (
    <CatalogCard
      title={event.name}
      to={`/${lang}/tickets/${event.id}`}
      image={event.image ? picture(event.image, 'visitCard') : null}
      eager={eager}
      meta={<EventMeta event={event} />}
      text={event.description}
      footer={
        <p className="event-card-price">
          {event.price_from > 0 ? t('list.priceFrom', { price: money(event.price_from) }) : t('list.priceFree')}
        </p>
      }
      cta={t('list.cta')}
    />
  );
};
