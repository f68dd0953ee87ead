/**
 * The page to return to after signing in, from `?next=`: only a path inside the office, so a link
 * cannot send a freshly signed-in staff member to another site.
 */
export const returnPath = (search: string): string => {
  const next = new URLSearchParams(search).get('next');
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
};

export const signInPath = (from: string): string => (from === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(from)}`);
