import type { CSSProperties } from 'react';
import type { OfficeTheme } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { isColour } from './theme-contrast';

interface Props {
  theme: OfficeTheme;
  museumName: string;
  logoAddress: string | null;
}

/** The colour a preview part takes: a code still being typed keeps the part as it was. */
const colour = (value: string, fallback: string): string => (isColour(value) ? value : fallback);

/**
 * A small piece of the shop drawn with the colours as edited, changing as they are typed: the header
 * with logo and name, a card with its picture area in the accent's tint, an accent label, a price in
 * the brand colour and a button. It shows the colours as chosen, so a weak pair is seen as weak.
 */
export const ThemePreview = ({ theme, museumName, logoAddress }: Props) => {
  const { t } = useI18n();
  const style = {
    '--preview-brand': colour(theme.brandColor, '#1d4a57'),
    '--preview-on-brand': colour(theme.brandContrastColor, '#ffffff'),
    '--preview-accent': colour(theme.accentColor, '#8f5a1f'),
    '--preview-surface': colour(theme.surfaceColor, '#faf7f2'),
    '--preview-text': colour(theme.textColor, '#1a2429'),
    '--preview-radius': `${theme.radiusPx}px`,
  } as CSSProperties;
  return (
    <figure className="theme-preview" aria-labelledby="theme-preview-caption">
      <figcaption id="theme-preview-caption">{t('theme.previewCaption')}</figcaption>
      <div className="theme-preview-shop" style={style} data-testid="theme-preview">
        <div className="theme-preview-header">
          {logoAddress !== null && <img src={logoAddress} alt="" className="theme-preview-logo" />}
          <span>{museumName}</span>
        </div>
        <div className="theme-preview-body">
          <div className="theme-preview-card">
            <div className="theme-preview-picture" />
            <div className="theme-preview-card-text">
              <span className="theme-preview-accent">{t('theme.previewLabel')}</span>
              <strong className="theme-preview-title">{t('theme.previewTitle')}</strong>
              <span>{t('theme.previewText')}</span>
              <span className="theme-preview-price">{t('theme.previewPrice')}</span>
              <span className="theme-preview-button">{t('theme.previewButton')}</span>
            </div>
          </div>
        </div>
      </div>
    </figure>
  );
};
