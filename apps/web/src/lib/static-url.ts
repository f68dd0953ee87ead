/**
 * Shop images live under /static. Addresses may arrive absolute (with the server's public base) or
 * relative; both become same-origin paths so images never depend on the configured public URL.
 */
export const staticUrl = (address: string): string => {
  const trimmed = address.trim();
  if (trimmed === '') return '';
  const path = trimmed.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  if (path.startsWith('/static/')) return path;
  return `/static/${path.replace(/^\/+/, '')}`;
};
