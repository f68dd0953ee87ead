import { checkDonationAmount, museumDate } from '@foyer/domain';
import { buyerAddress } from '../../documents/buyer-address.js';
import { money } from '../../kernel/museum-format.js';
import { DomainError } from '../../errors/domain-error.js';
import type { LineKind } from '../commerce/public.js';
import { donationBounds, offerText } from './donation-offer-dto.js';
import { findDonationOrder, findListedDonationOffer } from './donations.repository.js';
import { parseDonationLineDetails, type DonationLineDetails } from './donation-line-details.js';

/** A gift to the museum buys nothing: no VAT is due on it. */
const NO_VAT = 0;

/**
 * Donations: one line of one unit, one line per basket, the amount a fixed one of the shop's offer or an amount of choice
 * within its bounds, priced from the catalog alone (the browser only chooses). Nothing is held or
 * shipped, nothing visited or suggested; the mail and the invoice print the museum's thanks under the
 * line, and where the museum gives receipts the order's PDF holds one. Voucher codes may pay a
 * donation like any line: SPEC §4 applies codes against every line that is not one itself.
 */
export const donationLineKind: LineKind<'donation'> = {
  // The basket offers one donation, whose amount a new choice replaces; a client that sends two is refused.
  checkBasket: (items) => {
    if (items.length > 1) throw new DomainError('DONATION_ONE_PER_CART');
  },
  issues: (line) => (parseDonationLineDetails(line.details).receipt ? 'donation-receipts' : 'nothing'),
  price: async (item, ctx) => {
    const offer = await findListedDonationOffer(ctx.db, ctx.shopId);
    if (offer === undefined || offer.id !== item.id) throw new DomainError('DONATION_NOT_OFFERED');
    const bounds = donationBounds(offer);
    const check = checkDonationAmount(item.amount, bounds);
    if (check === 'not_offered') throw new DomainError('DONATION_AMOUNT_NOT_OFFERED');
    if (check === 'below_minimum') throw new DomainError('DONATION_AMOUNT_TOO_LOW', { params: { minimum: money(bounds.free?.minCents ?? 0, ctx.currency, ctx.locale) } });
    if (check === 'above_maximum') throw new DomainError('DONATION_AMOUNT_TOO_HIGH', { params: { maximum: money(bounds.free?.maxCents ?? 0, ctx.currency, ctx.locale) } });
    if (item.totalPrice !== undefined && item.totalPrice !== item.amount) throw new DomainError('PRICE_CHANGED', { params: { line: ctx.lineNo } });
    const texts = { lang: ctx.lang, fallback: ctx.fallbackLang };
    const name = offerText(offer.name, texts);
    const details: DonationLineDetails = { offerId: offer.id, amountCents: item.amount, thanks: offerText(offer.thanks, texts), receipt: offer.receipt === 1 };
    return {
      type: 'donation',
      name,
      title: '',
      datetime: null,
      count: 1,
      unitPriceCents: item.amount,
      totalCents: item.amount,
      vatBp: NO_VAT,
      parts: [{ name, count: 1, unitPriceCents: item.amount, vatBp: NO_VAT }],
      claims: [],
      shippingWeightGrams: 0,
      details,
    };
  },
  fulfil: async () => {},
  partsBelongTo: () => '',
  documentParts: async (db, lines, ctx) => {
    const given = lines.filter((line) => parseDonationLineDetails(line.details).receipt);
    const first = given[0];
    if (first === undefined) return {};
    const order = await findDonationOrder(db, first.order_id);
    const from = await buyerAddress(db, order.customer_id, ctx.lang);
    const day = museumDate(order.booked_at ?? order.created_at, ctx.timeZone);
    const receipts = given.map((line) => ({ name: line.name, amountCents: line.total_cents, day, from, thanks: parseDonationLineDetails(line.details).thanks }));
    return { receipts };
  },
  describe: (line) => ({
    name: line.name,
    title: line.title,
    count: line.count,
    datetime: line.datetime,
    totalCents: line.total_cents,
    facts: [],
    note: parseDonationLineDetails(line.details).thanks,
  }),
};
