import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ProductImage } from '@foyer/contract';
import { picture } from '../../lib/picture';

/**
 * The product's first picture large, the others as thumbnail buttons that show them in its place.
 * The large picture always carries its own description; the buttons say which picture they show.
 */
export const ProductGallery = ({ images, name }: { images: readonly ProductImage[]; name: string }) => {
  const { t } = useTranslation('merchandise');
  const [index, setIndex] = useState(0);
  const shown = images[index] ?? images[0];
  if (!shown) return <div className="product-image" aria-hidden="true" />;
  return (
    <div className="product-gallery">
      <div className="product-image">
        <img {...picture(shown.src, 'detail')} alt={shown.alt || name} width={1200} height={1200} fetchPriority="high" />
      </div>
      {images.length > 1 && (
        <ul className="product-thumbs" role="list" aria-label={t('detail.picturesLabel')}>
          {images.map((image, i) => (
            <li key={`${i}-${image.src}`}>
              <button
                type="button"
                className="product-thumb"
                aria-label={t('detail.showPicture', { index: i + 1, total: images.length })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img {...picture(image.src, 'thumbnail')} alt="" width={160} height={160} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
