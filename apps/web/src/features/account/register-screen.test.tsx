import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/storage/session-store';
import { apiStandIn, type Answer, type Call } from '../../test/api-stand-in';
import { renderInShop } from '../../test/render';
import { withQueries } from '../../test/with-queries';
import { RegisterScreen } from './register-screen';
import { attrAnswer, MD5, refusal, sessionAnswer } from './test-fixtures';

const show = (path = '/en/register', config = {}) => renderInShop(withQueries(<RegisterScreen />), { path, config, namespaces: ['account', 'errors'] });
const type = (label: string | RegExp, text: string) => userEvent.type(screen.getByLabelText(label), text);
const fill = async () => {
  const email = 'ada@example.com';
  const password = 'correct horse';
  await type('First name', 'Ada');
  await type('Last name', 'Lovelace');
  await type('Street and number', 'Seestrasse 1');
  await type('Postcode', '8002');
  await type('Town or city', 'Zürich');
  await type(/^E-mail/, email);
  await type('Repeat e-mail', email);
  await type(/^Password/, password);
  await type('Repeat password', password);
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));
const only = (calls: Call[], path: string) => calls.filter((c) => c.path === path);
const summary = async () => {
  const alert = await screen.findByRole('alert');
  await vi.waitFor(() => expect(document.activeElement).toBe(alert));
  return alert;
};

describe('registration (SPEC §2 register, §5)', () => {
  beforeEach(() => useSessionStore.setState({ token: null, customer: null, postLoginRedirect: null }));

  it('asks for the shop’s visible fields, marks the optional ones, and has the right autocomplete hints', async () => {
    apiStandIn({ 'customer/attr': attrAnswer() });
    await show();
    expect(await screen.findByLabelText('Company (optional)')).toBeTruthy();
    expect(screen.queryByLabelText(/^Country/)).toBeNull();
    expect(screen.getByLabelText('First name').getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByLabelText(/^E-mail/).getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText(/^Password/).getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText('Repeat password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
  });

  it('lists every problem after a failed submit: e-mails and passwords that differ, a short password, empty fields', async () => {
    const { calls } = apiStandIn({ 'customer/attr': attrAnswer() });
    await show();
    await screen.findByLabelText('First name');
    await type(/^E-mail/, 'ada@example.com');
    await type('Repeat e-mail', 'ada@example.org');
    await type(/^Password/, 'short7!');
    await type('Repeat password', 'short7?');
    await submit();
    const alert = await summary();
    expect(alert.querySelector('h2')?.textContent).toBe('Please fill in all mandatory fields.');
    expect(alert.textContent).toContain('First name: Please fill in this field.');
    expect(alert.textContent).toContain('Repeat e-mail: E-mail addresses do not match.');
    expect(alert.textContent).toContain('Password: Please use at least 8 characters.');
    expect(within(alert).getByRole('link', { name: 'Repeat e-mail: E-mail addresses do not match.' }).getAttribute('href')).toBe('#field-emailRepeat');
    await userEvent.clear(screen.getByLabelText(/^Password/));
    await type(/^Password/, 'long enough');
    await userEvent.clear(screen.getByLabelText('Repeat password'));
    await type('Repeat password', 'long enougH');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Repeat password: Passwords do not match.');
    expect(only(calls, 'customer/register')).toEqual([]);
  });

  it('registers with the md5 of the password, the country only when shown, logs in and goes on to the success page', async () => {
    const { calls } = apiStandIn({ 'customer/attr': attrAnswer(), 'customer/validate': { status: 200, body: { data: { valid: true } } }, 'customer/register': sessionAnswer('new-token') });
    const { router } = await show('/en/register?returnTo=%2Fen%2Fpasses');
    await screen.findByLabelText('First name');
    await fill();
    await submit();
    await vi.waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/en/register/success?returnTo=%2Fen%2Fpasses'));
    expect(only(calls, 'customer/register')[0]?.body).toEqual({
      c: { fname: 'Ada', lname: 'Lovelace', street: 'Seestrasse 1', zip: '8002', city: 'Zürich', email: 'ada@example.com', password: MD5['correct horse'] },
    });
    expect(useSessionStore.getState()).toMatchObject({ token: 'new-token', customer: { fname: 'Ada', isGuest: false } });
  });

  it('sends the chosen country when the shop shows it', async () => {
    const { calls } = apiStandIn({ 'customer/attr': attrAnswer({ visible_fields: ['email', 'fname', 'lname', 'country'], required_fields: ['email'] }), 'customer/register': sessionAnswer() });
    await show();
    await userEvent.selectOptions(await screen.findByLabelText(/^Country/), 'SE');
    await type(/^E-mail/, 'ada@example.com');
    await type('Repeat e-mail', 'ADA@example.com');
    await type(/^Password/, 'correct horse');
    await type('Repeat password', 'correct horse');
    await submit();
    await vi.waitFor(() => expect(only(calls, 'customer/register')).toHaveLength(1));
    expect(only(calls, 'customer/register')[0]?.body).toMatchObject({ c: { country: 'SE', email: 'ada@example.com' } });
  });

  it('asks customer/validate when the e-mail is left, and says at once that the address has an account', async () => {
    const taken: Answer = refusal(422, 'VALIDATION_FAILED', { errors: { email: 'An account with this e-mail address already exists.', fname: ['Required'] } });
    const { calls } = apiStandIn({ 'customer/attr': attrAnswer(), 'customer/validate': taken });
    await show('/en/register?returnTo=%2Fen%2Fcheckout');
    await screen.findByLabelText(/^E-mail/);
    await type(/^E-mail/, 'ada@example.com');
    fireEvent.blur(screen.getByLabelText(/^E-mail/));
    expect(await screen.findByText('An account with this e-mail address already exists.', { selector: '.field-error' })).toBeTruthy();
    expect(screen.queryByText('Required')).toBeNull();
    expect(only(calls, 'customer/validate')[0]?.body).toEqual({ c: { email: 'ada@example.com' } });
    const notice = screen.getByRole('status', { name: '' });
    expect(within(notice).getByRole('heading', { name: 'You already have an account' })).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en/login?returnTo=%2Fen%2Fcheckout');
    expect(within(notice).getByRole('link', { name: 'Forgotten your password?' }).getAttribute('href')).toBe('/en/forgot-password?returnTo=%2Fen%2Fcheckout');
  });

  it('shows the server’s field messages at their fields, a single string as a list (SPEC §5)', async () => {
    apiStandIn({
      'customer/attr': attrAnswer(),
      'customer/validate': { status: 200, body: { data: { valid: true } } },
      'customer/register': refusal(422, 'VALIDATION_FAILED', { errors: { zip: 'This value is too long.', password: ['Not valid.'] } }),
    });
    const { router } = await show();
    await screen.findByLabelText('First name');
    await fill();
    await submit();
    const alert = await summary();
    expect(alert.textContent).toContain('Postcode: This value is too long.');
    expect(screen.getByText('This value is too long.', { selector: '.field-error' })).toBeTruthy();
    expect(screen.getByText('Not valid.', { selector: '.field-error' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/register');
  });

  it('REGISTRATION_DISABLED: says so and leads to the guest checkout', async () => {
    const { navigate } = apiStandIn({ 'customer/attr': attrAnswer(), 'customer/validate': { status: 200, body: { data: { valid: true } } }, 'customer/register': refusal(403, 'REGISTRATION_DISABLED') });
    await show();
    await screen.findByLabelText('First name');
    await fill();
    await submit();
    expect(await screen.findByRole('heading', { name: 'No customer accounts' })).toBeTruthy();
    expect(screen.getByText('This shop does not offer customer accounts.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order as a guest' }).getAttribute('href')).toBe('/en/register-guest');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a shop without accounts shows no form at all', async () => {
    const { calls } = apiStandIn({});
    await show('/en/register', { has_user_registration: false });
    expect(screen.getByRole('heading', { name: 'No customer accounts' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
