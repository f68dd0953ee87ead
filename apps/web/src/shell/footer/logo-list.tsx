import { useTranslation } from '../../lib/i18n/use-translation';
import { staticUrl } from '../../lib/static-url';

interface Logo {
  image: string;
  url: string | null;
  alt: string;
}

/** A titled row of partner or sponsor logos; linked logos open the partner's site in a new tab. */
export const LogoList = ({ title, logos }: { title: string; logos: readonly Logo[] }) => {
  const { t } = useTranslation();
  const shown = logos.filter((logo) => logo.image.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <section className="logo-group" aria-label={title}>
      <h2 className="footer-heading">{title}</h2>
      <ul className="logo-list" role="list">
        {shown.map((logo) => {
          const img = <img src={staticUrl(logo.image)} alt={logo.alt} loading="lazy" height={48} />;
          return (
            <li key={logo.image}>
              {logo.url ? (
                <a href={logo.url} target="_blank" rel="noopener noreferrer" title={t('opensInNewTab')}>
                  {img}
                  <span className="visually-hidden"> ({t('opensInNewTab')})</span>
                </a>
              ) : (
                img
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
};
