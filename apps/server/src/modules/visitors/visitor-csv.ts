import type { Lang, Visitor, VisitorSlot } from '@foyer/contract';
import da from './visitor-csv-messages/da.json' with { type: 'json' };
import de from './visitor-csv-messages/de.json' with { type: 'json' };
import en from './visitor-csv-messages/en.json' with { type: 'json' };
import es from './visitor-csv-messages/es.json' with { type: 'json' };
import fr from './visitor-csv-messages/fr.json' with { type: 'json' };
import it from './visitor-csv-messages/it.json' with { type: 'json' };
import nl from './visitor-csv-messages/nl.json' with { type: 'json' };
import sv from './visitor-csv-messages/sv.json' with { type: 'json' };

const LABELS: Record<Lang, typeof en> = { da, de, en, es, fr, it, nl, sv };

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break; a text a spreadsheet would
 * run as a formula (starting with = + - @, a tab or a return) is written with a leading apostrophe.
 */
export const csvCell = (value: string | number | null): string => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The visitor list as a CSV file (UTF-8 with a byte order mark, so spreadsheets read the accents), headers in `lang`. */
export const visitorCsv = (visitors: Visitor[], lang: Lang): string => {
  const l = LABELS[lang];
  const header = [l.order, l.state, l.name, l.email, l.phone, l.places, l.checkedIn, l.tickets, l.details];
  const rows = visitors.map((visitor) => [
    visitor.orderId,
    visitor.state === 'sold' ? l.sold : l.held,
    visitor.name,
    visitor.email,
    visitor.phone,
    visitor.places,
    visitor.checkedIn,
    visitor.tickets.map((ticket) => `${ticket.count} × ${ticket.name}`).join('; '),
    visitor.facts.map((fact) => `${fact.label}: ${fact.value}`).join('; '),
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
};

/** `visitors-1234.csv`: the word in the staff's language and the time's id. */
export const visitorCsvFilename = (slot: VisitorSlot, lang: Lang): string => `${LABELS[lang].filename}-${slot.id}.csv`;
