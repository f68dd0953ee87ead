import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ApiError } from '../../lib/api/api-error';
import { useShop } from '../../lib/config/shop-store';
import { useScreenTitle } from '../../lib/routing/screen-title';
import { picture } from '../../lib/picture';
import { Notice } from '../../components/ui/notice';
import { paragraphs } from '../../lib/catalog-text';
import { useVoucherTexts } from './use-voucher-texts';
import { VoucherPurchase } from './voucher-purchase';
import { VouchersNotFound } from './vouchers-not-found';
import { fetchGiftVoucher } from './vouchers-api';
import './vouchers.css';
import { TextSection } from '../../components/ui/text-section';

/** `/{lang}/vouchers/{id}` (SPEC §2): the voucher's picture, value, validity and description, and the way into the basket. */
export const VoucherDetailScreen = ({ voucherId }: { voucherId: number }) => {
  const { t } = useTranslation('vouchers');
  const { lang } = useShop();
  const texts = useVoucherTexts();
  const voucher = useQuery({ queryKey: ['giftVoucher', lang, voucherId], queryFn: () => fetchGiftVoucher(voucherId) });

  // GIFT_VOUCHER_NOT_FOUND: the shop does not (or no longer) sell it.
  const notFound = voucher.error instanceof ApiError && voucher.error.status === 404;
  useScreenTitle(notFound ? t('common:titles.notFound') : voucher.data?.name);
  if (notFound) return <VouchersNotFound lang={lang} />;

  const data = voucher.data;
  const description = data ? paragraphs(data.description) : [];

  return (
    <article className="container voucher-detail" aria-busy={voucher.isPending}>
      <Link className="voucher-back" to={`/${lang}/vouchers`}>
        <span aria-hidden="true">←</span> {t('detail.back')}
      </Link>
      {voucher.isPending && <div className="voucher-skeleton" aria-hidden="true" />}
      {voucher.isError && <Notice tone="error" text={t('detail.loadError')} action={{ label: t('retry'), onPress: () => void voucher.refetch() }} />}
      {data && (
        <div className="voucher-layout">
          <div className="voucher-image">
            {data.image && <img {...picture(data.image.src, 'detail')} alt={data.image.alt || data.name} width={1280} height={800} fetchPriority="high" />}
          </div>
          <div className="voucher-info">
            <h1>{data.name}</h1>
            {data.teaser && <p className="voucher-teaser">{data.teaser}</p>}
            <p className="voucher-price">
              {data.variable_amount && <span className="voucher-price-choice">{t('price.choice')}</span>}
              <strong className="voucher-price-amount">{texts.price(data)}</strong>
            </p>
            <p className="voucher-validity">{texts.validity(data.validity_months)}</p>
            <VoucherPurchase key={data.id} voucher={data} />
            <TextSection className="voucher-description" heading={t('detail.descriptionHeading')} paragraphs={description} />
          </div>
        </div>
      )}
    </article>
  );
};
