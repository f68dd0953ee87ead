import type { Lang } from '@foyer/contract';
import { formatLocale, regionOverlays } from '@foyer/domain';
import { FIRST_VIEW_NAMESPACES, loadCatalog, loadCatalogs, loadOverlay, type Catalog, type Namespace } from './catalogs';
import { Translator } from './translator';

let active: { translator: Translator; overrides: Record<string, string>; loaded: Set<Namespace>; overlays: readonly string[] } | null = null;

/** The translator startup made last; screens read it through TranslationProvider. */
export const activeTranslator = (): Translator | null => active?.translator ?? null;

const split = (fullKey: string): [string, string] => {
  const at = fullKey.indexOf(':');
  return at > 0 ? [fullKey.slice(0, at), fullKey.slice(at + 1)] : ['common', fullKey];
};

/**
 * SPEC §1 per-customer overrides: keys are `namespace:dotted.key` (namespace `common` when omitted),
 * merged over the shipped catalog at runtime, also over namespaces that load later.
 */
export const applyOverrides = (translator: Translator, overrides: Record<string, string> | undefined): void => {
  if (active?.translator === translator) active.overrides = { ...active.overrides, ...overrides };
  for (const [fullKey, value] of Object.entries(overrides ?? {})) {
    const [ns, key] = split(fullKey);
    translator.addResource(ns, key, value);
  }
};

/** Loads only the active language's catalogs into a new translator. */
export const initI18n = async (lang: Lang, namespaces: readonly Namespace[] = FIRST_VIEW_NAMESPACES): Promise<Translator> => {
  const catalogs = await loadCatalogs(lang, namespaces);
  const translator = new Translator(lang);
  for (const [ns, catalog] of Object.entries(catalogs)) translator.addResourceBundle(ns, catalog);
  active = { translator, overrides: {}, loaded: new Set(namespaces), overlays: [] };
  return translator;
};

/** A namespace's texts of each overlay, in the order they are laid over its catalog. */
const loadOverlays = (overlays: readonly string[], ns: Namespace): Promise<Catalog[]> => Promise.all(overlays.map((overlay) => loadOverlay(overlay, ns)));

/**
 * Writes the translator's language as the museum's region does (DESIGN.md "Formats"): the region's
 * overlays (de-DE, then de-AT in Austria) over the namespaces loaded so far and over those that load
 * later. Call before the overrides.
 */
export const applyRegion = async (translator: Translator, country: string): Promise<void> => {
  const overlays = regionOverlays(formatLocale(translator.language, country));
  if (overlays.length === 0 || active?.translator !== translator) return;
  active.overlays = overlays;
  const loaded = [...active.loaded];
  const catalogs = await Promise.all(loaded.map((ns) => loadOverlays(overlays, ns)));
  loaded.forEach((ns, index) => {
    for (const catalog of catalogs[index] ?? []) translator.addResourceBundle(ns, catalog);
  });
};

/** Makes a namespace available before a route that needs it renders. */
export const ensureNamespace = async (ns: Namespace): Promise<void> => {
  if (!active || active.loaded.has(ns)) return;
  const { translator, overrides, loaded, overlays } = active;
  const [catalog, regional] = await Promise.all([loadCatalog(translator.language as Lang, ns), loadOverlays(overlays, ns)]);
  translator.addResourceBundle(ns, catalog);
  for (const texts of regional) translator.addResourceBundle(ns, texts);
  loaded.add(ns);
  for (const [fullKey, value] of Object.entries(overrides)) {
    const [keyNs, key] = split(fullKey);
    if (keyNs === ns) translator.addResource(ns, key, value);
  }
};
