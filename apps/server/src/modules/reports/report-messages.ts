import type { Lang } from '@foyer/contract';
import { formatLocale } from '@foyer/domain';
import { fill } from '../../kernel/document-labels.js';
import { regionalTexts } from '../../kernel/regional-texts.js';
import da from './report-messages/da.json' with { type: 'json' };
import deDE from './report-messages/de-DE.json' with { type: 'json' };
import de from './report-messages/de.json' with { type: 'json' };
import en from './report-messages/en.json' with { type: 'json' };
import es from './report-messages/es.json' with { type: 'json' };
import fr from './report-messages/fr.json' with { type: 'json' };
import it from './report-messages/it.json' with { type: 'json' };
import nl from './report-messages/nl.json' with { type: 'json' };
import sv from './report-messages/sv.json' with { type: 'json' };

/** The reports' titles, column headings and row labels: the server writes them, so the screen and the exports read alike. */
export type ReportMessages = typeof en;
export type ReportMessageKey = keyof ReportMessages;
export const REPORT_MESSAGES: Record<Lang, ReportMessages> = { da, de, en, es, fr, it, nl, sv };
const OVERLAYS: Record<string, Partial<ReportMessages>> = { 'de-DE': deDE };

/** The texts in the staff member's language, German as the museum's country writes it. */
export const reportMessages = (lang: Lang, country: string): ReportMessages => regionalTexts(REPORT_MESSAGES, OVERLAYS, lang, formatLocale(lang, country));

/** A line kind's name ("Tickets"); a kind without a text of its own keeps its code. */
export const kindLabel = (m: ReportMessages, kind: string): string => {
  const key = `kind_${kind}`;
  return key in m ? m[key as ReportMessageKey] : kind;
};

export const methodLabel = (m: ReportMessages, payart: number): string => fill(m.method_unknown, { payart });
