import { FIELD_MESSAGES, LANGUAGES, type Lang } from '@foyer/contract';
import { DomainError } from '../../errors/domain-error.js';

/**
 * The only pages a payment may send the payer back to: the checkout's return pages, or an order's
 * review page when an existing order is paid (SPEC §2).
 */
const RETURN_PATH = new RegExp(`^/(${LANGUAGES.join('|')})/(checkout(/(success|accepted|failed|canceled))?|order-review/[A-Za-z0-9_-]{1,64})$`);

/** Only the characters our own return paths use: backslashes, controls, spaces and percent-encoding hide tricks. */
const PLAIN = /^[A-Za-z0-9/:._-]*$/;

/**
 * The address to send the payer back to, built from PUBLIC_URL and one of the shop's return paths,
 * never from the request's Host header. The browser may send the path or the full address on
 * PUBLIC_URL; anything else (another host, protocol-relative, encoded tricks, query or fragment) is refused.
 */
export const returnAddress = (value: string, publicOrigin: string): string | undefined => {
  if (!PLAIN.test(value)) return undefined;
  let path = value;
  if (!value.startsWith('/')) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return undefined;
    }
    if (url.origin !== publicOrigin || url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return undefined;
    if (!value.startsWith(`${publicOrigin}/`)) return undefined;
    path = value.slice(publicOrigin.length);
  }
  return RETURN_PATH.test(path) ? `${publicOrigin}${path}` : undefined;
};

export const checkReturnUrls = (urls: { continue: string; cancel: string }, publicOrigin: string, lang: Lang): { continue: string; cancel: string } => {
  const checked = { continue: returnAddress(urls.continue, publicOrigin), cancel: returnAddress(urls.cancel, publicOrigin) };
  const errors: Record<string, string[]> = {};
  if (checked.continue === undefined) errors['url.continue'] = [FIELD_MESSAGES[lang].invalid];
  if (checked.cancel === undefined) errors['url.cancel'] = [FIELD_MESSAGES[lang].invalid];
  if (checked.continue === undefined || checked.cancel === undefined) throw new DomainError('VALIDATION_FAILED', { errors });
  return { continue: checked.continue, cancel: checked.cancel };
};

/** Appends query parameters to a return address that may already have some. */
export const withQuery = (address: string, params: Record<string, string>): string => {
  const url = new URL(address);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
};
