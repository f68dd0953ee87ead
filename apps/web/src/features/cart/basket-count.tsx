import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import type { LineQuantity } from '../../lib/storage/cart-line';

interface Props {
  quantity: LineQuantity;
  /** The line in full words, so each control names what it changes. */
  label: string;
  onChange: (count: number) => void;
}

/** Typed text or a button's step as a whole number; anything else (an emptied field) changes nothing. */
const asCount = (value: unknown): number | null => {
  const count = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  return Number.isFinite(count) ? count : null;
};

/**
 * The count of a line priced per unit, changed in place: at least 1 (removing has its own button), at
 * most the line's maximum. Asking for more than that says why nothing changed.
 */
export const BasketCount = ({ quantity, label, onChange }: Props) => {
  const { t } = useTranslation('checkout');
  const id = useId();
  const hintId = `${id}-hint`;
  const [overMax, setOverMax] = useState(false);
  const change = (value: unknown) => {
    const count = asCount(value);
    if (count === null) return;
    setOverMax(count > quantity.max);
    onChange(count);
  };
  return (
    <div className="basket-qty">
      <div className="basket-qty-row">
        <label htmlFor={id}>
          {t('basket.count')}
          <span className="visually-hidden"> {label}</span>
        </label>
        <QuantityStepper
          id={id}
          value={quantity.count}
          min={1}
          max={quantity.max}
          describedBy={overMax ? hintId : undefined}
          decrementLabel={t('basket.decrease', { name: label })}
          incrementLabel={t('basket.increase', { name: label })}
          onChange={change}
        />
      </div>
      <p id={hintId} className="basket-qty-hint" aria-live="polite">
        {overMax ? t(quantity.limit === 'places' ? 'basket.placesLimit' : 'basket.countLimit', { count: quantity.max }) : ''}
      </p>
    </div>
  );
};
