import { useTranslation } from '../../lib/i18n/use-translation';
import { stockAvailability } from '@foyer/domain';

/** SPEC §4 availability of goods in words: in stock, only N left, out of stock. */
export const StockLabel = ({ stock, className = 'product-stock' }: { stock: number; className?: string }) => {
  const { t } = useTranslation('merchandise');
  const availability = stockAvailability(stock);
  const text = availability.kind === 'out' ? t('stock.out') : availability.kind === 'low' ? t('stock.low', { count: availability.left }) : t('stock.inStock');
  return <span className={`${className} is-${availability.kind}`}>{text}</span>;
};
