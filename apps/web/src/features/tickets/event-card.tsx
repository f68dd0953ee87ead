import { useTranslation } from 'react-i18next';
import type { EventSummary } from '@foyer/contract';
import { formatMoney } from '@foyer/domain';
import { CatalogCard } from '../../components/ui/catalog-card';
import { staticUrl } from '../../lib/static-url';
import { EventMeta } from './event-meta';

interface Props {
  event: EventSummary;
  lang: string;
  currency: string;
  timeZone: string;
  eager: boolean;
}

/** One event in the list, with what a visit costs at least. */
export const EventCard = ({ event, lang, currency, timeZone, eager }: Props) => {
  const { t } = useTranslation('tickets');
  return (
    <CatalogCard
      title={event.name}
      to={`/${lang}/tickets/${event.id}`}
      image={event.image ? staticUrl(event.image) : null}
      eager={eager}
      meta={<EventMeta event={event} lang={lang} timeZone={timeZone} />}
      text={event.description}
      footer={
        <p className="event-card-price">
          {event.price_from > 0 ? t('list.priceFrom', { price: formatMoney(event.price_from, currency, lang) }) : t('list.priceFree')}
        </p>
      }
      cta={t('list.cta')}
    />
  );
};
