import { localizedTextSchema, type LocalizedText } from '@foyer/contract';
import type { Db } from '../../db/database.js';

export interface StoredPaymentType {
  payartId: number;
  name: LocalizedText;
  image: string | null;
  sequence_no: number;
  wallet: 'APPLEPAY' | 'GOOGLEPAY' | null;
  directDebit: boolean;
  payLaterDays: number | null;
}

const walletOf = (value: string | null): StoredPaymentType['wallet'] =>
  value === 'APPLEPAY' || value === 'GOOGLEPAY' ? value : null;

/** The payment types the shop offers, in its order. */
export const listPaymentTypes = async (db: Db, shopId: number): Promise<StoredPaymentType[]> => {
  const rows = await db
    .selectFrom('payment_types')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('offered', '=', 1)
    .orderBy('sequence_no')
    .orderBy('payart_id')
    .execute();
  return rows.map((row) => ({
    payartId: row.payart_id,
    name: localizedTextSchema.parse(JSON.parse(row.name)),
    image: row.image,
    sequence_no: row.sequence_no,
    wallet: walletOf(row.wallet),
    directDebit: row.direct_debit === 1,
    payLaterDays: row.pay_later_days,
  }));
};
