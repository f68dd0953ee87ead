import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { OfficeApp } from '../app/office-app';
import type { Session } from '../lib/api/types';
import type { Lang } from '../lib/i18n/languages';
import { loadTranslator } from '../lib/i18n/translator';

/** Where the router is now, for tests that follow a navigation. */
export const location = { current: '' };
const LocationProbe = () => {
  const { pathname, search } = useLocation();
  location.current = `${pathname}${search}`;
  return null;
};

/** The whole office at a path, as main.tsx starts it, with a session or signed out, for a museum in `country`. */
export const renderOffice = async (path: string, { session = null, lang = 'en', country = 'CH' }: { session?: Session | null; lang?: Lang; country?: string } = {}) => {
  const translator = await loadTranslator(lang, country);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <OfficeApp initialSession={session} initialTranslator={translator} country={country} />
      <LocationProbe />
    </MemoryRouter>,
  );
};
