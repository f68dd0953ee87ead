import { Button } from '../../components/ui/button';
import { ColourField } from '../../components/ui/colour-field';
import { ImageField } from '../../components/ui/image-field';
import { TextField } from '../../components/ui/text-field';
import type { OfficeTheme } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { MessageKey } from '../../lib/i18n/translator';
import { ContrastCheck } from './contrast-check';
import { COLOUR_KEYS, type ColourKey, type PairContrast } from './theme-contrast';
import { ThemePreview } from './theme-preview';

export const COLOUR_LABEL: Record<ColourKey, MessageKey> = {
  brandColor: 'theme.brandColor',
  brandContrastColor: 'theme.brandContrastColor',
  accentColor: 'theme.accentColor',
  surfaceColor: 'theme.surfaceColor',
  textColor: 'theme.textColor',
};

const COLOUR_HINT: Record<ColourKey, MessageKey> = {
  brandColor: 'theme.brandColorHint',
  brandContrastColor: 'theme.brandContrastColorHint',
  accentColor: 'theme.accentColorHint',
  surfaceColor: 'theme.surfaceColorHint',
  textColor: 'theme.textColorHint',
};

/** The logo as the office's preview loads it: a path of the shop's pictures, its {width} at the smallest stored. */
const logoAddress = (logo: string | null): string | null => {
  if (logo === null) return null;
  const sized = logo.replace('{width}', '640');
  return /^(https?:)?\/\//.test(sized) || sized.startsWith('/') ? sized : `/static/${sized}`;
};

interface Props {
  theme: OfficeTheme;
  museumName: string;
  contrasts: PairContrast[];
  onChange: (theme: OfficeTheme) => void;
  errorAt: (field: string) => string | undefined;
}

/** The shop's colours, corner radius and logo, their contrast and a preview drawn with them as typed. */
export const ThemeFields = ({ theme, museumName, contrasts, onChange, errorAt }: Props) => {
  const { t } = useI18n();
  return (
    <section className="editor-section" aria-labelledby="theme-heading">
      <h2 id="theme-heading">{t('theme.legend')}</h2>
      <p className="field-hint">{t('theme.lead')}</p>
      <div className="theme-layout">
        <div className="theme-fields">
          {COLOUR_KEYS.map((key) => (
            <ColourField
              key={key}
              id={`theme-${key}`}
              label={t(COLOUR_LABEL[key])}
              pickerLabel={t('theme.picker', { colour: t(COLOUR_LABEL[key]) })}
              hint={t(COLOUR_HINT[key])}
              error={errorAt(`theme.${key}`)}
              value={theme[key]}
              onChange={(value) => onChange({ ...theme, [key]: value })}
            />
          ))}
          <TextField
            id="theme-radius"
            label={t('theme.radius')}
            hint={t('theme.radiusHint')}
            type="number"
            min={0}
            max={32}
            error={errorAt('theme.radiusPx')}
            value={theme.radiusPx}
            onChange={(event) => onChange({ ...theme, radiusPx: Math.min(32, Math.max(0, Math.round(event.target.valueAsNumber || 0))) })}
          />
          <ImageField id="theme-logo" kind="logo" label={t('theme.logo')} value={theme.logo} onChange={(logo) => onChange({ ...theme, logo })} />
          {theme.logo !== null && (
            <p>
              <Button variant="secondary" small onClick={() => onChange({ ...theme, logo: null })}>
                {t('theme.removeLogo')}
              </Button>
            </p>
          )}
        </div>
        <div className="theme-side">
          <ThemePreview theme={theme} museumName={museumName} logoAddress={logoAddress(theme.logo)} />
          <ContrastCheck contrasts={contrasts} />
        </div>
      </div>
    </section>
  );
};
