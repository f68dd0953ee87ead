import { REPORT_PRESETS, reportPresetRange, type ReportPreset } from '@foyer/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BarChart } from '../../components/ui/bar-chart';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Page } from '../../components/ui/page';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeReport, OfficeReportName, ReportFilter, ReportPeriod } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { MessageKey } from '../../lib/i18n/translator';
import { useSignedIn } from '../../lib/session/session-context';
import { cellText, type CellFormat } from './report-cells';
import { ReportTable } from './report-table';
import './reports.css';

const REPORT_NAMES: Record<OfficeReportName, MessageKey> = {
  sales: 'reports.name.sales',
  events: 'reports.name.events',
  items: 'reports.name.items',
  kinds: 'reports.name.kinds',
  vat: 'reports.name.vat',
  payments: 'reports.name.payments',
  visitors: 'reports.name.visitors',
  'voucher-liability': 'reports.name.voucherLiability',
  'door-traffic': 'reports.name.doorTraffic',
};
/** What the box office may read, for today only: the day's takings when the till closes (docs/office.md). */
const DESK_REPORTS: readonly OfficeReportName[] = ['sales', 'kinds', 'payments'];
const PRESET_NAMES: Record<ReportPreset, MessageKey> = {
  today: 'reports.preset.today',
  'this-week': 'reports.preset.thisWeek',
  'this-month': 'reports.preset.thisMonth',
  'last-month': 'reports.preset.lastMonth',
  'this-year': 'reports.preset.thisYear',
};
const PERIOD_NAMES: Record<ReportPeriod, MessageKey> = { day: 'reports.period.day', week: 'reports.period.week', month: 'reports.period.month' };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today as the office's date fields write it: the browser's calendar day. */
const localToday = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const isReportName = (name: string | null): name is OfficeReportName => name !== null && name in REPORT_NAMES;

type Loaded = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'done'; report: OfficeReport };

/**
 * The reports: one chosen report over a range of museum days (presets or any two dates), as a chart
 * where one helps and always as a table, with CSV and Excel exports that match the screen. The choice
 * lives in the address, so a report can be bookmarked and the back button returns to it.
 */
export const ReportsScreen = () => {
  const { t, lang } = useI18n();
  const { staff } = useSignedIn();
  const [params, setParams] = useSearchParams();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const [exportError, setExportError] = useState<unknown>(null);
  const today = localToday();
  const deskOnly = staff.role === 'box-office';
  const names = deskOnly ? DESK_REPORTS : (Object.keys(REPORT_NAMES) as OfficeReportName[]);
  const asked = params.get('report');
  const name: OfficeReportName = isReportName(asked) && names.includes(asked) ? asked : 'sales';
  const month = reportPresetRange('this-month', today);
  const from = deskOnly ? today : (params.get('from') ?? '').match(DAY)?.[0] ?? month.from;
  const to = deskOnly ? today : (params.get('to') ?? '').match(DAY)?.[0] ?? month.to;
  const period: ReportPeriod = params.get('period') === 'week' || params.get('period') === 'month' ? (params.get('period') as ReportPeriod) : 'day';
  const filter: ReportFilter = { from, to, period };
  const filterKey = `${name}|${from}|${to}|${period}`;

  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    const [report = 'sales', first = '', last = '', by = 'day'] = filterKey.split('|');
    officeApi.report(report as OfficeReportName, { from: first, to: last, period: by as ReportPeriod }).then(
      (answer) => current && setLoaded({ state: 'done', report: answer }),
      (error: unknown) => current && setLoaded({ state: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [filterKey, lang]);

  const set = (changes: Record<string, string>) =>
    setParams((currentParams) => {
      const next = new URLSearchParams(currentParams);
      for (const [key, value] of Object.entries(changes)) {
        if (value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const download = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    setExportError(null);
    try {
      const file = await officeApi.reportFile(name, filter, format);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(file.blob);
      link.download = file.filename;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(null);
    }
  };

  const report = loaded.state === 'done' ? loaded.report : null;
  const format: CellFormat | null = report === null ? null : { lang, currency: report.currency, timeZone: report.timeZone };
  const chart = report?.chart ?? null;
  const chartColumn = report?.columns.find((column) => column.key === chart?.value);
  const categoryColumn = report?.columns.find((column) => column.key === chart?.category);
  const bars =
    report === null || format === null || chartColumn === undefined || categoryColumn === undefined
      ? []
      : report.rows.map((row) => {
          const label = cellText(categoryColumn, row[categoryColumn.key] ?? null, format);
          return { label, value: Number(row[chartColumn.key] ?? 0), title: t('reports.bar', { label, value: cellText(chartColumn, row[chartColumn.key] ?? null, format) }) };
        });
  const dayText = (day: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

  return (
    <Page title={t('reports.title')} lead={deskOnly ? t('reports.deskLead') : t('reports.lead')}>
      <form className="form report-filter" aria-label={t('reports.filter')} onSubmit={(event) => event.preventDefault()}>
        <SelectField id="report-name" label={t('reports.report')} options={names.map((value) => ({ value, label: t(REPORT_NAMES[value]) }))} value={name} onChange={(event) => set({ report: event.target.value })} />
        {name === 'sales' && (
          <SelectField
            id="report-period"
            label={t('reports.periodLabel')}
            options={(Object.keys(PERIOD_NAMES) as ReportPeriod[]).map((value) => ({ value, label: t(PERIOD_NAMES[value]) }))}
            value={period}
            onChange={(event) => set({ period: event.target.value === 'day' ? '' : event.target.value })}
          />
        )}
        {!deskOnly && (
          <>
            <fieldset className="report-presets">
              <legend>{t('reports.range')}</legend>
              {REPORT_PRESETS.map((preset) => {
                const range = reportPresetRange(preset, today);
                return (
                  <Button key={preset} variant="secondary" small aria-pressed={range.from === from && range.to === to} onClick={() => set(range)}>
                    {t(PRESET_NAMES[preset])}
                  </Button>
                );
              })}
            </fieldset>
            <TextField id="report-from" label={t('reports.from')} type="date" min="2000-01-01" max="2099-12-31" required value={from} onChange={(event) => DAY.test(event.target.value) && set({ from: event.target.value })} />
            <TextField id="report-to" label={t('reports.to')} type="date" min="2000-01-01" max="2099-12-31" required value={to} onChange={(event) => DAY.test(event.target.value) && set({ to: event.target.value })} />
          </>
        )}
      </form>
      <p className="report-status" role="status">
        {loaded.state === 'loading' ? t('common.loading') : ''}
      </p>
      {loaded.state === 'failed' && <ErrorNotice error={loaded.error} />}
      {report !== null && format !== null && (
        <section className="report" aria-labelledby="report-heading">
          <h2 id="report-heading">{report.title}</h2>
          <p className="report-range">{t('reports.covers', { from: dayText(report.from), to: dayText(report.to), zone: report.timeZone })}</p>
          <div className="button-row">
            <Button variant="secondary" busy={exporting === 'csv'} onClick={() => void download('csv')}>
              {t('reports.exportCsv')}
            </Button>
            <Button variant="secondary" busy={exporting === 'xlsx'} onClick={() => void download('xlsx')}>
              {t('reports.exportXlsx')}
            </Button>
          </div>
          <ErrorNotice error={exportError} />
          {report.rows.length === 0 ? (
            <p>{t('reports.empty')}</p>
          ) : (
            <div className={bars.length > 1 ? 'report-body report-body-charted' : 'report-body'}>
              {bars.length > 1 && chartColumn !== undefined && <BarChart caption={t('reports.chartOf', { value: chartColumn.label, title: report.title })} bars={bars} />}
              <ReportTable report={report} format={format} />
            </div>
          )}
        </section>
      )}
    </Page>
  );
};
