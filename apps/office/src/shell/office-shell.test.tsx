import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, standInApi } from '../test/api-stand-in';
import { sessionFor } from '../test/fixtures';
import { location, renderOffice } from '../test/render-office';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const navLinks = () => within(screen.getByRole('navigation', { name: 'Office sections' })).getAllByRole('link').map((link) => link.textContent);

describe('the signed-in shell', () => {
  it("shows the museum's name, the staff member's name and role, and the owner's sections", async () => {
    standInApi({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/en/shopinfo?shop=177' ? new Response(JSON.stringify({ data: { meta: { museum_name: 'Museum Foyer' } } })) : new Response('{}', { status: 500 }),
      ),
    );
    await renderOffice('/', { session: sessionFor('owner') });
    expect(await screen.findByText('Museum Foyer')).toBeTruthy();
    expect(screen.getByText('Alex owner (Owner)')).toBeTruthy();
    expect(navLinks()).toEqual(['Start', 'Events', 'Tours', 'Shop goods', 'Passes & vouchers', 'Payment & shipping', 'Suggestions', 'Pages', 'Settings', 'Orders', 'At the desk', 'Reservations', 'Flagged orders', 'Changed times', 'Shipping', 'Visitors', 'Reports', 'Door scanner', 'Admitted twice', 'Staff', 'Door devices', 'Audit log']);
  });

  it.each(['editor', 'box-office', 'door', 'accountant'] as const)('shows %s only the sections of the role, with its own start page', async (role) => {
    standInApi({});
    await renderOffice('/', { session: sessionFor(role) });
    expect(await screen.findByRole('heading', { level: 1, name: `Hello, Alex ${role}` })).toBeTruthy();
    expect(navLinks()).toEqual({ editor: ['Start', 'Events', 'Tours', 'Shop goods', 'Passes & vouchers', 'Payment & shipping', 'Suggestions', 'Pages'], 'box-office': ['Start', 'Orders', 'At the desk', 'Reservations', 'Flagged orders', 'Changed times', 'Shipping', 'Visitors', 'Reports', 'Door scanner', 'Admitted twice'], door: ['Start', 'Door scanner', 'Admitted twice'], accountant: ['Start', 'Orders', 'Visitors', 'Reports'] }[role]);
  });

  it('groups the sections under catalog, shop, box office and administration, each list named by its group', async () => {
    standInApi({});
    await renderOffice('/', { session: sessionFor('owner') });
    const nav = await screen.findByRole('navigation', { name: 'Office sections' });
    const groups = within(nav).getAllByRole('list').map((list) => [list.getAttribute('aria-labelledby') === null ? null : document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent, within(list).getAllByRole('link').map((link) => link.textContent)]);
    expect(groups).toEqual([
      [null, ['Start']],
      ['Catalog', ['Events', 'Tours', 'Shop goods', 'Passes & vouchers']],
      ['Shop', ['Payment & shipping', 'Suggestions', 'Pages', 'Settings']],
      ['Box office', ['Orders', 'At the desk', 'Reservations', 'Flagged orders', 'Changed times', 'Shipping', 'Visitors', 'Reports', 'Door scanner', 'Admitted twice']],
      ['Administration', ['Staff', 'Door devices', 'Audit log']],
    ]);
  });

  it('folds the sections behind a menu button that a chosen section folds again', async () => {
    standInApi({});
    const user = userEvent.setup();
    await renderOffice('/', { session: sessionFor('editor') });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('navigation', { name: 'Office sections' }).dataset.open).toBe('false');
    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const sections = document.getElementById(menu.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.click(within(sections).getByRole('link', { name: 'Pages' }));
    expect(location.current).toBe('/pages');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('tells a door account that the staff screens are not for its role, without asking the server', async () => {
    const api = standInApi({});
    await renderOffice('/staff', { session: sessionFor('door') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/staff')).toEqual([]);
  });

  it('sends a signed-out visitor to sign-in, remembering the page', async () => {
    standInApi({});
    await renderOffice('/audit?action=staff.update');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to the office' })).toBeTruthy();
    expect(location.current).toBe('/sign-in?next=%2Faudit%3Faction%3Dstaff.update');
  });

  it('switches the language, keeps the choice for the member on the server and sets the page language', async () => {
    const api = standInApi({ 'PUT /session/language': ok(sessionFor('editor', { language: 'it' })) });
    const user = userEvent.setup();
    await renderOffice('/', { session: sessionFor('editor') });
    await user.selectOptions(await screen.findByLabelText('Language'), 'Italiano');
    // The Italian catalogs load when first asked for, which takes a moment on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Buongiorno, Alex editor' }, { timeout: 5000 })).toBeTruthy();
    expect(document.documentElement.lang).toBe('it');
    expect(localStorage.getItem('office-language')).toBe('it');
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/session/language', body: { language: 'it' }, headers: { 'x-csrf-token': 'csrf-123' } });
  });

  it('signs out with the CSRF token and returns to sign-in', async () => {
    const api = standInApi({ 'DELETE /session': { status: 204 } });
    const user = userEvent.setup();
    await renderOffice('/', { session: sessionFor('accountant') });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to the office' })).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'DELETE')?.headers['x-csrf-token']).toBe('csrf-123');
  });

  it('after the idle timeout shows a notice over the page whose sign-in link comes back to it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    standInApi({ 'GET /staff': ok({ staff: [] }) });
    await renderOffice('/staff/new', { session: { ...sessionFor('owner'), idleTimeoutSeconds: 60 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite a staff member' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You have been logged out' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    const notice = await screen.findByRole('dialog', { name: 'You have been logged out' });
    expect(within(notice).getByRole('link', { name: 'Log in again' }).getAttribute('href')).toBe('/sign-in?next=%2Fstaff%2Fnew');
    // The page stays behind the notice: nothing typed is lost from view.
    expect(screen.getByRole('heading', { level: 1, name: 'Invite a staff member' })).toBeTruthy();
  });

  it('shows the same notice when the server says the session expired', async () => {
    standInApi({ 'GET /staff': failure(401, 'OFFICE_SESSION_EXPIRED') });
    await renderOffice('/staff', { session: sessionFor('owner') });
    const notice = await screen.findByRole('dialog', { name: 'You have been logged out' });
    expect(notice.textContent).toContain('Your session has ended.');
    const user = userEvent.setup();
    await user.click(within(notice).getByRole('link', { name: 'Log in again' }));
    await waitFor(() => expect(location.current).toBe('/sign-in?next=%2Fstaff'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to the office' })).toBeTruthy();
  });
});
