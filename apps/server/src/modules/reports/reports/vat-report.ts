import { vatPortionBp } from '@foyer/domain';
import { z } from 'zod';
import { sql } from 'kysely';
import { bookedOrders } from '../booked-orders.js';
import type { ReportDefinition, ReportContext } from '../report-definition.js';

const partsSchema = z.array(z.object({ count: z.number().int(), unitPriceCents: z.number().int(), vatBp: z.number().int() }));

interface RateSums {
  gross: number;
  vat: number;
}

/**
 * The lines' VAT as their invoices state it (packages/domain `lineVatCents`): each priced part at its
 * own rate, rounded per part. The database groups equal lines (the same parts, rate and total), which
 * a year of sales repeats endlessly, so each distinct line is worked out once and counted `n` times.
 */
const lineVatByRate = async ({ db, shop, range }: ReportContext): Promise<Map<number, RateSums>> => {
  const lines = await bookedOrders(db, shop.id, range)
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .select(['order_lines.parts', 'order_lines.vat_bp', 'order_lines.total_cents', sql<number>`count(*)`.as('n')])
    .groupBy(['order_lines.parts', 'order_lines.vat_bp', 'order_lines.total_cents'])
    .execute();
  const rates = new Map<number, RateSums>();
  const add = (vatBp: number, gross: number, times: number) => {
    const sums = rates.get(vatBp) ?? { gross: 0, vat: 0 };
    sums.gross += gross * times;
    sums.vat += vatPortionBp(gross, vatBp) * times;
    rates.set(vatBp, sums);
  };
  for (const line of lines) {
    const parts = partsSchema.parse(JSON.parse(line.parts));
    const n = Number(line.n);
    if (parts.length === 0) add(line.vat_bp, line.total_cents, n);
    for (const part of parts) add(part.vatBp, part.count * part.unitPriceCents, n);
  }
  return rates;
};

/** Net, VAT and gross per VAT rate of the orders booked, and their shipping, which carries no VAT, as a row of its own. */
export const vatReport: ReportDefinition = {
  name: 'vat',
  columns: () => [
    { key: 'basis', label: 'col_basis', type: 'text' },
    { key: 'rate', label: 'col_rate', type: 'rate' },
    { key: 'net', label: 'col_net', type: 'money' },
    { key: 'vat', label: 'col_vat', type: 'money' },
    { key: 'gross', label: 'col_gross', type: 'money' },
  ],
  sums: ['net', 'vat', 'gross'],
  chart: null,
  rows: async (ctx) => {
    const [rates, shipping] = await Promise.all([
      lineVatByRate(ctx),
      bookedOrders(ctx.db, ctx.shop.id, ctx.range).select(sql<number>`coalesce(sum(orders.shipping_cents), 0)`.as('cents')).executeTakeFirstOrThrow(),
    ]);
    const rows = [...rates]
      .sort(([a], [b]) => a - b)
      .map(([rate, sums]) => ({ basis: ctx.m.basis_lines, rate, net: sums.gross - sums.vat, vat: sums.vat, gross: sums.gross }));
    const shippingCents = Number(shipping.cents);
    return shippingCents === 0 ? rows : [...rows, { basis: ctx.m.basis_shipping, rate: null, net: shippingCents, vat: 0, gross: shippingCents }];
  },
};
