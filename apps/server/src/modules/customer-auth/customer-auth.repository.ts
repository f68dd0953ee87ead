import { shippingAddressSchema, type ShippingAddress } from '@foyer/contract';
import type { Insertable } from 'kysely';
import { compiledOnce, firstRow } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import type { CustomersTable } from '../../db/schema-orders.js';
import { hashSessionToken, newSessionToken } from '../../kernel/session-token.js';

export interface AuthCustomer {
  id: number;
  shopId: number;
  isGuest: boolean;
  email: string;
  fname: string;
  lname: string;
  country: string | null;
  /** A separate delivery address, or null for "same as billing". */
  shipping: ShippingAddress | null;
}

export const insertCustomer = async (db: Db, customer: Insertable<CustomersTable>): Promise<number> => {
  const row = await db.insertInto('customers').values(customer).returning('id').executeTakeFirstOrThrow();
  return row.id;
};

export const insertSession = async (db: Db, tokenHash: string, customerId: number, now: Date, expiresAt: Date): Promise<void> => {
  await db
    .insertInto('sessions')
    .values({ token_hash: tokenHash, customer_id: customerId, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .execute();
};

/** A new session for the customer: the token goes to the client, only its hash into the table. */
export const issueSession = async (db: Db, customerId: number, now: Date, hours: number): Promise<{ token: string; expires_at: string }> => {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  await insertSession(db, hashSessionToken(token), customerId, now, expiresAt);
  return { token, expires_at: expiresAt.toISOString() };
};

export const deleteSession = async (db: Db, tokenHash: string): Promise<void> => {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
};

/** Ends every session of the customer, except the one making the call when `keepHash` names it. */
export const endSessions = async (db: Db, customerId: number, keepHash?: string): Promise<void> => {
  let query = db.deleteFrom('sessions').where('customer_id', '=', customerId);
  if (keepHash !== undefined) query = query.where('token_hash', '<>', keepHash);
  await query.execute();
};

/** Every authenticated call reads its session, so the statement is compiled once. */
const sessionCustomer = compiledOnce((db: Db, tokenHash: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('customers', 'customers.id', 'sessions.customer_id')
    .select([
      'customers.id',
      'customers.shop_id',
      'customers.is_guest',
      'customers.email',
      'customers.fname',
      'customers.lname',
      'customers.country',
      'customers.shipping',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now),
);

/** The customer of an unexpired session, or undefined. */
export const findSessionCustomer = async (db: Db, tokenHash: string, now: Date): Promise<AuthCustomer | undefined> => {
  const row = await firstRow(sessionCustomer(db, tokenHash, now.toISOString()));
  return row
    ? {
        id: row.id,
        shopId: row.shop_id,
        isGuest: row.is_guest === 1,
        email: row.email,
        fname: row.fname,
        lname: row.lname,
        country: row.country,
        shipping: row.shipping === null ? null : shippingAddressSchema.parse(JSON.parse(row.shipping)),
      }
    : undefined;
};
