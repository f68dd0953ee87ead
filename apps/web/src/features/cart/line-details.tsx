import { useTranslation } from '../../lib/i18n/use-translation';
import type { LineDisplay } from '../../lib/storage/cart-store';

interface Props {
  display: LineDisplay;
  money: (cents: number) => string;
}

const ANSWERS_LABEL = { answers: 'basket.tourAnswers', holders: 'basket.passHolders', dedication: 'basket.voucherDedication' } as const;

/**
 * A line's parts as the basket lists them: participants, each part with its count and price (add-ons
 * indented), and the answers given. A part named as the line's heading (a product, a pass) shows only
 * its count and price: the heading above already names it.
 */
export const LineDetails = ({ display, money }: Props) => {
  const { t } = useTranslation('checkout');
  const answers = display.answers ?? [];
  return (
    <>
      {/* A group tour booked whole without tickets has no known group size: its line says nothing rather than "0 participants". */}
      {display.participants !== undefined && display.participants > 0 && <p className="basket-participants">{t('basket.tourParticipants', { count: display.participants })}</p>}
      {display.parts.length > 0 && (
        <ul className="basket-parts" role="list">
          {display.parts.map((part, index) => (
            <li key={index} className={part.sub ? 'basket-sub' : undefined}>
              {part.unitPrice === null
                ? t('basket.partIncluded', { count: part.count, name: part.name })
                : part.name === display.heading
                  ? t('basket.partUnnamed', { count: part.count, price: money(part.unitPrice) })
                  : t('basket.part', { count: part.count, name: part.name, price: money(part.unitPrice) })}
            </li>
          ))}
        </ul>
      )}
      {answers.length > 0 && (
        <dl className="basket-answers" aria-label={t(ANSWERS_LABEL[display.answersKind ?? 'answers'])}>
          {answers.map((answer, index) => (
            <div key={index}>
              <dt>{answer.question}</dt>
              <dd>{answer.answer}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
};
