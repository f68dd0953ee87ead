import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../lib/storage/cart-store';
import { tourLine } from '../../test/cart-lines';
import { renderInShop } from '../../test/render';
import { BasketScreen } from './basket-screen';

describe('a guided tour in the basket', () => {
  beforeEach(() => useCartStore.setState({ lines: [tourLine], cartId: null }));

  it('shows date and time, participants, tour prices, tickets with add-ons, the answers, and the VAT of its parts', async () => {
    await renderInShop(<BasketScreen />, { path: '/fr/checkout', lang: 'fr', namespaces: ['checkout'] });
    const line = screen.getAllByRole('listitem').find((li) => li.classList.contains('basket-line')) as HTMLElement;
    expect(within(line).getByRole('heading', { name: 'Highlights of the Collection' })).toBeTruthy();
    expect(within(line).getByText(/^24\.11\.2026 14:00$/)).toBeTruthy();
    expect(within(line).getByText('2 participants')).toBeTruthy();
    expect(within(line).getByText(/^1 × Tour supplement à 5,00\sCHF/)).toBeTruthy();
    expect(within(line).getByText('1 × Tour supplement, children (free), inclus')).toBeTruthy();
    expect(within(line).getByText(/^1 × Audio guide à 4,00\sCHF/)).toBeTruthy();
    expect(within(line).getByText('What should we prepare?').nextElementSibling?.textContent).toBe('Hearing loop, Picnic room');
    expect(screen.getByText('Dont TVA').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toMatch(/^2,02 CHF$/);
  });

  it('says nothing of participants for a group tour booked whole without tickets, rather than "0 participants"', async () => {
    const wholeGroup = { count: 1, name: 'Private group tour', unitPrice: 18000 };
    useCartStore.setState({ lines: [{ ...tourLine, display: { ...tourLine.display, participants: 0, parts: [wholeGroup], answers: [] } }], cartId: null });
    await renderInShop(<BasketScreen />, { path: '/de/checkout', lang: 'de', namespaces: ['checkout'] });
    const line = screen.getAllByRole('listitem').find((li) => li.classList.contains('basket-line')) as HTMLElement;
    expect(within(line).getByText(/^1 × Private group tour/)).toBeTruthy();
    expect(within(line).queryByText(/0 Personen/)).toBeNull();
    expect(line.querySelector('.basket-participants')).toBeNull();
  });
});
