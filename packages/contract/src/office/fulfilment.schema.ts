import { CARRIERS } from '@foyer/domain';
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { oneLineText } from '../common/text-fields.js';
import { shippingAddressSchema } from '../auth/guest.schema.js';

export const carrierSchema = z.enum(CARRIERS);
export type CarrierName = z.infer<typeof carrierSchema>;

/** An order waiting to be packed: booked, with goods or pass cards to post, not shipped yet. */
export const officeShipmentRowSchema = z.object({
  orderId: z.number().int(),
  bookedAt: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  /** Where the goods go; null when the order has only pass cards, each posted to its holder. */
  shipTo: shippingAddressSchema.nullable(),
  /** Units of goods to pack. */
  goods: z.number().int(),
  passCards: z.number().int(),
});
export type OfficeShipmentRow = z.infer<typeof officeShipmentRowSchema>;

/** `GET /office/api/shipping/orders` (owner, box office): the orders waiting, oldest first. */
export const officeShipmentListResponseSchema = envelope(z.object({ orders: z.array(officeShipmentRowSchema) }));
export type OfficeShipmentListResponse = z.infer<typeof officeShipmentListResponseSchema>;

export const officePickedProductSchema = z.object({ productId: z.number().int(), name: z.string(), count: z.number().int(), orders: z.number().int() });
export type OfficePickedProduct = z.infer<typeof officePickedProductSchema>;

/** `GET /office/api/shipping/pick-list`: every product to take from the shelf for the orders waiting, summed, and the pass cards to post. */
export const officePickListResponseSchema = envelope(z.object({ orders: z.number().int(), products: z.array(officePickedProductSchema), passCards: z.number().int() }));
export type OfficePickListResponse = z.infer<typeof officePickListResponseSchema>;

export const officeShipmentSchema = z.object({
  shippedAt: z.string(),
  staffName: z.string().nullable(),
  carrier: carrierSchema.nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
});
export type OfficeShipment = z.infer<typeof officeShipmentSchema>;

/** An order's packing list: what goes in the parcel, where it goes, and the pass cards with their holders' addresses. */
export const officePackingListSchema = z.object({
  orderId: z.number().int(),
  bookedAt: z.string(),
  lang: z.string(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  shipTo: shippingAddressSchema.nullable(),
  goods: z.array(z.object({ productId: z.number().int(), name: z.string(), count: z.number().int() })),
  passCards: z.array(z.object({ passName: z.string(), holder: z.string(), barcode: z.string(), address: z.string() })),
  /** Null while it waits. */
  shipment: officeShipmentSchema.nullable(),
});
export type OfficePackingList = z.infer<typeof officePackingListSchema>;

/** `GET /office/api/shipping/orders/:id`, and the answer of marking it shipped. */
export const officePackingListResponseSchema = envelope(z.object({ packingList: officePackingListSchema }));
export type OfficePackingListResponse = z.infer<typeof officePackingListResponseSchema>;

/**
 * `POST /office/api/shipping/orders/:id/shipped`: how it was sent. A known carrier builds the
 * customer's tracking link from the number; `other` sends the https link typed in `trackingUrl`.
 * Marking an order shipped a second time answers 409 OFFICE_ALREADY_SHIPPED and mails nobody.
 */
export const markShippedBodySchema = z
  .object({
    carrier: carrierSchema.nullable().default(null),
    trackingNumber: oneLineText(60)
      .refine((number) => /^[\w .\-/]*$/.test(number), { params: { fieldMessage: 'invalid' } })
      .nullable()
      .default(null)
      .transform((number) => (number === '' ? null : number)),
    trackingUrl: z
      .string()
      .trim()
      .max(500)
      .refine((url) => url === '' || /^https:\/\/[^\s<>"]+$/.test(url), { params: { fieldMessage: 'invalid' } })
      .nullable()
      .default(null)
      .transform((url) => (url === '' ? null : url)),
  })
  .refine((body) => body.carrier !== 'other' || body.trackingUrl !== null, { path: ['trackingUrl'], params: { fieldMessage: 'required' } });
export type MarkShippedBody = z.input<typeof markShippedBodySchema>;

export const officeShippingOrderParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
