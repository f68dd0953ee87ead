import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { ImageField } from '../../components/ui/image-field';
import { TextField } from '../../components/ui/text-field';
import type { OfficeProduct } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { Lang } from '../../lib/i18n/languages';
import { withText } from '../events/localized';
import { movedFirst } from './product-draft';

type Images = OfficeProduct['images'];

interface Props {
  images: Images;
  onChange: (images: Images) => void;
  /** The language whose alt texts are being edited. */
  textLang: Lang;
  errorAt: (field: string) => string | undefined;
}

/** The product's pictures, the shop's card picture first, each with what it shows in words; another is added by uploading it. */
export const ProductImages = ({ images, onChange, textLang, errorAt }: Props) => {
  const { t } = useI18n();
  const change = (index: number, image: Images[number]) => onChange(images.map((other, i) => (i === index ? image : other)));
  // The field that uploaded a new picture is replaced by a fresh one: the focus goes on to the new picture's words.
  const added = useRef<number | null>(null);
  useEffect(() => {
    if (added.current === null) return;
    document.getElementById(`picture-${added.current}-alt`)?.focus();
    added.current = null;
  }, [images.length]);
  const add = (src: string) => {
    added.current = images.length;
    onChange([...images, { src, alt: {} }]);
  };
  return (
    <section className="editor-section" aria-labelledby="pictures-heading">
      <h2 id="pictures-heading">{t('merch.picturesLegend')}</h2>
      <p className="field-hint">{t('merch.picturesHint')}</p>
      {images.map((image, index) => (
        <div key={image.src} className="card-fields product-picture">
          <ImageField id={`picture-${index}`} label={index === 0 ? t('merch.cardPicture') : t('merch.pictureNumber', { number: index + 1 })} value={image.src} onChange={(src) => change(index, { ...image, src })} />
          <div lang={textLang}>
            <TextField id={`picture-${index}-alt`} label={t('merch.pictureAlt')} hint={t('merch.pictureAltHint')} error={errorAt(`images.${index}.alt`)} value={image.alt[textLang] ?? ''} onChange={(event) => change(index, { ...image, alt: withText(image.alt, textLang, event.target.value) })} />
          </div>
          <div className="button-row">
            {index > 0 && (
              <Button variant="secondary" small onClick={() => onChange(movedFirst(images, index))}>
                {t('merch.pictureFirst')}
              </Button>
            )}
            <Button variant="secondary" small onClick={() => onChange(images.filter((_, i) => i !== index))}>
              {t('merch.pictureRemove')}
            </Button>
          </div>
        </div>
      ))}
      {/* A fresh field after each upload: the one just added shows above with its own fields. */}
      <ImageField key={images.length} id="picture-new" label={images.length === 0 ? t('merch.cardPicture') : t('merch.pictureAdd')} value={null} onChange={add} />
    </section>
  );
};
