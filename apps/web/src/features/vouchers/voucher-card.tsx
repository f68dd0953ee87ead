import { useTranslation } from '../../lib/i18n/use-translation';
import type { GiftVoucher } from '@foyer/contract';
import { CatalogCard } from '../../components/ui/catalog-card';
import { picture } from '../../lib/picture';
import { useVoucherTexts } from './use-voucher-texts';

/** One gift voucher in the list: picture, name, teaser, its price (or the span of a free amount) and validity. */
export const VoucherCard = ({ voucher, lang, eager }: { voucher: GiftVoucher; lang: string; eager: boolean }) => {
  const { t } = useTranslation('vouchers');
  const texts = useVoucherTexts();
  return (
    <CatalogCard
      title={voucher.name}
      to={`/${lang}/vouchers/${voucher.id}`}
      image={voucher.image ? picture(voucher.image.src, 'offerCard') : null}
      eager={eager}
      text={voucher.teaser}
      footer={
        <div className="voucher-card-footer">
          <p className="voucher-card-price">
            {voucher.variable_amount && <span className="voucher-card-choice">{t('price.choice')}</span>}
            <span className="voucher-card-amount">{texts.price(voucher)}</span>
          </p>
          <p className="voucher-card-validity">{texts.validity(voucher.validity_months)}</p>
        </div>
      }
      linkClassName="voucher-card-link"
    />
  );
};
