/**
 * A museum's donation offer in cents: fixed amounts to pick from, and the bounds of an amount of the
 * donor's choice (null when the museum takes only the fixed amounts).
 */
export interface DonationBounds {
  amounts: readonly number[];
  free: { minCents: number; maxCents: number } | null;
}

export type DonationAmountCheck = 'ok' | 'not_offered' | 'below_minimum' | 'above_maximum';

/**
 * Whether a donation of `cents` is one the offer takes: a fixed amount always, any other only as an
 * amount of choice within the bounds, both inclusive. Without an amount of choice, only the fixed ones.
 */
export const checkDonationAmount = (cents: number, offer: DonationBounds): DonationAmountCheck => {
  if (offer.amounts.includes(cents)) return 'ok';
  if (offer.free === null || !Number.isInteger(cents)) return 'not_offered';
  if (cents < offer.free.minCents) return 'below_minimum';
  if (cents > offer.free.maxCents) return 'above_maximum';
  return 'ok';
};

/**
 * An amount of choice as the donor typed it ("25", "12,50", "1'000", "1 000.5"), in whole cents,
 * half a cent and more rounded up; null for what is not a positive amount (empty, a sign, letters, 0).
 * Unlike a voucher's amount (SPEC §5), a minus is not made positive: a donation is never negative.
 */
export const donationAmountCents = (typed: string): number | null => {
  const cleaned = typed.trim().replace(/[\s'’]/g, '').replace(',', '.');
  const parts = /^(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (parts === null) return null;
  const [, whole = '', fraction = ''] = parts;
  if (whole === '' && fraction === '') return null;
  // Worked on the digits, not on a float: 1.005 is 101 cents, as written, not 100.
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  return cents > 0 && Number.isSafeInteger(cents) ? cents : null;
};
