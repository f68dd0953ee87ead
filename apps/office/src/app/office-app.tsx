import { useCallback, useEffect, useMemo, useState } from 'react';
import { setAnswerLanguage, setCsrfToken, setSignedOutListener } from '../lib/api/client';
import { officeApi } from '../lib/api/office-api';
import type { Session } from '../lib/api/types';
import { I18nProvider } from '../lib/i18n/i18n-context';
import { officeLanguage, rememberLanguage, type Lang } from '../lib/i18n/languages';
import { loadTranslator, type Translator } from '../lib/i18n/translator';
import { SessionProvider, type SessionEnd } from '../lib/session/session-context';
import { OfficeRoutes } from './routes';

interface Props {
  initialSession: Session | null;
  initialTranslator: Translator;
  /** The museum's country, which German follows (see loadTranslator). */
  country: string;
}

/** The office's state above every screen: the session, the language and its catalog. */
export const OfficeApp = ({ initialSession, initialTranslator, country }: Props) => {
  const [session, setSession] = useState(initialSession);
  const [ended, setEnded] = useState<SessionEnd>(null);
  const [translator, setTranslator] = useState(initialTranslator);
  const [wanted, setWanted] = useState<Lang>(initialTranslator.lang);

  useEffect(() => {
    setCsrfToken(session?.csrfToken ?? null);
  }, [session]);

  useEffect(() => {
    if (wanted === translator.lang) return;
    let current = true;
    void loadTranslator(wanted, country).then((next) => current && setTranslator(next));
    return () => {
      current = false;
    };
  }, [wanted, translator.lang, country]);

  useEffect(() => {
    document.documentElement.lang = translator.lang;
    setAnswerLanguage(translator.lang);
  }, [translator.lang]);

  const end = useCallback((reason: Exclude<SessionEnd, null>) => setEnded(reason), []);
  useEffect(() => {
    setSignedOutListener((code) => end(code === 'OFFICE_SESSION_EXPIRED' ? 'expired' : 'idle'));
    return () => setSignedOutListener(null);
  }, [end]);

  const signedIn = useCallback((next: Session) => {
    setCsrfToken(next.csrfToken);
    setSession(next);
    setEnded(null);
    setWanted(officeLanguage(next.staff.language, navigator.languages));
  }, []);
  const signOut = useCallback(async () => {
    await officeApi.signOut().catch(() => undefined);
    setSession(null);
    setEnded(null);
  }, []);
  const setLanguage = useCallback(
    (lang: Lang) => {
      rememberLanguage(lang);
      setWanted(lang);
      // Kept for this member on every device too; the choice on screen holds even if that call fails.
      if (session !== null) void officeApi.chooseLanguage(lang).catch(() => undefined);
    },
    [session],
  );

  const sessionState = useMemo(() => ({ session, signedIn, signOut, ended, end }), [session, signedIn, signOut, ended, end]);
  const i18n = useMemo(() => ({ ...translator, setLanguage }), [translator, setLanguage]);
  return (
    <I18nProvider value={i18n}>
      <SessionProvider value={sessionState}>
        <OfficeRoutes />
      </SessionProvider>
    </I18nProvider>
  );
};
