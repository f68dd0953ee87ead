import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeEventRecord } from '../../lib/api/types';
import { failure, ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { location, renderOffice } from '../../test/render-office';
import { amountText, centsOf, newTicket, timesOf } from './event-draft';

afterEach(() => vi.unstubAllGlobals());

const editor = sessionFor('editor');

const record = (change: Partial<OfficeEventRecord['event']> = {}, version = 3): OfficeEventRecord => ({
  id: 7001,
  version,
  scheduleIsDemoRule: false,
  event: {
    name: { de: 'Gletscher', fr: 'Glaciers' },
    description: {},
    venue: {},
    image: null,
    listed: true,
    sequenceNo: 0,
    schedule: {
      kind: 'calendar',
      horizonDays: 120,
      seasons: [{ firstDate: '2027-01-01', lastDate: '2027-12-31', hours: [{ weekdays: [2, 3, 4, 5, 6, 7], opens: '10:00', closes: '17:00' }], slots: { kind: 'timeslots', slotMinutes: 60 }, capacity: 30 }],
      exceptions: [],
      extraSlots: [],
    },
    tickets: [{ ...newTicket(), id: 70011, name: { de: 'Erwachsene', fr: 'Adultes' }, price: 1800 }],
    doorOpensMinutesBefore: 30,
    doorClosesMinutesAfter: 60,
    ...change,
  },
});

describe('amounts and times as typed', () => {
  it.each([
    ['18.50', 1850],
    ['18,5', 1850],
    ['18', 1800],
    [' 0.05 ', 5],
    ['18.505', undefined],
    ['-3', undefined],
    ['', undefined],
    ['eighteen', undefined],
  ])('reads %j as %j cents', (text, cents) => {
    expect(centsOf(text)).toBe(cents);
  });

  it('writes cents back with two decimals', () => {
    expect([amountText(1850), amountText(5), amountText(0)]).toEqual(['18.50', '0.05', '0.00']);
  });

  it.each([
    ['14:00, 16:30', ['14:00', '16:30']],
    ['9:30 11:00', ['09:30', '11:00']],
    ['14:00, 25:00', undefined],
    ['two', undefined],
  ])('reads start times %j', (text, times) => {
    expect(timesOf(text)).toEqual(times);
  });
});

describe('the events list', () => {
  it('shows each event in the office language (else its first), whether it is in the shop, and opens it', async () => {
    standInApi({
      'GET /events': ok({
        events: [
          { id: 7001, name: { de: 'Gletscher', en: 'Glaciers' }, listed: true, nextStart: '2027-01-05T09:00:00.000Z', version: 3 },
          { id: 7002, name: { fr: 'Fossiles' }, listed: false, nextStart: null, version: 1 },
        ],
      }),
    });
    await renderOffice('/events', { session: editor });
    await screen.findByRole('link', { name: 'Glaciers' });
    const cards = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(cards[0]?.textContent).toMatch(/^GlaciersIn the shopNext time: /);
    expect(cards[1]?.textContent).toBe('FossilesNot in the shopNo times ahead');
    expect(within(cards[1]!).getByRole('link', { name: 'Fossiles' }).getAttribute('href')).toBe('/events/7002');
  });

  it('is in the navigation for editors and not for the door', async () => {
    standInApi({ 'GET /events': ok({ events: [] }) });
    const { unmount } = await renderOffice('/events', { session: editor });
    expect(await screen.findByText('There are no events yet.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Office sections' }).textContent).toContain('Events');
    unmount();
    await renderOffice('/events', { session: sessionFor('door') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeTruthy();
  });
});

describe('editing an event', () => {
  it('changes a French name and a price, and saves the whole event with the version read', async () => {
    const api = standInApi({
      'GET /events/7001': ok({ record: record() }),
      'PUT /events/7001': ({ body }) => ok({ record: { ...record((body as { event: OfficeEventRecord['event'] }).event, 4) } }),
    });
    const user = userEvent.setup();
    await renderOffice('/events/7001', { session: editor });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gletscher' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Français/ }));
    const name = screen.getByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Glaciers');
    await user.clear(name);
    await user.type(name, 'Glaciers en mutation');
    const price = screen.getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '22,5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The shop shows the change within a few seconds.')).toBeTruthy();
    const sent = api.calls.find((call) => call.method === 'PUT');
    expect(sent?.headers['x-csrf-token']).toBe('csrf-123');
    expect(sent?.body).toEqual({ version: 3, closeSlotsWithBuyers: false, event: { ...record().event, name: { de: 'Gletscher', fr: 'Glaciers en mutation' }, tickets: [{ ...record().event.tickets[0], price: 2250 }] } });
    expect(screen.getByText('Version 4')).toBeTruthy();
  });

  it('edits when the door admits a time’s visitors', async () => {
    const api = standInApi({
      'GET /events/7001': ok({ record: record() }),
      'PUT /events/7001': ({ body }) => ok({ record: { ...record((body as { event: OfficeEventRecord['event'] }).event, 4) } }),
    });
    const user = userEvent.setup();
    await renderOffice('/events/7001', { session: editor });
    const opens = (await screen.findByLabelText('Admission from (minutes before the start)', {}, { timeout: 5000 })) as HTMLInputElement;
    const closes = screen.getByLabelText('Admission until (minutes after the start)') as HTMLInputElement;
    expect([opens.value, closes.value]).toEqual(['30', '60']);
    await user.clear(opens);
    await user.type(opens, '15');
    await user.clear(closes);
    await user.type(closes, '240');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. The shop shows the change within a few seconds.');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ event: { doorOpensMinutesBefore: 15, doorClosesMinutesAfter: 240 } });
  });

  it('links to the event in the shop in the language whose texts it shows, and says when visitors cannot see it', async () => {
    standInApi({
      'GET /events/7001': ok({ record: record() }),
      'PUT /events/7001': ({ body }) => ok({ record: { ...record((body as { event: OfficeEventRecord['event'] }).event, 4) } }),
    });
    const user = userEvent.setup();
    await renderOffice('/events/7001', { session: editor });
    const link = await screen.findByRole('link', { name: 'Open in the shop (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/en/tickets/7001');
    expect(link.getAttribute('target')).toBe('_blank');
    await user.click(screen.getByRole('radio', { name: /Français/ }));
    expect(link.getAttribute('href')).toBe('/fr/tickets/7001');

    // Kept out of the shop once saved so: the shop would not find it, so no link.
    await user.click(screen.getByLabelText('Show in the shop'));
    expect(screen.getByRole('link', { name: /Open in the shop/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Visitors do not see this in the shop: it is kept out of the shop.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Open in the shop/ })).toBeNull();
  });

  it('says when an amount is none, and sends nothing changed for it', async () => {
    standInApi({ 'GET /events/7001': ok({ record: record() }) });
    const user = userEvent.setup();
    await renderOffice('/events/7001', { session: editor });
    const price = await screen.findByLabelText('Price');
    await user.clear(price);
    await user.type(price, 'free');
    expect(screen.getByText('Please enter an amount such as 18.50.')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
  });

  it('marks each field the server refused, in the words it sent', async () => {
    standInApi({
      'GET /events/7001': ok({ record: record() }),
      'PUT /events/7001': failure(422, 'VALIDATION_FAILED', { errors: { 'event.schedule.seasons.0.lastDate': ['The last date must not be before the first date.'] } }),
    });
    const user = userEvent.setup();
    await renderOffice('/events/7001', { session: editor });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some entries need your attention. They are marked below.')).toBeTruthy();
    const lastDay = screen.getByLabelText('Last day');
    expect(lastDay.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(lastDay.getAttribute('aria-describedby') ?? '')?.textContent).toBe('The last date must not be before the first date.');
  });

  it('offers the newer version when someone else saved first, and saves against it', async () => {
    const newer = record({ venue: { de: 'Westflügel' } }, 5);
    const api = standInApi({
      'GET /events/7001': ok({ record: record() }),
      'PUT /events/7001': ({ body }) =>
        (body as { version: number }).version === 3 ? failure(409, 'OFFICE_STALE', { current: newer }) : ok({ record: { ...newer, version: 6 } }),
    });
    const user = userEvent.setup();
    await renderOffice('/events/7001', { session: editor });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Load the current version' }));
    await user.click(screen.getByRole('radio', { name: /Deutsch/ }));
    expect((screen.getByLabelText('Venue') as HTMLInputElement).value).toBe('Westflügel');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The shop shows the change within a few seconds.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { version: number }).version)).toEqual([3, 5]);
  });

  it('names the times with buyers a save would close or shrink, and saves only when told to go ahead', async () => {
    const api = standInApi({
      'GET /events/7001': ok({ record: record() }),
      'PUT /events/7001': ({ body }) =>
        (body as { closeSlotsWithBuyers: boolean }).closeSlotsWithBuyers
          ? ok({ record: record({}, 4) })
          : failure(409, 'OFFICE_SLOTS_HAVE_BUYERS', {
              slots: [
                { startsAt: '2027-01-05T09:00:00.000Z', sold: 2, capacity: 0, change: 'closed' },
                { startsAt: '2027-01-06T09:00:00.000Z', sold: 5, capacity: 3, change: 'shrunk' },
              ],
            }),
    });
    const user = userEvent.setup();
    await renderOffice('/events/7001', { session: editor });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByText(/: 2 sold; the time would close$/)).textContent).toMatch(/2027/);
    expect(screen.getByText(/: 5 sold; only 3 places would remain$/).tagName).toBe('LI');
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save and tell the buyers' }));
    expect(await screen.findByText('Saved. The shop shows the change within a few seconds.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { closeSlotsWithBuyers: boolean }).closeSlotsWithBuyers)).toEqual([false, true]);
  });

  it('replaces a demo rule with a calendar only when asked', async () => {
    standInApi({ 'GET /events/7001': ok({ record: { ...record({ schedule: null }), scheduleIsDemoRule: true } }) });
    const user = userEvent.setup();
    await renderOffice('/events/7001', { session: editor });
    await user.click(await screen.findByRole('button', { name: 'Replace with a calendar' }));
    expect(screen.getByRole('group', { name: 'Season 1' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Tuesday' })).toHaveProperty('checked', true);
  });
});

describe('a new event', () => {
  it('creates it with a calendar the editor shaped, then opens it', async () => {
    const api = standInApi({
      'POST /events': ({ body }) => ({ status: 201, body: { data: { record: { ...record((body as { event: OfficeEventRecord['event'] }).event, 1), id: 7009 } } } }),
      'GET /events/7009': ok({ record: { ...record({}, 1), id: 7009 } }),
    });
    const user = userEvent.setup();
    await renderOffice('/events/new', { session: editor, lang: 'en' });
    await user.type(await screen.findByLabelText('Name'), 'Fossils');
    await user.type(screen.getByLabelText('Ticket name'), 'Adults');
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '15');
    await user.click(screen.getByRole('button', { name: 'Add a date' }));
    await user.type(screen.getByLabelText('Date'), '2027-03-01');
    await user.click(screen.getByRole('button', { name: 'Add an extra time' }));
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await screen.findByText('The event has been created. The shop shows it within a few seconds.');
    expect(location.current).toBe('/events/7009?created');
    const sent = api.calls.find((call) => call.method === 'POST')?.body as { event: OfficeEventRecord['event'] };
    expect(sent.event).toMatchObject({ name: { en: 'Fossils' }, tickets: [{ name: { en: 'Adults' }, price: 1500 }], listed: true });
    expect(sent.event.schedule).toMatchObject({ kind: 'calendar', exceptions: [{ date: '2027-03-01', hours: [] }], extraSlots: [{ time: '18:00', durationMinutes: 60, capacity: 20 }] });
    expect(sent.event.schedule?.seasons[0]?.hours).toEqual([{ weekdays: [2, 3, 4, 5, 6, 7], opens: '10:00', closes: '17:00' }]);
  });
});

describe.each([
  ['CH', 'MWST-Satz (%)'],
  ['DE', 'MwSt.-Satz (%)'],
])('German in the office of a museum in %s', (country, vatLabel) => {
  it('follows the region when the editor switches to it, as the shop does', async () => {
    standInApi({ 'PUT /session/language': ok(sessionFor('editor', { language: 'de' })) });
    const user = userEvent.setup();
    await renderOffice('/events/new', { session: editor, lang: 'en', country });
    await user.selectOptions(await screen.findByLabelText('Language'), 'Deutsch');
    expect(await screen.findByLabelText(vatLabel, {}, { timeout: 5000 })).toBeTruthy();
  });
});
