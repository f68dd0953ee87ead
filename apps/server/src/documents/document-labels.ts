import type { Lang } from '@foyer/contract';
import da from './labels/da.json' with { type: 'json' };
import de from './labels/de.json' with { type: 'json' };
import en from './labels/en.json' with { type: 'json' };
import es from './labels/es.json' with { type: 'json' };
import fr from './labels/fr.json' with { type: 'json' };
import it from './labels/it.json' with { type: 'json' };
import nl from './labels/nl.json' with { type: 'json' };
import sv from './labels/sv.json' with { type: 'json' };

export type DocumentLabels = typeof en;
export const DOCUMENT_LABELS: Record<Lang, DocumentLabels> = { da, de, en, es, fr, it, nl, sv };

/** Fills `{name}` placeholders of a label. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** A label and its value as the language writes them ("Date: …"; French sets a space before the colon). */
export const labelled = (labels: DocumentLabels, label: string, value: string | number): string => fill(labels.fact, { label, value });
