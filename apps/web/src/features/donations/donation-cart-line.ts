import type { DonationOffer } from '@foyer/contract';
import type { CartLine } from '../../lib/storage/cart-store';

type LineOffer = Pick<DonationOffer, 'id' | 'name'>;

/**
 * A donation line: the offer as id and the amount given, one unit, no VAT (a gift buys nothing), and
 * the amount as the total of the time of adding (the server prices it again from the catalog). Its
 * count cannot change: another amount replaces the line. Voucher codes may pay it, as any line.
 */
export const toDonationCartLine = (offer: LineOffer, amountCents: number, label: string): CartLine => ({
  type: 'donation',
  id: offer.id,
  name: offer.name,
  totalPrice: amountCents,
  vatCents: 0,
  item: { type: 'donation', id: offer.id, amount: amountCents, totalPrice: amountCents },
  display: { heading: offer.name, label, parts: [{ count: 1, name: offer.name, unitPrice: amountCents }] },
  analytics: { id: offer.id, name: offer.name, category: 'Donation', unitPriceCents: amountCents, quantity: 1, taxCents: 0 },
});

/** Where the basket's donation stands, or -1: a basket holds one donation at most. */
export const donationIndex = (lines: readonly CartLine[]): number => lines.findIndex((line) => line.type === 'donation');

/** The basket with `line` as its donation: in the place of the one it had, else at the end. */
export const basketWithDonation = (lines: readonly CartLine[], line: CartLine): CartLine[] => {
  const index = donationIndex(lines);
  return index < 0 ? [...lines, line] : lines.map((existing, i) => (i === index ? line : existing));
};
