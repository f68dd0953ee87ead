import { useTranslation } from '../../lib/i18n/use-translation';
import { useToastStore, type Toast } from '../../lib/messages/toast-store';

/** SPEC §8 toast keys of sign-in and settings; they vanish after 2 s (SPEC §4), so forms say failures in place too. */
export type AccountToast =
  | 'AUTH_LOGGING_IN'
  | 'AUTH_LOGIN_FAILED'
  | 'AUTH_REQUEST_RESET_SUCCESS'
  | 'AUTH_REQUEST_RESET_FAIL'
  | 'AUTH_SETTING_NEW_PASSWORD'
  | 'AUTH_SETTING_NEW_PASSWORD_FAILED'
  | 'AUTH_SETTING_NEW_PASSWORD_SUCCESS'
  | 'AUTH_PASSWORD_CHANGE_REQUEST'
  | 'AUTH_PASSWORD_CHANGE_SUCCESS'
  | 'AUTH_PASSWORD_CHANGE_FAILED'
  | 'AUTH_EMAIL_CHANGE_SUCCESS'
  | 'USER_SETTINGS_SAVED';

export const useAccountToast = () => {
  const { t } = useTranslation('account');
  return (key: AccountToast, tone: Toast['tone']) => useToastStore.getState().push(t(`toasts.${key}`), tone);
};
