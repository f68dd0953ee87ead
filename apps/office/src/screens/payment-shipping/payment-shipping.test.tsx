import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficePaymentTypeRecord, OfficeShippingRecord } from '../../lib/api/types';
import { failure, ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { renderOffice } from '../../test/render-office';
import { newPaymentType } from './payment-type-form';

afterEach(() => vi.unstubAllGlobals());

const shipping = (version = 4): OfficeShippingRecord => ({
  version,
  zones: [{ name: { en: 'Switzerland' }, countries: ['CH', 'LI'], bands: [{ maxWeight: 2000, price: 900 }] }],
  shopCountries: ['CH', 'LI', 'US'],
});
const debit = (change: Partial<OfficePaymentTypeRecord['paymentType']> = {}, version = 1): OfficePaymentTypeRecord => ({
  payartId: 74,
  version,
  paymentType: { ...newPaymentType(), name: { en: 'Direct debit' }, directDebit: true, ...change },
});

describe('the payment and shipping section', () => {
  it('shows an editor the shipping zones and no payment types', async () => {
    const api = standInApi({ 'GET /shipping': ok({ record: shipping() }) });
    await renderOffice('/payment-shipping', { session: sessionFor('editor') });
    const zones = within(await screen.findByRole('region', { name: 'Shipping costs' })).findAllByRole('listitem');
    expect((await zones).map((zone) => zone.textContent)).toEqual(['SwitzerlandCH, LIWeight bands: 1']);
    expect(screen.queryByRole('region', { name: 'Payment types' })).toBeNull();
    expect(api.calls.map((call) => call.path)).not.toContain('/payment-types');
  });

  it('shows an owner the payment types too, with how each is paid', async () => {
    standInApi({
      'GET /shipping': ok({ record: shipping() }),
      'GET /payment-types': ok({
        paymentTypes: [
          { payartId: 164, name: { en: 'Card or TWINT' }, offered: true, directDebit: false, payLater: false, version: 1 },
          { payartId: 74, name: { en: 'Direct debit' }, offered: false, directDebit: true, payLater: false, version: 2 },
        ],
      }),
    });
    await renderOffice('/payment-shipping', { session: sessionFor('owner') });
    const types = within(await screen.findByRole('region', { name: 'Payment types' })).findAllByRole('listitem');
    expect((await types).map((type) => type.textContent)).toEqual(['Card or TWINTOfferedPaid at once', 'Direct debitNot offeredDirect debit']);
  });

  it('keeps an editor out of the payment types', async () => {
    standInApi({});
    await renderOffice('/payment-shipping/payment-types/74', { session: sessionFor('editor') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeTruthy();
  });
});

describe('the owner edits a payment type', () => {
  it('stops offering it and saves with the version read', async () => {
    const api = standInApi({ 'GET /payment-types/74': ok({ record: debit() }), 'PUT /payment-types/74': ({ body }) => ok({ record: debit((body as { paymentType: object }).paymentType, 2) }) });
    const user = userEvent.setup();
    await renderOffice('/payment-shipping/payment-types/74', { session: sessionFor('owner') });
    await user.click(await screen.findByLabelText('Offer in the shop'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The shop shows the change within a few seconds.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ version: 1, paymentType: { ...debit().paymentType, offered: false } });
  });
});

describe('a payment type’s logo', () => {
  it('is uploaded, shown, and saved with the type', async () => {
    const logo = { src: 'uploads/AbCdEfGhIjKlMnOpQrStUv-{width}.webp', widths: [640, 1280, 1920], width: 800, height: 560 };
    const api = standInApi({
      'GET /payment-types/74': ok({ record: debit() }),
      'POST /images': ok({ image: logo }),
      'PUT /payment-types/74': ({ body }) => ok({ record: debit((body as { paymentType: object }).paymentType, 2) }),
    });
    const user = userEvent.setup();
    await renderOffice('/payment-shipping/payment-types/74', { session: sessionFor('owner') });
    const field = await screen.findByRole('group', { name: 'Logo shown beside the name at checkout' });
    expect(within(field).getByText('No picture yet.')).toBeTruthy();
    await user.upload(within(field).getByLabelText('Choose a picture'), new File(['png bytes'], 'twint.png', { type: 'image/png' }));
    expect(await within(field).findByRole('img', { name: 'Current picture' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The shop shows the change within a few seconds.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ version: 1, paymentType: { ...debit().paymentType, image: logo.src } });
  });
});

describe('the shipping table', () => {
  it('adds a zone for a country with a band, and saves the whole table', async () => {
    const api = standInApi({ 'GET /shipping': ok({ record: shipping() }), 'PUT /shipping': ({ body }) => ok({ record: { ...shipping(5), zones: (body as { zones: OfficeShippingRecord['zones'] }).zones } }) });
    const user = userEvent.setup();
    await renderOffice('/payment-shipping/shipping', { session: sessionFor('editor') });
    await user.click(await screen.findByRole('button', { name: 'Add a zone' }));
    const zone = screen.getByRole('group', { name: 'Zone 2' });
    await user.type(within(zone).getByLabelText('Name of the zone'), 'United States');
    await user.click(within(zone).getByRole('checkbox', { name: 'United States' }));
    const cost = within(zone).getByLabelText('Cost');
    await user.clear(cost);
    await user.type(cost, '39');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The shop shows the change within a few seconds.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      version: 4,
      zones: [...shipping().zones, { name: { en: 'United States' }, countries: ['US'], bands: [{ maxWeight: 2000, price: 3900 }] }],
    });
    expect(screen.getByText('Version 5')).toBeTruthy();
  });

  it('marks a band the server refused, in the words it sent', async () => {
    standInApi({
      'GET /shipping': ok({ record: shipping() }),
      'PUT /shipping': failure(422, 'VALIDATION_FAILED', { errors: { 'zones.0.bands.1.maxWeight': ['Two weight bands end at the same weight. Please give each band its own maximum weight.'] } }),
    });
    const user = userEvent.setup();
    await renderOffice('/payment-shipping/shipping', { session: sessionFor('editor') });
    await user.click(await screen.findByRole('button', { name: 'Add a weight band' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some entries need your attention. They are marked below.')).toBeTruthy();
    const weight = screen.getAllByLabelText('Up to weight (grams)')[1];
    expect(weight?.getAttribute('aria-invalid')).toBe('true');
  });
});
