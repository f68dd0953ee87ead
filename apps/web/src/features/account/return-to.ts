import type { Lang } from '@foyer/contract';
import { AUTH_SCREENS } from '../../lib/storage/post-login-redirect';

const UNSAFE = /[\\\s]/;

/**
 * `returnTo` of the login and register links (SPEC §2), followed only to a page of this shop in the
 * current language: a path on this origin starting with `/{lang}/`, and not a sign-in screen (which
 * would only ask again). Anything else (another site, `//host`, a scheme) is ignored: null.
 */
export const safeReturnTo = (raw: string | null, lang: Lang, origin: string = window.location.origin): string | null => {
  if (raw === null || !raw.startsWith('/') || raw.startsWith('//') || UNSAFE.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith(`/${lang}/`)) return null;
  const screen = url.pathname.split('/')[2] ?? '';
  if ((AUTH_SCREENS as readonly string[]).includes(screen)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

/** Where a visitor goes once logged in: `returnTo`, else the post-login redirect (checkout, SPEC §4), else home. */
export const afterLoginPath = (returnTo: string | null, postLoginRedirect: string | null, lang: Lang): string =>
  safeReturnTo(returnTo, lang) ?? postLoginRedirect ?? `/${lang}`;

/** A sign-in screen's link to another one keeps the visitor's way back. */
export const keepReturnTo = (path: string, returnTo: string | null): string =>
  returnTo === null ? path : `${path}?${new URLSearchParams({ returnTo }).toString()}`;
