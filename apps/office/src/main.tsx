import './styles/office.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { OfficeApp } from './app/office-app';
import { officeApi } from './lib/api/office-api';
import { officeLanguage } from './lib/i18n/languages';
import { loadTranslator } from './lib/i18n/translator';
import { fetchMuseumCountry } from './lib/museum-name';

/**
 * The session decides the language (the staff member's), so it is asked first, with the museum's
 * country, which German follows; signed out is a normal start.
 */
const boot = async (root: HTMLElement): Promise<void> => {
  const [session, country] = await Promise.all([officeApi.session().catch(() => null), fetchMuseumCountry()]);
  const translator = await loadTranslator(officeLanguage(session?.staff.language, navigator.languages), country);
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename="/office">
        <OfficeApp initialSession={session} initialTranslator={translator} country={country} />
      </BrowserRouter>
    </StrictMode>,
  );
};

const root = document.getElementById('root');
if (root) void boot(root);
