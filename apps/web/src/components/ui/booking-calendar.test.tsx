import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookingCalendar, type BookingDayState } from './booking-calendar';

const STATES: Record<string, BookingDayState> = { '2026-11-10': 'available', '2026-11-11': 'soldOut', '2026-11-12': 'available' };

const show = (focusChange = vi.fn(), change = vi.fn()) => {
  render(
    <BookingCalendar
      locale="en-CH"
      label="Choose a date"
      legend={{ available: 'Available', soldOut: 'Sold out' }}
      soldOutId="cal-sold-out"
      value="2026-11-10"
      focused="2026-11-10"
      min="2026-11-09"
      max="2026-12-31"
      dayState={(date) => STATES[date] ?? (date < '2026-11-09' ? 'past' : 'none')}
      onChange={change}
      onFocusChange={focusChange}
    />,
  );
  return { focusChange, change };
};

const day = (name: RegExp) => within(screen.getByRole('grid')).getByRole('button', { name });

describe('booking calendar', () => {
  it('lets available days be chosen and marks sold-out days, described by the legend', async () => {
    const { change } = show();
    expect(screen.getByRole('application', { name: /Choose a date/ })).toBeTruthy();
    const soldOut = day(/11 November 2026/);
    expect(soldOut.getAttribute('aria-disabled')).toBe('true');
    expect(soldOut.className).toContain('calendar-day is-soldOut');
    expect(soldOut.getAttribute('aria-describedby')).toBe('cal-sold-out');
    expect(document.getElementById('cal-sold-out')?.textContent).toBe('Sold out');
    expect(day(/12 November 2026/).getAttribute('aria-describedby')).toBeNull();
    await userEvent.click(soldOut);
    expect(change).not.toHaveBeenCalled();
    await userEvent.click(day(/12 November 2026/));
    expect(change).toHaveBeenCalledWith('2026-11-12');
  });

  it('reports the focused date when the visitor pages to the next month', async () => {
    const { focusChange } = show();
    await userEvent.click(screen.getAllByRole('button', { name: 'Next' }).find((button) => button.classList.contains('calendar-nav')) as HTMLElement);
    expect(focusChange).toHaveBeenCalledWith('2026-12-10');
  });
});
