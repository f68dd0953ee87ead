import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { Banner } from '@foyer/contract';
import { BannerLink } from './banner-link';
import { BannerPicture } from './banner-picture';

/** Hero slides that move only when the visitor asks (no autoplay: calmer and accessible). */
export const BannerCarousel = ({ banners, heading }: { banners: Banner[]; heading: string }) => {
  const { t } = useTranslation('home');
  const [index, setIndex] = useState(0);
  // Later slides sit beside the first one, close enough for the browser's lazy loading to fetch them
  // at once; they only get their pictures once the visitor starts moving through the carousel.
  const [browsing, setBrowsing] = useState(false);
  const many = banners.length > 1;

  const go = (next: number) => {
    setBrowsing(true);
    setIndex((next + banners.length) % banners.length);
  };

  return (
    <section className="hero" aria-roledescription={many ? 'carousel' : undefined} aria-label={t('carousel.label')}>
      <ul className="hero-track" role="list" style={{ transform: `translateX(${-100 * index}%)` }}>
        {banners.map((banner, i) => (
          <li className="hero-slide" key={`${banner.image}-${i}`} aria-hidden={many && i !== index ? true : undefined} inert={many && i !== index}>
            {(i === 0 || browsing) && <BannerPicture banner={banner} priority={i === 0} />}
            <div className="hero-caption">
              {i === 0 ? <h1 className="hero-title">{banner.title || heading}</h1> : <p className="hero-title">{banner.title}</p>}
              {banner.text && <p className="hero-text">{banner.text}</p>}
              {banner.link && <BannerLink href={banner.link} label={t('sectionCta')} />}
            </div>
          </li>
        ))}
      </ul>
      {many && (
        <div className="hero-controls">
          <button type="button" className="hero-arrow" onClick={() => go(index - 1)} aria-label={t('carousel.previous')}>
            <span aria-hidden="true">←</span>
          </button>
          {banners.map((banner, i) => (
            <button
              type="button"
              key={`${banner.image}-dot-${i}`}
              className="hero-dot"
              aria-current={i === index ? 'true' : undefined}
              aria-label={t('carousel.goTo', { index: i + 1, total: banners.length })}
              onClick={() => go(i)}
            />
          ))}
          <button type="button" className="hero-arrow" onClick={() => go(index + 1)} aria-label={t('carousel.next')}>
            <span aria-hidden="true">→</span>
          </button>
        </div>
      )}
    </section>
  );
};
