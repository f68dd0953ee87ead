import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@foyer/contract';
import { adultsLine } from '../../test/cart-lines';
import { shopInfo } from '../../test/fixtures';
import { renderInShop } from '../../test/render';
import { BasketLine } from './basket-line';

/** Intl separates with no-break spaces (narrow in French); the table reads them as plain spaces. */
const plain = (text: string | null | undefined): string => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** Two adults at 14:30 on the museum's clock on 5 March 2027, 1234.50 in all. */
const AFTERNOON = '2027-03-05T13:30:00Z';
const line = { ...adultsLine, totalPrice: 123450, item: { ...adultsLine.item, datetime: AFTERNOON }, display: { ...adultsLine.display, when: { datetime: AFTERNOON } } };

const show = (lang: Lang, country = 'CH') =>
  renderInShop(
    <ul>
      <BasketLine line={line} />
    </ul>,
    { lang, namespaces: ['checkout'], info: { meta: { ...shopInfo().meta, country } } },
  );

describe('a basket line in each language of a Swiss museum', () => {
  it.each([
    ['de', '05.03.2027 14:30', "CHF 1'234.50"],
    ['en', '05/03/2027 14:30', "CHF 1'234.50"],
    ['fr', '05.03.2027 14:30', '1 234,50 CHF'],
    ['it', '05.03.2027 14:30', 'CHF 1234.50'],
    ['nl', '05-03-2027 14:30', 'CHF 1.234,50'],
    ['es', '05/03/2027 14:30', '1234,50 CHF'],
    ['sv', '2027-03-05 14:30', '1 234,50 CHF'],
    ['da', '05.03.2027 14.30', '1.234,50 CHF'],
  ] as const)('%s shows %s and %s', async (lang, when, amount) => {
    await show(lang);
    expect(screen.getByText(when)).toBeTruthy();
    expect(plain(document.querySelector('.basket-price')?.textContent)).toBe(amount);
  });

  it('takes the country from the shop: the same line in a museum in Germany', async () => {
    await show('de', 'DE');
    expect(plain(document.querySelector('.basket-price')?.textContent)).toBe('1.234,50 CHF');
  });
});
