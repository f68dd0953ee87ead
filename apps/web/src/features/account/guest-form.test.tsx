import type { CustomerAttr } from '@foyer/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/storage/session-store';
import { apiStandIn } from '../../test/api-stand-in';
import { renderInShop } from '../../test/render';
import { GuestForm } from './guest-form';

const attr: CustomerAttr = {
  countries: { CH: 'Switzerland', DE: 'Germany' },
  salutations: [{ key: 'ms', name: 'Ms' }],
  required_fields: ['email', 'fname', 'lname', 'country'],
  visible_fields: ['email', 'password', 'salutation', 'fname', 'lname', 'country'],
};
const show = (onDone = vi.fn(), a = attr) => renderInShop(<GuestForm attr={a} onDone={onDone} />, { path: '/en/register-guest', namespaces: ['account', 'errors'] });
const fill = async () => {
  await userEvent.type(screen.getByLabelText('First name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'ada@example.com');
};
const guestAnswer = { status: 200, body: { data: { token: 'guest-token', expires_at: '2026-11-22T10:00:00Z', customer: { fname: 'Ada', lname: 'Lovelace', email: 'ada@example.com', country: 'CH', isGuest: true } } } };

describe('guest form', () => {
  beforeEach(() => useSessionStore.setState({ token: null, customer: null }));

  it('shows only visible fields, marks the optional ones, and lists every problem after a failed submit', async () => {
    const { calls } = apiStandIn({});
    await show();
    expect(screen.queryByLabelText(/Street/)).toBeNull();
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    expect(screen.getByLabelText('Title (optional)')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'ada@');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const summary = await screen.findByRole('alert');
    await vi.waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.querySelector('h2')?.textContent).toBe('Please fill in all mandatory fields.');
    expect(summary.textContent).toContain('First name: Please fill in this field.');
    expect(summary.textContent).toContain('E-mail: Please enter a valid e-mail address');
    expect(screen.getByLabelText('First name').getAttribute('aria-describedby')).toBe('field-fname-error');
    expect(calls).toEqual([]);
  });

  it('registers the guest, keeps token and customer as a guest, and continues', async () => {
    const onDone = vi.fn();
    const { calls } = apiStandIn({ 'auth/guest': guestAnswer });
    await show(onDone);
    await fill();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'DE');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(calls[0]?.body).toEqual({ c: { fname: 'Ada', lname: 'Lovelace', country: 'DE', email: 'ada@example.com', send_invoice: true } });
    expect(useSessionStore.getState()).toMatchObject({ token: 'guest-token', customer: { fname: 'Ada', email: 'ada@example.com', isGuest: true } });
  });

  it('keeps the billing address as sent, so the payment step can show it in full', async () => {
    const onDone = vi.fn();
    apiStandIn({ 'auth/guest': guestAnswer });
    await show(onDone, { ...attr, visible_fields: [...attr.visible_fields, 'company', 'street', 'zip', 'city'] });
    await fill();
    await userEvent.type(screen.getByLabelText(/^Company/), 'Analytical Engines');
    await userEvent.type(screen.getByLabelText(/^Street and number/), 'Seeweg 1');
    await userEvent.type(screen.getByLabelText(/^Postcode/), '8000');
    await userEvent.type(screen.getByLabelText(/^Town or city/), 'Zürich');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'CH');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(useSessionStore.getState().customer).toMatchObject({ company: 'Analytical Engines', street: 'Seeweg 1', zip: '8000', city: 'Zürich', country: 'CH', isGuest: true });
  });

  it('does not send the country when the shop does not show it', async () => {
    const { calls } = apiStandIn({ 'auth/guest': guestAnswer });
    await show(vi.fn(), { ...attr, visible_fields: ['email', 'fname', 'lname'] });
    expect(screen.queryByLabelText('Country')).toBeNull();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ c: { fname: 'Ada', lname: 'Lovelace', email: 'ada@example.com', send_invoice: true } });
  });

  it('shows the server’s field errors at their fields after submit', async () => {
    const onDone = vi.fn();
    apiStandIn({ 'auth/guest': { status: 422, body: { code: 'VALIDATION_FAILED', message: 'fix', errors: { email: ['This value is not valid.'] } } } });
    await show(onDone);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('This value is not valid.', { selector: '.field-error' })).toBeTruthy();
    expect(screen.getByRole('alert').querySelector('h2')?.textContent).toBe('Please correct the errors in the form.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('counts a 422 about the password alone as success', async () => {
    const onDone = vi.fn();
    apiStandIn({ 'auth/guest': { status: 422, body: { code: 'VALIDATION_FAILED', message: 'fix', errors: { password: 'required' } } } });
    await show(onDone);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(useSessionStore.getState().customer).toMatchObject({ fname: 'Ada', lname: 'Lovelace', isGuest: true });
  });
});
