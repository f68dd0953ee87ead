import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTours } from './render-tours';
import { listItem } from './test-fixtures';
import { TourCard } from './tour-card';

const show = (price_from: number | null, lang: 'en' | 'de' = 'en') =>
  renderTours(<TourCard tour={listItem({ id: 2001, name: 'Highlights', price_from })} lang={lang} day={null} eager />, { lang });

describe('tour card price', () => {
  it('shows what one paying visitor pays at least as a "from" price', async () => {
    const { container } = await show(1700);
    expect(container.querySelector('.tour-card-price')?.textContent?.replace(/\s/g, ' ')).toBe('From CHF 17.00');
    expect(screen.queryByText('Free')).toBeNull();
  });

  it('says free only when nothing costs money, in the visitor’s language', async () => {
    const { container } = await show(0, 'de');
    expect(container.querySelector('.tour-card-price')?.textContent).toBe('Kostenlos');
  });

  it('shows no price for a tour without prices', async () => {
    const { container } = await show(null);
    expect(container.querySelector('.tour-card-price')?.textContent).toBe('');
  });
});
