import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { shippingAddressSchema } from '../auth/guest.schema.js';
import { officeOrderCustomerSchema, officeOrderStatusSchema } from './orders.schema.js';

export const officeCustomerIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** A customer as the office shows them; after an erasure every personal field holds the erased marker or null. */
export const officeCustomerSchema = officeOrderCustomerSchema.extend({
  /** The delivery address when it differs from the billing one. */
  shipping: shippingAddressSchema.nullable(),
  lang: z.string(),
  createdAt: z.string(),
  erasedAt: z.string().nullable(),
});
export type OfficeCustomer = z.infer<typeof officeCustomerSchema>;

export const officeCustomerOrderSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: officeOrderStatusSchema,
  totalCents: z.number().int(),
  currency: z.string(),
});

/** `GET /office/api/customers/:id` (owner, box office, accountant): the customer and their orders, newest first. */
export const officeCustomerResponseSchema = envelope(z.object({ customer: officeCustomerSchema, orders: z.array(officeCustomerOrderSchema) }));
export type OfficeCustomerResponse = z.infer<typeof officeCustomerResponseSchema>;

/** `POST /office/api/customers/:id/erasure` (owner, box office): irreversible, so the body says so explicitly. */
export const officeCustomerErasureBodySchema = z.object({ confirm: z.literal(true) });

/**
 * `GET /office/api/customers/:id/export` (owner, box office): a JSON download of what the shop keeps
 * about the person: the customer record, the orders with their lines and payments, the addresses, the
 * mails sent to them.
 */
export const officeCustomerExportSchema = z.object({
  exportedAt: z.string(),
  customer: officeCustomerSchema,
  addresses: z.array(z.object({ use: z.enum(['billing', 'delivery', 'order-delivery']), orderId: z.number().int().nullable(), address: z.record(z.string(), z.string().nullable()) })),
  orders: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      status: officeOrderStatusSchema,
      lang: z.string(),
      totalCents: z.number().int(),
      currency: z.string(),
      reference: z.string().nullable(),
      lines: z.array(z.object({ kind: z.string(), name: z.string(), title: z.string(), datetime: z.string().nullable(), count: z.number().int(), totalCents: z.number().int() })),
      payments: z.array(z.object({ provider: z.string(), status: z.string(), amountCents: z.number().int(), accountHolder: z.string().nullable(), createdAt: z.string() })),
    }),
  ),
  mails: z.array(z.object({ to: z.string(), subject: z.string(), orderId: z.number().int().nullable(), kind: z.string().nullable(), createdAt: z.string(), sentAt: z.string().nullable() })),
});
export type OfficeCustomerExport = z.infer<typeof officeCustomerExportSchema>;
