import type { Lang } from '@foyer/contract';
import { z } from 'zod';
import { countryNames } from '../customer/public.js';

export const ownerAddressSchema = z.object({ street: z.string(), zip: z.string(), city: z.string(), country: z.string() });
export type OwnerAddress = z.infer<typeof ownerAddressSchema>;

/** What an annualPass line keeps in order_lines.details: the pass, its validity and one owner per card. */
export const passLineDetailsSchema = z.object({
  productId: z.number(),
  validityMonths: z.number().int().positive(),
  /** The museum's time zone when the order was placed: a card's first day is the museum's day of booking. */
  timeZone: z.string(),
  owners: z.array(z.object({ name: z.string(), address: ownerAddressSchema.nullable(), sendToOwner: z.boolean() })),
});
export type PassLineDetails = z.infer<typeof passLineDetailsSchema>;

export const parsePassLineDetails = (json: string): PassLineDetails => passLineDetailsSchema.parse(JSON.parse(json));

/** "Seestrasse 1, 8000 Zürich, Schweiz": one line, the country in the reader's language. */
export const formatOwnerAddress = (address: OwnerAddress, lang: Lang): string =>
  [address.street, `${address.zip} ${address.city}`, countryNames([address.country], lang)[address.country] ?? address.country].join(', ');
