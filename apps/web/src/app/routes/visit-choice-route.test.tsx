import type { SlotChoice } from '@foyer/contract';
import { museumDay } from '../../lib/museum-day';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { apiStandIn, type Answer } from '../../test/api-stand-in';
import { renderInShop } from '../../test/render';
import { Component as VisitChoiceRoute } from './visit-choice-route';

const TOKEN = 'a'.repeat(43);
const today = museumDay('Europe/Zurich');
const choice = (overrides: Partial<SlotChoice> = {}): SlotChoice => ({
  orderId: 1042,
  eventId: 601,
  eventKind: 'tour',
  eventName: 'Highlights tour',
  startsAt: '2026-03-14T13:30:00.000Z',
  places: 2,
  amountCents: 3600,
  currency: 'CHF',
  timeZone: 'Europe/Zurich',
  deadline: '2099-03-28T13:30:00.000Z',
  choice: 'waiting',
  open: true,
  chosenAt: null,
  rebookedTo: null,
  ...overrides,
});
const data = (value: unknown): Answer => ({ status: 200, body: { data: value } });
const time = { id: 77, startsAt: `${today}T11:00:00.000Z`, endsAt: `${today}T12:00:00.000Z`, free: 5 };

const open = () => renderInShop(<VisitChoiceRoute />, { path: `/en/visit-choice/${TOKEN}`, route: '/:lang/visit-choice/:token', namespaces: ['orders'] });

describe('the page of a cancelled visit (/{lang}/visit-choice/{token})', () => {
  beforeEach(() => queryClient.clear());

  it('offers the days with room in a calendar, then the day’s times, and books the one chosen', async () => {
    const { calls } = apiStandIn({
      [`slot-choices/${TOKEN}`]: data({ choice: choice() }),
      [`slot-choices/${TOKEN}/times`]: data({ times: [time] }),
      [`slot-choices/${TOKEN}/rebook`]: data({ choice: choice({ choice: 'rebooked', open: false, rebookedTo: time.startsAt, chosenAt: time.startsAt }) }),
    });
    const user = userEvent.setup();
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your visit is cancelled' })).toBeTruthy();
    expect(screen.getByText(/Highlights tour on 14\/03\/2026 at 14:30 \(booking 1042\) has had to be cancelled/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refund CHF\u00a036.00' })).toBeTruthy();

    const grid = await screen.findByRole('grid');
    const days = within(grid).getAllByRole('button').filter((button) => button.getAttribute('data-date') === today);
    expect(days).toHaveLength(1);
    await user.click(days[0] as HTMLElement);
    const times = await screen.findByRole('group', { name: /^Times on / });
    await user.click(within(times).getByRole('radio'));
    await user.click(screen.getByRole('button', { name: 'Book this time' }));

    expect(await screen.findByRole('heading', { name: 'Your new time' })).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/rebook'))?.body).toEqual({ to: 77 });
    expect(calls.find((call) => call.path.endsWith('/times'))?.query.get('from')).toBe(`${today.slice(0, 8)}01`);
    expect(screen.queryByRole('button', { name: /^Refund/ })).toBeNull();
  });

  it('refunds on request and says how', async () => {
    const { calls } = apiStandIn({
      [`slot-choices/${TOKEN}`]: data({ choice: choice() }),
      [`slot-choices/${TOKEN}/times`]: data({ times: [] }),
      [`slot-choices/${TOKEN}/refund`]: data({ choice: choice({ choice: 'refund', open: false, chosenAt: '2026-03-10T10:00:00.000Z' }) }),
    });
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Refund CHF\u00a036.00' }));
    expect(await screen.findByText('We are refunding CHF 36.00 the way you paid. You do not need to do anything else.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`slot-choices/${TOKEN}/refund`]);
  });

  it('shows the server’s words when it refuses a choice, and lets the buyer try again', async () => {
    const refused = 'This choice was already made. Please reload the page.';
    apiStandIn({
      [`slot-choices/${TOKEN}`]: data({ choice: choice() }),
      [`slot-choices/${TOKEN}/times`]: data({ times: [] }),
      [`slot-choices/${TOKEN}/refund`]: { status: 409, body: { code: 'SLOT_CHOICE_MADE', message: refused } },
    });
    const user = userEvent.setup();
    await open();
    const refund = await screen.findByRole('button', { name: 'Refund CHF\u00a036.00' });
    await user.click(refund);
    expect(await screen.findByText(refused)).toBeTruthy();
    expect(refund.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('heading', { level: 2, name: /refund/i })).toBeTruthy();
  });

  it('shows a choice made already instead of offering it again, and the server’s words for a link it does not know', async () => {
    apiStandIn({ [`slot-choices/${TOKEN}`]: data({ choice: choice({ choice: 'rebooked', open: false, rebookedTo: '2026-04-02T08:00:00.000Z' }) }) });
    const view = await open();
    expect(await screen.findByText('Your visit is now booked for 02/04/2026 at 10:00. We have sent you your tickets by e-mail.')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    view.unmount();
    queryClient.clear();

    apiStandIn({ [`slot-choices/${TOKEN}`]: { status: 404, body: { code: 'SLOT_CHOICE_NOT_FOUND', message: 'We do not know this link. Please open it exactly as it is in your e-mail.' } } });
    await open();
    expect(await screen.findByText('We do not know this link. Please open it exactly as it is in your e-mail.')).toBeTruthy();
  });
});
