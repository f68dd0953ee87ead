import { museumDate, museumDayBounds } from '@foyer/domain';
import type { Lang, OfficeReport, OfficeReportName, ReportPeriod, ReportRow, SessionStaff } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import type { ReportDefinition } from './report-definition.js';
import { reportMessages, type ReportMessages } from './report-messages.js';
import { REPORTS } from './reports-registry.js';

export interface ReportQuery {
  from: string;
  to: string;
  period: ReportPeriod;
}

/** The reports a box office may read, for the museum's today only: the day's takings when the till closes. */
const DESK_REPORTS: ReadonlySet<OfficeReportName> = new Set(['sales', 'kinds', 'payments']);

const totalsOf = (definition: ReportDefinition, columns: OfficeReport['columns'], rows: readonly ReportRow[], m: ReportMessages): ReportRow | null => {
  if (definition.sums.length === 0) return null;
  const totals: ReportRow = Object.fromEntries(columns.map((column) => [column.key, null]));
  for (const key of definition.sums) {
    totals[key] = rows.reduce((sum, row) => {
      const value = row[key];
      return sum + (typeof value === 'number' ? value : 0);
    }, 0);
  }
  const first = columns[0];
  if (first !== undefined && !definition.sums.includes(first.key)) totals[first.key] = m.total;
  return totals;
};

/** The office's reports (docs/office.md "Reports"): owners and accountants read every one; the box office its day's takings. */
export class ReportsService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {}

  async report(name: OfficeReportName, query: ReportQuery, staff: SessionStaff, lang: Lang): Promise<OfficeReport> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const zone = shop.settings.time_zone;
    if (staff.role === 'box-office') {
      const today = museumDate(new Date(), zone);
      const whole = staff.scope.events === null && staff.scope.tours === null;
      if (!whole || !DESK_REPORTS.has(name) || query.from !== today || query.to !== today) throw new DomainError('OFFICE_FORBIDDEN');
    }
    const definition = REPORTS[name];
    const m = reportMessages(lang, shop.settings.meta.country);
    const range = { from: query.from, to: query.to, start: museumDayBounds(query.from, zone)[0], end: museumDayBounds(query.to, zone)[1] };
    const rows = await definition.rows({ db: this.db, shop, range, period: query.period, lang, m });
    const columns = definition.columns(query.period).map((column) => ({ key: column.key, label: m[column.label], type: column.type }));
    return {
      report: name,
      title: m[`title_${name}`],
      from: query.from,
      to: query.to,
      timeZone: zone,
      currency: shop.settings.currency,
      columns,
      rows,
      totals: totalsOf(definition, columns, rows, m),
      chart: definition.chart,
    };
  }
}
