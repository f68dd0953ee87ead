import { NoticePage } from '../../components/ui/notice-page';
import { useTranslation } from '../../lib/i18n/use-translation';

/** A pass the shop does not (or no longer) sell, with the way back to the passes on sale. */
export const PassNotFound = ({ lang }: { lang: string }) => {
  const { t } = useTranslation('passes');
  return <NoticePage heading={t('detail.notFoundHeading')} text={t('detail.notFoundText')} back={{ to: `/${lang}/passes`, label: t('showAll') }} />;
};
