import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useShop } from '../../lib/config/shop-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { safeReturnTo } from './return-to';

/** Onwards from a sign-in success page: where the visitor came from, else the checkout they left (SPEC §4), else the shop. */
export const ContinueLink = () => {
  const { t } = useTranslation('account');
  const { lang } = useShop();
  const [params] = useSearchParams();
  const redirect = useSessionStore((s) => s.postLoginRedirect);
  const back = safeReturnTo(params.get('returnTo'), lang);
  const [to, label] = back !== null ? [back, t('done.back')] : redirect !== null ? [redirect, t('done.toCheckout')] : [`/${lang}`, t('done.toShop')];
  return (
    <Link className="button" to={to}>
      {label}
    </Link>
  );
};
