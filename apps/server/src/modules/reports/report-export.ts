import type { OfficeReport, ReportCell, ReportColumn } from '@foyer/contract';
import { stringify } from 'csv-stringify/sync';
import ExcelJS, { type CellValue } from 'exceljs';

/** A spreadsheet's sheet name: at most 31 characters, none of those Excel refuses. */
const sheetName = (title: string): string => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/** Cents as the amount a person reads: two decimals, a point, no grouping (what spreadsheets and bookkeeping imports take). */
const decimal = (cents: number): string => (cents / 100).toFixed(2);

/** Basis points as a percentage: 810 is "8.1". */
const percent = (bp: number): string => String(bp / 100);

const csvCell = (column: ReportColumn, value: ReportCell): string | number => {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (column.type === 'money') return decimal(value);
  if (column.type === 'rate') return percent(value);
  return value;
};

/**
 * The report as CSV: a header of the columns' headings in the staff member's language, one line per
 * row, amounts with two decimals, dates as ISO dates, slots with the museum's offset. The byte order
 * mark lets spreadsheets read it as UTF-8.
 */
export const reportCsv = (report: OfficeReport): Buffer => {
  const records = [report.columns.map((column) => column.label), ...report.rows.map((row) => report.columns.map((column) => csvCell(column, row[column.key] ?? null)))];
  return Buffer.from(`\uFEFF${stringify(records, { record_delimiter: '\r\n' })}`, 'utf8');
};

/** A museum date (or month, or slot's wall clock) as the spreadsheet's date: its serial numbers carry no time zone. */
const wallClockDate = (text: string): Date => {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:T(\d{2}):(\d{2}))?/.exec(text);
  if (match === null) throw new RangeError(`not a date: ${text}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1), Number(match[4] ?? 0), Number(match[5] ?? 0)));
};

const FORMATS: Partial<Record<ReportColumn['type'], string>> = {
  money: '#,##0.00',
  rate: '0.0##%',
  count: '#,##0',
  date: 'yyyy-mm-dd',
  month: 'yyyy-mm',
  datetime: 'yyyy-mm-dd hh:mm',
};

const xlsxCell = (column: ReportColumn, value: ReportCell): CellValue => {
  if (value === null) return null;
  if (typeof value === 'number') return column.type === 'money' ? value / 100 : column.type === 'rate' ? value / 10_000 : value;
  // The total's label stands in the first column, a date column in some reports.
  return (column.type === 'date' || column.type === 'month' || column.type === 'datetime') && /^\d{4}-\d{2}/.test(value) ? wallClockDate(value) : value;
};

/**
 * The report as an Excel workbook: one sheet, headings in the staff member's language, amounts and
 * counts as numbers, dates as dates, VAT rates as percentages, and the total as the last row.
 */
export const reportXlsx = async (report: OfficeReport): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName(report.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = report.columns.map((column) => ({ header: column.label, key: column.key, width: Math.max(12, column.label.length + 2), style: FORMATS[column.type] === undefined ? {} : { numFmt: FORMATS[column.type] } }));
  sheet.getRow(1).font = { bold: true };
  for (const row of report.rows) sheet.addRow(Object.fromEntries(report.columns.map((column) => [column.key, xlsxCell(column, row[column.key] ?? null)])));
  if (report.totals !== null) {
    const totals = report.totals;
    sheet.addRow(Object.fromEntries(report.columns.map((column) => [column.key, xlsxCell(column, totals[column.key] ?? null)]))).font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
