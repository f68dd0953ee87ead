import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LineDisplay } from '../../lib/storage/cart-line';
import { renderInShop } from '../../test/render';
import { LineDetails } from './line-details';

const display = (answersKind?: LineDisplay['answersKind']): LineDisplay => ({
  heading: 'Line',
  label: 'Line',
  parts: [],
  answers: [{ question: 'Holder 1', answer: 'Anna Muster' }],
  ...(answersKind === undefined ? {} : { answersKind }),
});

describe('the details under a basket line', () => {
  it.each([
    { kind: undefined, label: 'Your answers' },
    { kind: 'holders' as const, label: 'Pass holders' },
    { kind: 'dedication' as const, label: 'Dedication' },
  ])('names a $kind list "$label" for screen readers', async ({ kind, label }) => {
    await renderInShop(<LineDetails display={display(kind)} money={String} />, { namespaces: ['checkout'] });
    expect(screen.getByLabelText(label).textContent).toContain('Anna Muster');
  });
});

describe('the parts of a basket line', () => {
  it('do not repeat the name the heading already gives, and name every other part', async () => {
    const poster: LineDisplay = {
      heading: 'Poster “Evening on Lake Seeburg”',
      label: 'Poster “Evening on Lake Seeburg”',
      parts: [
        { count: 2, name: 'Poster “Evening on Lake Seeburg”', unitPrice: 2800 },
        { count: 1, name: 'Gift wrapping', unitPrice: 500, sub: true },
      ],
    };
    await renderInShop(<LineDetails display={poster} money={(cents) => `CHF ${(cents / 100).toFixed(2)}`} />, { namespaces: ['checkout'] });
    const parts = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(parts).toEqual(['2 × CHF 28.00', '1 × Gift wrapping at CHF 5.00']);
  });
});
