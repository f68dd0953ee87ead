import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { adultsLine } from '../../test/cart-lines';
import { mugLine } from '../../test/goods-lines';
import { renderInShop } from '../../test/render';
import { BillingSummary } from './billing-summary';

const address = { name: 'Grace Hopper', street: 'Ringstrasse 1', zip: '1010', city: 'Wien', country: 'AT' };
const show = () => renderInShop(<BillingSummary />, { path: '/en/checkout?step=payment', namespaces: ['checkout'] });

describe('billing summary', () => {
  beforeEach(() => useSessionStore.setState({ customer: { fname: 'Ada', lname: 'Lovelace', email: 'ada@example.com', country: 'CH', isGuest: true }, shippingAddress: address }));

  it('shows the separate delivery address of goods beside the billing one', async () => {
    useCartStore.setState({ lines: [adultsLine, mugLine] });
    await show();
    const delivery = screen.getByRole('heading', { name: 'Delivery address' });
    expect(delivery.nextElementSibling?.textContent).toBe('Grace HopperRingstrasse 11010 WienAustria');
    expect(screen.getByRole('link', { name: 'Change billing or delivery details' }).getAttribute('href')).toBe('/en/register-guest');
  });

  it('shows a guest’s full billing address, not only name and e-mail', async () => {
    useCartStore.setState({ lines: [adultsLine] });
    useSessionStore.setState({
      customer: { fname: 'Ada', lname: 'Lovelace', email: 'ada@example.com', country: 'CH', company: 'Analytical Engines', street: 'Seeweg 1', zip: '8000', city: 'Zürich', isGuest: true },
    });
    await show();
    const billing = screen.getByRole('heading', { name: 'Billing address' });
    expect(billing.nextElementSibling?.textContent).toBe('Analytical EnginesAda LovelaceSeeweg 18000 ZürichSwitzerlandada@example.com');
  });

  it('shows no delivery address when the goods go to the billing address, or there are no goods', async () => {
    useCartStore.setState({ lines: [adultsLine] });
    const { unmount } = await show();
    expect(screen.queryByRole('heading', { name: 'Delivery address' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Change billing details' })).toBeTruthy();
    unmount();
    useCartStore.setState({ lines: [mugLine] });
    useSessionStore.setState({ shippingAddress: null });
    await show();
    expect(screen.queryByRole('heading', { name: 'Delivery address' })).toBeNull();
    expect(screen.getByText(/Ada Lovelace/)).toBeTruthy();
  });
});
