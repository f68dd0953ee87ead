import { Link } from 'react-router';
import { useShop } from '../../lib/config/shop-store';
import { bannerHref } from './banner-images';

/** Banner links may point into the shop (client-side, in the active language) or to another site. */
export const BannerLink = ({ href, label }: { href: string; label: string }) => {
  const { lang } = useShop();
  const target = bannerHref(href, lang);
  return /^https?:\/\//i.test(target) ? (
    <a className="button button-light" href={target}>
      {label}
    </a>
  ) : (
    <Link className="button button-light" to={target}>
      {label}
    </Link>
  );
};
