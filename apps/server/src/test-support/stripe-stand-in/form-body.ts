/** A value of a Stripe request: text, a list, or a nested object, as the bracket keys describe. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

const isIndex = (key: string): boolean => /^\d+$/.test(key);

const place = (target: FormObject | FormValue[], keys: string[], value: string): void => {
  const [key, ...rest] = keys;
  if (key === undefined) return;
  const slot = target as Record<string, FormValue>;
  if (rest.length === 0) {
    slot[key] = value;
    return;
  }
  const existing = slot[key];
  const next = existing !== undefined && typeof existing === 'object' ? existing : isIndex(rest[0] ?? '') ? [] : {};
  slot[key] = next;
  place(next, rest, value);
};

/**
 * Stripe's request encoding (what stripe-node's stringifyRequestData writes): form pairs whose keys
 * nest with brackets, `line_items[0][price_data][currency]=chf`, `metadata[payment_id]=…`.
 */
export const parseStripeForm = (body: string): FormObject => {
  const result: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const keys = name.replace(/\]/g, '').split('[');
    place(result, keys, value);
  }
  return result;
};

export const text = (form: FormObject, key: string): string | undefined => {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
};

export const textList = (form: FormObject, key: string): string[] | undefined => {
  const value = form[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
};

export const textMap = (form: FormObject, key: string): Record<string, string> => {
  const value = form[key];
  if (value === undefined || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
};
