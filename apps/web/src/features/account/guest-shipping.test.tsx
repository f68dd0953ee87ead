import type { CustomerAttr } from '@foyer/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { apiStandIn, type Call } from '../../test/api-stand-in';
import { adultsLine } from '../../test/cart-lines';
import { mugLine } from '../../test/goods-lines';
import { renderInShop } from '../../test/render';
import { withQueries } from '../../test/with-queries';
import { GuestForm } from './guest-form';

const attr: CustomerAttr = {
  countries: { CH: 'Switzerland', DE: 'Germany', US: 'United States' },
  salutations: [],
  required_fields: ['email', 'fname', 'lname', 'country'],
  visible_fields: ['email', 'fname', 'lname', 'country'],
};
const address = { name: 'Grace Hopper', street: 'Unter den Linden 1', zip: '10117', city: 'Berlin', country: 'DE' };
const guestAnswer = { status: 200, body: { data: { token: 'guest-token', expires_at: '2026-11-22T10:00:00Z', customer: { fname: 'Ada', lname: 'Lovelace', email: 'ada@example.com', country: 'CH', isGuest: true } } } };
const costs = (call: Call) => {
  const { country } = call.body as { country: string };
  return country === 'US' ? { status: 422, body: { code: 'NO_SHIPPING_COSTS', message: 'no rate' } } : { status: 200, body: { data: { cost: country === 'CH' ? 700 : 1400, country } } };
};
const show = (onDone = vi.fn()) => renderInShop(withQueries(<GuestForm attr={attr} onDone={onDone} />), { path: '/en/register-guest', namespaces: ['account', 'errors'] });
const fillBilling = async () => {
  await userEvent.type(screen.getByLabelText('First name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'ada@example.com');
};
const sameAsBilling = () => screen.getByRole('checkbox', { name: 'Deliver to my billing address' }) as HTMLInputElement;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
const guestCalls = (calls: Call[]) => calls.filter((c) => c.path === 'auth/guest');

describe('delivery of goods in the guest form', () => {
  beforeEach(() => {
    useCartStore.setState({ lines: [adultsLine, mugLine] });
    useSessionStore.setState({ token: null, customer: null, shippingAddress: null });
  });

  it('is not asked when the basket holds no goods', async () => {
    useCartStore.setState({ lines: [adultsLine] });
    const { calls } = apiStandIn({ 'auth/guest': guestAnswer });
    await show();
    expect(screen.queryByRole('group', { name: 'Delivery' })).toBeNull();
    await fillBilling();
    await submit();
    await vi.waitFor(() => expect(guestCalls(calls)).toHaveLength(1));
    expect(guestCalls(calls)[0]?.body).not.toHaveProperty('c.shipping');
  });

  it('delivers to the billing address by default and sends shipping false', async () => {
    const onDone = vi.fn();
    const { calls } = apiStandIn({ 'auth/guest': guestAnswer, 'shipping/costs': costs });
    await show(onDone);
    expect(sameAsBilling().checked).toBe(true);
    expect(screen.queryByLabelText('Street and number')).toBeNull();
    expect(await screen.findByText('Shipping (Switzerland): CHF 7.00')).toBeTruthy();
    await fillBilling();
    await submit();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(guestCalls(calls)[0]?.body).toMatchObject({ c: { country: 'CH', shipping: false } });
    expect(useSessionStore.getState().shippingAddress).toBeNull();
  });

  it('a separate address must be filled completely: every gap is marked and nothing is sent', async () => {
    const { calls } = apiStandIn({ 'auth/guest': guestAnswer, 'shipping/costs': costs });
    await show();
    await fillBilling();
    await userEvent.click(sameAsBilling());
    await userEvent.type(screen.getByLabelText('Recipient’s name'), 'Grace Hopper');
    await userEvent.selectOptions(within(screen.getByRole('group', { name: 'Delivery' })).getByLabelText('Country'), '');
    await submit();
    const summary = await screen.findByRole('alert');
    await vi.waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.querySelector('h2')?.textContent).toBe('Please correct the errors in the form.');
    expect(within(summary).getByRole('link', { name: 'The delivery address must be filled in completely.' }).getAttribute('href')).toBe('#field-shipping-street');
    for (const id of ['street', 'zip', 'city', 'country']) expect(document.getElementById(`field-shipping-${id}`)?.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('field-shipping-name')?.getAttribute('aria-invalid')).toBeNull();
    expect(guestCalls(calls)).toEqual([]);
  });

  it('sends a complete separate address, keeps it for the session, and shows it again when the form reopens', async () => {
    const onDone = vi.fn();
    const { calls } = apiStandIn({ 'auth/guest': guestAnswer, 'shipping/costs': costs });
    const { unmount } = await show(onDone);
    await fillBilling();
    await userEvent.click(sameAsBilling());
    const delivery = within(screen.getByRole('group', { name: 'Delivery' }));
    await userEvent.type(delivery.getByLabelText('Recipient’s name'), ` ${address.name} `);
    await userEvent.type(delivery.getByLabelText('Street and number'), address.street);
    await userEvent.type(delivery.getByLabelText('Postcode'), address.zip);
    await userEvent.type(delivery.getByLabelText('Town or city'), address.city);
    await userEvent.selectOptions(delivery.getByLabelText('Country'), 'DE');
    expect(await delivery.findByText('Shipping (Germany): CHF 14.00')).toBeTruthy();
    await submit();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(guestCalls(calls)[0]?.body).toMatchObject({ c: { country: 'CH', shipping: address } });
    expect(useSessionStore.getState().shippingAddress).toEqual(address);
    expect(JSON.parse(sessionStorage.getItem('foyer-session') ?? '{}').state.shippingAddress).toEqual(address);
    unmount();
    await show();
    expect(sameAsBilling().checked).toBe(false);
    expect((screen.getByLabelText('Street and number') as HTMLInputElement).value).toBe(address.street);
    expect((within(screen.getByRole('group', { name: 'Delivery' })).getByLabelText('Country') as HTMLSelectElement).value).toBe('DE');
  });

  it('going back to the billing address forgets the separate one', async () => {
    useSessionStore.setState({ shippingAddress: address });
    const onDone = vi.fn();
    const { calls } = apiStandIn({ 'auth/guest': guestAnswer, 'shipping/costs': costs });
    await show(onDone);
    await fillBilling();
    await userEvent.click(sameAsBilling());
    await submit();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(guestCalls(calls)[0]?.body).toMatchObject({ c: { shipping: false } });
    expect(useSessionStore.getState().shippingAddress).toBeNull();
  });

  it('tells at once when the chosen country has no shipping costs, naming the support address', async () => {
    apiStandIn({ 'shipping/costs': costs });
    await show();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'US');
    expect((await screen.findByRole('alert')).textContent).toBe('We cannot currently ship to this country. Please contact us at help@museum.example.');
  });

  it('shows the server’s complaint about a delivery field at that field', async () => {
    const onDone = vi.fn();
    apiStandIn({
      'shipping/costs': costs,
      'auth/guest': { status: 422, body: { code: 'VALIDATION_FAILED', message: 'fix', errors: { 'shipping.zip': ['This value is too long.'] } } },
    });
    useSessionStore.setState({ shippingAddress: address });
    await show(onDone);
    await fillBilling();
    await submit();
    expect(await screen.findByText('This value is too long.', { selector: '.field-error' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Delivery, Postcode: This value is too long.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
