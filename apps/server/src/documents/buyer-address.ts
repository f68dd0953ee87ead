import type { Lang } from '@foyer/contract';
import type { Executor } from '../db/database.js';
import { countryNames } from '../modules/customer/country-names.js';

/** The buyer's name and address as an invoice or a receipt is made out to them, line by line, the country in the order's language. */
export const buyerAddress = async (db: Executor, customerId: number, lang: Lang): Promise<string[]> => {
  const customer = await db
    .selectFrom('customers')
    .select(['fname', 'lname', 'company', 'street', 'zip', 'city', 'country'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const country = customer.country === null ? '' : (countryNames([customer.country], lang)[customer.country] ?? customer.country);
  return [`${customer.fname} ${customer.lname}`.trim(), customer.company ?? '', customer.street ?? '', `${customer.zip ?? ''} ${customer.city ?? ''}`.trim(), country].filter((line) => line !== '');
};
