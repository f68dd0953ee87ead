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
