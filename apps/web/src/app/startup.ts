import type { Translator } from '../lib/i18n/translator';
import type { Lang } from '@foyer/contract';
import { LANGUAGES } from '@foyer/contract/constants';
import { configureApi } from '../lib/api/api-client';
import { takeBootData } from '../lib/boot/boot-data';
import { keepBootProduct } from '../lib/boot/boot-product';
import { bootedEvents, bootedGiftVouchers, bootedPasses, bootedProductCategories, bootedProducts, bootedTour, bootedVoucherGroups } from '../lib/boot/booted-pages';
import { fetchPaymentTypes, fetchShopConfig, fetchShopInfo } from '../lib/api/shop-api';
import { toAppConfig } from '../lib/config/app-config';
import { useShopStore } from '../lib/config/shop-store';
import { applyTheme } from '../lib/config/theme';
import { keepPageCatalogs } from '../lib/i18n/catalogs';
import { applyOverrides, applyRegion, initI18n } from '../lib/i18n/i18n';
import { languageFromPath, resolveInitialLanguage, startLanguage, switchLanguagePath } from '../lib/i18n/initial-language';
import { SERVER_ERROR_TIMEOUT_MS, useGlobalMessageStore } from '../lib/messages/global-message-store';
import { rememberPartner, rememberReferrer, useSessionStore } from '../lib/storage/session-store';

let activeLang: Lang = 'en';
let translate: Translator | null = null;

/** Navigation for the api client; set once the router exists. */
export const navigation = { navigate: (to: string) => window.location.assign(to) };

configureApi({
  lang: () => activeLang,
  token: () => useSessionStore.getState().token,
  pathname: () => window.location.pathname,
  navigate: (to) => navigation.navigate(to),
  serverError: () => {
    const email = useShopStore.getState()?.config.supportEmail ?? '';
    const text = translate?.t('shell:message.serverError', { email }) ?? email;
    useGlobalMessageStore.getState().show({ text, className: 'error', timeout: SERVER_ERROR_TIMEOUT_MS });
  },
  reload: () => window.location.reload(),
  fetch: (...args) => window.fetch(...args),
});

/** The catalogs of the language the visitor asked for, loaded while the config is on its way. */
let earlyCatalogs: Promise<Translator> | null = null;

/** Translations for a startup failure screen, when they could be loaded. */
export const startupTranslations = async (): Promise<Translator | null> => earlyCatalogs?.catch(() => null) ?? null;

/**
 * SPEC §4 startup: remote config, the restored token and customer (session storage, read when the
 * store is created), payment types and meta info, the active language's catalogs; only then render.
 * The server's boot data stands in for the three calls when it is there, in the same order.
 */
export const startup = async (): Promise<Translator> => {
  rememberPartner(window.location.search);
  rememberReferrer(document.referrer, window.location.origin);
  const session = useSessionStore.getState();
  const browser = navigator.languages;
  // Before the config names the shop's languages, a guess to load catalogs early (SPEC §1: default English).
  const requested = languageFromPath(window.location.pathname) ?? resolveInitialLanguage(session.lang, [...browser, 'en'], LANGUAGES);
  activeLang = requested;
  // The server's page carries the answers and catalogs for the path's language; any other language asks the API.
  const boot = takeBootData();
  if (boot) keepPageCatalogs(boot.lang, boot.catalogs);
  earlyCatalogs = initI18n(requested);
  // Handled here so an unused early load (language changed by the config) never reports as unhandled.
  earlyCatalogs.catch(() => null);
  const config = toAppConfig(boot?.lang === requested ? boot.config : await fetchShopConfig());
  activeLang = startLanguage(window.location.pathname, session.lang, browser, config.languages);
  if (languageFromPath(window.location.pathname) !== null && activeLang !== requested) {
    window.history.replaceState(null, '', switchLanguagePath(window.location.pathname, window.location.search, activeLang));
  }
  session.setLang(activeLang);
  document.documentElement.lang = activeLang;
  applyTheme(config.theme);

  const booted = boot?.lang === activeLang ? boot : null;
  if (booted?.product) keepBootProduct(activeLang, booted.product);
  if (booted?.events) bootedEvents.keep(activeLang, booted.events);
  if (booted?.tour) bootedTour.keep(activeLang, booted.tour);
  if (booted?.products) bootedProducts.keep(activeLang, booted.products);
  if (booted?.productCategories) bootedProductCategories.keep(activeLang, booted.productCategories);
  if (booted?.giftVouchers) bootedGiftVouchers.keep(activeLang, booted.giftVouchers);
  if (booted?.voucherGroups) bootedVoucherGroups.keep(activeLang, booted.voucherGroups);
  if (booted?.passes) bootedPasses.keep(activeLang, booted.passes);
  const [shopInfo, paymentTypes, i18n] = await Promise.all([
    booted?.shopInfo ?? fetchShopInfo(),
    booted?.paymentTypes ?? fetchPaymentTypes(),
    activeLang === requested ? earlyCatalogs : initI18n(activeLang),
  ]);
  await applyRegion(i18n, shopInfo.meta.country);
  applyOverrides(i18n, config.translationOverrides[activeLang]);
  translate = i18n;
  useShopStore.setState({ lang: activeLang, config, shopInfo, paymentTypes }, true);
  return i18n;
};
