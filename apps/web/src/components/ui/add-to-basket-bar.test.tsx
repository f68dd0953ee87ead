import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AddToBasketBar, type AddToBasketBarProps } from './add-to-basket-bar';

const show = (props: Partial<AddToBasketBarProps> = {}) => {
  const onAdd = vi.fn();
  const bar = (
    <AddToBasketBar
      heading="Your selection"
      headingId="sel"
      lines={[]}
      totalLabel="Total"
      total="CHF 0.00"
      vatNote="incl. VAT CHF 0.00"
      addLabel="Add to basket"
      onAdd={onAdd}
      problem={null}
      added={null}
      {...props}
    />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: bar }])} />);
  return onAdd;
};

describe('add-to-basket bar', () => {
  it('is a named region with the total, its VAT and the add button; it sticks only once something is chosen', async () => {
    const onAdd = show();
    const region = screen.getByRole('region', { name: 'Your selection' });
    expect(within(region).queryByRole('list')).toBeNull();
    expect(region.textContent).toContain('CHF 0.00');
    expect(region.querySelector('.add-bar-panel')?.classList.contains('is-active')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('lists the chosen lines with their details and amounts, a line without amount as a caption', () => {
    show({
      lines: [
        { key: 'when', text: 'Tue 24 Nov, 14:00' },
        { key: '1', text: '1 × Family ticket', details: ['2 × Adults', '3 × Children'], amount: 'CHF 52.00' },
      ],
      total: 'CHF 52.00',
    });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]?.className).toBe('add-bar-caption');
    expect(items[1]?.textContent).toBe('1 × Family ticket2 × Adults3 × ChildrenCHF 52.00');
    expect(document.querySelector('.add-bar-panel')?.classList.contains('is-active')).toBe(true);
  });

  it('announces a problem, and after adding offers the way to the basket', () => {
    show({ problem: 'Please choose a date.', added: { text: 'In the basket.', linkLabel: 'Go to basket', to: '/en/checkout' } });
    expect(screen.getByRole('alert').textContent).toBe('Please choose a date.');
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('In the basket.');
    expect(within(status).getByRole('link', { name: 'Go to basket' }).getAttribute('href')).toBe('/en/checkout');
  });

  it('can be disabled when nothing can be added: pressing it does nothing', async () => {
    const onAdd = show({ disabled: true });
    const button = screen.getByRole('button', { name: 'Add to basket' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(button);
    expect(onAdd).not.toHaveBeenCalled();
  });
});
