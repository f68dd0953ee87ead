import { NoticePage } from '../../components/ui/notice-page';
import { useTranslation } from '../../lib/i18n/use-translation';

/** A voucher the shop does not (or no longer) sell, with the way back to every voucher on sale. */
export const VouchersNotFound = ({ lang }: { lang: string }) => {
  const { t } = useTranslation('vouchers');
  return <NoticePage heading={t('detail.notFoundHeading')} text={t('detail.notFoundText')} back={{ to: `/${lang}/vouchers`, label: t('showAll') }} />;
};
