import {
  UPLOADABLE_IMAGE_TYPES,
  UPLOADABLE_LOGO_TYPES,
  UPLOADED_IMAGE_MAX_BYTES,
  UPLOADED_IMAGE_MAX_MEGABYTES,
  UPLOADED_IMAGE_MAX_MEGAPIXELS,
  UPLOADED_SVG_MAX_BYTES,
  UPLOADED_SVG_MAX_MEGABYTES,
} from '@foyer/contract/constants';
import { useRef, useState, type ChangeEvent } from 'react';
import { officeApi } from '../../lib/api/office-api';
import { errorText } from '../../lib/i18n/error-text';
import { useI18n } from '../../lib/i18n/i18n-context';
import { describedBy, FieldHint } from './field-parts';
import './ui.css';

/** The smallest width the server stores: enough for a preview, and the file a phone's shop page loads too. */
const PREVIEW_WIDTH = 640;

/** Where the shop serves a catalog picture path (apps/web static-url.ts), at the preview's width. */
export const previewAddress = (src: string): string => {
  const sized = src.split('{width}').join(String(PREVIEW_WIDTH));
  return /^(https?:)?\/\//.test(sized) || sized.startsWith('/') ? sized : `/static/${sized}`;
};

/**
 * What the field takes and where it sends it: an event's, tour's or product's picture
 * (`POST /office/api/images`), or the shop's logo, which may be an SVG (`POST /office/api/settings/logo`).
 */
export type ImageKind = 'picture' | 'logo';

const UPLOAD = { picture: officeApi.uploadImage, logo: officeApi.uploadLogo } as const;
const ACCEPTED: Record<ImageKind, readonly string[]> = { picture: UPLOADABLE_IMAGE_TYPES, logo: UPLOADABLE_LOGO_TYPES };

const isSvg = (file: File): boolean => file.type === 'image/svg+xml' || /\.svg$/i.test(file.name);

interface Props {
  id: string;
  label: string;
  /** The catalog path of the picture shown now (`uploads/…-{width}.webp`, `products/mug.svg`), or null. */
  value: string | null;
  /** Called with the new picture's catalog path once it is uploaded. */
  onChange: (src: string) => void;
  kind?: ImageKind;
}

type Progress = 'idle' | 'uploading' | 'uploaded';

/**
 * A picture of an event, tour or product, or the shop's logo: the current one, and a button that
 * uploads another and hands its path to `onChange`. The button is the native file input's
 * label, so the input keeps its name, its keyboard handling and its focus (shown on the label).
 */
export const ImageField = ({ id, label, value, onChange, kind = 'picture' }: Props) => {
  const i18n = useI18n();
  const { t } = i18n;
  const [progress, setProgress] = useState<Progress>('idle');
  const [error, setError] = useState<string | undefined>(undefined);
  // A second file chosen while the first uploads wins, whichever answer comes last.
  const latest = useRef(0);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared, so choosing the same file again after a refusal is a change too.
    event.currentTarget.value = '';
    if (file === undefined) return;
    latest.current += 1;
    const attempt = latest.current;
    const tooLarge =
      kind === 'logo' && isSvg(file) && file.size > UPLOADED_SVG_MAX_BYTES
        ? i18n.error('OFFICE_SVG_TOO_LARGE', { megabytes: UPLOADED_SVG_MAX_MEGABYTES })
        : file.size > UPLOADED_IMAGE_MAX_BYTES
          ? i18n.error('OFFICE_IMAGE_TOO_LARGE', { megabytes: UPLOADED_IMAGE_MAX_MEGABYTES, megapixels: UPLOADED_IMAGE_MAX_MEGAPIXELS })
          : undefined;
    if (tooLarge !== undefined) {
      setProgress('idle');
      setError(tooLarge);
      return;
    }
    setProgress('uploading');
    setError(undefined);
    try {
      const { image } = await UPLOAD[kind](file);
      if (attempt !== latest.current) return;
      setProgress('uploaded');
      onChange(image.src);
    } catch (caught) {
      if (attempt !== latest.current) return;
      setProgress('idle');
      setError(errorText(i18n, caught));
    }
  };

  const hint = kind === 'logo' ? t('image.logoHint', { megabytes: UPLOADED_IMAGE_MAX_MEGABYTES, svgMegabytes: UPLOADED_SVG_MAX_MEGABYTES }) : t('image.hint', { megabytes: UPLOADED_IMAGE_MAX_MEGABYTES });
  return (
    <fieldset className={error ? 'field image-field field-invalid' : 'field image-field'} aria-busy={progress === 'uploading' ? true : undefined}>
      <legend>{label}</legend>
      <FieldHint id={id} text={hint} />
      {value ? <img className="image-field-preview" src={previewAddress(value)} alt={t('image.current')} /> : <p className="image-field-none">{t('image.none')}</p>}
      <div className="image-field-choose">
        <input
          id={id}
          type="file"
          className="visually-hidden"
          accept={ACCEPTED[kind].join(',')}
          aria-describedby={[describedBy(id, hint, error), `${id}-progress`].filter(Boolean).join(' ')}
          onChange={(event) => void upload(event)}
        />
        <label htmlFor={id} className="button button-secondary button-small">
          {value ? t('image.replace') : t('image.choose')}
        </label>
      </div>
      <p id={`${id}-progress`} className="field-hint" role="status">
        {progress === 'uploading' ? t('image.uploading') : progress === 'uploaded' ? t('image.uploaded') : ''}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
};
