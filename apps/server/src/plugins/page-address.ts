import { CHECKOUT_PATHS, isLang, type Lang, type Section } from '@foyer/contract';


/** Mirrors merchandise-route.tsx: category slugs as the catalog writes them. */
const CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_CATEGORY_LENGTH = 100;

/** What a page shows of the catalog, as its address names it. */
export type SubjectAddress =
  | { kind: 'product'; id: number }
  | { kind: 'event'; id: number }
  | { kind: 'tour'; id: number }
  /** `/{lang}/merchandise` (category null) or `/{lang}/merchandise/{category}`. */
  | { kind: 'merchandise'; category: string | null }
  /** `/{lang}/vouchers`, with the group its `?group=` asks for. */
  | { kind: 'vouchers'; group: string | null }
  | { kind: 'passes' };

export interface ShopPage {
  lang: Lang;
  home: boolean;
  /** The basket or another checkout screen. */
  checkout: boolean;
  /** The product, event, tour or list the page shows. */
  subject: SubjectAddress | null;
}

const idOf = (rest: readonly string[], section: Section | 'product'): number | null =>
  rest[0] === section && rest.length === 2 && /^[1-9]\d{0,8}$/.test(rest[1] ?? '') ? Number(rest[1]) : null;

const subjectOf = (rest: readonly string[], search: URLSearchParams): SubjectAddress | null => {
  const product = idOf(rest, 'product');
  if (product !== null) return { kind: 'product', id: product };
  const event = idOf(rest, 'tickets');
  if (event !== null) return { kind: 'event', id: event };
  const tour = idOf(rest, 'guided-tours');
  if (tour !== null) return { kind: 'tour', id: tour };
  const [section, category, ...more] = rest;
  if (more.length > 0) return null;
  if (section === 'merchandise') {
    if (category === undefined || category === '') return { kind: 'merchandise', category: null };
    return category.length <= MAX_CATEGORY_LENGTH && CATEGORY_SLUG.test(category) ? { kind: 'merchandise', category } : null;
  }
  if (category !== undefined) return null;
  if (section === 'vouchers') return { kind: 'vouchers', group: search.get('group') };
  if (section === 'passes') return { kind: 'passes' };
  return null;
};

/** The shop language a page path starts with, whether it is the home or a checkout screen, and what of the catalog it shows. */
export const shopPage = (path: string, search = ''): ShopPage | null => {
  const [, first, ...rest] = path.split('/');
  if (!isLang(first)) return null;
  return {
    lang: first,
    home: rest.length === 0 || (rest.length === 1 && rest[0] === ''),
    checkout: (CHECKOUT_PATHS as readonly string[]).includes(rest.join('/')),
    subject: subjectOf(rest, new URLSearchParams(search)),
  };
};
