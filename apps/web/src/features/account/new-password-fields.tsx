import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { TextField } from '../../components/ui/text-field';
import { MIN_PASSWORD_LENGTH } from './password-rules';

export type NewPasswordField = 'password' | 'passwordRepeat';

interface Props {
  /** Unique on the page: the settings show more than one password form. */
  idPrefix: string;
  field: (name: NewPasswordField) => UseFormRegisterReturn;
  messageOf: (name: NewPasswordField) => string | undefined;
  /** "New password" where one replaces another (settings, recovery); plain "Password" when opening an account. */
  replacing?: boolean;
}

/** A new password typed twice, with its minimum length said up front; browsers offer to generate one (new-password). */
export const NewPasswordFields = ({ idPrefix, field, messageOf, replacing = false }: Props) => {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={t(replacing ? 'password.new' : 'password.label')}
        hint={t('password.hint', { min: MIN_PASSWORD_LENGTH })}
        type="password"
        autoComplete="new-password"
        aria-required="true"
        error={messageOf('password')}
        {...field('password')}
      />
      <TextField
        id={`${idPrefix}-passwordRepeat`}
        label={t(replacing ? 'password.newRepeat' : 'password.repeat')}
        type="password"
        autoComplete="new-password"
        aria-required="true"
        error={messageOf('passwordRepeat')}
        {...field('passwordRepeat')}
      />
    </>
  );
};
