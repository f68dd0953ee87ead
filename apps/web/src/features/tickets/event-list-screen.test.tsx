import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventListScreen } from './event-list-screen';
import { renderTickets } from './render-tickets';
import { event } from './test-fixtures';

const exhibitions = { id: 1, name: 'Exhibitions' };
const concerts = { id: 2, name: 'Concerts' };
const events = [
  event({ id: 3, name: 'Nocturne', sequence_no: 2, custom_groups: [concerts], price_from: 0 }),
  event({ id: 2, name: 'Light over the Lake', sequence_no: 1, sorting_datetime: '2026-12-01T10:00:00+01:00', custom_groups: [exhibitions] }),
  event({ id: 1, name: 'The Collection', sequence_no: 1, sorting_datetime: '2026-11-21T10:00:00+01:00', custom_groups: [exhibitions], venue: 'Main building', price_from: 1800 }),
];

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('event list screen', () => {
  it('lists events in catalog order with venue and group, linking to their tickets', async () => {
    await renderTickets(<EventListScreen />, { data: [[['events', 'en'], events]] });
    expect(titles()).toEqual(['The Collection', 'Light over the Lake', 'Nocturne']);
    const first = screen.getByRole('link', { name: 'The Collection' });
    expect(first.getAttribute('href')).toBe('/en/tickets/1');
    const card = first.closest('article') as HTMLElement;
    expect(within(card).getByText('Main building')).toBeTruthy();
    expect(within(card).getByText('Exhibitions')).toBeTruthy();
  });

  it('offers an uploaded picture in every stored width for the card’s column; a catalog file as it is', async () => {
    const pictured = [event({ id: 1, name: 'Uploaded', image: 'uploads/AbCdEfGhIjKlMnOpQrStUv-{width}.webp' }), event({ id: 2, name: 'From the catalog', image: 'events/hall.webp' })];
    await renderTickets(<EventListScreen />, { data: [[['events', 'en'], pictured]] });
    const img = (name: string) => screen.getByRole('link', { name }).closest('article')?.querySelector('img');
    const uploaded = img('Uploaded');
    expect([uploaded?.getAttribute('src'), uploaded?.getAttribute('srcset'), uploaded?.getAttribute('sizes')]).toEqual([
      '/static/uploads/AbCdEfGhIjKlMnOpQrStUv-1280.webp',
      '/static/uploads/AbCdEfGhIjKlMnOpQrStUv-640.webp 640w, /static/uploads/AbCdEfGhIjKlMnOpQrStUv-1280.webp 1280w, /static/uploads/AbCdEfGhIjKlMnOpQrStUv-1920.webp 1920w',
      '(min-width: 1216px) 23rem, (min-width: 1201px) 31vw, (min-width: 769px) 47vw, 100vw',
    ]);
    const catalog = img('From the catalog');
    expect([catalog?.getAttribute('src'), catalog?.getAttribute('srcset'), catalog?.getAttribute('sizes')]).toEqual(['/static/events/hall.webp', null, null]);
  });

  it('says on each card what a visit costs at least, or that it is free', async () => {
    await renderTickets(<EventListScreen />, { data: [[['events', 'en'], events]] });
    const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;
    expect(within(card('The Collection')).getByText('From CHF 18.00')).toBeTruthy();
    expect(within(card('Nocturne')).getByText('Free admission')).toBeTruthy();
  });

  it('says it in the page language, with the money formatted as everywhere in the shop', async () => {
    await renderTickets(<EventListScreen />, { lang: 'de', data: [[['events', 'de'], events]] });
    const card = screen.getByRole('link', { name: 'The Collection' }).closest('article') as HTMLElement;
    expect(card.querySelector('.event-card-price')?.textContent?.replace(/\u00a0/g, ' ')).toBe('Ab CHF 18.00');
  });

  it('filters by group and keeps the filter in the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderTickets(<EventListScreen />, { data: [[['events', 'en'], events]] });
    await user.click(screen.getByRole('button', { name: 'Concerts' }));
    expect(titles()).toEqual(['Nocturne']);
    expect(router.state.location.search).toBe('?group=2');
    expect(screen.getByRole('button', { name: 'Concerts' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(titles()).toHaveLength(3);
  });

  it('says so when nothing is on sale', async () => {
    await renderTickets(<EventListScreen />, { data: [[['events', 'en'], []]] });
    expect(screen.getByRole('heading', { name: 'No tickets on sale at the moment' })).toBeTruthy();
  });
});
