import { useTranslation } from '../../lib/i18n/use-translation';
import { stockAvailability } from '@foyer/domain';

/** SPEC §4 availability of a pass in words: available, only N left, currently unavailable. */
export const PassAvailability = ({ stock }: { stock: number }) => {
  const { t } = useTranslation('passes');
  const availability = stockAvailability(stock);
  const text = availability.kind === 'out' ? t('stock.out') : availability.kind === 'low' ? t('stock.low', { count: availability.left }) : t('stock.available');
  return <span className={`pass-stock is-${availability.kind}`}>{text}</span>;
};
