import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHECKOUT_NAMESPACES, CHECKOUT_PATHS, PAGE_ROUTES, SECTIONS, SHOP_SECTIONS } from '@foyer/contract/shop-pages';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/*
 * The page table in packages/contract is what the server's first view prepares for each address: these
 * prove the router serves what it lists, so the two cannot drift apart.
 */
const WEB = join(import.meta.dirname, '..', '..');
const shopPaths = (routes.find((route) => route.path === '/:lang')?.children ?? []).flatMap((route) => (route.path === undefined ? [] : [route.path]));
const routerSource = readFileSync(join(import.meta.dirname, 'router.tsx'), 'utf8');

describe('the page table the server reads', () => {
  it('names every section the router serves, and the router serves every section it names', () => {
    const sectionPaths = shopPaths.filter((path) => SECTIONS.some((section) => path === section || path.startsWith(`${section}/`)));
    expect(new Set(sectionPaths.map((path) => path.split('/')[0]))).toEqual(new Set(SECTIONS));
  });

  it('names every checkout screen the router serves', () => {
    expect(shopPaths.filter((path) => /^(checkout|register-guest)\b/.test(path)).sort()).toEqual([...CHECKOUT_PATHS].sort());
  });

  it.each(Object.entries(PAGE_ROUTES))('points %s at a route module the router loads with the catalogs it lists', (_, { module, namespaces }) => {
    expect(existsSync(join(WEB, module))).toBe(true);
    const name = module.replace(/^src\/app\/routes\//, '').replace(/\.tsx?$/, '');
    const section = SECTIONS.find((candidate) => SHOP_SECTIONS[candidate].namespaces === namespaces);
    if (section !== undefined) expect(routerSource).toContain(`withSection('${section}', import('./routes/${name}'))`);
    else if (namespaces === CHECKOUT_NAMESPACES) expect(routerSource).toMatch(new RegExp(`import\\('./routes/${name}'\\), checkoutTexts\\(\\)`));
    else expect(routerSource).toMatch(new RegExp(`lazy: \\(\\) => import\\('./routes/${name}'\\)`));
  });
});
