import type { DonationResponse } from '@foyer/contract';
import { apiGet } from '../../lib/api/api-client';

export type DonationOfferAnswer = DonationResponse['data'];

/** The shop's donation offer; `offer` is null when the museum asks for none. */
export const fetchDonationOffer = () => apiGet<DonationOfferAnswer>('donation');
