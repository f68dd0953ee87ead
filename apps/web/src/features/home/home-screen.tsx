import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';
import { enabledSections, sectionNavKey } from '../../lib/config/sections';
import { useLabels } from '../../lib/i18n/use-labels';
import { BannerCarousel } from './banner-carousel';
import { visibleBanners } from './banner-images';
import { SectionIcon } from './section-icon';
import { VisitInfo } from './visit-info';
import './home.css';

export const HomeScreen = () => {
  const { t } = useTranslation('home');
  const { config, lang, shopInfo } = useShop();
  const { site, nav } = useLabels();
  const [hero] = visibleBanners(shopInfo.banners);
  const heading = t('heroTitle', { site });
  const sections = enabledSections(config);

  return (
    <div className="home">
      {hero ? (
        <BannerCarousel banners={hero} heading={heading} />
      ) : (
        <section className="hero-plain">
          <h1>{heading}</h1>
          <p>{t('heroText')}</p>
        </section>
      )}
      {sections.length > 0 && (
        <section className="container home-sections" aria-labelledby="home-sections-heading">
          <h2 id="home-sections-heading" className="section-heading">
            {t('sectionsHeading')}
          </h2>
          <ul className="entry-grid" role="list">
            {sections.map((section) => (
              <li key={section}>
                <Link className="entry-card" to={`/${lang}/${section}`}>
                  <span className="entry-icon">
                    <SectionIcon section={section} />
                  </span>
                  <span className="entry-title">{nav(sectionNavKey(section))}</span>
                  <span className="entry-text">{t(`sections.${section}`)}</span>
                  <span className="entry-cta" aria-hidden="true">
                    {t('sectionCta')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <VisitInfo meta={shopInfo.meta} />
    </div>
  );
};
