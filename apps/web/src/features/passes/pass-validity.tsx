import { useTranslation } from '../../lib/i18n/use-translation';

/** How long a pass is valid (DESIGN.md: months from purchase); nothing when the catalog does not say. */
export const PassValidity = ({ months }: { months: number | null }) => {
  const { t } = useTranslation('passes');
  if (months === null) return null;
  return <p className="pass-validity">{t('validity', { count: months })}</p>;
};
