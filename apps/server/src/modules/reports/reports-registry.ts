import type { OfficeReportName } from '@foyer/contract';
import type { ReportDefinition } from './report-definition.js';
import { doorTrafficReport } from './reports/door-traffic-report.js';
import { eventsReport } from './reports/events-report.js';
import { itemsReport } from './reports/items-report.js';
import { kindsReport } from './reports/kinds-report.js';
import { paymentsReport } from './reports/payments-report.js';
import { salesReport } from './reports/sales-report.js';
import { vatReport } from './reports/vat-report.js';
import { visitorsReport } from './reports/visitors-report.js';
import { voucherLiabilityReport } from './reports/voucher-liability-report.js';

/** Every report by its name; the contract's list of names makes a missing one a compile error. */
export const REPORTS: Record<OfficeReportName, ReportDefinition> = {
  sales: salesReport,
  events: eventsReport,
  items: itemsReport,
  kinds: kindsReport,
  vat: vatReport,
  payments: paymentsReport,
  visitors: visitorsReport,
  'voucher-liability': voucherLiabilityReport,
  'door-traffic': doorTrafficReport,
};
