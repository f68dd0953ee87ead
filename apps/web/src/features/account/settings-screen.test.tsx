import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../lib/messages/toast-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { apiStandIn, type Call } from '../../test/api-stand-in';
import { renderInShop } from '../../test/render';
import { withQueries } from '../../test/with-queries';
import { SettingsScreen } from './settings-screen';
import { accountDetails, attrAnswer, customerAnswer, MD5, refusal } from './test-fixtures';

const show = () => renderInShop(withQueries(<SettingsScreen orders={<p>Orders here</p>} />), { path: '/en/settings', namespaces: ['account', 'errors'] });
const section = (name: string) => screen.getByRole('region', { name });
const toasts = () => useToastStore.getState().toasts.map(({ text, tone }) => `${tone}: ${text}`);
const sent = (calls: Call[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);
const token = () => useSessionStore.getState().token;

describe('settings (SPEC §2: user details, shipping details, change password, change e-mail)', () => {
  beforeEach(() => {
    // jsdom lays nothing out; the contents links scroll in a browser.
    Element.prototype.scrollIntoView = vi.fn();
    useToastStore.setState({ toasts: [] });
    useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'Lovelace', email: 'ada@example.com', country: 'CH', isGuest: false } });
  });

  it('shows the four parts and the orders, filled from GET customer, with a contents list', async () => {
    const { calls } = apiStandIn({ customer: customerAnswer(), 'customer/attr': attrAnswer() }, token);
    await show();
    expect(await screen.findByText('Logged in as Ada Lovelace (ada@example.com).')).toBeTruthy();
    const details = await screen.findByRole('region', { name: 'Personal details' });
    expect((within(details).getByLabelText('Street and number') as HTMLInputElement).value).toBe('Seestrasse 1');
    expect(within(details).queryByLabelText(/^E-mail/)).toBeNull();
    expect(section('Delivery address')).toBeTruthy();
    expect(section('Change password')).toBeTruthy();
    expect(within(section('Change e-mail address')).getByText('Your current address: ada@example.com')).toBeTruthy();
    expect(screen.getByText('Orders here')).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getAllByRole('link').map((a) => a.textContent)).toEqual(['Personal details', 'Delivery address', 'Change password', 'Change e-mail address', 'My orders']);
    await userEvent.click(within(contents).getByRole('link', { name: 'Change password' }));
    expect(document.activeElement).toBe(section('Change password'));
    expect(calls.find((c) => c.path === 'customer')?.query.get('_')).toBe('tok');
  });

  it('saves the details, an emptied field as empty (the server keeps what is not sent), and renames the user menu', async () => {
    const { calls } = apiStandIn({ customer: customerAnswer(), 'customer/attr': attrAnswer(), 'customer/update': customerAnswer({ fname: 'Augusta', company: null }) }, token);
    await show();
    const details = await screen.findByRole('region', { name: 'Personal details' });
    await userEvent.clear(within(details).getByLabelText('First name'));
    await userEvent.type(within(details).getByLabelText('First name'), 'Augusta');
    await userEvent.clear(within(details).getByLabelText('Company (optional)'));
    await userEvent.click(within(details).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toEqual(['success: Your settings have been saved.']));
    // One message: the toast, not a second one in the form under it.
    expect(within(details).queryByText('Your changes have been saved.')).toBeNull();
    expect(sent(calls, 'customer/update')).toEqual([
      { c: { salutation: '', fname: 'Augusta', lname: 'Lovelace', company: '', street: 'Seestrasse 1', zip: '8002', city: 'Zürich', phone: '+41 44 123 45 67' } },
    ]);
    expect(useSessionStore.getState().customer).toMatchObject({ fname: 'Augusta' });
    expect(toasts()).toEqual(['success: Your settings have been saved.']);
  });

  it('lists the problems of the details before saving', async () => {
    const { calls } = apiStandIn({ customer: customerAnswer(), 'customer/attr': attrAnswer() }, token);
    await show();
    const details = await screen.findByRole('region', { name: 'Personal details' });
    await userEvent.clear(within(details).getByLabelText('Town or city'));
    await userEvent.click(within(details).getByRole('button', { name: 'Save' }));
    const alert = await within(details).findByRole('alert');
    expect(alert.textContent).toContain('Town or city: Please fill in this field.');
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
    expect(sent(calls, 'customer/update')).toEqual([]);
  });

  it('delivers to a separate address, filled completely, or back to the billing address', async () => {
    const separate = { name: 'Grace Hopper', street: 'Ring 1', zip: '1010', city: 'Wien', country: 'DE' };
    const { calls } = apiStandIn({ customer: customerAnswer(), 'customer/attr': attrAnswer(), 'customer/update': customerAnswer({ shipping: separate }) }, token);
    await show();
    const delivery = await screen.findByRole('region', { name: 'Delivery address' });
    const same = within(delivery).getByRole('checkbox', { name: 'Deliver to my billing address' });
    expect((same as HTMLInputElement).checked).toBe(true);
    await userEvent.click(same);
    expect((within(delivery).getByLabelText('Recipient’s name') as HTMLInputElement).value).toBe('Ada Lovelace');
    await userEvent.clear(within(delivery).getByLabelText('Recipient’s name'));
    await userEvent.click(within(delivery).getByRole('button', { name: 'Save' }));
    expect((await within(delivery).findByRole('alert')).textContent).toContain('The delivery address must be filled in completely.');
    await userEvent.type(within(delivery).getByLabelText('Recipient’s name'), separate.name);
    await userEvent.type(within(delivery).getByLabelText('Street and number'), separate.street);
    await userEvent.type(within(delivery).getByLabelText('Postcode'), separate.zip);
    await userEvent.type(within(delivery).getByLabelText('Town or city'), separate.city);
    await userEvent.selectOptions(within(delivery).getByLabelText('Country'), 'DE');
    await userEvent.click(within(delivery).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent(calls, 'customer/update')).toEqual([{ c: { shipping: separate } }]));
    await userEvent.click(within(delivery).getByRole('checkbox', { name: 'Deliver to my billing address' }));
    await userEvent.click(within(delivery).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent(calls, 'customer/update')[1]).toEqual({ c: { shipping: false } }));
  });

  it('changes the password with both as md5; a wrong current one is marked there (PASSWORD_WRONG)', async () => {
    let answer = refusal(422, 'PASSWORD_WRONG', { errors: { _po: ['The current password is not correct.'] } });
    const { calls } = apiStandIn({ customer: customerAnswer(), 'customer/attr': attrAnswer(), 'customer/pwdchange': () => answer }, token);
    await show();
    const form = within(section('Change password'));
    await userEvent.type(form.getByLabelText('Current password'), 'correct horse');
    await userEvent.type(form.getByLabelText('New password'), 'new-secret-1');
    await userEvent.type(form.getByLabelText('Repeat new password'), 'new-secret-1');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('The current password is not correct.', { selector: '.field-error' })).toBeTruthy();
    expect(toasts()).toEqual(['info: Changing your password…', 'error: Your password could not be changed.']);
    answer = { status: 200, body: { data: { changed: true } } };
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toasts().slice(2)).toEqual(['info: Changing your password…', 'success: Your password has been changed.']));
    // One message: the toast, not a second one in the form under it.
    expect(form.queryByText('Your password has been changed.')).toBeNull();
    expect(sent(calls, 'customer/pwdchange')[1]).toEqual({ _po: MD5['correct horse'], _pn: MD5['new-secret-1'] });
    expect((form.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('changes the e-mail with the current password; the address twice; EMAIL_TAKEN at the address', async () => {
    let answer = refusal(422, 'EMAIL_TAKEN', { errors: { email: ['An account with this e-mail address already exists.'] } });
    const { calls } = apiStandIn({ customer: customerAnswer(), 'customer/attr': attrAnswer(), 'customer/emailchange': () => answer }, token);
    await show();
    const form = within(await screen.findByRole('region', { name: 'Change e-mail address' }));
    await userEvent.type(form.getByLabelText('New e-mail address'), 'ada@lovelace.example');
    await userEvent.type(form.getByLabelText('Repeat new e-mail address'), 'ada@lovelace.exampel');
    await userEvent.click(form.getByRole('button', { name: 'Change e-mail address' }));
    const alert = await form.findByRole('alert');
    expect(alert.textContent).toContain('Repeat new e-mail address: E-mail addresses do not match.');
    expect(alert.textContent).toContain('Current password: Please fill in this field.');
    await userEvent.clear(form.getByLabelText('Repeat new e-mail address'));
    await userEvent.type(form.getByLabelText('Repeat new e-mail address'), 'ada@lovelace.example');
    await userEvent.type(form.getByLabelText('Current password'), 'correct horse');
    await userEvent.click(form.getByRole('button', { name: 'Change e-mail address' }));
    expect(await form.findByText('An account with this e-mail address already exists.', { selector: '.field-error' })).toBeTruthy();
    answer = customerAnswer({ email: 'ada@lovelace.example' });
    await userEvent.click(form.getByRole('button', { name: 'Change e-mail address' }));
    await waitFor(() => expect(toasts()).toEqual(['success: Your e-mail address has been changed.']));
    expect(form.queryByText('Your e-mail address has been changed.')).toBeNull();
    expect(sent(calls, 'customer/emailchange')[1]).toEqual({ _po: MD5['correct horse'], email: 'ada@lovelace.example' });
    expect(useSessionStore.getState().customer?.email).toBe('ada@lovelace.example');
    expect(form.getByText('Your current address: ada@lovelace.example')).toBeTruthy();
  });

  it('says when the account cannot be loaded, and tries again', async () => {
    let answer = refusal(500, 'INTERNAL_ERROR');
    apiStandIn({ customer: () => answer, 'customer/attr': attrAnswer() }, token);
    await show();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Your account details could not be loaded just now.');
    answer = customerAnswer(accountDetails());
    await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Personal details' })).toBeTruthy();
  });
});
