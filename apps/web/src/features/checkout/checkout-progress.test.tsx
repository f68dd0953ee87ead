import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../test/render';
import { CheckoutProgress } from './checkout-progress';
import { stepNumber, stepStates } from './progress-steps';

describe('checkout progress', () => {
  it('marks earlier steps done, one current, later ones upcoming', () => {
    expect(stepStates('payment').map((s) => s.state)).toEqual(['done', 'done', 'current', 'upcoming']);
    expect(stepStates('cart').map((s) => s.state)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    expect(stepNumber('complete')).toBe(4);
  });

  it('shows cart, sign in, payment, complete with the current step announced', async () => {
    await renderInShop(<CheckoutProgress current="signIn" />, { namespaces: ['checkout'] });
    const nav = screen.getByRole('navigation', { name: 'Checkout progress' });
    expect([...nav.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['✓Basket (completed)', '2Log in', '3Payment', '4Complete']);
    expect(nav.querySelector('[aria-current="step"]')?.textContent).toBe('2Log in');
  });

  it('is not shown when the shop turns show_progress_bar off', async () => {
    await renderInShop(<CheckoutProgress current="cart" />, { namespaces: ['checkout'], config: { show_progress_bar: false } });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
