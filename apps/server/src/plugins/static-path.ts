/**
 * Same-origin /static path, as the SPA's staticUrl (apps/web/src/lib/static-url.ts) makes it: a preload
 * must ask for exactly the address the page's img asks for, or the browser downloads a second file.
 */
export const staticPath = (address: string): string => {
  const trimmed = address.trim();
  if (trimmed === '') return '';
  const path = trimmed.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  if (path.startsWith('/static/')) return path;
  return `/static/${path.replace(/^\/+/, '')}`;
};
