import { doorTraffic } from '../../door/public.js';
import type { ReportDefinition } from '../report-definition.js';

/**
 * Entries and exits at each door per quarter hour, from the door's scans (docs/office.md "The door"):
 * how a museum sees when visitors come and how long they stay.
 */
export const doorTrafficReport: ReportDefinition = {
  name: 'door-traffic',
  columns: () => [
    { key: 'quarter', label: 'col_quarter', type: 'datetime' },
    { key: 'door', label: 'col_door', type: 'text' },
    { key: 'entries', label: 'col_entries', type: 'count' },
    { key: 'exits', label: 'col_exits', type: 'count' },
  ],
  sums: ['entries', 'exits'],
  chart: null,
  rows: async ({ db, shop, range }) => (await doorTraffic(db, shop.id, range.start, range.end, shop.settings.time_zone)).map((row) => ({ ...row })),
};
