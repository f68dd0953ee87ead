import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeGiftVoucherRecord, OfficePassRecord } from '../../lib/api/types';
import { failure, ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { location, renderOffice } from '../../test/render-office';
import { newGiftVoucher } from './voucher-form';
import { newPass } from './pass-form';

afterEach(() => vi.unstubAllGlobals());

const editor = sessionFor('editor');

const passRecord = (change: Partial<OfficePassRecord['pass']> = {}, version = 2): OfficePassRecord => ({
  id: 704,
  version,
  sold: 12,
  pass: { ...newPass(), name: { de: 'Jahreskarte', en: 'Annual pass' }, price: 9000, ...change },
});

const voucherRecord = (change: Partial<OfficeGiftVoucherRecord['voucher']> = {}, version = 1): OfficeGiftVoucherRecord => ({
  id: 802,
  version,
  voucher: { ...newGiftVoucher(), name: { de: 'Wertgutschein' }, variableAmount: true, price: 4000, minAmount: 2000, maxAmount: 30000, group: 2, ...change },
});

const lists = {
  'GET /passes': ok({ passes: [{ id: 704, name: { de: 'Jahreskarte', en: 'Annual pass' }, price: 9000, validityMonths: 12, listed: true, version: 2 }] }),
  'GET /gift-vouchers': ok({
    vouchers: [
      { id: 802, name: { de: 'Wertgutschein' }, price: 4000, variableAmount: true, minAmount: 2000, maxAmount: 30000, listed: true, version: 1 },
      { id: 801, name: { en: 'Voucher 50' }, price: 5000, variableAmount: false, minAmount: 1000, maxAmount: 50000, listed: false, version: 1 },
    ],
    groups: [
      { id: 2, name: { en: 'Experiences' } },
      { id: 1, name: { en: 'For every occasion' } },
    ],
  }),
};

describe('the passes and vouchers section', () => {
  it('lists passes and vouchers with their amounts and whether the shop offers them', async () => {
    standInApi(lists);
    await renderOffice('/passes-vouchers', { session: editor });
    const passes = within(await screen.findByRole('region', { name: 'Annual passes' })).getAllByRole('listitem');
    expect(passes.map((card) => card.textContent)).toEqual(['Annual passIn the shop90.00 · valid for 12 months']);
    const vouchers = within(screen.getByRole('region', { name: 'Gift vouchers' })).getAllByRole('listitem');
    expect(vouchers.map((card) => card.textContent)).toEqual(['WertgutscheinIn the shopAmount of choice: 20.00 to 300.00', 'Voucher 50Not in the shopFixed amount: 50.00']);
    expect(within(vouchers[1]!).getByRole('link').getAttribute('href')).toBe('/passes-vouchers/vouchers/801');
  });

  it('is in the navigation for editors and owners, not for the box office', async () => {
    standInApi(lists);
    const { unmount } = await renderOffice('/passes-vouchers', { session: editor });
    expect(within(screen.getByRole('navigation', { name: 'Office sections' })).getByRole('link', { name: 'Passes & vouchers' })).toBeTruthy();
    unmount();
    await renderOffice('/passes-vouchers/passes/704', { session: sessionFor('box-office') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeTruthy();
  });
});

describe('editing a pass', () => {
  it('changes the price and validity and saves the whole pass with the version read', async () => {
    const api = standInApi({
      'GET /passes/704': ok({ record: passRecord() }),
      'PUT /passes/704': ({ body }) => ok({ record: { ...passRecord((body as { pass: OfficePassRecord['pass'] }).pass, 3) } }),
    });
    const user = userEvent.setup();
    await renderOffice('/passes-vouchers/passes/704', { session: editor });
    expect(await screen.findByRole('heading', { level: 1, name: 'Annual pass' })).toBeTruthy();
    expect(screen.getByText('Cards sold included; sold so far: 12.')).toBeTruthy();
    const price = screen.getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '95,50');
    const validity = screen.getByLabelText('Validity (months)');
    await user.clear(validity);
    await user.type(validity, '18');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The shop shows the change within a few seconds.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ version: 2, pass: { ...passRecord().pass, price: 9550, validityMonths: 18 } });
    expect(screen.getByText('Version 3')).toBeTruthy();
  });

  it('sets how many times a day the door admits a card, or no limit, and marks the number the server refused', async () => {
    const api = standInApi({
      'GET /passes/704': ok({ record: passRecord() }),
      'PUT /passes/704': ({ body }) => {
        const { pass, version } = body as { pass: OfficePassRecord['pass']; version: number };
        return pass.doorEntriesPerDay === 0
          ? failure(422, 'VALIDATION_FAILED', { errors: { 'pass.doorEntriesPerDay': ['Please enter a whole number from 1 to 20.'] } })
          : ok({ record: passRecord(pass, version + 1) });
      },
    });
    const sent = () => api.calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { pass: OfficePassRecord['pass'] }).pass.doorEntriesPerDay);
    const user = userEvent.setup();
    await renderOffice('/passes-vouchers/passes/704', { session: editor });
    const entries = (await screen.findByLabelText('Entries per day')) as HTMLInputElement;
    expect(entries.value).toBe('1');
    expect(screen.getByText('How many times a day a card admits its holder, 1 to 20. Cards already sold keep the number they were sold with.')).toBeTruthy();

    await user.clear(entries);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some entries need your attention. They are marked below.')).toBeTruthy();
    expect(entries.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a whole number from 1 to 20.')).toBeTruthy();

    await user.type(entries, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The shop shows the change within a few seconds.')).toBeTruthy();

    const unlimited = screen.getByRole('checkbox', { name: 'No daily limit' });
    await user.click(unlimited);
    expect(entries.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent()).toEqual([0, 3, null]));
    // Setting a limit again brings back the number typed before.
    await user.click(unlimited);
    expect([entries.disabled, entries.valueAsNumber]).toEqual([false, 3]);
  });

  it('offers the newer version when someone else saved first, and saves against it', async () => {
    const newer = passRecord({ price: 9900 }, 5);
    const api = standInApi({
      'GET /passes/704': ok({ record: passRecord() }),
      'PUT /passes/704': ({ body }) => ((body as { version: number }).version === 2 ? failure(409, 'OFFICE_STALE', { current: newer }) : ok({ record: { ...newer, version: 6 } })),
    });
    const user = userEvent.setup();
    await renderOffice('/passes-vouchers/passes/704', { session: editor });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Load the current version' }));
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('99.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The shop shows the change within a few seconds.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { version: number }).version)).toEqual([2, 5]);
  });

  it('creates a pass and opens it', async () => {
    standInApi({ 'POST /passes': ok({ record: passRecord({ name: { en: 'Family pass' } }, 1) }), 'GET /passes/704': ok({ record: passRecord({ name: { en: 'Family pass' } }, 1) }) });
    const user = userEvent.setup();
    await renderOffice('/passes-vouchers/passes/new', { session: editor });
    await user.type(await screen.findByLabelText('Name'), 'Family pass');
    await user.click(screen.getByRole('button', { name: 'Create annual pass' }));
    expect(await screen.findByText('The annual pass has been created. The shop shows it within a few seconds.')).toBeTruthy();
    expect(location.current).toBe('/passes-vouchers/passes/704?created');
  });
});

describe('editing a gift voucher', () => {
  it('shows the bounds of a variable amount only, marks the fields the server refused, and saves the group chosen', async () => {
    const api = standInApi({
      ...lists,
      'GET /gift-vouchers/802': ok({ record: voucherRecord() }),
      'PUT /gift-vouchers/802': ({ body }) =>
        (body as { voucher: { minAmount: number } }).voucher.minAmount > 30000
          ? failure(422, 'VALIDATION_FAILED', { errors: { 'voucher.minAmount': ['The minimum must not be higher than the maximum.'] } })
          : ok({ record: voucherRecord((body as { voucher: OfficeGiftVoucherRecord['voucher'] }).voucher, 2) }),
    });
    const user = userEvent.setup();
    await renderOffice('/passes-vouchers/vouchers/802', { session: editor });
    const minimum = await screen.findByLabelText('Minimum amount');
    await user.clear(minimum);
    await user.type(minimum, '400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some entries need your attention. They are marked below.')).toBeTruthy();
    expect(minimum.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(minimum.getAttribute('aria-describedby') ?? '')?.textContent).toBe('The minimum must not be higher than the maximum.');

    await user.clear(minimum);
    await user.type(minimum, '25');
    await user.selectOptions(screen.getByLabelText('Group'), 'For every occasion');
    await user.click(screen.getByRole('radio', { name: 'Fixed amount' }));
    expect(screen.queryByLabelText('Minimum amount')).toBeNull();
    expect(screen.getByLabelText('Price and value')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The shop shows the change within a few seconds.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ version: 1, voucher: { ...voucherRecord().voucher, minAmount: 2500, group: 1, variableAmount: false } });
  });
});
