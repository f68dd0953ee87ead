import type { Lang } from '@foyer/contract';
import { printable } from './museum-format.js';
import { regionalTexts } from './regional-texts.js';
import da from './labels/da.json' with { type: 'json' };
import deAT from './labels/de-AT.json' with { type: 'json' };
import deDE from './labels/de-DE.json' with { type: 'json' };
import de from './labels/de.json' with { type: 'json' };
import en from './labels/en.json' with { type: 'json' };
import es from './labels/es.json' with { type: 'json' };
import fr from './labels/fr.json' with { type: 'json' };
import it from './labels/it.json' with { type: 'json' };
import nl from './labels/nl.json' with { type: 'json' };
import sv from './labels/sv.json' with { type: 'json' };

export type DocumentLabels = typeof en;
export const DOCUMENT_LABELS: Record<Lang, DocumentLabels> = { da, de, en, es, fr, it, nl, sv };
/** Labels a region writes differently (labels/de-DE.json: standard German outside Switzerland; de-AT.json: Austria's over that). */
export const LABEL_REGION_OVERLAYS: Record<string, Partial<DocumentLabels>> = { 'de-DE': deDE, 'de-AT': deAT };

/** The document labels in the order's language as the museum's region writes it (`locale`: de-AT). */
export const documentLabels = (lang: Lang, locale: string): DocumentLabels => regionalTexts(DOCUMENT_LABELS, LABEL_REGION_OVERLAYS, lang, locale);

/** Fills `{name}` placeholders of a label. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/**
 * A label and its value as the language writes them ("Date: …"; French sets a space before the colon).
 * Labels come from the museum too (a tour's questions), and French ones carry a narrow no-break space
 * before "?" that the PDF font cannot print.
 */
export const labelled = (labels: DocumentLabels, label: string, value: string | number): string => printable(fill(labels.fact, { label, value }));
