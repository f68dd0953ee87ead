import type { MouseEvent } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';

/** Moves focus itself: letting the browser follow "#main" would count as a route change. */
export const SkipLink = () => {
  const { t } = useTranslation('shell');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="skip-link" href="#main" onClick={onClick}>
      {t('skipToContent')}
    </a>
  );
};
