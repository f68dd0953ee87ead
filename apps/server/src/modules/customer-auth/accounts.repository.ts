import { shippingAddressSchema, type CustomerDetails, type SessionCustomer } from '@foyer/contract';
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CustomersTable } from '../../db/schema-orders.js';

export type CustomerRow = Selectable<CustomersTable>;

/** The lockout of the accounts brief: five failures in a row lock logins for 15 minutes. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

/** E-mail addresses are one account however they are capitalised or padded. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

export const findCustomerRow = (db: Db, id: number): Promise<CustomerRow | undefined> =>
  db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();

/** The registered account (never a guest) with this e-mail key in the shop. */
export const findRegisteredByEmail = (db: Db, shopId: number, key: string): Promise<CustomerRow | undefined> =>
  db.selectFrom('customers').selectAll().where('shop_id', '=', shopId).where('is_guest', '=', 0).where('email_key', '=', key).executeTakeFirst();

export const isEmailTaken = async (db: Db, shopId: number, key: string, exceptId?: number): Promise<boolean> => {
  const row = await findRegisteredByEmail(db, shopId, key);
  return row !== undefined && row.id !== exceptId;
};

/**
 * Counts a failed login in one UPDATE, so failures arriving at several instances all count; the
 * fifth sets the lock and starts the count again. A locked account's row is left alone.
 */
export const recordFailedLogin = async (db: Db, id: number, now: Date): Promise<void> => {
  const lockedUntil = new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString();
  await db
    .updateTable('customers')
    .set((eb) => {
      const locks = eb('failed_logins', '>=', MAX_FAILED_LOGINS - 1);
      return {
        failed_logins: eb.case().when(locks).then(0).else(eb('failed_logins', '+', 1)).end(),
        locked_until: eb.case().when(locks).then(lockedUntil).else(eb.ref('locked_until')).end(),
      };
    })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now.toISOString())]))
    .execute();
};

/** Resets the count after a good password unless another instance locked the account meanwhile (then false). */
export const clearFailedLogins = async (db: Db, id: number, now: Date): Promise<boolean> => {
  const result = await db
    .updateTable('customers')
    .set({ failed_logins: 0, locked_until: null })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now.toISOString())]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/**
 * Sets a new password hash and lifts the lockout. With `expected`, only while the stored hash is
 * still that one, so two changes racing each other cannot both claim to have checked the old password.
 */
export const setPasswordHash = async (db: Db, id: number, hash: string, expected?: string): Promise<boolean> => {
  let query = db.updateTable('customers').set({ password_hash: hash, failed_logins: 0, locked_until: null }).where('id', '=', id);
  if (expected !== undefined) query = query.where('password_hash', '=', expected);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const updateCustomer = async (db: Db, id: number, values: Updateable<CustomersTable>): Promise<void> => {
  await db.updateTable('customers').set(values).where('id', '=', id).execute();
};

/** Turns a guest into a registered account in place (its orders stay with it); false if it is no guest any more. */
export const upgradeGuest = async (db: Db, id: number, values: Updateable<CustomersTable>): Promise<boolean> => {
  const result = await db.updateTable('customers').set({ ...values, is_guest: 0 }).where('id', '=', id).where('is_guest', '=', 1).executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const toSessionCustomer = (row: CustomerRow): SessionCustomer => ({
  fname: row.fname,
  lname: row.lname,
  email: row.email,
  country: row.country,
  isGuest: row.is_guest === 1,
});

export const toCustomerDetails = (row: CustomerRow): CustomerDetails => ({
  email: row.email,
  salutation: row.salutation,
  fname: row.fname,
  lname: row.lname,
  company: row.company,
  phone: row.phone,
  street: row.street,
  zip: row.zip,
  city: row.city,
  country: row.country,
  send_invoice: row.send_invoice === 1,
  shipping: row.shipping === null ? null : shippingAddressSchema.parse(JSON.parse(row.shipping)),
  isGuest: row.is_guest === 1,
});
