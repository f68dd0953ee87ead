import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';
import { picture } from '../../lib/picture';
import { brandLink } from './header-rules';
import { useLabels } from '../../lib/i18n/use-labels';

/** The logo's height in the header bar (header.css); its width follows from the file's own proportions. */
const LOGO_HEIGHT = 40;

/** Width and height to reserve for the logo before it loads: its proportions at the bar's height, or the height alone when unknown. */
export const logoBox = (size: { width: number; height: number } | null): { width?: number; height: number } =>
  size === null ? { height: LOGO_HEIGHT } : { width: Math.round((LOGO_HEIGHT * size.width) / size.height), height: LOGO_HEIGHT };

export const BrandLink = () => {
  const { t } = useTranslation('shell');
  const { config, lang } = useShop();
  const { site } = useLabels();
  const link = brandLink(config, lang);
  const logo = config.theme.logo ? picture(config.theme.logo, 'logo') : null;
  const content = logo ? <img className="brand-logo" {...logo} alt="" {...logoBox(config.logoSize)} /> : null;
  const label = link.external ? t('common:newTabLink', { name: site }) : t('header.homeLink', { site });

  if (link.external) {
    return (
      <a className="brand" href={link.href} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {content}
        <span className="brand-name">{site}</span>
      </a>
    );
  }
  return (
    <Link className="brand" to={link.href} aria-label={label}>
      {content}
      <span className="brand-name">{site}</span>
    </Link>
  );
};
