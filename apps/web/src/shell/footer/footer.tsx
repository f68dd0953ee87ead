import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';
import { useLabels } from '../../lib/i18n/use-labels';
import { sortedSocialLinks, termsLinks } from './footer-rules';
import { LogoList } from './logo-list';
import { NETWORK_NAMES, SocialIcon } from './social-icon';
import './footer.css';

/** `visit`: the museum's address, opening hours and contact; left out where the page itself shows them. */
export const Footer = ({ visit = true }: { visit?: boolean }) => {
  const { t } = useTranslation('shell');
  const { config, lang, shopInfo } = useShop();
  const { site } = useLabels();
  const { meta } = shopInfo;
  // The localized content wins; the config copy is the fallback for shops without content groups.
  const partnerGroups = shopInfo.partner_logos.length > 0 ? shopInfo.partner_logos : config.partnerLogos;
  const social = sortedSocialLinks(shopInfo.social_media);

  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-top">
          {visit && (
            <section className="footer-visit" aria-labelledby="footer-visit-heading">
              <h2 id="footer-visit-heading" className="footer-heading">
                {t('footer.visitHeading')}
              </h2>
              <p className="footer-museum">{meta.museum_name || site}</p>
              <address>
                {meta.street}
                <br />
                {meta.zip} {meta.city}
                <br />
                <a href={`mailto:${meta.email}`}>{meta.email}</a>
                {meta.phone && (
                  <>
                    <br />
                    <a href={`tel:${meta.phone.replace(/[^+\d]/g, '')}`}>{meta.phone}</a>
                  </>
                )}
              </address>
              {meta.opening_hours && (
                <p className="footer-hours">
                  <span className="footer-label">{t('footer.openingHours')}</span> {meta.opening_hours}
                </p>
              )}
            </section>
          )}
          {social.length > 0 && (
            <section aria-labelledby="footer-social-heading">
              <h2 id="footer-social-heading" className="footer-heading">
                {t('footer.socialHeading')}
              </h2>
              <ul className="social-list" role="list">
                {social.map((link) => (
                  <li key={link.name}>
                    <a
                      className="social-link"
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('common:newTabLink', { name: NETWORK_NAMES[link.name] })}
                    >
                      <SocialIcon name={link.name} />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        {partnerGroups.map((group, i) => (
          <LogoList key={`p${i}`} title={group.name[lang] || t('footer.partnersHeading')} logos={group.logos} />
        ))}
        {shopInfo.sponsor_groups.map((group, i) => (
          <LogoList key={`s${i}`} title={group.name} logos={group.sponsors} />
        ))}
        <div className="footer-bottom">
          <nav aria-label={t('footer.legalNav')}>
            <ul className="terms-list" role="list">
              {termsLinks(config, lang, shopInfo.terms_links).map((link) => {
                const label = link.title ?? t(`footer.terms.${link.key}`);
                return (
                  <li key={link.key}>
                    {link.external ? (
                      <a href={link.href} target="_blank" rel="noopener noreferrer">
                        {label}
                        <span className="visually-hidden"> ({t('common:opensInNewTab')})</span>
                      </a>
                    ) : (
                      <Link to={link.href}>{label}</Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
          <p className="copyright">{t('footer.copyright', { year: new Date().getFullYear(), museum: meta.museum_name || site })}</p>
        </div>
      </div>
    </footer>
  );
};
