import { localizedTextSchema, type DonationOffer } from '@foyer/contract';
import type { DonationBounds } from '@foyer/domain';
import { z } from 'zod';
import { localize, type LangContext } from '../../kernel/localize.js';
import type { DonationOfferRow } from './donations.repository.js';

const amountsSchema = z.array(z.number().int().positive());

/** A catalog text kept as `{lang: text}` JSON, in the request language or the shop's first. */
export const offerText = (json: string, ctx: LangContext): string => localize(localizedTextSchema.parse(JSON.parse(json)), ctx);

/** The fixed amounts and the bounds of an amount of choice, as the domain's check takes them. */
export const donationBounds = (row: DonationOfferRow): DonationBounds => ({
  amounts: amountsSchema.parse(JSON.parse(row.amounts)),
  free: row.min_amount === null || row.max_amount === null ? null : { minCents: row.min_amount, maxCents: row.max_amount },
});

export const toDonationOffer = (row: DonationOfferRow, ctx: LangContext): DonationOffer => {
  const bounds = donationBounds(row);
  return {
    id: row.id,
    name: offerText(row.name, ctx),
    text: offerText(row.text, ctx),
    amounts: [...bounds.amounts],
    free: bounds.free === null ? null : { min_amount: bounds.free.minCents, max_amount: bounds.free.maxCents },
    receipt: row.receipt === 1,
  };
};
