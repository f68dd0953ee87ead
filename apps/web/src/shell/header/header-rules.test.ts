import { describe, expect, it } from 'vitest';
import { isSectionPath } from './header-rules';

const merchandise = { section: 'merchandise' as const, href: '/nl/merchandise' };
const tickets = { section: 'tickets' as const, href: '/nl/tickets' };

describe('isSectionPath: the navigation link of the section a page belongs to shows as current', () => {
  it.each([
    { link: merchandise, path: '/nl/merchandise', current: true },
    { link: merchandise, path: '/nl/merchandise/posters', current: true },
    { link: merchandise, path: '/nl/product/5001', current: true },
    { link: merchandise, path: '/nl/merchandise-old', current: false },
    { link: merchandise, path: '/de/product/5001', current: false },
    { link: tickets, path: '/nl/tickets/1002', current: true },
    { link: tickets, path: '/nl/product/5001', current: false },
    { link: tickets, path: '/nl/checkout', current: false },
  ])('$link.section on $path: $current', ({ link, path, current }) => expect(isSectionPath(link, path, 'nl')).toBe(current));
});
