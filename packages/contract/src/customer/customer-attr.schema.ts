import { z } from 'zod';
import { envelope } from '../common/envelope.js';

export const CUSTOMER_FIELDS = [
  'email', 'password', 'salutation', 'company', 'phone', 'fname', 'lname', 'street', 'zip', 'city', 'country',
] as const;
export const customerFieldSchema = z.enum(CUSTOMER_FIELDS);
export type CustomerField = z.infer<typeof customerFieldSchema>;

/** `customer/attr`: countries (key to name, in the request language), salutations and the field rules of SPEC §5. */
export const customerAttrSchema = z.object({
  countries: z.record(z.string().length(2), z.string()),
  salutations: z.array(z.object({ key: z.string(), name: z.string() })),
  required_fields: z.array(customerFieldSchema),
  visible_fields: z.array(customerFieldSchema),
});
export type CustomerAttr = z.infer<typeof customerAttrSchema>;
export const customerAttrResponseSchema = envelope(customerAttrSchema);
