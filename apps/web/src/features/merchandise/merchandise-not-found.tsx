import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';

/** A category or product the shop does not (or no longer) sell, with the way back to everything on sale. */
export const MerchandiseNotFound = ({ heading, text, lang }: { heading: string; text: string; lang: string }) => {
  const { t } = useTranslation('merchandise');
  return (
    <div className="container narrow notice-page">
      <h1>{heading}</h1>
      <p className="lead">{text}</p>
      <Link className="button button-secondary" to={`/${lang}/merchandise`}>
        {t('showAll')}
      </Link>
    </div>
  );
};
