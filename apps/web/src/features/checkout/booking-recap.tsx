import type { BookingRecap as Recap } from '@foyer/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormats } from '../../lib/formats';

/** The order at a glance after paying: each line (what, for when, how many, the amount) and the total. */
export const BookingRecap = ({ recap }: { recap: Recap }) => {
  const { t } = useTranslation('checkout');
  const formats = useFormats();
  const money = (cents: number) => formats.money(cents, recap.currency);
  return (
    <section className="booking-recap" aria-labelledby="booking-recap-heading">
      <h2 id="booking-recap-heading">{t('basket.summary')}</h2>
      <ul className="booking-recap-lines" role="list">
        {recap.lines.map((line, index) => (
          <li key={index} className="booking-recap-line">
            <div>
              {line.title && <p className="booking-recap-title">{line.title}</p>}
              <p>{t('basket.quantity', { count: line.count, name: line.name })}</p>
              {line.datetime && (
                <p className="booking-recap-when">{t('result.recapWhen', { date: formats.date(line.datetime), time: formats.time(line.datetime) })}</p>
              )}
            </div>
            <p className="booking-recap-amount">{money(line.total_cents)}</p>
          </li>
        ))}
      </ul>
      <p className="booking-recap-total">
        <span>{t('basket.total')}</span>
        <strong>{money(recap.total_cents)}</strong>
      </p>
    </section>
  );
};
