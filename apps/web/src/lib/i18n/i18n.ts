import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@foyer/contract';
import { FIRST_VIEW_NAMESPACES, loadCatalog, loadCatalogs, type Namespace } from './catalogs';

let active: { instance: i18n; lang: Lang; overrides: Record<string, string>; loaded: Set<Namespace> } | null = null;

const split = (fullKey: string): [string, string] => {
  const at = fullKey.indexOf(':');
  return at > 0 ? [fullKey.slice(0, at), fullKey.slice(at + 1)] : ['common', fullKey];
};

/**
 * SPEC §1 per-customer overrides: keys are `namespace:dotted.key` (namespace `common` when omitted),
 * merged over the shipped catalog at runtime, also over namespaces that load later.
 */
export const applyOverrides = (instance: i18n, lang: Lang, overrides: Record<string, string> | undefined): void => {
  if (active?.instance === instance) active.overrides = { ...active.overrides, ...overrides };
  for (const [fullKey, value] of Object.entries(overrides ?? {})) {
    const [ns, key] = split(fullKey);
    instance.addResource(lang, ns, key, value);
  }
};

/** Loads only the active language's catalogs, then initialises i18next with them. */
export const initI18n = async (lang: Lang, namespaces: readonly Namespace[] = FIRST_VIEW_NAMESPACES): Promise<i18n> => {
  const resources = await loadCatalogs(lang, namespaces);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    ns: [...namespaces],
    defaultNS: 'common',
    resources: { [lang]: resources },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  active = { instance, lang, overrides: {}, loaded: new Set(namespaces) };
  return instance;
};

/** Makes a namespace available before a route that needs it renders. */
export const ensureNamespace = async (ns: Namespace): Promise<void> => {
  if (!active || active.loaded.has(ns)) return;
  const { instance, lang, overrides, loaded } = active;
  instance.addResourceBundle(lang, ns, await loadCatalog(lang, ns), true, true);
  loaded.add(ns);
  for (const [fullKey, value] of Object.entries(overrides)) {
    const [keyNs, key] = split(fullKey);
    if (keyNs === ns) instance.addResource(lang, ns, key, value);
  }
};
