import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TourDetail, TourScheduleEntry } from '@foyer/contract';
import { apiStandIn, type Call } from '../../test/api-stand-in';
import { useCartStore } from '../../lib/storage/cart-store';
import { museumDay } from '../../lib/museum-day';
import { TourDetailScreen } from './tour-detail-screen';
import { renderTours } from './render-tours';
import { publicTour, slotAt } from './test-fixtures';

type TestWindow = Window & { dataLayer?: unknown[] };

const today = museumDay('Europe/Zurich');
const nextMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1)).toISOString().slice(0, 7);
const on = (day: number) => `${nextMonth}-${String(day).padStart(2, '0')}`;
/** D1 has one time, D3 none, D2 two, D4 three (one sold out, none at the 14:00 of D2 free). */
const [d1, d2, d3, d4] = [on(2), on(5), on(3), on(6)];
const schedules: Record<string, Record<string, TourScheduleEntry>> = {
  [d1]: { '14:00': slotAt(d1, '14:00', 6) },
  [d2]: { '11:00': slotAt(d2, '11:00', 20), '14:00': slotAt(d2, '14:00', 20) },
  [d3]: {},
  [d4]: { '10:00': slotAt(d4, '10:00', 20), '11:00': slotAt(d4, '11:00', 20), '14:00': slotAt(d4, '14:00', 0) },
};

const serve = (overrides: Partial<TourDetail> = {}, calendarStatus = 200, tourStatus = 200) => {
  const detail = (call: Call) => {
    if (tourStatus !== 200) return { status: tourStatus, body: { code: 'TOUR_NOT_FOUND', message: 'no' } };
    const date = call.query.get('date') ?? d1;
    const next = [d1, d2, d4].sort().find((candidate) => candidate > date) ?? null;
    return { status: 200, body: { data: publicTour(date, schedules[date] ?? {}, { nextDate: next, ...overrides }) } };
  };
  const calendar = Object.fromEntries([d1, d2, d4].map((date) => [date, Object.fromEntries(Object.entries(schedules[date] ?? {}).map(([time, e]) => [time, { tickets: e.tickets, tours: e.tours, timeslotId: e.timeslotId, soldout: e.soldout }]))]));
  return apiStandIn({
    tour: detail,
    [`tour/lifetime/tour/2001`]: { status: 200, body: { data: { first: d1, last: d4 } } },
    [`tour/calendar/tour/2001/range/${nextMonth.replace('-', '')}01;${nextMonth.replace('-', '')}${new Date(Date.UTC(Number(nextMonth.slice(0, 4)), Number(nextMonth.slice(5, 7)), 0)).getUTCDate()}`]:
      calendarStatus === 200 ? { status: 200, body: { data: calendar } } : { status: calendarStatus, body: { code: 'TOUR_NOT_FOUND', message: 'no' } },
  });
};

const entry = (forcedDate: string | null = null, requestedDate: string | null = null) => ({ forcedDate, requestedDate, requestedTime: null });
const open = (e = entry()) => renderTours(<TourDetailScreen tourId={2001} entry={e} />, { path: '/en/guided-tours/2001' });
const dayLabel = (iso: string) => new RegExp('\\b' + new Intl.DateTimeFormat('en-CH', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`)));
const chosenDate = () => screen.getByText(/^Your date: /).textContent ?? '';
const checked = () => screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked).map((r) => (r as HTMLInputElement).value);
const more = (name: string) => screen.getByRole('button', { name: `One more: ${name}` });

describe('tour detail: date and time (SPEC §4)', () => {
  beforeAll(() => import('./tour-calendar'), 60_000);

  it('opens on the first date with slots and takes its only time', async () => {
    serve();
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Highlights of the Collection' })).toBeTruthy();
    await screen.findByRole('radio');
    expect(chosenDate()).toMatch(dayLabel(d1));
    expect(checked()).toEqual(['14:00']);
    expect(screen.getByText('6 places left')).toBeTruthy();
  });

  it('fetches the chosen day, keeps a chosen time the new date has, else takes the first; sold-out times are disabled', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    await open();
    await screen.findByRole('radio');
    await user.click(await screen.findByRole('button', { name: dayLabel(d2) }));
    await screen.findByText('11:00');
    expect(calls.some((call) => call.path === 'tour' && call.query.get('date') === d2)).toBe(true);
    expect(checked()).toEqual([]);
    await user.click(screen.getByText('11:00'));
    await user.click(screen.getByRole('button', { name: dayLabel(d4) }));
    await screen.findByText('10:00');
    expect(checked()).toEqual(['11:00']);
    expect((screen.getAllByRole('radio')[2] as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByText('10:00'));
    await user.click(screen.getByRole('button', { name: dayLabel(d2) }));
    await screen.findByText('14:00');
    expect(checked()).toEqual(['11:00']);
    await user.click(screen.getByText('14:00'));
    await user.click(screen.getByRole('button', { name: dayLabel(d4) }));
    await screen.findByText('10:00');
    expect(checked()).toEqual(['10:00']);
  }, 20_000);

  it('shows a forced date without slots as not available and offers the next date', async () => {
    serve();
    const user = userEvent.setup();
    await open(entry(d3));
    expect(await screen.findByRole('heading', { name: 'Not available on this date' })).toBeTruthy();
    expect(chosenDate()).toMatch(dayLabel(d3));
    await user.click(screen.getByRole('button', { name: /^Next available date: / }));
    expect(chosenDate()).toMatch(dayLabel(d2));
    expect(await screen.findByText('11:00')).toBeTruthy();
  });

  it('takes a requested date only when it has slots', async () => {
    serve();
    await open(entry(null, d2));
    await screen.findByText('11:00');
    expect(chosenDate()).toMatch(dayLabel(d2));
    document.body.innerHTML = '';
    serve();
    await open(entry(null, d3));
    await screen.findByRole('radio');
    expect(chosenDate()).toMatch(dayLabel(d1));
  });

  it('shows the not-found screen when the calendar does not answer 200', async () => {
    serve({}, 404);
    await open();
    expect(await screen.findByRole('heading', { name: 'We couldn’t find this tour' })).toBeTruthy();
  });

  it('shows the not-found screen when the tour itself does not answer 200', async () => {
    serve({}, 200, 404);
    await open();
    expect(await screen.findByRole('heading', { name: 'We couldn’t find this tour' })).toBeTruthy();
  });
});

describe('tour detail: quantities, questions and the basket (SPEC §5)', () => {
  beforeAll(() => import('./tour-calendar'), 60_000);
  beforeEach(() => {
    useCartStore.setState({ lines: [] });
    (window as TestWindow).dataLayer = [];
  });
  afterEach(() => {
    delete (window as TestWindow).dataLayer;
  });

  it('caps places at the free places and explains overbooking and tickets ≠ participants with the numbers', async () => {
    serve();
    const user = userEvent.setup();
    await open();
    const places = await screen.findByRole('spinbutton', { name: /^Tour supplement/ });
    await user.clear(places);
    await user.type(places, '9');
    expect((places as HTMLInputElement).value).toBe('6');
    expect(screen.getByText('You are trying to book 9 places, but only 6 places are still free.')).toBeTruthy();
    await user.click(more('Admission, adults'));
    expect(screen.getByText('The number of admission tickets must match the number of participants: please choose exactly 6 tickets (you have chosen 1).')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(screen.getByRole('alert').textContent).toContain('exactly 6 tickets');
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it('explains underbooking below the minimum group', async () => {
    serve({ min_participants: 2, booking_without_tickets: 1, tickets: [] });
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'One more: Tour supplement' }));
    expect(screen.getByText('This tour needs at least 2 participants; you have chosen 1.')).toBeTruthy();
  });

  it('asks for a date and a time before adding', async () => {
    serve();
    const user = userEvent.setup();
    await open(entry(null, d2));
    await screen.findByText('11:00');
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a date and a time.');
  });

  it('takes the mandatory-answers message away as soon as the answers are complete, before adding again', async () => {
    const questions = [
      { id: 71, type: 'text' as const, label: 'Name of the school', required: true },
      { id: 72, type: 'number' as const, label: 'Number of pupils', required: true, min: 5, max: 28 },
    ];
    serve({ questions, booking_without_tickets: 1 });
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'One more: Tour supplement' }));
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(screen.getByRole('alert').textContent).toBe('Please answer all the mandatory questions.');
    await user.type(screen.getByLabelText('Name of the school'), 'Ufer school');
    expect(screen.getByRole('alert').textContent).toBe('Please answer all the mandatory questions.');
    await user.type(screen.getByLabelText(/^Number of pupils/), '40');
    expect(screen.getByRole('alert').textContent).toBe('Please correct the answers marked above.');
    expect(screen.getByText('Please enter a number from 5 to 28.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Number of pupils/));
    await user.type(screen.getByLabelText(/^Number of pupils/), '22');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it('needs every mandatory answer, then adds a guidedTour line and reports it to analytics', async () => {
    const questions = [
      { id: 61, type: 'text' as const, label: 'Name of the school', required: true },
      { id: 62, type: 'number' as const, label: 'Number of pupils', required: true, min: 5, max: 28 },
      { id: 63, type: 'radio' as const, label: 'School level', required: true, options: [{ id: 1, label: 'Primary' }, { id: 2, label: 'Secondary' }] },
      { id: 64, type: 'select' as const, label: 'Language', required: false, options: [{ id: 1, label: 'German' }, { id: 2, label: 'French' }] },
      { id: 65, type: 'checkbox' as const, label: 'What should we prepare?', required: false, options: [{ id: 1, label: 'Hearing loop' }, { id: 2, label: 'Picnic room' }] },
      { id: 66, type: 'textarea' as const, label: 'Anything else?', required: false },
    ];
    serve({ questions });
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'One more: Tour supplement' }));
    await user.click(more('Admission, adults'));
    await user.click(more('Audio guide'));
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(screen.getByRole('alert').textContent).toBe('Please answer all the mandatory questions.');
    expect(screen.getAllByText('Please answer this question.')).toHaveLength(3);
    expect(document.activeElement?.id).toBe('tour-q-61');
    await user.type(screen.getByLabelText('Name of the school'), 'Ufer school');
    await user.type(screen.getByLabelText(/^Number of pupils/), '40');
    await user.click(screen.getByLabelText('Secondary'));
    await user.selectOptions(screen.getByLabelText(/^Language/), 'French');
    await user.click(screen.getByLabelText('Picnic room'));
    await user.type(screen.getByLabelText(/^Anything else/), 'Lunch at noon');
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(screen.getByText('Please enter a number from 5 to 28.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Number of pupils/));
    await user.type(screen.getByLabelText(/^Number of pupils/), '22');
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(screen.getByText('Your tour is in the basket.')).toBeTruthy();

    const [line] = useCartStore.getState().lines;
    const at = `${d1}T14:00:00+01:00`;
    expect(line).toMatchObject({ type: 'guidedTour', id: 2001, name: 'Highlights of the Collection', totalPrice: 2700, analytics: { quantity: 1, variant: at } });
    expect(line?.item).toEqual({
      type: 'guidedTour', tourId: 2001, datetime: at, totalPrice: 2700,
      prices: [{ id: 20011, count: 1 }],
      tickets: [{ id: 20015, count: 1, subtickets: [{ id: 200151, count: 1 }] }],
      answers: [
        { qId: 61, type: 'text', value: 'Ufer school' },
        { qId: 62, type: 'number', value: 22 },
        { qId: 63, type: 'radio', value: 2 },
        { qId: 64, type: 'select', value: 2 },
        { qId: 65, type: 'checkbox', value: [2] },
        { qId: 66, type: 'textarea', value: 'Lunch at noon' },
      ],
    });
    expect(line?.display).toMatchObject({
      heading: 'Highlights of the Collection', when: { datetime: at }, participants: 1,
      parts: [{ count: 1, name: 'Tour supplement', unitPrice: 500 }, { count: 1, name: 'Admission, adults', unitPrice: 1800 }, { count: 1, name: 'Audio guide', unitPrice: 400, sub: true }],
    });
    expect(line?.display.answers).toContainEqual({ question: 'Name of the school', answer: 'Ufer school' });
    const pushed = (window as TestWindow).dataLayer?.at(-1) as { event: string; ecommerce: { items: { item_category: string; price: number }[] } };
    expect(pushed.event).toBe('add_to_cart');
    expect(pushed.ecommerce.items[0]).toMatchObject({ item_category: 'GuidedTour', price: 27 });
  }, 20_000);
});
