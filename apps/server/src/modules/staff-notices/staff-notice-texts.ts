import type { Lang } from '@foyer/contract';
import { formatLocale } from '@foyer/domain';
import { regionalTexts } from '../../kernel/regional-texts.js';
import type { ShopSettings } from '../../kernel/shop-context.js';
import da from './staff-notice-messages/da.json' with { type: 'json' };
import deDE from './staff-notice-messages/de-DE.json' with { type: 'json' };
import de from './staff-notice-messages/de.json' with { type: 'json' };
import en from './staff-notice-messages/en.json' with { type: 'json' };
import es from './staff-notice-messages/es.json' with { type: 'json' };
import fr from './staff-notice-messages/fr.json' with { type: 'json' };
import it from './staff-notice-messages/it.json' with { type: 'json' };
import nl from './staff-notice-messages/nl.json' with { type: 'json' };
import sv from './staff-notice-messages/sv.json' with { type: 'json' };

export type StaffNoticeMessages = typeof en;
export const STAFF_NOTICE_MESSAGES: Record<Lang, StaffNoticeMessages> = { da, de, en, es, fr, it, nl, sv };
const OVERLAYS: Record<string, Partial<StaffNoticeMessages>> = { 'de-DE': deDE };

/** The staff mails' texts in an address's language, written for the museum's region, and the locale its dates and amounts take. */
export const staffNoticeTexts = (lang: Lang, settings: ShopSettings): { m: StaffNoticeMessages; locale: string } => {
  const locale = formatLocale(lang, settings.meta.country);
  return { m: regionalTexts(STAFF_NOTICE_MESSAGES, OVERLAYS, lang, locale), locale };
};
