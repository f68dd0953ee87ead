import type { BookingRecap as Recap } from '@foyer/contract';
import type { OrderStatement } from '@foyer/domain';
import { OrderStatementList } from '../../components/ui/statement';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormats } from '../../lib/formats';

interface Props {
  recap: Recap;
  /** A reserved order still owes its amount due; a booked one has paid it. */
  reserved?: boolean;
}

/**
 * The order at a glance after paying: each line (what, for when, how many, the amount), then the
 * order's statement as the server keeps it: subtotal and shipping when goods are shipped, the total,
 * each voucher code with what it paid, and what was paid (or is still to pay) beyond them.
 */
export const BookingRecap = ({ recap, reserved = false }: Props) => {
  const { t } = useTranslation('checkout');
  const formats = useFormats();
  const money = (cents: number) => formats.money(cents, recap.currency);
  const hasCodes = recap.voucher_codes.length > 0;
  const statement: OrderStatement = {
    subtotalCents: recap.subtotal_cents,
    shippingCents: recap.shipping_cents,
    totalCents: recap.total_cents,
    codes: recap.voucher_codes.map((code) => ({ code: code.code, appliedCents: code.amount_cents })),
    amountDueCents: recap.due_cents,
  };
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
      <OrderStatementList
        className="booking-recap-totals"
        statement={statement}
        money={money}
        texts={{
          subtotal: t('basket.subtotal'),
          shipping: recap.shipping_cents === null ? null : { label: t('shipping.label'), amount: recap.shipping_cents === 0 ? t('shipping.free') : money(recap.shipping_cents) },
          total: t('basket.total'),
          code: (code) => ({ label: t('voucher.line', { code: code.code }) }),
          due: hasCodes || reserved ? (reserved || recap.due_cents === 0 ? t('voucher.toPay') : t('result.paid')) : null,
        }}
      />
    </section>
  );
};
