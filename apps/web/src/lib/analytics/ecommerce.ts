import { centsToDecimal } from '@foyer/domain';
import { DATA_LAYER_NAME } from './tag-manager';

/** SPEC §9 analytics categories, and Donation for the museum's donation line. */
export type EcommerceCategory = 'Ticket' | 'GuidedTour' | 'Merchandise' | 'Voucher' | 'Donation';

export type EcommerceEvent = 'add_to_cart' | 'remove_from_cart' | 'begin_checkout' | 'add_payment_info' | 'purchase';

/** One basket line as analytics sees it; money in integer cents like everywhere else. */
export interface EcommerceItem {
  id: number | string;
  name: string;
  category: EcommerceCategory;
  /** Gross price of one unit (the line total divided by its quantity). */
  unitPriceCents: number;
  quantity: number;
  /** VAT contained in the whole line (SPEC §9 tax portion). */
  taxCents: number;
  variant?: string;
}

export interface EcommercePayload {
  event: EcommerceEvent;
  ecommerce: {
    currency: string;
    value: number;
    tax: number;
    items: { item_id: string; item_name: string; item_category: EcommerceCategory; item_variant?: string; price: number; quantity: number }[];
  };
}

/** SPEC §9: prices are cents / 100 with two decimals; tax is the VAT portion of the gross price. */
export const ecommercePayload = (event: EcommerceEvent, currency: string, items: readonly EcommerceItem[]): EcommercePayload => ({
  event,
  ecommerce: {
    currency,
    value: centsToDecimal(items.reduce((sum, item) => sum + Math.round(item.unitPriceCents * item.quantity), 0)),
    tax: centsToDecimal(items.reduce((sum, item) => sum + item.taxCents, 0)),
    items: items.map((item) => ({
      item_id: String(item.id),
      item_name: item.name,
      item_category: item.category,
      ...(item.variant === undefined ? {} : { item_variant: item.variant }),
      price: centsToDecimal(item.unitPriceCents),
      quantity: item.quantity,
    })),
  },
});

type DataLayerWindow = Window & { [DATA_LAYER_NAME]?: unknown[] };

/**
 * Pushes an ecommerce event to the tag manager's data layer. Without a configured tag manager there
 * is no data layer and nothing is recorded. The preceding `ecommerce: null` keeps GTM from merging
 * the items of an earlier event into this one.
 */
export const trackEcommerce = (event: EcommerceEvent, currency: string, items: readonly EcommerceItem[]): void => {
  const layer = (window as DataLayerWindow)[DATA_LAYER_NAME];
  if (!Array.isArray(layer) || items.length === 0) return;
  layer.push({ ecommerce: null });
  layer.push(ecommercePayload(event, currency, items));
};
