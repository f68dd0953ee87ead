import { useTranslation } from '../../lib/i18n/use-translation';
import type { GiftVoucher } from '@foyer/contract';
import { useFormats } from '../../lib/formats';

type Priced = Pick<GiftVoucher, 'price' | 'variable_amount' | 'min_amount' | 'max_amount'>;

/** How the voucher screens write money, a voucher's price and how long its code stays valid. */
export const useVoucherTexts = () => {
  const { t } = useTranslation('vouchers');
  const { money } = useFormats();
  return {
    money,
    /** A fixed voucher's price; for a variable one the span its amount may take. */
    price: (voucher: Priced): string =>
      voucher.variable_amount ? t('price.range', { min: money(voucher.min_amount), max: money(voucher.max_amount) }) : money(voucher.price),
    /** Whole years when the months make them ("valid for 3 years"), else months. */
    validity: (months: number): string =>
      months % 12 === 0 ? t('validity.years', { count: months / 12 }) : t('validity.months', { count: months }),
  };
};
