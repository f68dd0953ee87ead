import { useTranslation } from 'react-i18next';
import { formatMoney } from '@foyer/domain';
import { useShop } from '../../lib/config/shop-store';
import type { CartLine } from '../../lib/storage/cart-store';
import { formatLineDate } from './basket-totals';
import { TourLineParts } from './tour-line-parts';

interface Props {
  line: CartLine;
  /** Without it the line is read-only (the order summary beside the payment form). */
  onRemove?: () => void;
  /** h2 in the basket, h3 under the order summary's own heading. */
  level?: 2 | 3;
}

/** One basket line: what, when, which ticket types (or tour parts and answers) and how many, and the line total. */
export const BasketLine = ({ line, onRemove, level = 2 }: Props) => {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('checkout');
  const { config, lang } = useShop();
  const money = (cents: number) => formatMoney(cents, config.currency, lang);
  const when = formatLineDate(line, lang, config.timeZone);
  const ticket = line.ticket;
  const heading = ticket?.eventName ?? line.name;

  return (
    <li className="basket-line">
      <div className="basket-line-main">
        <Heading className="basket-name">{heading}</Heading>
        {when && <p className="basket-when">{when}</p>}
        {line.tour ? (
          <TourLineParts tour={line.tour} money={money} />
        ) : (
          <ul className="basket-parts" role="list">
            {(ticket || line.count !== undefined) && (
              <li>
                {ticket ? t('basket.part', { count: line.count ?? 0, name: line.name, price: money(ticket.price) }) : t('basket.quantity', { count: line.count ?? 0, name: line.name })}
              </li>
            )}
            {ticket?.subtickets
              .filter((sub) => sub.count > 0)
              .map((sub) => (
                <li key={sub.id} className="basket-sub">
                  {sub.price > 0 ? t('basket.part', { count: sub.count, name: sub.name, price: money(sub.price) }) : t('basket.partIncluded', { count: sub.count, name: sub.name })}
                </li>
              ))}
          </ul>
        )}
      </div>
      <p className="basket-price">{money(line.totalPrice)}</p>
      {onRemove && (
        <button type="button" className="link-button basket-remove" onClick={onRemove}>
          {t('basket.remove')}
          <span className="visually-hidden"> {ticket ? `${heading} – ${line.name}` : heading}</span>
        </button>
      )}
    </li>
  );
};
