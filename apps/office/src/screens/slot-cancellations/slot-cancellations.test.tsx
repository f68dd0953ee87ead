import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeSlot, OfficeSlotCancellationBuyer, OfficeSlotCancelPreview } from '../../lib/api/types';
import { failure, ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { renderOffice } from '../../test/render-office';

afterEach(() => vi.unstubAllGlobals());

const slot: OfficeSlot = { id: 7, eventId: 601, eventKind: 'tour', eventName: 'Highlights', startsAt: '2026-12-05T09:00:00.000Z', endsAt: '2026-12-05T10:00:00.000Z', date: '2026-12-05', capacity: 10, sold: 3, held: 0, free: 7 };
const preview: OfficeSlotCancelPreview = {
  orders: 2,
  places: 3,
  heldPlaces: 2,
  currency: 'CHF',
  tenders: [
    { kind: 'provider', name: 'Card', amountCents: 4500 },
    { kind: 'voucherCode', name: null, amountCents: 900 },
  ],
  totalCents: 5400,
  mails: [
    { lang: 'de', count: 1 },
    { lang: 'fr', count: 1 },
  ],
  deadline: '2026-12-19T09:00:00.000Z',
  validTo: null,
  secondFactorRequired: true,
};
const buyer = (overrides: Partial<OfficeSlotCancellationBuyer>): OfficeSlotCancellationBuyer => ({
  orderId: 41,
  name: 'Anna Muster',
  email: 'anna@example.org',
  lang: 'de',
  places: 2,
  choice: 'waiting',
  chosenAt: null,
  chosenBy: null,
  rebookedTo: null,
  amountCents: null,
  voucherCode: null,
  ...overrides,
});

describe('cancelling a time', () => {
  it('previews what happens without doing it, then cancels on confirmation with the second factor and links to who chose what', async () => {
    const api = standInApi({
      'GET /slots/7': ok({ slot, buyers: { orders: 2, places: 3 } }),
      'POST /slots/7/cancellation/preview': ok({ preview }),
      'POST /slots/7/cancellation': ok({ cancellation: { slotId: 7, mode: 'choice', validityMonths: null, deadline: preview.deadline, createdAt: '2026-12-01T08:00:00.000Z', staffName: 'Alex' }, told: 2 }),
    });
    const user = userEvent.setup();
    await renderOffice('/slots/7/cancel', { session: sessionFor('box-office', { canRefund: true }) });
    const ways = await screen.findByRole('group', { name: 'What happens to the bookings' }, { timeout: 5000 });
    expect(within(ways).getAllByRole('radio')).toHaveLength(3);
    const days = screen.getByRole('spinbutton', { name: 'Days to choose' });
    await user.clear(days);
    await user.type(days, '14');
    await user.click(screen.getByRole('button', { name: 'Preview the cancellation' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Check before cancelling' })).toBeTruthy();
    expect(screen.getByText('Card: 45.00 CHF')).toBeTruthy();
    expect(screen.getByText('Voucher codes: 9.00 CHF')).toBeTruthy();
    expect(screen.getByText('Places released at once: 2')).toBeTruthy();
    expect(screen.getByText('German: 1, French: 1')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/slots/7/cancellation/preview']);
    expect(api.calls[1]?.body).toEqual({ mode: 'choice', deadlineDays: 14 });

    await user.type(screen.getByRole('textbox', { name: 'Code from your authenticator app' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Cancel the time now' }));
    expect(await screen.findByText('The time is cancelled and off sale. Buyers told: 2.')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/slots/7/cancellation')?.body).toEqual({ mode: 'choice', deadlineDays: 14, totpCode: '123456' });
    expect(screen.getByRole('link', { name: 'Who chose what' }).getAttribute('href')).toBe('/slots/7/cancellation');
  });

  it('sends the voucher months, offers the move screen for moving everyone, and shows the server’s refusal', async () => {
    const api = standInApi({
      'GET /slots/7': ok({ slot, buyers: { orders: 2, places: 3 } }),
      'POST /slots/7/cancellation/preview': failure(409, 'OFFICE_SLOT_ALREADY_CANCELLED'),
    });
    const user = userEvent.setup();
    await renderOffice('/slots/7/cancel', { session: sessionFor('owner') });
    await user.click(await screen.findByRole('radio', { name: 'Move everyone to another time' }, { timeout: 5000 }));
    expect(screen.getByRole('link', { name: 'Move everyone booked at this time' }).getAttribute('href')).toBe('/slots/7/move');
    await user.click(screen.getByRole('radio', { name: 'Refund everyone as a voucher code' }));
    const months = screen.getByRole('spinbutton', { name: 'Months the codes are valid' });
    await user.clear(months);
    await user.type(months, '99');
    expect(screen.getByRole('button', { name: 'Preview the cancellation' })).toHaveProperty('disabled', true);
    await user.clear(months);
    await user.type(months, '6');
    await user.click(screen.getByRole('button', { name: 'Preview the cancellation' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ mode: 'voucher', validityMonths: 6 });
  });

  it('lists who chose what', async () => {
    standInApi({
      'GET /slots/7': ok({ slot, buyers: { orders: 0, places: 0 } }),
      'GET /slots/7/cancellation': ok({
        cancellation: { slotId: 7, mode: 'choice', validityMonths: null, deadline: '2026-12-19T09:00:00.000Z', createdAt: '2026-12-01T08:00:00.000Z', staffName: 'Alex' },
        currency: 'CHF',
        buyers: [
          buyer({}),
          buyer({ orderId: 42, name: 'Louis Martin', lang: 'fr', places: 1, choice: 'refund', chosenBy: 'deadline', chosenAt: '2026-12-19T10:00:00.000Z', amountCents: 1800 }),
        ],
      }),
    });
    await renderOffice('/slots/7/cancellation', { session: sessionFor('box-office') });
    const rows = await screen.findAllByRole('row', {}, { timeout: 5000 });
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Waiting')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Refund (automatically at the deadline)')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('18.00 CHF')).toBeTruthy();
  });

  it('is not for accountants, editors or the door', async () => {
    for (const role of ['accountant', 'editor', 'door'] as const) {
      const view = await renderOffice('/slots/7/cancel', { session: sessionFor(role) });
      expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' }, { timeout: 5000 })).toBeTruthy();
      view.unmount();
    }
  });
});
