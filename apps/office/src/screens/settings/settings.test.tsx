import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeSettingsRecord, OfficeShopSettings } from '../../lib/api/types';
import { failure, ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { renderOffice } from '../../test/render-office';
import { ratioText } from './theme-contrast';

afterEach(() => vi.unstubAllGlobals());

const owner = sessionFor('owner');

const settings = (change: Partial<OfficeShopSettings> = {}): OfficeShopSettings => ({
  siteName: 'Museum Seeburg',
  museum: { name: 'Museum Seeburg', street: 'Uferweg 12', zip: '8712', city: 'Seeburg', country: 'CH', email: 'info@museum.example', phone: '+41 44 555 12 12' },
  currency: 'CHF',
  currencySymbol: 'CHF',
  languages: ['de', 'en', 'fr'],
  firstLanguage: 'de',
  sections: { tickets: true, guidedTours: true, merchandise: true, vouchers: true, memcard: false, voucherCode: true },
  theme: { brandColor: '#1D4A57', brandContrastColor: '#FFFFFF', accentColor: '#8F5A1F', surfaceColor: '#FAF7F2', textColor: '#1A2429', radiusPx: 10, logo: 'logo.svg' },
  ...change,
});
const record = (change: Partial<OfficeShopSettings> = {}, version = 4): OfficeSettingsRecord => ({ version, settings: settings(change) });

const typeColour = async (user: ReturnType<typeof userEvent.setup>, label: string, colour: string) => {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, colour);
  return field;
};

describe('the settings screen', () => {
  it('is in the navigation for owners only; an editor is told it is not for their role', async () => {
    standInApi({ 'GET /settings': ok({ record: record() }) });
    const { unmount } = await renderOffice('/settings', { session: owner });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop settings' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Office sections' }).textContent).toContain('Settings');
    unmount();
    await renderOffice('/settings', { session: sessionFor('editor') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeTruthy();
    const navigation = screen.getByRole('navigation', { name: 'Office sections' }).textContent;
    expect([navigation?.includes('Settings'), navigation?.includes('Pages')]).toEqual([false, true]);
  });

  it('draws the preview with the colours as they are typed and checks each pair’s contrast', async () => {
    standInApi({ 'GET /settings': ok({ record: record() }) });
    const user = userEvent.setup();
    await renderOffice('/settings', { session: owner });
    const preview = await screen.findByTestId('theme-preview');
    expect(preview.style.getPropertyValue('--preview-accent')).toBe('#8F5A1F');
    await typeColour(user, 'Accent colour', '#2e6b3a');
    expect(preview.style.getPropertyValue('--preview-accent')).toBe('#2e6b3a');
    const check = within(screen.getByRole('region', { name: 'Contrast check' }));
    expect(check.getAllByRole('listitem').map((item) => item.className)).toEqual(['contrast-ok', 'contrast-ok', 'contrast-ok', 'contrast-ok']);
  });

  it('marks a colour that makes text hard to read as it is typed, and sends nothing until it is changed', async () => {
    const api = standInApi({ 'GET /settings': ok({ record: record() }), 'PUT /settings': ({ body }) => ok({ record: { version: 5, settings: (body as { settings: OfficeShopSettings }).settings } }) });
    const user = userEvent.setup();
    await renderOffice('/settings', { session: owner });
    await screen.findByTestId('theme-preview');
    const accent = await typeColour(user, 'Accent colour', '#f0e6d2');
    expect(accent.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(accent.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toBe(
      'Hard to read against “Page background”: 1.1:1, where text needs at least 4.5:1. Choose a lighter or darker colour.',
    );
    const check = within(screen.getByRole('region', { name: 'Contrast check' }));
    expect(check.getByText('1.1:1, too low (at least 4.5:1)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/These colours were not saved/)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await typeColour(user, 'Accent colour', '#2e6b3a');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved. The shop shows the change within a few seconds.')).toBeTruthy();
    const sent = api.calls.find((call) => call.method === 'PUT');
    expect(sent?.body).toEqual({ version: 4, settings: settings({ theme: { ...settings().theme, accentColor: '#2e6b3a' } }) });
    expect(screen.getByText('Version 5')).toBeTruthy();
  });

  it('asks for a first language among those offered, and offers only those as the first', async () => {
    standInApi({ 'GET /settings': ok({ record: record() }) });
    const user = userEvent.setup();
    await renderOffice('/settings', { session: owner });
    await user.click(await screen.findByRole('checkbox', { name: 'Deutsch' }));
    expect(screen.getByText('The first language must be one of the languages offered.')).toBeTruthy();
    const first = within(screen.getByRole('group', { name: 'First language' }));
    expect(first.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['en', 'fr']);
  });

  it('marks each field the server refused, and offers the newer version when another owner saved first', async () => {
    const newer = record({ siteName: 'Seeburg Shop' }, 6);
    const api = standInApi({
      'GET /settings': ok({ record: record() }),
      'PUT /settings': ({ body }) =>
        (body as { version: number }).version === 4
          ? failure(409, 'OFFICE_STALE', { current: newer })
          : failure(422, 'VALIDATION_FAILED', { errors: { 'settings.museum.email': ['This value is not valid.'] } }),
    });
    const user = userEvent.setup();
    await renderOffice('/settings', { session: owner });
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Someone else has changed this in the meantime. Please check the current version and try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load the current version' }));
    expect((screen.getByLabelText('Name of the shop') as HTMLInputElement).value).toBe('Seeburg Shop');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Some entries need your attention. They are marked below.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { version: number }).version)).toEqual([4, 6]);
  });
});

describe('the logo', () => {
  it('takes an SVG too: sent to the logo upload, previewed, and saved with the settings', async () => {
    const logo = { src: 'uploads/AbCdEfGhIjKlMnOpQrStUv-{width}.webp', widths: [640, 1280, 1920], width: 480, height: 240 };
    const api = standInApi({
      'GET /settings': ok({ record: record() }),
      'POST /settings/logo': ok({ image: logo }),
      'PUT /settings': ({ body }) => ok({ record: { version: 5, settings: (body as { settings: OfficeShopSettings }).settings } }),
    });
    const user = userEvent.setup();
    await renderOffice('/settings', { session: owner });
    const input = await screen.findByLabelText('Choose another picture');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/svg+xml');
    expect(screen.getByText(/an SVG up to 2 MB, a picture up to 15 MB/)).toBeTruthy();
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'museum.svg', { type: 'image/svg+xml' });
    await user.upload(input, svg);
    await vi.waitFor(() => expect(screen.getByRole('img', { name: 'Current picture' }).getAttribute('src')).toBe('/static/uploads/AbCdEfGhIjKlMnOpQrStUv-640.webp'));
    expect(api.calls.find((call) => call.method === 'POST')).toEqual(expect.objectContaining({ path: '/settings/logo', body: svg }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved. The shop shows the change within a few seconds.')).toBeTruthy();
    expect((api.calls.find((call) => call.method === 'PUT')?.body as { settings: OfficeShopSettings }).settings.theme.logo).toBe(logo.src);
  });

  it('refuses an SVG over 2 MB without sending it', async () => {
    const api = standInApi({ 'GET /settings': ok({ record: record() }) });
    await renderOffice('/settings', { session: owner });
    const svg = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'museum.svg', { type: 'image/svg+xml' });
    await userEvent.setup().upload(await screen.findByLabelText('Choose another picture'), svg);
    expect((await screen.findByRole('alert')).textContent).toBe('This SVG is too large or too complex to draw. Please choose a file of at most 2 MB, or save the logo in a simpler form.');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('ratios as read against the rule', () => {
  it.each([
    [4.48, 'en', '4.4'],
    [4.5, 'en', '4.5'],
    [21, 'de', '21,0'],
  ])('writes %d in %s as %s', (ratio, lang, text) => expect(ratioText(ratio, lang)).toBe(text));
});
