import { useTranslation } from 'react-i18next';
import type { TourLineDetail } from '../../lib/storage/cart-store';

interface Props {
  tour: TourLineDetail;
  money: (cents: number) => string;
}

/** A guided tour's booking in the basket: participants, tour prices, admission tickets with add-ons, and the answers given. */
export const TourLineParts = ({ tour, money }: Props) => {
  const { t } = useTranslation('checkout');
  const part = (count: number, name: string, price: number) =>
    price > 0 ? t('basket.part', { count, name, price: money(price) }) : t('basket.partIncluded', { count, name });
  return (
    <>
      <p className="basket-participants">{t('basket.tourParticipants', { count: tour.participants })}</p>
      <ul className="basket-parts" role="list">
        {tour.prices.map((price) => (
          <li key={`p${price.id}`}>{part(price.count, price.name, price.price)}</li>
        ))}
        {tour.tickets.flatMap((ticket) => [
          <li key={`t${ticket.id}`}>{part(ticket.count, ticket.name, ticket.price)}</li>,
          ...ticket.subtickets.map((sub) => (
            <li key={`s${sub.id}`} className="basket-sub">
              {part(sub.count, sub.name, sub.price)}
            </li>
          )),
        ])}
      </ul>
      {tour.answers.length > 0 && (
        <dl className="basket-answers" aria-label={t('basket.tourAnswers')}>
          {tour.answers.map((answer) => (
            <div key={answer.qId}>
              <dt>{answer.question}</dt>
              <dd>{answer.answer}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
};
