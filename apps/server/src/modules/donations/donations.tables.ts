/**
 * A shop's donation offer (donations.migration.ts). Texts are `{lang: text}` JSON; `amounts` is a JSON list of
 * fixed amounts in cents; min/max bound an amount of choice and are both null when the offer has none.
 */
export interface DonationOffersTable {
  id: number;
  shop_id: number;
  name: string;
  text: string;
  thanks: string;
  amounts: string;
  min_amount: number | null;
  max_amount: number | null;
  receipt: number;
  listed: number;
}

/** The kind's tables join the Database type here, so db/ names no kind (docs/architecture.md). */
declare module '../../db/schema.js' {
  interface Database {
    donation_offers: DonationOffersTable;
  }
}
