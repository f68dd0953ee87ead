import type { OrderReview } from '@foyer/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormats } from '../../lib/formats';

type Line = OrderReview['lines'][number];

/** A line's facts (participants, pass holders, answers) as term and description, each block under its own title. */
const LineFacts = ({ facts, lineIndex }: { facts: Line['facts']; lineIndex: number }) => (
  <>
    {facts.map((block, index) => {
      const titleId = `order-line-${lineIndex}-facts-${index}`;
      return (
        <div key={index} className="order-line-facts">
          {block.title && (
            <p id={titleId} className="order-line-facts-title">
              {block.title}
            </p>
          )}
          <dl aria-labelledby={block.title ? titleId : undefined}>
            {block.entries.map((entry, entryIndex) => (
              <div key={entryIndex}>
                <dt>{entry.label}</dt>
                <dd>{entry.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      );
    })}
  </>
);

/** What the order holds, line by line: what and for when, how many, the facts the visitor gave, and the amount. */
export const OrderLines = ({ lines, money }: { lines: OrderReview['lines']; money: (cents: number) => string }) => {
  const { t } = useTranslation('orders');
  const { date, time } = useFormats();
  return (
    <section className="order-section" aria-labelledby="order-lines-heading">
      <h2 id="order-lines-heading">{t('review.linesHeading')}</h2>
      <ul className="order-lines" role="list">
        {lines.map((line, index) => (
          <li key={index} className="order-line">
            <div className="order-line-main">
              <h3 className="order-line-name">{line.title || line.name}</h3>
              {line.datetime && (
                <p className="order-line-when">
                  {t('dateTime', { date: date(line.datetime), time: time(line.datetime) })}
                </p>
              )}
              <p className="order-line-count">{line.title ? t('review.count', { count: line.count, name: line.name }) : t('review.quantity', { count: line.count })}</p>
              <LineFacts facts={line.facts} lineIndex={index} />
            </div>
            <p className="order-line-amount">{money(line.total_cents)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
};
