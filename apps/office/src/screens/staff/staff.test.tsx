import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, standInApi } from '../../test/api-stand-in';
import { member, sessionFor } from '../../test/fixtures';
import { renderOffice } from '../../test/render-office';

afterEach(() => vi.unstubAllGlobals());

const owner = sessionFor('owner');

describe('staff list', () => {
  it('lists everyone with role and status, each name opening the edit screen', async () => {
    standInApi({
      'GET /staff': ok({ staff: [member(), member({ id: 'm2', name: 'Sam Door', role: 'door', disabled: true }), member({ id: 'm3', name: 'New Person', active: false })] }),
    });
    await renderOffice('/staff', { session: owner });
    await screen.findByText('Robin Editor');
    const cards = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Robin Editorrobin@museum.exampleEditorActive',
      'Sam Doorrobin@museum.exampleDoorDisabled',
      'New Personrobin@museum.exampleEditorInvited',
    ]);
    expect(within(cards[1]!).getByRole('link', { name: 'Sam Door' }).getAttribute('href')).toBe('/staff/m2');
  });
});

describe('inviting', () => {
  it('sends the invitation with the CSRF token and says where it went', async () => {
    const api = standInApi({ 'POST /staff': ok({ staff: member({ active: false }) }) });
    const user = userEvent.setup();
    await renderOffice('/staff/new', { session: owner });
    await user.type(await screen.findByLabelText('Name'), 'Robin Editor');
    await user.type(screen.getByLabelText('E-mail address'), 'robin@museum.example');
    await user.selectOptions(screen.getByLabelText('Role'), 'Box office');
    await user.selectOptions(screen.getByLabelText('Language of the invitation'), 'Deutsch');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('status')).textContent).toBe('The invitation has been sent to robin@museum.example.');
    const sent = api.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ name: 'Robin Editor', email: 'robin@museum.example', role: 'box-office', language: 'de', scope: { events: null, tours: null }, canRefund: false });
    expect(sent?.headers['x-csrf-token']).toBe('csrf-123');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
  });

  it('checks name and address first, and shows a taken address in words', async () => {
    const api = standInApi({ 'POST /staff': failure(409, 'OFFICE_EMAIL_TAKEN') });
    const user = userEvent.setup();
    await renderOffice('/staff/new', { session: owner });
    await user.type(await screen.findByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Please enter the name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(api.calls).toEqual([]);
    await user.type(screen.getByLabelText('Name'), 'Robin');
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'robin@museum.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A staff member with this e-mail address already exists.');
  });
});

describe('editing a staff member', () => {
  it('saves role, scope, refund permission and disabling with the version last read', async () => {
    const api = standInApi({
      'GET /staff': ok({ staff: [member()] }),
      'PATCH /staff/m1': ok({ staff: member({ role: 'box-office', scope: { events: ['e1', 'e2'], tours: null }, canRefund: true, disabled: true, version: 4 }) }),
    });
    const user = userEvent.setup();
    await renderOffice('/staff/m1', { session: owner });
    expect(await screen.findByRole('heading', { level: 1, name: 'Robin Editor' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Role'), 'Box office');
    await user.click(screen.getByLabelText('All events'));
    await user.type(screen.getByLabelText('Only these numbers'), 'e1, e2');
    await user.click(screen.getByLabelText('May make refunds'));
    await user.click(screen.getByLabelText('Account disabled'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('status')).textContent).toBe('The changes have been saved.');
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      role: 'box-office',
      scope: { events: ['e1', 'e2'], tours: null },
      canRefund: true,
      disabled: true,
      version: 3,
    });
  });

  it('shows the newer record after a stale save and edits that version on request', async () => {
    const newer = member({ role: 'accountant', canRefund: false, version: 7 });
    let saves = 0;
    const api = standInApi({
      'GET /staff': ok({ staff: [member()] }),
      'PATCH /staff/m1': () => {
        saves += 1;
        return saves === 1 ? failure(409, 'OFFICE_STALE', { current: newer }) : ok({ staff: { ...newer, canRefund: true, version: 8 } });
      },
    });
    const user = userEvent.setup();
    await renderOffice('/staff/m1', { session: owner });
    await user.click(await screen.findByLabelText('May make refunds'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else has changed this in the meantime.');
    expect(within(alert).getByText('Accountant')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Edit the current version' }));
    expect(screen.getByLabelText<HTMLSelectElement>('Role').value).toBe('accountant');
    await user.click(screen.getByLabelText('May make refunds'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The changes have been saved.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => (call.body as { version: number }).version)).toEqual([3, 7]);
  });

  it('shows why the last owner cannot be demoted', async () => {
    standInApi({ 'GET /staff': ok({ staff: [member({ role: 'owner' })] }), 'PATCH /staff/m1': failure(409, 'OFFICE_LAST_OWNER') });
    const user = userEvent.setup();
    await renderOffice('/staff/m1', { session: owner });
    await user.selectOptions(await screen.findByLabelText('Role'), 'Editor');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The last owner cannot be disabled or given another role.');
  });

  it('ends all sessions of the account', async () => {
    const api = standInApi({ 'GET /staff': ok({ staff: [member()] }), 'POST /staff/m1/sessions/end': ok({ ended: 2 }) });
    const user = userEvent.setup();
    await renderOffice('/staff/m1', { session: owner });
    await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByText('All sessions of this account have been ended.')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/staff/m1/sessions/end')?.headers['x-csrf-token']).toBe('csrf-123');
  });

  it('says so when the member does not exist', async () => {
    standInApi({ 'GET /staff': ok({ staff: [member()] }) });
    await renderOffice('/staff/nobody', { session: owner });
    expect((await screen.findByRole('alert')).textContent).toBe('What you were looking for could not be found.');
  });
});
