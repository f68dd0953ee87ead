import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bootedEvents } from '../../lib/boot/booted-pages';
import { apiStandIn } from '../../test/api-stand-in';
import { useCartStore } from '../../lib/storage/cart-store';
import { firstOfMonth } from '../../components/ui/calendar-dates';
import { museumDay } from '../../lib/museum-day';
import { calendarWindow } from './calendar-state';
import { EventDetailScreen } from './event-detail-screen';
import { renderTickets } from './render-tickets';
import { event, slot, sub, ticket } from './test-fixtures';

type TestWindow = Window & { dataLayer?: unknown[] };

/** The first free date opens the next month, so a sold-out day after it is always in view and in the future. */
const first = firstOfMonth(museumDay('Europe/Zurich'), 1);
const soldOut = `${first.slice(0, 8)}02`;
const range = calendarWindow(museumDay('Europe/Zurich'), first);
const open = slot(first, 10, 5, 1);
const full = slot(first, 11, 0, 2);
const schedule = [open, full];
const carer = sub({ id: 31, name: 'Carer (free)', min_quantity: 1, max_quantity: 1 });
const tickets = [
  ticket({ id: 11, name: 'Adults', price: 2200, schedule }),
  ticket({ id: 12, name: 'Members only', schedule: [{ ...open, max_tickets: 0 }, full] }),
  ticket({ id: 13, name: 'Visitor with disability', price: 1200, schedule, subtickets: [carer] }),
  ticket({
    id: 14,
    name: 'Family ticket',
    price: 5200,
    family: true,
    schedule,
    subtickets: [sub({ id: 41, name: 'Adults', min_quantity: 1, max_quantity: 2 }), sub({ id: 42, name: 'Children', min_quantity: 1, max_quantity: 3 })],
  }),
];

const renderEvent = () =>
  renderTickets(<EventDetailScreen eventId={7} />, {
    path: '/en/tickets/7',
    data: [
      [['events', 'en'], [event()]],
      [['ticketCollect', 'en', 7, 'first'], { date: first, tickets, timeslot: [open, full] }],
      [['ticketCalendar', 'en', 7, range.start, range.end], { [first]: 5, [soldOut]: 0 }],
    ],
  });

const dayLabel = (iso: string) =>
  new RegExp('\\b' + new Intl.DateTimeFormat('en-CH', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`)));

const more = (name: string) => screen.getByRole('button', { name: `One more: ${name}` });

describe('event tickets screen from the server page', () => {
  it('spreads an uploaded picture across the page from the widths stored, as the server preloads it', async () => {
    bootedEvents.keep('en', [event({ image: 'uploads/AbCdEfGhIjKlMnOpQrStUv-{width}.webp' })]);
    renderTickets(<EventDetailScreen eventId={7} />, {
      path: '/en/tickets/7',
      data: [[['ticketCollect', 'en', 7, 'first'], { date: first, tickets, timeslot: [open, full] }]],
    });
    await screen.findByRole('heading', { level: 1 });
    const hero = document.querySelector('.event-hero img');
    expect([hero?.getAttribute('src'), hero?.getAttribute('srcset'), hero?.getAttribute('sizes')]).toEqual(['/static/uploads/AbCdEfGhIjKlMnOpQrStUv-1280.webp', '/static/uploads/AbCdEfGhIjKlMnOpQrStUv-640.webp 640w, /static/uploads/AbCdEfGhIjKlMnOpQrStUv-1280.webp 1280w, /static/uploads/AbCdEfGhIjKlMnOpQrStUv-1920.webp 1920w', '100vw']);
  });

  it("paints the event's header from the list the page carried, without waiting for the API", async () => {
    bootedEvents.keep('en', [event({ name: 'Carried by the page' })]);
    renderTickets(<EventDetailScreen eventId={7} />, {
      path: '/en/tickets/7',
      data: [[['ticketCollect', 'en', 7, 'first'], { date: first, tickets, timeslot: [open, full] }]],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Carried by the page' })).toBeTruthy();
    expect(document.querySelector('.event-header-skeleton')).toBeNull();
  });
});

describe('event tickets screen for an event the shop does not sell', () => {
  it('shows the not-found screen, without the header, when the event\'s tickets answer 404', async () => {
    apiStandIn({
      'event/select': { status: 200, body: { data: [event()] } },
      'ticket/collect/event/7': { status: 404, body: { code: 'EVENT_NOT_FOUND', message: 'no' } },
    });
    renderTickets(<EventDetailScreen eventId={7} />, { path: '/en/tickets/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this event' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Light over the Lake' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See all events' }).getAttribute('href')).toBe('/en/tickets');
  });
});

describe('event tickets screen', () => {
  // The calendar is a lazily loaded chunk; transforming it once up front keeps each test within its time.
  beforeAll(() => import('./event-calendar'), 60_000);

  beforeEach(() => {
    useCartStore.setState({ lines: [] });
    (window as TestWindow).dataLayer = [];
  });
  afterEach(() => {
    delete (window as TestWindow).dataLayer;
  });

  it('shows the event, takes the only free slot and hides tickets without free places', async () => {
    await renderEvent();
    expect(await screen.findByRole('heading', { level: 1, name: 'Light over the Lake' })).toBeTruthy();
    // The booking steps render once the header has been painted.
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => [(r as HTMLInputElement).checked, (r as HTMLInputElement).disabled])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(screen.queryByText('Members only')).toBeNull();
    expect(screen.getByText('5 places left')).toBeTruthy();
  });

  it('does not let a sold-out date be chosen, and a month change drops the chosen date', async () => {
    const user = userEvent.setup();
    await renderEvent();
    const soldOutDay = await screen.findByRole('button', { name: dayLabel(soldOut) });
    expect(soldOutDay.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Sold out', { selector: '#event-calendar-sold-out' }).id).toBe(soldOutDay.getAttribute('aria-describedby'));
    await user.click(soldOutDay);
    expect(screen.getByText(/^Your date: /).textContent).toMatch(dayLabel(first));

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByText('No date chosen yet.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('caps quantities by the places left in the slot, companions included', async () => {
    const user = userEvent.setup();
    await renderEvent();
    const adults = await screen.findByLabelText('Adults', { selector: '#ticket-11' });
    await user.type(adults, '9');
    expect((adults as HTMLInputElement).value).toBe('5');
    expect(more('Adults').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('There are no more places left at this time.')).toBeTruthy();

    await user.clear(adults);
    await user.click(more('Visitor with disability'));
    expect(screen.getByText('+ 1 × Carer (free), included automatically')).toBeTruthy();
    await user.type(adults, '9');
    expect((adults as HTMLInputElement).value).toBe('3');
  });

  it('asks for every family component before adding, with the parent count following them', async () => {
    const user = userEvent.setup();
    await renderEvent();
    await user.click(await screen.findByRole('button', { name: 'One more: Family ticket: Adults' }));
    const summary = screen.getByRole('region', { name: 'Your selection' });
    expect(within(summary).getByText(/1 × Family ticket/)).toBeTruthy();
    expect(screen.getByText('For a family ticket, please enter a number for every group of family members.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the missing number for the family ticket above.');
    expect(document.activeElement?.id).toBe('ticket-14-sub-42');
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it('adds one basket line per ticket type and reports add_to_cart', async () => {
    const user = userEvent.setup();
    await renderEvent();
    await user.click(await screen.findByRole('button', { name: 'One more: Adults' }));
    await user.click(more('Adults'));
    await user.click(more('Family ticket: Adults'));
    await user.click(more('Family ticket: Children'));
    expect(screen.getByText('CHF 96.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));

    const at = open.datetime;
    expect(useCartStore.getState().lines).toEqual([
      {
        type: 'ticket', id: 11, name: 'Adults', totalPrice: 4400, vatCents: 330,
        item: { type: 'ticket', count: 2, id: 11, datetime: at, subtickets: [], totalPrice: 4400 },
        display: { heading: 'Light over the Lake', label: 'Light over the Lake – Adults', when: { datetime: at }, parts: [{ count: 2, name: 'Adults', unitPrice: 2200 }] },
        analytics: { id: 11, name: 'Light over the Lake – Adults', category: 'Ticket', unitPriceCents: 2200, quantity: 2, taxCents: 330, variant: at },
        // The basket may change the count: up to the 5 free places less the 2 the family ticket takes.
        quantity: { count: 2, max: 3, limit: 'places', unitPrice: 2200, vatBp: 810 },
      },
      {
        type: 'ticket', id: 14, name: 'Family ticket', totalPrice: 5200, vatCents: 390,
        item: { type: 'ticket', count: 1, id: 14, datetime: at, subtickets: [{ id: 41, count: 1 }, { id: 42, count: 1 }], totalPrice: 5200 },
        display: {
          heading: 'Light over the Lake', label: 'Light over the Lake – Family ticket', when: { datetime: at },
          parts: [{ count: 1, name: 'Family ticket', unitPrice: 5200 }, { count: 1, name: 'Adults', unitPrice: null, sub: true }, { count: 1, name: 'Children', unitPrice: null, sub: true }],
        },
        analytics: { id: 14, name: 'Light over the Lake – Family ticket', category: 'Ticket', unitPriceCents: 5200, quantity: 1, taxCents: 390, variant: at },
      },
    ]);
    expect((window as TestWindow).dataLayer?.at(-1)).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'CHF',
        value: 96,
        tax: 7.2,
        items: [
          { item_id: '11', item_name: 'Light over the Lake – Adults', item_category: 'Ticket', item_variant: open.datetime, price: 22, quantity: 2 },
          { item_id: '14', item_name: 'Light over the Lake – Family ticket', item_category: 'Ticket', item_variant: open.datetime, price: 52, quantity: 1 },
        ],
      },
    });
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('Your tickets are in the basket.');
    expect(screen.getByRole('link', { name: 'Go to basket' }).getAttribute('href')).toBe('/en/checkout');
  });

  it('adds a day ticket (mode 3) as dayTicket with only a date', async () => {
    const user = userEvent.setup();
    const daySlot = slot(first, 9, 400, 5);
    const dayTicket = ticket({ id: 51, name: 'Day pass', mode: 3, price: 2400, schedule: [daySlot] });
    await renderTickets(<EventDetailScreen eventId={7} />, {
      path: '/en/tickets/7',
      data: [
        [['events', 'en'], [event({ mode: 3 })]],
        [['ticketCollect', 'en', 7, 'first'], { date: first, tickets: [dayTicket], timeslot: [daySlot] }],
        [['ticketCalendar', 'en', 7, range.start, range.end], { [first]: 400 }],
      ],
    });
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'One more: Day pass' }));
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(useCartStore.getState().lines).toMatchObject([
      { type: 'dayTicket', id: 51, totalPrice: 2400, item: { type: 'dayTicket', id: 51, count: 1, datetime: daySlot.datetime }, display: { when: { datetime: daySlot.datetime, dateOnly: true } } },
    ]);
  });
});
