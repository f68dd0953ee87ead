import type { Lang, OfficeReportName, ReportColumnType, ReportPeriod, ReportRow } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import type { ShopContext } from '../../kernel/shop-context.js';
import type { ReportMessageKey, ReportMessages } from './report-messages.js';

/** The stretch a report covers: museum dates (both included) and the UTC instants [start, end) they make up. */
export interface ReportRange {
  from: string;
  to: string;
  start: string;
  end: string;
}

export interface ReportContext {
  db: Db;
  shop: ShopContext;
  range: ReportRange;
  period: ReportPeriod;
  /** The staff member's language: names stored per order language are taken in it where an order has it. */
  lang: Lang;
  m: ReportMessages;
}

export interface ReportColumnSpec {
  key: string;
  label: ReportMessageKey;
  type: ReportColumnType;
}

/**
 * One report: its columns, which of them add up to a total, what its chart shows, and its rows,
 * aggregated in the database. A new report is one such file, named in reports-registry.ts.
 */
export interface ReportDefinition {
  name: OfficeReportName;
  columns: (period: ReportPeriod) => readonly ReportColumnSpec[];
  /** The columns whose sum is the report's total; none: the report has no total row. */
  sums: readonly string[];
  chart: { category: string; value: string } | null;
  rows: (ctx: ReportContext) => Promise<ReportRow[]>;
}
