import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeProductRecord, StockHistoryEntry } from '../../lib/api/types';
import { failure, ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { renderOffice } from '../../test/render-office';
import { newProduct } from './product-draft';

afterEach(() => vi.unstubAllGlobals());

const record = (stock: Partial<OfficeProductRecord['stock']> = {}): OfficeProductRecord => ({
  id: 801,
  version: 3,
  product: { ...newProduct(), name: { en: 'Mug' }, price: 2400, weight: 350 },
  stock: { total: 12, sold: 2, held: 1, inStock: 10, available: 9, ...stock },
});
const received: StockHistoryEntry = { at: '2026-11-20T10:00:00.000Z', staffName: 'Eddie', kind: 'received', reason: null, difference: 5, inStock: 10, note: 'Reprint' };
const damaged: StockHistoryEntry = { at: '2026-11-21T10:00:00.000Z', staffName: 'Eddie', kind: 'removed', reason: 'damaged', difference: -2, inStock: 8, note: null };

describe('stock corrections', () => {
  it('take damaged units off with their reason and show them at the top of the history', async () => {
    let history = [received];
    const api = standInApi({
      'GET /products/801': ok({ record: record() }),
      'GET /product-categories': ok({ categories: [] }),
      'GET /products/801/stock-history': () => ok({ entries: history }),
      'POST /products/801/stock': () => {
        history = [damaged, received];
        return ok({ record: record({ total: 10, inStock: 8, available: 7 }) });
      },
    });
    const user = userEvent.setup();
    await renderOffice('/merchandise/801', { session: sessionFor('editor') });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('Goods receivedReprint');
    await user.type(screen.getByLabelText('Units to take off'), '2');
    await user.selectOptions(screen.getByLabelText('Reason'), 'damaged');
    await user.click(screen.getByRole('button', { name: 'Take off the stock' }));
    expect(await screen.findByText('2 units taken off the stock.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ adjustment: { kind: 'removed', quantity: 2, reason: 'damaged' } });
    await vi.waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')[1]?.textContent).toContain('Taken off: damaged'));
  });

  it('says why a removal below what is sold and held is refused', async () => {
    standInApi({
      'GET /products/801': ok({ record: record() }),
      'GET /product-categories': ok({ categories: [] }),
      'GET /products/801/stock-history': ok({ entries: [] }),
      'POST /products/801/stock': failure(409, 'OFFICE_STOCK_BELOW_SOLD'),
    });
    const user = userEvent.setup();
    await renderOffice('/merchandise/801', { session: sessionFor('editor') });
    expect(await screen.findByText('No corrections yet.')).toBeTruthy();
    await user.type(screen.getByLabelText('Units to take off'), '11');
    await user.click(screen.getByRole('button', { name: 'Take off the stock' }));
    expect(await screen.findByText('The stock cannot go below the units already sold or held in open checkouts.')).toBeTruthy();
  });
});
