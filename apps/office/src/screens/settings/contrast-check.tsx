import { useI18n } from '../../lib/i18n/i18n-context';
import type { MessageKey } from '../../lib/i18n/translator';
import { MIN_RATIO, ratioText, type PairContrast } from './theme-contrast';

const PAIR_LABEL: Record<PairContrast['pair'], MessageKey> = {
  text: 'theme.pairText',
  button: 'theme.pairButton',
  brandText: 'theme.pairBrandText',
  accent: 'theme.pairAccent',
};

/** Each place the shop writes one colour on another, its contrast, and whether it is readable (WCAG AA). */
export const ContrastCheck = ({ contrasts }: { contrasts: PairContrast[] }) => {
  const { t, lang } = useI18n();
  const minimum = ratioText(MIN_RATIO, lang);
  return (
    <section className="contrast-check" aria-labelledby="contrast-heading">
      <h3 id="contrast-heading">{t('theme.contrastHeading')}</h3>
      <p className="field-hint">{t('theme.contrastLead', { minimum })}</p>
      {contrasts.length === 0 ? (
        <p>{t('theme.contrastWaiting')}</p>
      ) : (
        <ul className="contrast-list">
          {contrasts.map((contrast) => (
            <li key={contrast.pair} className={contrast.readable ? 'contrast-ok' : 'contrast-low'}>
              <span className="contrast-pair">{t(PAIR_LABEL[contrast.pair])}</span>
              <span>{t(contrast.readable ? 'theme.contrastReadable' : 'theme.contrastTooLow', { ratio: ratioText(contrast.ratio, lang), minimum })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
