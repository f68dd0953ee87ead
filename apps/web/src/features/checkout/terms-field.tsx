import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { TaggedText } from '../../components/ui/tagged-text';
import { useShop } from '../../lib/config/shop-store';

/** The checkbox's own props: a form library's registration or a plain controlled checkbox. */
type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { ref?: Ref<HTMLInputElement> };

/** SPEC §5: terms and privacy policy must be accepted before ordering. `id`: another id when a page holds two. */
export const TermsField = ({ field, error, id = 'field-terms' }: { field: CheckboxProps; error?: string; id?: string }) => {
  const { t } = useTranslation(['checkout', 'common']);
  const { config, lang } = useShop();
  // The shop's own address for a terms page, else its static page; a new tab keeps the form filled.
  const link = (key: 'terms' | 'data_protection') => (children: string) => (
    <a href={config.customTermsLinks[lang]?.[key]?.url ?? `/${lang}/page/${key}`} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> ({t('common:opensInNewTab')})</span>
    </a>
  );
  return (
    <CheckboxField
      id={id}
      error={error}
      label={<TaggedText text={t('checkout:payment.terms')} tags={{ terms: link('terms'), privacy: link('data_protection') }} />}
      {...field}
    />
  );
};
