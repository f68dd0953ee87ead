import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormats } from '../../lib/formats';
import { picture } from '../../lib/picture';
import type { CartLine } from '../../lib/storage/cart-store';
import { BasketCount } from './basket-count';
import { formatLineDate } from './basket-totals';
import { LineDetails } from './line-details';

interface Props {
  line: CartLine;
  /** Without it the line is read-only (the order summary beside the payment form). */
  onRemove?: () => void;
  /** Changes the count of a line that allows it; without it the count is read-only. */
  onCountChange?: (count: number) => void;
  /** h2 in the basket, h3 under the order summary's own heading. */
  level?: 2 | 3;
}

/** One basket line, whatever its kind: its picture, what, when, its parts and how many, and the line total. */
export const BasketLine = ({ line, onRemove, onCountChange, level = 2 }: Props) => {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('checkout');
  const formats = useFormats();
  const { money } = formats;
  const { display } = line;
  const when = display.when ? formatLineDate(display.when, formats) : null;

  return (
    <li className={display.image ? 'basket-line has-thumb' : 'basket-line'}>
      {/* The heading names the line; the picture only helps to recognise it. */}
      {display.image && <img className="basket-thumb" {...picture(display.image, 'thumbnail')} alt="" width={80} height={80} loading="lazy" decoding="async" />}
      <div className="basket-line-main">
        <Heading className="basket-name">{display.heading}</Heading>
        {when && <p className="basket-when">{when}</p>}
        <LineDetails display={display} money={money} />
      </div>
      <p className="basket-price">{money(line.totalPrice)}</p>
      {line.quantity && onCountChange && <BasketCount quantity={line.quantity} label={display.label} onChange={onCountChange} />}
      {onRemove && (
        <button type="button" className="link-button basket-remove" onClick={onRemove}>
          {t('basket.remove')}
          <span className="visually-hidden"> {display.label}</span>
        </button>
      )}
    </li>
  );
};
