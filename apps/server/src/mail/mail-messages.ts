import type { Lang } from '@foyer/contract';
import { regionalTexts } from '../kernel/regional-texts.js';
import da from './messages/da.json' with { type: 'json' };
import deDE from './messages/de-DE.json' with { type: 'json' };
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import it from './messages/it.json' with { type: 'json' };
import nl from './messages/nl.json' with { type: 'json' };
import sv from './messages/sv.json' with { type: 'json' };

export type MailMessages = typeof en;
export const MAIL_MESSAGES: Record<Lang, MailMessages> = { da, de, en, es, fr, it, nl, sv };
/** Texts a region writes differently (messages/de-DE.json: standard German outside Switzerland). */
export const MAIL_REGION_OVERLAYS: Record<string, Partial<MailMessages>> = { 'de-DE': deDE };

/** The mail texts in the order's language as the museum's region writes it (`locale`: de-AT). */
export const mailMessages = (lang: Lang, locale: string): MailMessages => regionalTexts(MAIL_MESSAGES, MAIL_REGION_OVERLAYS, lang, locale);
