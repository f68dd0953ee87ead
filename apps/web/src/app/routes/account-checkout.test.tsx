import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountDetails, attrAnswer, customerAnswer } from '../../features/account/test-fixtures';
import { queryClient } from '../../lib/query-client';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { apiStandIn, type Answer, type Call } from '../../test/api-stand-in';
import { adultsLine } from '../../test/cart-lines';
import { mugLine } from '../../test/goods-lines';
import { renderInShop } from '../../test/render';
import { CheckoutPage } from './checkout-page';

const delivery = { name: 'Grace Hopper', street: 'Unter den Linden 1', zip: '10117', city: 'Berlin', country: 'DE' };
const costs = (call: Call): Answer => {
  const { country } = call.body as { country: string };
  return { status: 200, body: { data: { cost: country === 'DE' ? 1400 : 700, country } } };
};
// The editor loads its texts once per run (React.lazy); each test's fresh i18n gets them here.
const show = (path = '/en/checkout?step=payment') => renderInShop(<CheckoutPage />, { path, namespaces: ['checkout', 'errors', 'account'] });
const shippedTo = (calls: Call[]) => calls.filter((c) => c.path === 'shipping/costs').map((c) => (c.body as { country: string }).country);

describe('checkout as a logged-in customer (SPEC §4, §6)', () => {
  beforeEach(() => {
    queryClient.clear();
    useCartStore.setState({ lines: [adultsLine, mugLine], cartId: null });
    // A guest's separate address from earlier in the tab is not the account's.
    useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'Lovelace', email: 'ada@example.com', country: 'CH', isGuest: false }, shippingAddress: { ...delivery, country: 'AT' } });
  });

  it('goes from the basket straight to payment', async () => {
    apiStandIn({ customer: customerAnswer(), 'shipping/costs': costs }, () => 'tok');
    const { router } = await show('/en/checkout');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(router.state.location.search).toBe('?step=payment');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('bills from the account and ships to its delivery address, priced for that country', async () => {
    const { calls } = apiStandIn({ customer: customerAnswer({ shipping: delivery }), 'shipping/costs': costs }, () => 'tok');
    await show();
    const billing = await screen.findByRole('region', { name: 'Billing address' });
    await within(billing).findByText(/Seestrasse 1/);
    expect(within(billing).getByRole('heading', { name: 'Billing address' }).nextElementSibling?.textContent).toBe(
      'Analytical Engines LtdAda LovelaceSeestrasse 18002 ZürichSwitzerlandada@example.com+41 44 123 45 67',
    );
    expect(within(billing).getByRole('heading', { name: 'Delivery address' }).nextElementSibling?.textContent).toBe('Grace HopperUnter den Linden 110117 BerlinGermany');
    await vi.waitFor(() => expect(shippedTo(calls)).toContain('DE'));
    expect(shippedTo(calls)).not.toContain('AT');
  });

  it('edits the billing details in place (customer/update) without leaving checkout', async () => {
    let account = accountDetails();
    const { calls } = apiStandIn(
      {
        customer: () => ({ status: 200, body: { data: { customer: account } } }),
        'customer/attr': attrAnswer(),
        'shipping/costs': costs,
        'customer/update': (call) => {
          const { c } = call.body as { c: Partial<typeof account> };
          account = { ...account, ...c, shipping: c.shipping || null };
          return { status: 200, body: { data: { customer: account } } };
        },
      },
      () => 'tok',
    );
    const { router } = await show();
    const billing = await screen.findByRole('region', { name: 'Billing address' });
    await userEvent.click(await within(billing).findByRole('button', { name: 'Change billing or delivery details' }));
    const editor = await screen.findByRole('region', { name: 'Change billing or delivery details' });
    expect(document.activeElement).toBe(within(editor).getByRole('heading', { name: 'Change billing or delivery details' }));
    const city = await within(editor).findByLabelText('Town or city');
    await userEvent.clear(city);
    await userEvent.type(city, 'Winterthur');
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Deliver to my billing address' }));
    await userEvent.type(within(editor).getByLabelText('Recipient’s name', { exact: false }), '{Control>}a{/Control}Grace Hopper');
    await userEvent.type(within(editor).getAllByLabelText('Street and number')[1] as HTMLElement, delivery.street);
    await userEvent.type(within(editor).getAllByLabelText('Postcode')[1] as HTMLElement, delivery.zip);
    await userEvent.type(within(editor).getAllByLabelText('Town or city')[1] as HTMLElement, delivery.city);
    await userEvent.selectOptions(within(editor).getByLabelText('Country'), 'DE');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('region', { name: 'Billing address' });
    expect(await within(summary).findByText(/8002 Winterthur/)).toBeTruthy();
    expect(within(summary).getByRole('heading', { name: 'Delivery address' }).nextElementSibling?.textContent).toBe('Grace HopperUnter den Linden 110117 BerlinGermany');
    expect(calls.find((c) => c.path === 'customer/update')?.body).toMatchObject({ c: { city: 'Winterthur', street: 'Seestrasse 1', shipping: delivery } });
    expect(router.state.location.pathname).toBe('/en/checkout');
    await vi.waitFor(() => expect(shippedTo(calls).at(-1)).toBe('DE'));
    await vi.waitFor(() => expect(document.activeElement).toBe(within(summary).getByRole('button', { name: 'Change billing or delivery details' })));
  });
});
