import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiStandIn } from '../../test/api-stand-in';
import { renderInShop } from '../../test/render';
import { Component as VoucherRoute } from './voucher-route';
import { Component as VouchersRoute } from './vouchers-route';

// The not-found screen loads its texts once per test run; each test starts a fresh i18n, so it gets them here.
const namespaces = ['vouchers' as const, 'pages' as const];
const notFound = () => screen.findByRole('heading', { level: 1, name: 'We couldn’t find this page' });

describe('voucher routes (SPEC §1 has_vouchers, §2 vouchers, vouchers/{id})', () => {
  it('have no list in a shop without vouchers', async () => {
    const { calls } = apiStandIn({});
    await renderInShop(<VouchersRoute />, { path: '/en/vouchers', route: '/:lang/vouchers', config: { has_vouchers: false }, namespaces });
    expect(await notFound()).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('have no voucher pages in a shop without vouchers', async () => {
    const { calls } = apiStandIn({});
    await renderInShop(<VoucherRoute />, { path: '/en/vouchers/7', route: '/:lang/vouchers/:id', config: { has_vouchers: false }, namespaces });
    expect(await notFound()).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('take only a whole number as a voucher id, without asking the server otherwise', async () => {
    const { calls } = apiStandIn({});
    await renderInShop(<VoucherRoute />, { path: '/en/vouchers/gift', route: '/:lang/vouchers/:id', namespaces });
    expect(await notFound()).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
