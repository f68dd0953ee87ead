import { useTranslation } from '../../lib/i18n/use-translation';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { useFormats } from '../../lib/formats';

export interface TourQuantityRowProps {
  id: string;
  name: string;
  /** Unit price in cents. */
  price: number;
  count: number;
  max: number;
  /** An add-on of the admission ticket above it. */
  addOn?: boolean;
  onChange: (value: unknown) => void;
}

/** One price, ticket or add-on with its unit price and a stepper for how many. */
export const TourQuantityRow = ({ id, name, price, count, max, addOn = false, onChange }: TourQuantityRowProps) => {
  const { money } = useFormats();
  const { t } = useTranslation('tours');
  const priceText = price > 0 ? money(price) : t('detail.free');
  return (
    <li className={addOn ? 'tour-row tour-row-addon' : 'tour-row'}>
      <label className="tour-row-info" htmlFor={id}>
        <span className="tour-row-name">{name}</span>
        <span className="tour-row-price">
          {addOn ? t('detail.priceWithAddOnHint', { price: priceText }) : priceText}
        </span>
      </label>
      <QuantityStepper
        id={id}
        value={count}
        max={max}
        decrementLabel={t('detail.decrement', { name })}
        incrementLabel={t('detail.increment', { name })}
        describedBy="tour-quantity-notice"
        onChange={onChange}
      />
    </li>
  );
};
