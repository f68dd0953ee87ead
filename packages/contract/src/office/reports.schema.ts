import { z } from 'zod';
import { envelope } from '../common/envelope.js';

/** The office's reports (docs/office.md "Reports"), by the name their address carries. */
export const OFFICE_REPORTS = ['sales', 'events', 'items', 'kinds', 'vat', 'payments', 'visitors', 'voucher-liability', 'door-traffic'] as const;
export const officeReportNameSchema = z.enum(OFFICE_REPORTS);
export type OfficeReportName = z.infer<typeof officeReportNameSchema>;

/** How the sales report groups its days: ISO weeks start on Monday and carry their Monday's date. */
export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_FORMATS = ['csv', 'xlsx'] as const;

/** A museum date a report covers: 2000-01-01 to 2099-12-31. */
const reportDate = z.iso.date().refine((date) => date >= '2000-01-01' && date <= '2099-12-31');

/** `from` and `to` are museum dates, both included; `period` is read by the sales report only. */
export const officeReportQuerySchema = z
  .object({
    from: reportDate,
    to: reportDate,
    period: z.enum(REPORT_PERIODS).default('day'),
  })
  .refine((query) => query.from <= query.to, { path: ['to'] });
export type OfficeReportQuery = z.input<typeof officeReportQuerySchema>;

export const officeReportExportQuerySchema = z
  .object({
    from: reportDate,
    to: reportDate,
    period: z.enum(REPORT_PERIODS).default('day'),
    format: z.enum(REPORT_FORMATS),
  })
  .refine((query) => query.from <= query.to, { path: ['to'] });

export const officeReportParamsSchema = z.object({ report: officeReportNameSchema });

/**
 * What a column holds, which says how it is shown and exported: `money` in cents (numbers with two
 * decimals in a spreadsheet), `rate` in basis points (810 is 8.1 %), `date` a museum date, `month` a
 * museum month (YYYY-MM), `datetime` an instant with the museum's offset, `count` a whole number.
 */
export const REPORT_COLUMN_TYPES = ['text', 'date', 'month', 'datetime', 'count', 'money', 'rate'] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

export const reportColumnSchema = z.object({
  key: z.string(),
  /** The heading in the request's language. */
  label: z.string(),
  type: z.enum(REPORT_COLUMN_TYPES),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportCellSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;
export const reportRowSchema = z.record(z.string(), reportCellSchema);
export type ReportRow = z.infer<typeof reportRowSchema>;

/** `GET /office/api/reports/:report?from&to&period` (owner, accountant). */
export const officeReportSchema = z.object({
  report: officeReportNameSchema,
  /** The report's title in the request's language. */
  title: z.string(),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  columns: z.array(reportColumnSchema),
  rows: z.array(reportRowSchema),
  /** The sums of the columns that add up (null for the others); null for a report without a total. */
  totals: reportRowSchema.nullable(),
  /** What a chart of the report shows: one bar per row, labelled by `category`, as long as `value`; null when a table reads better. */
  chart: z.object({ category: z.string(), value: z.string() }).nullable(),
});
export type OfficeReport = z.infer<typeof officeReportSchema>;
export const officeReportResponseSchema = envelope(officeReportSchema);
