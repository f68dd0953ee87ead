import type { Banner } from '@foyer/contract';
import { bannerImage } from './banner-images';

/** Art-directed picture: the mobile crop below 768 px, width-matched files from the srcset. */
export const BannerPicture = ({ banner, priority }: { banner: Banner; priority: boolean }) => {
  const image = bannerImage(banner);
  if (!image) return null;
  return (
    <picture>
      {image.mobileSrcSet && <source media="(max-width: 767px)" srcSet={image.mobileSrcSet} sizes="100vw" />}
      <img
        className="banner-img"
        src={image.src}
        srcSet={image.srcSet}
        sizes="100vw"
        alt={banner.alt}
        width={1920}
        height={800}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
};
