import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nextFewDays } from '@foyer/domain';
import { apiStandIn } from '../../test/api-stand-in';
import { museumDay } from '../../lib/museum-day';
import { TourListScreen } from './tour-list-screen';
import { renderTours } from './render-tours';
import { listItem, overviewEntry } from './test-fixtures';

const days = nextFewDays(museumDay('Europe/Zurich'));
const german = listItem({ id: 1, name: 'Highlights in German', custom_groups: [{ id: 1, name: 'Art' }] });
const english = listItem({ id: 2, name: 'Highlights in English', langIdentifier: 'en', langName: 'English', custom_groups: [{ id: 1, name: 'Art' }] });
const walk = listItem({ id: 3, name: 'Nature walk', venue: 'Lakeside park', custom_groups: [{ id: 2, name: 'Nature' }] });

const serve = () =>
  apiStandIn({
    'tour/select/event': { status: 200, body: { data: { tours: [german, english, walk] } } },
    'tour/attr': { status: 200, body: { data: { category: [{ id: 1, name: 'Art' }, { id: 2, name: 'Nature' }] } } },
    'tour/overview': (call) => ({
      status: 200,
      body: { data: { ...Object.fromEntries(nextFewDays(call.query.get('date') ?? '').map((d) => [d, []])), [days[1] ?? '']: [overviewEntry(english, days[1] ?? '', ['11:30', '14:00']), overviewEntry(walk, days[1] ?? '', ['10:00'])] } },
    }),
  });

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent).filter((text) => text?.startsWith('Highlights') || text === 'Nature walk');

describe('guided tour list', () => {
  it('asks the overview for today and the four following days and shows each once', async () => {
    const { calls } = serve();
    await renderTours(<TourListScreen />);
    const group = await screen.findByRole('group', { name: 'The next few days' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons).toHaveLength(5);
    expect(buttons[0]?.textContent).toMatch(/^Today/);
    expect(buttons[1]?.textContent).toMatch(/^Tomorrow.*2 tours$/);
    expect(buttons[2]?.textContent).toMatch(/No tours$/);
    const overview = calls.find((call) => call.path === 'tour/overview');
    expect([overview?.query.get('date'), overview?.query.get('lookahead')]).toEqual([days[0], '5']);
  });

  it('counts on the next days only the tours in the chosen language', async () => {
    serve();
    const user = userEvent.setup();
    await renderTours(<TourListScreen />);
    const group = await screen.findByRole('group', { name: 'The next few days' });
    expect(within(group).getByRole('button', { name: /^Tomorrow/ }).textContent).toMatch(/2 tours$/);
    await user.selectOptions(screen.getByLabelText('Language'), 'German');
    expect(within(group).getByRole('button', { name: /^Tomorrow/ }).textContent).toMatch(/1 tour$/);
    await user.selectOptions(screen.getByLabelText('Language'), 'English');
    expect(within(group).getByRole('button', { name: /^Tomorrow/ }).textContent).toMatch(/1 tour$/);
    await user.click(within(group).getByRole('button', { name: /^Tomorrow/ }));
    expect(titles()).toEqual(['Highlights in English']);
  });

  it('filters by day, language, category and venue, and keeps the filters in the URL', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = await renderTours(<TourListScreen />);
    expect(await screen.findByText('3 tours')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Tomorrow/ }));
    expect(router.state.location.search).toBe(`?day=${days[1]}`);
    expect(titles()).toEqual(['Highlights in English', 'Nature walk']);
    expect(screen.getByRole('link', { name: '11:30' }).getAttribute('href')).toBe(`/en/guided-tours/2?date=${days[1]}&time=11:30`);
    await user.selectOptions(screen.getByLabelText('Category'), 'Nature');
    expect(titles()).toEqual(['Nature walk']);
    expect(router.state.location.search).toBe(`?category=2&day=${days[1]}`);
    await user.selectOptions(screen.getByLabelText('Venue'), 'Main building');
    expect(screen.getByRole('heading', { name: 'No tour matches your choice' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all tours' }));
    expect(router.state.location.search).toBe('');
    expect(titles()).toHaveLength(3);
  });

  it('reads the filters from the URL it was opened with', async () => {
    serve();
    await renderTours(<TourListScreen />, { path: '/en/guided-tours?language=en' });
    expect(await screen.findByText('1 tour', { selector: '.tour-count' })).toBeTruthy();
    expect(titles()).toEqual(['Highlights in English']);
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('en');
  });

  it('says so when no tour can be booked', async () => {
    apiStandIn({ 'tour/select/event': { status: 200, body: { data: { tours: [] } } } });
    await renderTours(<TourListScreen />);
    expect(await screen.findByRole('heading', { name: 'No tours can be booked at the moment' })).toBeTruthy();
  });
});
