import type { Lang, NavKey } from '@foyer/contract';
import type { AppConfig } from '../../lib/config/app-config';
import { enabledSections, sectionNavKey, type Section } from '../../lib/config/sections';
import { AUTH_SCREENS } from '../../lib/storage/post-login-redirect';
import { isRegisteredCustomer, type SessionState } from '../../lib/storage/session-store';

export interface SectionLink {
  section: Section;
  navKey: NavKey;
  href: string;
}

/** SPEC §1: each section appears in the navigation only if the configuration enables it. */
export const sectionLinks = (config: AppConfig, lang: Lang): SectionLink[] =>
  enabledSections(config).map((section) => ({ section, navKey: sectionNavKey(section), href: `/${lang}/${section}` }));

/** Pages that belong to a section without sitting under its address: a product page is part of the museum shop. */
const SECTION_ALSO_OWNS: Partial<Record<Section, string>> = { merchandise: 'product' };

/** Whether `pathname` is the section's page or one of its pages, so its navigation link shows as current. */
export const isSectionPath = (link: Pick<SectionLink, 'section' | 'href'>, pathname: string, lang: Lang): boolean => {
  const within = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  const also = SECTION_ALSO_OWNS[link.section];
  return within(link.href) || (also !== undefined && within(`/${lang}/${also}`));
};

export type AccountArea = 'auth-links' | 'user-menu' | 'none';

/**
 * SPEC §2/§6: the user menu for logged-in non-guests; login and register links when registration
 * is enabled and the visitor is logged out or a guest.
 */
export const accountArea = (config: AppConfig, session: Pick<SessionState, 'token' | 'customer'>): AccountArea => {
  if (isRegisteredCustomer(session)) return 'user-menu';
  return config.hasUserRegistration ? 'auth-links' : 'none';
};

/**
 * SPEC §2: login and register links carry the current full path as `returnTo`. On a sign-in screen
 * they pass on the way back that screen already carries (if any): returning to a login after logging
 * in would only ask again.
 */
export const withReturnTo = (target: string, currentFullPath: string): string => {
  const [path = '', rest = ''] = currentFullPath.split('?');
  const onSignIn = (AUTH_SCREENS as readonly string[]).includes(path.split('/')[2] ?? '');
  const returnTo = onSignIn ? new URLSearchParams(rest.split('#')[0]).get('returnTo') : currentFullPath;
  return returnTo === null ? target : `${target}?${new URLSearchParams({ returnTo }).toString()}`;
};

export interface BrandLink {
  href: string;
  external: boolean;
}

/** SPEC §2: the logo goes to /{lang}, or to the museum's (per-language) site in a new tab. */
export const brandLink = (config: AppConfig, lang: Lang): BrandLink => {
  const external = config.logoLinksToMainSite ? config.museumPerLanguageUrls[lang] || config.museumMainUrl : null;
  return external ? { href: external, external: true } : { href: `/${lang}`, external: false };
};
