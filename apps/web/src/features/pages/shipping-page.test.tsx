import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiStandIn } from '../../test/api-stand-in';
import { renderInShop } from '../../test/render';
import { withQueries } from '../../test/with-queries';
import { StaticPageScreen } from './static-page-screen';

const page = { status: 200, body: { data: { id: 'shipping', title: 'Shipping', blocks: [{ type: 'paragraph', text: 'We send goods within a week.' }], updated_at: '2026-11-01T00:00:00Z' } } };
const rates = {
  status: 200,
  body: {
    data: {
      zones: [
        { name: 'Switzerland', countries: [{ key: 'CH', name: 'Switzerland' }, { key: 'LI', name: 'Liechtenstein' }], bands: [{ max_weight: 2000, price: 1200 }, { max_weight: 500, price: 700 }] },
        { name: 'Europe', countries: [{ key: 'DE', name: 'Germany' }, { key: 'AT', name: 'Austria' }, { key: 'FR', name: 'France' }], bands: [{ max_weight: 1000, price: 1900 }] },
      ],
    },
  },
};
const show = (lang: 'en' | 'de' = 'en', config = {}) => renderInShop(withQueries(<StaticPageScreen id="shipping" />), { lang, path: `/${lang}/page/shipping`, namespaces: ['pages'], config });

describe('shipping page', () => {
  it('shows the page text, then a table per zone: its countries, weight bands from the lightest, and prices', async () => {
    const { calls } = apiStandIn({ 'page/shipping': page, 'shipping/rates': rates });
    await show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping' })).toBeTruthy();
    expect(screen.getByText('We send goods within a week.')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Shipping costs by destination' });
    const [swiss, europe] = within(section).getAllByRole('table');
    expect(within(swiss as HTMLElement).getByRole('columnheader', { name: 'Parcel weight' })).toBeTruthy();
    expect((swiss as HTMLTableElement).caption?.textContent).toBe('SwitzerlandSwitzerland and Liechtenstein');
    const rows = within(swiss as HTMLElement).getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent?.replace(/\s/g, ' ')));
    expect(rows).toEqual([['Up to 500 g', 'CHF 7.00'], ['Up to 2 kg', 'CHF 12.00']]);
    expect(within(swiss as HTMLElement).getByRole('rowheader', { name: 'Up to 500 g' })).toBeTruthy();
    expect((europe as HTMLTableElement).caption?.textContent).toBe('EuropeGermany, Austria and France');
    expect(calls.map((c) => c.path).sort()).toEqual(['page/shipping', 'shipping/rates']);
  });

  it('does not repeat a zone’s name as its country list', async () => {
    apiStandIn({ 'page/shipping': page, 'shipping/rates': { status: 200, body: { data: { zones: [{ name: 'Switzerland', countries: [{ key: 'CH', name: 'Switzerland' }], bands: [{ max_weight: 1000, price: 900 }] }] } } } });
    await show();
    expect((await screen.findByRole('table')).querySelector('caption')?.textContent).toBe('Switzerland');
  });

  it('writes weights and prices the visitor’s way', async () => {
    apiStandIn({ 'page/shipping': page, 'shipping/rates': { status: 200, body: { data: { zones: [{ name: 'Schweiz', countries: [{ key: 'CH', name: 'Schweiz' }], bands: [{ max_weight: 2500, price: 1250 }] }] } } } });
    await show('de');
    expect(await screen.findByRole('rowheader', { name: 'Bis 2.5 kg' })).toBeTruthy();
    expect(screen.getByRole('cell').textContent?.replace(/\s/g, ' ')).toBe('CHF 12.50');
  });

  it('keeps the page when the rates cannot be loaded, and offers to try again', async () => {
    let answer = { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'later' } } as { status: number; body: unknown };
    apiStandIn({ 'page/shipping': page, 'shipping/rates': () => answer });
    await show();
    expect((await screen.findByRole('alert')).textContent).toContain('The shipping rates could not be loaded just now.');
    expect(screen.getByText('We send goods within a week.')).toBeTruthy();
    answer = rates;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('table')).toHaveLength(2);
  });

  it('asks for no rates when the shop sells no goods', async () => {
    const { calls } = apiStandIn({ 'page/shipping': page, 'shipping/rates': rates });
    await show('en', { has_merchandise: false });
    expect(await screen.findByText('We send goods within a week.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['page/shipping']);
  });
});
