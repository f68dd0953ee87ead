import { z } from 'zod';
import { customerFieldSchema, localizedTextSchema } from '@foyer/contract';
import type { Db } from '../../db/database.js';

const storedCustomerSettingsSchema = z.object({
  countries: z.array(z.string().length(2)),
  salutations: z.array(z.object({ key: z.string(), name: localizedTextSchema })),
  required_fields: z.array(customerFieldSchema),
  visible_fields: z.array(customerFieldSchema),
});
export type StoredCustomerSettings = z.infer<typeof storedCustomerSettingsSchema>;

export const findCustomerSettings = async (db: Db, shopId: number): Promise<StoredCustomerSettings | undefined> => {
  const row = await db.selectFrom('customer_settings').selectAll().where('shop_id', '=', shopId).executeTakeFirst();
  return row
    ? storedCustomerSettingsSchema.parse({
        countries: JSON.parse(row.countries),
        salutations: JSON.parse(row.salutations),
        required_fields: JSON.parse(row.required_fields),
        visible_fields: JSON.parse(row.visible_fields),
      })
    : undefined;
};
