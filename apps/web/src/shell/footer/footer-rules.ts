import type { Lang, SocialLink, TermsLinkKey } from '@foyer/contract';
import type { AppConfig } from '../../lib/config/app-config';
import { isSectionEnabled } from '../../lib/config/sections';
import { TERMS_LINK_KEYS } from '@foyer/contract/constants';

export interface TermsLink {
  key: TermsLinkKey;
  href: string;
  /** Set when the shop overrides the link; otherwise the caller shows the translated default label. */
  title: string | null;
  external: boolean;
}

type Override = { url: string; title: string };

/**
 * SPEC §2: imprint, terms, data protection, shipping costs (only with merchandise) and the
 * accessibility statement (only when the currency is EUR). Per-language custom links override
 * the shop's own static pages.
 */
export const termsLinks = (
  config: AppConfig,
  lang: Lang,
  contentLinks: Partial<Record<TermsLinkKey, Override>> = {},
): TermsLink[] =>
  TERMS_LINK_KEYS.filter((key) => {
    if (key === 'shipping') return isSectionEnabled(config, 'merchandise');
    if (key === 'accessibility_statement') return config.currency === 'EUR';
    return true;
  }).map((key) => {
    const custom = config.customTermsLinks[lang]?.[key] ?? contentLinks[key];
    if (custom?.url) {
      const external = /^https?:\/\//i.test(custom.url);
      return { key, href: custom.url, title: custom.title || null, external };
    }
    return { key, href: `/${lang}/page/${key}`, title: null, external: false };
  });

/** SPEC §3: social links in the order of their sequence_no. */
export const sortedSocialLinks = (links: readonly SocialLink[]): SocialLink[] =>
  [...links].sort((a, b) => a.sequence_no - b.sequence_no);
