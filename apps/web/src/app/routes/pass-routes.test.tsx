import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { apiStandIn } from '../../test/api-stand-in';
import { renderInShop } from '../../test/render';
import { Component as PassRoute } from './pass-route';
import { Component as PassesRoute } from './passes-route';

// The not-found screen loads its texts once per test run (React.lazy); each test's fresh i18n gets them here.
const open = (ui: ReactElement, path: string, hasMemcard: boolean) =>
  renderInShop(ui, { path, route: '/:lang/passes/:id?', config: { has_memcard: hasMemcard }, namespaces: ['passes', 'pages'] });

describe('pass routes (SPEC §1 passes appear only with has_memcard)', () => {
  it('lists the passes and shows one when the shop sells passes', async () => {
    apiStandIn({ 'merchandise/select': { status: 200, body: { data: { products: [] } } } });
    await open(<PassesRoute />, '/en/passes', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Annual passes' })).toBeTruthy();
  });

  it.each([
    ['the list', <PassesRoute />, '/en/passes'],
    ['a pass', <PassRoute />, '/en/passes/21'],
  ])('shows not found for %s when the shop has no passes, without asking the server', async (_, ui, path) => {
    const { calls } = apiStandIn({});
    await open(ui, path, false);
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this page' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows not found for an address that cannot be a pass', async () => {
    const { calls } = apiStandIn({});
    await open(<PassRoute />, '/en/passes/annual', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this page' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
