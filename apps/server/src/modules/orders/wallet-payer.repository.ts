import type { Lang } from '@foyer/contract';
import { isOneLineText } from '@foyer/domain';
import { z } from 'zod';
import type { Executor } from '../../db/database.js';

/** What an express wallet (Apple Pay, Google Pay) tells about its payer; the shop has nothing else for an order started without login. */
export interface WalletPayer {
  email: string;
  name: string;
}

/** Names are kept as the wallet gives them, whole: splitting a name into first and last goes wrong too often. */
const NAME_MAX_LENGTH = 140;
const EMAIL_MAX_LENGTH = 254;

/**
 * The payer as it may be stored, trimmed, or the fields that cannot be: an address that is not one,
 * a missing name or one that is not a single line.
 */
export const checkWalletPayer = (email: string | null | undefined, name: string | null | undefined): { payer: WalletPayer } | { invalid: ('email' | 'name')[] } => {
  const payer = { email: (email ?? '').trim(), name: (name ?? '').trim() };
  const invalid: ('email' | 'name')[] = [];
  if (payer.email.length > EMAIL_MAX_LENGTH || !z.email().safeParse(payer.email).success) invalid.push('email');
  if (payer.name === '' || payer.name.length > NAME_MAX_LENGTH || !isOneLineText(payer.name)) invalid.push('name');
  return invalid.length === 0 ? { payer } : { invalid };
};

/**
 * The guest customer of an express wallet payment started without login (SPEC §6): created with the
 * order, with no name and an empty e-mail until the wallet names the payer on payment.
 */
export const insertAwaitingPayer = async (trx: Executor, shopId: number, lang: Lang, now: Date): Promise<number> => {
  const row = await trx
    .insertInto('customers')
    .values({ shop_id: shopId, is_guest: 1, email: '', fname: '', lname: '', send_invoice: 0, lang, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** The customer of the payment's order, when it still waits for the wallet to name the payer. */
const awaitingCustomer = (db: Executor, paymentId: string) =>
  db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .select('customers.id')
    .where('payments.id', '=', paymentId)
    .where('customers.is_guest', '=', 1)
    .where('customers.email', '=', '');

/** Whether the payment's order waits for the wallet to name its payer (the payment page then asks for name and e-mail). */
export const awaitsWalletPayer = async (db: Executor, paymentId: string): Promise<boolean> => (await awaitingCustomer(db, paymentId).executeTakeFirst()) !== undefined;

/**
 * Names the waiting guest of the payment's order, once, before the payment is confirmed, so the
 * confirmation goes to the payer's address. A customer who is named already (every login or guest
 * checkout) is never changed: the conditional update touches only a guest with an empty e-mail.
 * Answers whether it named one.
 */
export const recordWalletPayer = async (db: Executor, paymentId: string, payer: WalletPayer): Promise<boolean> => {
  const result = await db
    .updateTable('customers')
    .set({ email: payer.email, fname: payer.name, lname: '' })
    .where('id', 'in', awaitingCustomer(db, paymentId))
    .where('is_guest', '=', 1)
    .where('email', '=', '')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};
