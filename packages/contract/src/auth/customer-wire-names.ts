/** The billing parts SPEC §3 sends inside `addrBilling`; its `name` is the customer's own (fname, lname). */
const BILLING_PARTS = ['street', 'zip', 'city', 'country'] as const;

export interface UnfoldedCustomer {
  /** The customer fields under today's flat names: street, zip, city, country, shipping. */
  input: unknown;
  /** Fields sent under both names with different values: which one was meant cannot be known. */
  conflicts: string[];
  /** The name each unfolded field was sent under (`street` → `addrBilling.street`), to name it back in errors. */
  sentAs: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** An error's field under the name it was sent as: `shipping.city` of an `addrShipping` is `addrShipping.city`. */
export const fieldAsSent = (field: string, sentAs: Record<string, string>): string => {
  const [head = field, ...rest] = field.split('.');
  const wireName = sentAs[head];
  return wireName === undefined ? field : [wireName, ...rest].join('.');
};

/**
 * SPEC §3's wire names for the customer form (`addrBilling`, `addrShipping` with name, street, zip, city,
 * country) turned into the flat names the shop also accepts (`street`, …, `shipping`), so a client that
 * speaks either is understood. A field sent both ways must agree; anything not a record is left to validation.
 */
export const unfoldCustomerWireNames = (raw: unknown): UnfoldedCustomer => {
  if (!isRecord(raw) || (!('addrBilling' in raw) && !('addrShipping' in raw))) return { input: raw, conflicts: [], sentAs: {} };
  const { addrBilling, addrShipping, ...flat } = raw;
  const conflicts: string[] = [];
  const sentAs: Record<string, string> = {};
  const take = (field: string, value: unknown, wireName: string) => {
    if (value === undefined) return;
    if (flat[field] === undefined) {
      flat[field] = value;
      sentAs[field] = wireName;
    } else if (!sameValue(flat[field], value)) conflicts.push(wireName);
  };
  if (isRecord(addrBilling)) for (const part of BILLING_PARTS) take(part, addrBilling[part], `addrBilling.${part}`);
  else if (addrBilling !== undefined && addrBilling !== null) conflicts.push('addrBilling');
  take('shipping', addrShipping, 'addrShipping');
  return { input: flat, conflicts, sentAs };
};
