import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { renderOffice } from '../../test/render-office';

afterEach(() => vi.unstubAllGlobals());

describe('staff mail addresses', () => {
  it('adds an address for a role in its language and saves the list with the version read', async () => {
    const api = standInApi({
      'GET /staff-mail': ok({ record: { version: 2, addresses: [{ role: 'owner', email: 'boss@museum.example', language: 'de' }] } }),
      'PUT /staff-mail': ({ body }) => ok({ record: { version: 3, addresses: (body as { addresses: unknown[] }).addresses } }),
    });
    const user = userEvent.setup();
    await renderOffice('/settings/staff-mail', { session: sessionFor('owner') });
    expect(await screen.findByText(/new orders with goods to ship/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    await user.type(screen.getByLabelText('E-mail address', { selector: '#staff-mail-email-1' }), 'desk@museum.example');
    await user.selectOptions(screen.getByLabelText('Language of its mails', { selector: '#staff-mail-language-1' }), 'fr');
    await user.click(screen.getByRole('button', { name: 'Save the addresses' }));
    expect(await screen.findByText('The addresses are saved.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      version: 2,
      addresses: [
        { role: 'owner', email: 'boss@museum.example', language: 'de' },
        { role: 'box-office', email: 'desk@museum.example', language: 'fr' },
      ],
    });
  });

  it('shows the addresses someone else saved meanwhile, and saves against their version', async () => {
    const current = { version: 5, addresses: [{ role: 'accountant', email: 'books@museum.example', language: 'en' }] };
    const api = standInApi({
      'GET /staff-mail': ok({ record: { version: 4, addresses: [] } }),
      'PUT /staff-mail': ({ body }) => ((body as { version: number }).version === 4 ? failure(409, 'OFFICE_STALE', { current }) : ok({ record: { ...current, version: 6 } })),
    });
    const user = userEvent.setup();
    await renderOffice('/settings/staff-mail', { session: sessionFor('owner') });
    await user.click(await screen.findByRole('button', { name: 'Save the addresses' }));
    expect(await screen.findByText(/books@museum\.example/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save the addresses' }));
    expect(await screen.findByText('The addresses are saved.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { version: number }).version)).toEqual([4, 5]);
  });
});
