import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeTourRecord } from '../../lib/api/types';
import { failure, ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { location, renderOffice } from '../../test/render-office';
import { fieldsScheduleOf, newQuestion, newTour, tourFieldOf, tourScheduleOf } from './tour-draft';
import { withType } from './tour-question-fields';

afterEach(() => vi.unstubAllGlobals());

const editor = sessionFor('editor');
const categories = [
  { id: 1, name: { de: 'Kunst', en: 'Art' } },
  { id: 2, name: { de: 'Natur', en: 'Nature' } },
];

const record = (change: Partial<OfficeTourRecord['tour']> = {}, version = 3): OfficeTourRecord => ({
  id: 8001,
  version,
  scheduleIsDemoRule: false,
  tour: {
    ...newTour(new Date(2027, 0, 1), 'de'),
    name: { de: 'Wochenendführung', en: 'Weekend tour' },
    categories: [1],
    schedule: {
      kind: 'calendar',
      horizonDays: 120,
      seasons: [{ firstDate: '2027-01-01', lastDate: '2027-12-31', hours: [{ weekdays: [6, 7], opens: '10:00', closes: '17:00' }], times: ['11:00', '14:00'] }],
      exceptions: [],
      extraSlots: [{ date: '2027-02-01', time: '18:00' }],
      tours: 2,
    },
    prices: [{ id: 80011, name: { de: 'Führung', en: 'Tour' }, price: 1200, vatValue: 8.1, sequenceNo: 0 }],
    doorOpensMinutesBefore: 30,
    doorClosesMinutesAfter: 60,
    ...change,
  },
});

describe('a tour’s calendar in the events’ schedule fields', () => {
  it('shows each start as long as the tour with its places, and takes back only what a tour keeps', () => {
    const schedule = record().tour.schedule!;
    const fields = fieldsScheduleOf(schedule, 90, 24);
    expect(fields.seasons[0]).toMatchObject({ slots: { kind: 'performances', times: ['11:00', '14:00'], durationMinutes: 90 }, capacity: 24 });
    expect(fields.extraSlots).toEqual([{ date: '2027-02-01', time: '18:00', durationMinutes: 90, capacity: 24 }]);
    expect(tourScheduleOf(fields, 2)).toEqual(schedule);
  });

  it('starts a season the fields add (as time slots) at 14:00', () => {
    const fields = fieldsScheduleOf(record().tour.schedule!, 60, 10);
    const added = { ...fields, seasons: [...fields.seasons, { ...fields.seasons[0]!, slots: { kind: 'timeslots' as const, slotMinutes: 60 } }] };
    expect(tourScheduleOf(added, 1).seasons[1]?.times).toEqual(['14:00']);
  });

  it.each([
    ['schedule.seasons.0.slots.times', 'schedule.seasons.0.times'],
    ['schedule.seasons.1.lastDate', 'schedule.seasons.1.lastDate'],
    ['schedule.extraSlots.0.time', 'schedule.extraSlots.0.time'],
  ])('names the field %s as the server does: %s', (field, server) => {
    expect(tourFieldOf(field)).toBe(server);
  });
});

describe('a question’s type', () => {
  it('gives a choice two empty options, keeps options between choices, and drops them and limits for a text', () => {
    const text = newQuestion();
    const radio = withType(text, 'radio');
    expect(radio.options).toEqual([{ label: {} }, { label: {} }]);
    const select = withType({ ...radio, options: [{ id: 1, label: { en: 'Yes' } }] }, 'select');
    expect(select.options).toEqual([{ id: 1, label: { en: 'Yes' } }]);
    expect(withType({ ...select, min: 1 }, 'text')).toMatchObject({ options: [], min: null });
    expect(withType({ ...text, min: 1, max: 9 }, 'number')).toMatchObject({ min: 1, max: 9 });
  });
});

describe('the tours list', () => {
  it('shows each tour, its language and whether it is in the shop, and is in the navigation for editors', async () => {
    standInApi({
      'GET /tours': ok({
        tours: [
          { id: 8001, name: { de: 'Wochenendführung', en: 'Weekend tour' }, language: 'de', listed: true, nextStart: '2027-01-09T10:00:00.000Z', version: 3 },
          { id: 8002, name: { fr: 'Jardin' }, language: 'fr', listed: false, nextStart: null, version: 1 },
        ],
        categories,
      }),
    });
    await renderOffice('/tours', { session: editor });
    await screen.findByRole('link', { name: 'Weekend tour' });
    const cards = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(cards[0]?.textContent).toMatch(/^Weekend tourIn German · In the shopNext time: /);
    expect(cards[1]?.textContent).toBe('JardinIn French · Not in the shopNo times ahead');
    expect(screen.getByRole('navigation', { name: 'Office sections' }).textContent).toContain('Tours');
  });
});

describe('editing a tour', () => {
  it('changes the English name, the group size, a category and a start time, and saves the whole tour with the version read', async () => {
    const api = standInApi({
      'GET /tours/8001': ok({ record: record(), categories }),
      'PUT /tours/8001': ({ body }) => ok({ record: record((body as { tour: OfficeTourRecord['tour'] }).tour, 4), categories }),
    });
    const user = userEvent.setup();
    await renderOffice('/tours/8001', { session: editor });
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend tour' })).toBeTruthy();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Weekend highlights');
    await user.clear(screen.getByLabelText('At most (people per tour)'));
    await user.type(screen.getByLabelText('At most (people per tour)'), '20');
    expect(screen.getByText('One per guide. Each start time then has 40 places.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Nature' }));
    const times = screen.getByLabelText('Start times');
    await user.clear(times);
    await user.type(times, '10:30, 15:00');
    expect(screen.queryByLabelText('Places per time')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The shop shows the change within a few seconds.')).toBeTruthy();
    const sent = api.calls.find((call) => call.method === 'PUT')?.body as { tour: OfficeTourRecord['tour']; version: number };
    expect(sent.version).toBe(3);
    expect(sent.tour).toEqual({
      ...record().tour,
      name: { de: 'Wochenendführung', en: 'Weekend highlights' },
      maxParticipants: 20,
      categories: [1, 2],
      schedule: { ...record().tour.schedule!, seasons: [{ ...record().tour.schedule!.seasons[0]!, times: ['10:30', '15:00'] }] },
    });
  });

  it('marks a refused start time at its field, and offers the newer version when someone else saved first', async () => {
    const newer = record({ venue: { de: 'Westflügel' } }, 5);
    standInApi({
      'GET /tours/8001': ok({ record: record(), categories }),
      'PUT /tours/8001': ({ body }) =>
        (body as { tour: OfficeTourRecord['tour'] }).tour.sequenceNo === 0
          ? failure(422, 'VALIDATION_FAILED', { errors: { 'tour.schedule.seasons.0.times.1': ['Listed twice.'], 'tour.schedule.seasons.0.times': ['Listed twice.'] } })
          : failure(409, 'OFFICE_STALE', { current: newer }),
    });
    const user = userEvent.setup();
    await renderOffice('/tours/8001', { session: editor });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some entries need your attention. They are marked below.')).toBeTruthy();
    expect(screen.getByLabelText('Start times').getAttribute('aria-invalid')).toBe('true');
    await user.clear(screen.getByLabelText('Position in the list'));
    await user.type(screen.getByLabelText('Position in the list'), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Load the current version' }));
    await user.click(screen.getByRole('radio', { name: /Deutsch/ }));
    expect((screen.getByLabelText('Venue') as HTMLInputElement).value).toBe('Westflügel');
    expect(screen.getByText('Version 5')).toBeTruthy();
  });
});

describe('a new tour', () => {
  it('creates a tour in the office’s language with a price and opens it', async () => {
    const api = standInApi({
      'GET /tours': ok({ tours: [], categories }),
      'POST /tours': ({ body }) => ({ status: 201, body: { data: { record: { ...record((body as { tour: OfficeTourRecord['tour'] }).tour, 1), id: 8009 }, categories } } }),
      'GET /tours/8009': ok({ record: { ...record({}, 1), id: 8009 }, categories }),
    });
    const user = userEvent.setup();
    await renderOffice('/tours/new', { session: editor, lang: 'en' });
    await user.type(await screen.findByLabelText('Name'), 'Fossil walk');
    await user.type(screen.getByLabelText('Name of the price'), 'Adults');
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '12');
    await user.click(screen.getByRole('button', { name: 'Create tour' }));
    await screen.findByText('The tour has been created. The shop shows it within a few seconds.');
    expect(location.current).toBe('/tours/8009?created');
    const sent = api.calls.find((call) => call.method === 'POST')?.body as { tour: OfficeTourRecord['tour'] };
    expect(sent.tour).toMatchObject({ name: { en: 'Fossil walk' }, language: 'en', prices: [{ name: { en: 'Adults' }, price: 1200 }], tickets: [], bookingWithoutTickets: true });
    expect(sent.tour.schedule).toMatchObject({ kind: 'calendar', seasons: [{ times: ['11:00', '14:00'] }], tours: 1 });
  });
});
