import { shippingAddressSchema, type CustomerDetails, type SessionCustomer } from '@foyer/contract';
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CustomersTable } from '../../db/schema-orders.js';
import { clearLoginAttemptsOfCustomer } from './login-attempts.repository.js';

export type CustomerRow = Selectable<CustomersTable>;

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
 * Sets a new password hash and lifts the lockout. With `expected`, only while the stored hash is
 * still that one, so two changes racing each other cannot both claim to have checked the old password.
 */
export const setPasswordHash = async (db: Db, id: number, hash: string, expected?: string): Promise<boolean> => {
  let query = db.updateTable('customers').set({ password_hash: hash }).where('id', '=', id);
  if (expected !== undefined) query = query.where('password_hash', '=', expected);
  const result = await query.executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await clearLoginAttemptsOfCustomer(db, id);
  return true;
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
