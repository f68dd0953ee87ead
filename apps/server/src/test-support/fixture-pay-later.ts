import type { CatalogInput } from '../kinds.js';
import { fixtureCatalogWithMerchandise } from './fixture-merchandise.js';

/** Payart of the fixture's pay-later type. */
export const INVOICE = 900;

/** The fixture shop (events, goods, voucher codes) with an invoice type that reserves orders for 14 days. */
export const fixtureCatalogWithPayLater = (): CatalogInput => {
  const catalog = fixtureCatalogWithMerchandise();
  return {
    ...catalog,
    payment_types: [...catalog.payment_types, { payartId: INVOICE, name: { de: 'Rechnung', en: 'Invoice (schools and groups)' }, sequence_no: 9, pay_later_days: 14 }],
  };
};
