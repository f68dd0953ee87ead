import { NoticePage } from '../../components/ui/notice-page';
import { useTranslation } from '../../lib/i18n/use-translation';

/** A category or product the shop does not (or no longer) sell, with the way back to everything on sale. */
export const MerchandiseNotFound = ({ heading, text, lang }: { heading: string; text: string; lang: string }) => {
  const { t } = useTranslation('merchandise');
  return <NoticePage heading={heading} text={text} back={{ to: `/${lang}/merchandise`, label: t('showAll') }} />;
};
